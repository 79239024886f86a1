// What search engines are told about: every public page with the time its data last changed (sitemaps).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export interface SitemapEntry {
  /** The page's path segments, unescaped (the sitemap writer encodes them). */
  path: string[];
  lastmod: Date;
}

/** Active keywords (their page answers 200), with the time their totals or text last changed. */
export async function sitemapKeywords(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const rows = await db.selectFrom('keyword_master').select(['slug', 'updated_at']).where('status', '=', 'active').orderBy('id').execute();
  return rows.map((row) => ({ path: ['view', row.slug], lastmod: row.updated_at }));
}

/** Active channels, by the later of their own change and their newest video. */
export async function sitemapChannels(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const rows = await db
    .selectFrom('channel_master')
    .select(['channel_id', sql<Date>`greatest(updated_at, coalesce(latest_video_date, updated_at))`.as('lastmod')])
    .where('is_active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ path: ['channels', row.channel_id], lastmod: new Date(row.lastmod) }));
}

/** Every category at its own address (/categories/parent or /categories/parent/child). */
export async function sitemapCategories(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const result = await sql<{ slug: string; parent_slug: string | null; lastmod: Date }>`
    SELECT c.slug, p.slug AS parent_slug, greatest(c.updated_at, coalesce(p.updated_at, c.updated_at)) AS lastmod
    FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
    ORDER BY c.parent_id NULLS FIRST, c.priority, c.id`.execute(db);
  return result.rows.map((row) => ({
    path: row.parent_slug ? ['categories', row.parent_slug, row.slug] : ['categories', row.slug],
    lastmod: new Date(row.lastmod),
  }));
}

/** When anything public last changed (the catalogue version's clock): the lastmod of pages made of everything. */
export async function catalogueChangedAt(db: Kysely<Database>): Promise<Date> {
  const row = await db.selectFrom('catalogue_state').select('changed_at').where('id', '=', 1).executeTakeFirst();
  return row?.changed_at ?? new Date(0);
}

/** Lesson kits at /kits/:slug. */
export async function sitemapKits(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const rows = await db.selectFrom('lesson_kits').select(['slug', 'updated_at']).orderBy('id').execute();
  return rows.map((row) => ({ path: ['kits', row.slug], lastmod: row.updated_at }));
}
