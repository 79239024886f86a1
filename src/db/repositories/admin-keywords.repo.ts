import { sql, type Kysely } from 'kysely';
import type { AdminKeywordSort, KeywordStatus } from '../../shared/constants/admin-keywords.ts';
import { escapeLike, normalizeSearchText, toChosung } from '../../shared/search/text.ts';
import type { Database } from '../schema.ts';
import { KEYWORD_COLUMNS } from './keywords.repo.ts';

type Db = Kysely<Database>;

const ORDER: Record<AdminKeywordSort, { column: string; direction: 'asc' | 'desc' }> = {
  views: { column: 'k.total_views', direction: 'desc' },
  videos: { column: 'k.total_videos', direction: 'desc' },
  likes: { column: 'k.total_likes', direction: 'desc' },
  name: { column: 'k.keyword', direction: 'asc' },
  newest: { column: 'k.created_at', direction: 'desc' },
};

export interface AdminKeywordFilter {
  search?: string | undefined;
  categoryId?: number | undefined;
  status: KeywordStatus | 'all';
}

function filtered(db: Db, filter: AdminKeywordFilter) {
  let query = db.selectFrom('keyword_master as k');
  if (filter.status !== 'all') query = query.where('k.status', '=', filter.status);
  if (filter.search) query = query.where(sql<boolean>`lower(k.keyword) LIKE ${`%${escapeLike(normalizeSearchText(filter.search))}%`}`);
  if (filter.categoryId !== undefined) {
    const categoryId = filter.categoryId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('keyword_categories as kc')
          .innerJoin('categories as c', 'c.id', 'kc.category_id')
          .select('kc.keyword_id')
          .whereRef('kc.keyword_id', '=', 'k.id')
          // A parent category stands for its sub-categories too.
          .where((w) => w.or([w('c.id', '=', categoryId), w('c.parent_id', '=', categoryId)])),
      ),
    );
  }
  return query;
}

const ADMIN_COLUMNS = [...KEYWORD_COLUMNS, 'k.synonyms', 'k.updated_at'] as const;

export async function listAdminKeywords(db: Db, filter: AdminKeywordFilter, sort: AdminKeywordSort, page: number, limit: number) {
  const base = filtered(db, filter);
  const order = ORDER[sort];
  const [rows, count] = await Promise.all([
    base
      .select(ADMIN_COLUMNS)
      .orderBy(sql.ref(order.column), order.direction)
      .orderBy('k.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type AdminKeywordRow = Awaited<ReturnType<typeof listAdminKeywords>>['rows'][number];

export async function findAdminKeyword(db: Db, id: number): Promise<AdminKeywordRow | undefined> {
  return db.selectFrom('keyword_master as k').select(ADMIN_COLUMNS).where('k.id', '=', id).executeTakeFirst();
}

/** Locks the rows for a write (FOR UPDATE), so two admins editing one keyword take turns. */
export async function lockKeywords(db: Db, ids: readonly number[]): Promise<AdminKeywordRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('keyword_master as k')
    .select(ADMIN_COLUMNS)
    .where('k.id', 'in', [...ids])
    .orderBy('k.id')
    .forUpdate()
    .execute();
}

/** Videos of any status linked to each keyword (what a delete would unlink). */
export async function linkedVideoCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('videos')
    .select(['keyword_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('keyword_id', 'in', [...ids])
    .groupBy('keyword_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.keyword_id), Number(row.count)]));
}

export async function keywordStats(db: Db) {
  const row = await db
    .selectFrom('keyword_master')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) FILTER (WHERE status = 'active')`.as('active'),
      sql<string>`coalesce(sum(total_views), 0)`.as('total_views'),
      sql<string>`coalesce(avg(total_videos), 0)`.as('avg_videos'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active: Number(row.active),
    totalViews: Number(row.total_views),
    avgVideos: Math.round(Number(row.avg_videos) * 10) / 10,
  };
}

export async function keywordIdByName(db: Db, keyword: string): Promise<number | null> {
  const row = await db
    .selectFrom('keyword_master')
    .select('id')
    .where(sql<boolean>`lower(keyword) = ${normalizeSearchText(keyword)}`)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Who holds a slug now: a keyword, or an old slug that redirects. */
export async function slugOwner(db: Db, slug: string): Promise<number | null> {
  const current = await db.selectFrom('keyword_master').select('id').where('slug', '=', slug).executeTakeFirst();
  if (current) return current.id;
  const redirect = await db.selectFrom('keyword_slug_redirects').select('keyword_id').where('old_slug', '=', slug).executeTakeFirst();
  return redirect?.keyword_id ?? null;
}

/** Slugs that start with `base` (to pick the next free `base-2`, `base-3`…). */
export async function slugsStartingWith(db: Db, base: string): Promise<Set<string>> {
  const pattern = `${escapeLike(base)}%`;
  const [current, old] = await Promise.all([
    db.selectFrom('keyword_master').select('slug').where('slug', 'like', pattern).execute(),
    db.selectFrom('keyword_slug_redirects').select('old_slug as slug').where('old_slug', 'like', pattern).execute(),
  ]);
  return new Set([...current, ...old].map((row) => row.slug));
}

export interface KeywordValues {
  keyword: string;
  slug: string;
  status: KeywordStatus;
  synonyms: string[];
}

export async function insertKeyword(db: Db, values: KeywordValues, now: Date): Promise<number> {
  const row = await db
    .insertInto('keyword_master')
    .values({
      keyword: values.keyword,
      search_keyword: values.keyword,
      slug: values.slug,
      status: values.status,
      synonyms: values.synonyms,
      keyword_chosung: toChosung(values.keyword),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateKeyword(db: Db, id: number, values: Partial<KeywordValues>, now: Date): Promise<void> {
  await db
    .updateTable('keyword_master')
    .set({
      ...(values.keyword !== undefined
        ? { keyword: values.keyword, search_keyword: values.keyword, keyword_chosung: toChosung(values.keyword) }
        : {}),
      ...(values.slug !== undefined ? { slug: values.slug } : {}),
      ...(values.status !== undefined ? { status: values.status } : {}),
      ...(values.synonyms !== undefined ? { synonyms: values.synonyms } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** The old slug keeps working: it points at the keyword (and stops pointing anywhere else). */
export async function addSlugRedirect(db: Db, oldSlug: string, keywordId: number): Promise<void> {
  await db
    .insertInto('keyword_slug_redirects')
    .values({ old_slug: oldSlug, keyword_id: keywordId })
    .onConflict((oc) => oc.column('old_slug').doUpdateSet({ keyword_id: keywordId }))
    .execute();
}

/** A slug taken back by its keyword is no longer a redirect. */
export async function removeSlugRedirect(db: Db, slug: string): Promise<void> {
  await db.deleteFrom('keyword_slug_redirects').where('old_slug', '=', slug).execute();
}

/** The categories that exist, held (FOR SHARE) until commit so a concurrent category delete waits instead of breaking the link. */
export async function existingCategoryIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('id', 'in', [...ids])
    .forShare()
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Replaces the keyword's categories and refreshes its `category_names` (R-ADMIN-KEYWORD-05: comma separated). */
export async function setKeywordCategories(db: Db, keywordId: number, categoryIds: readonly number[]): Promise<void> {
  await db.deleteFrom('keyword_categories').where('keyword_id', '=', keywordId).execute();
  if (categoryIds.length) {
    await db
      .insertInto('keyword_categories')
      .values(categoryIds.map((categoryId) => ({ keyword_id: keywordId, category_id: categoryId })))
      .execute();
  }
  await sql`
    UPDATE keyword_master SET category_names = coalesce((
      SELECT string_agg(c.name, ',' ORDER BY c.priority, c.id)
      FROM keyword_categories kc JOIN categories c ON c.id = kc.category_id
      WHERE kc.keyword_id = ${keywordId}), '')
    WHERE id = ${keywordId}`.execute(db);
}

export async function categoryIdsOfKeyword(db: Db, keywordId: number): Promise<number[]> {
  const rows = await db.selectFrom('keyword_categories').select('category_id').where('keyword_id', '=', keywordId).execute();
  return rows.map((row) => row.category_id).sort((a, b) => a - b);
}

/** Deletes the keyword; its videos stay and lose the link (keyword_id ON DELETE SET NULL). */
export async function deleteKeyword(db: Db, id: number): Promise<void> {
  await db.deleteFrom('keyword_master').where('id', '=', id).execute();
}

/** Keeps the home page's keyword count right after a create or delete (the rest is the statistics job's). */
export async function refreshKeywordCount(db: Db): Promise<void> {
  await sql`
    UPDATE platform_statistics SET
      total_keywords = (SELECT count(*) FROM keyword_master WHERE status = 'active'),
      updated_at = now()
    WHERE stat_date = (SELECT max(stat_date) FROM platform_statistics)`.execute(db);
}

export async function exportKeywords(db: Db, search: string | undefined, maxRows: number) {
  return filtered(db, { search, status: 'all' })
    .select(['k.id', 'k.keyword', 'k.total_videos', 'k.total_views', 'k.total_likes', 'k.status', 'k.created_at'])
    .orderBy('k.id')
    .limit(maxRows)
    .execute();
}

/** The family as one object: services bind it to a handle through their store, unit tests fake it (ADR 0024). */
export const adminKeywordsRepository = {
  listAdminKeywords,
  findAdminKeyword,
  lockKeywords,
  linkedVideoCounts,
  keywordStats,
  keywordIdByName,
  slugOwner,
  slugsStartingWith,
  insertKeyword,
  updateKeyword,
  addSlugRedirect,
  removeSlugRedirect,
  existingCategoryIds,
  setKeywordCategories,
  categoryIdsOfKeyword,
  deleteKeyword,
  refreshKeywordCount,
  exportKeywords,
};
