import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { escapeLike, normalizeSearchText } from '../../shared/search/text.ts';

export type KeywordSort = 'total_views' | 'total_videos' | 'created_at';

export const KEYWORD_COLUMNS = [
  'k.id',
  'k.slug',
  'k.keyword',
  'k.search_keyword',
  'k.total_views',
  'k.total_likes',
  'k.total_videos',
  'k.total_channels',
  'k.average_views',
  'k.average_duration_seconds',
  'k.view_count',
  'k.status',
  'k.category_names',
  'k.collected_at',
  'k.created_at',
] as const;

function activeKeywords(db: Kysely<Database>) {
  return db.selectFrom('keyword_master as k').where('k.status', '=', 'active');
}

/** The category and its direct children, so a parent category lists its sub-categories' keywords. */
export async function categoryIdsForSlug(db: Kysely<Database>, slug: string): Promise<number[] | null> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('categories as child', 'child.parent_id', 'c.id')
    .select(['c.id as id', 'child.id as child_id'])
    .where('c.slug', '=', slug)
    .execute();
  if (rows.length === 0) return null;
  const ids = new Set<number>();
  for (const row of rows) {
    ids.add(row.id);
    if (row.child_id !== null) ids.add(row.child_id);
  }
  return [...ids];
}

export interface KeywordListFilter {
  categoryIds?: number[] | undefined;
  search?: string | undefined;
}

export async function listKeywords(db: Kysely<Database>, filter: KeywordListFilter, sort: KeywordSort, page: number, limit: number) {
  let base = activeKeywords(db);
  if (filter.categoryIds) {
    const ids = filter.categoryIds;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('keyword_categories as kc')
          .select('kc.keyword_id')
          .whereRef('kc.keyword_id', '=', 'k.id')
          .where('kc.category_id', 'in', ids.length ? ids : [-1]),
      ),
    );
  }
  if (filter.search) {
    base = base.where(sql<boolean>`lower(k.keyword) LIKE ${'%' + escapeLike(normalizeSearchText(filter.search)) + '%'}`);
  }
  const [rows, count] = await Promise.all([
    base
      .select(KEYWORD_COLUMNS)
      .orderBy(`k.${sort}`, 'desc')
      .orderBy('k.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function categoriesOfKeywords(db: Kysely<Database>, keywordIds: number[]) {
  if (keywordIds.length === 0) return [];
  return db
    .selectFrom('keyword_categories as kc')
    .innerJoin('categories as c', 'c.id', 'kc.category_id')
    .select(['kc.keyword_id', 'c.id', 'c.name', 'c.slug', 'c.parent_id', 'c.priority'])
    .where('kc.keyword_id', 'in', keywordIds)
    .orderBy('c.priority')
    .orderBy('c.id')
    .execute();
}

/** Keywords whose text (or 초성) starts with the input, most videos first. */
export async function suggestKeywords(db: Kysely<Database>, input: string, chosung: boolean, limit: number) {
  const prefix = escapeLike(chosung ? input.replace(/\s+/gu, '') : normalizeSearchText(input)) + '%';
  return activeKeywords(db)
    .select(['k.id', 'k.slug', 'k.keyword', 'k.total_videos'])
    .where(chosung ? sql<boolean>`k.keyword_chosung LIKE ${prefix}` : sql<boolean>`lower(k.keyword) LIKE ${prefix}`)
    .orderBy('k.total_videos', 'desc')
    .orderBy('k.id')
    .limit(limit)
    .execute();
}

/** The active keyword at this address, or the one an old address (before a rename) now leads to. */
export async function findKeywordBySlug(db: Kysely<Database>, slug: string) {
  const current = await activeKeywords(db).select(KEYWORD_COLUMNS).where('k.slug', '=', slug).executeTakeFirst();
  if (current) return current;
  return activeKeywords(db)
    .innerJoin('keyword_slug_redirects as r', 'r.keyword_id', 'k.id')
    .select(KEYWORD_COLUMNS)
    .where('r.old_slug', '=', slug)
    .executeTakeFirst();
}

/** A video's keyword as its detail shows it: id, address and name. */
export async function findKeywordRef(db: Kysely<Database>, keywordId: number) {
  return db.selectFrom('keyword_master').select(['id', 'slug', 'keyword']).where('id', '=', keywordId).executeTakeFirst();
}

export async function keywordPageViews(db: Kysely<Database>, keywordId: number): Promise<number> {
  const row = await db.selectFrom('keyword_master').select('view_count').where('id', '=', keywordId).executeTakeFirst();
  return Number(row?.view_count ?? 0);
}

export async function incrementKeywordPageViews(db: Kysely<Database>, keywordId: number): Promise<number> {
  const row = await db
    .updateTable('keyword_master')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', keywordId)
    .returning('view_count')
    .executeTakeFirst();
  return Number(row?.view_count ?? 0);
}

/** Other keywords in the same categories, most viewed first. */
export async function relatedKeywords(db: Kysely<Database>, keywordId: number, limit: number) {
  return activeKeywords(db)
    .select(['k.id', 'k.slug', 'k.keyword', 'k.total_videos'])
    .where('k.id', '<>', keywordId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('keyword_categories as mine')
          .innerJoin('keyword_categories as theirs', 'theirs.category_id', 'mine.category_id')
          .select('mine.keyword_id')
          .where('mine.keyword_id', '=', keywordId)
          .whereRef('theirs.keyword_id', '=', 'k.id'),
      ),
    )
    .orderBy('k.total_views', 'desc')
    .orderBy('k.id')
    .limit(limit)
    .execute();
}

/** Keywords whose text contains any of the words (search results' keyword block). */
export async function keywordsMatching(db: Kysely<Database>, words: string[], limit: number) {
  if (words.length === 0) return [];
  const patterns = words.map((w) => '%' + escapeLike(w) + '%');
  return activeKeywords(db)
    .select(['k.id', 'k.slug', 'k.keyword', 'k.total_videos'])
    .where(sql<boolean>`lower(k.keyword) LIKE ANY(${patterns}::text[])`)
    .orderBy('k.total_videos', 'desc')
    .orderBy('k.id')
    .limit(limit)
    .execute();
}
