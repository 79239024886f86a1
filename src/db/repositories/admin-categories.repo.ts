import { sql, type Kysely } from 'kysely';
import { escapeLike, normalizeSearchText } from '../../shared/search/text.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export interface AdminCategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  priority: number;
  parent_id: number | null;
  keyword_count: number;
  active_keyword_count: number;
  updated_at: Date | string;
}

const ADMIN_CATEGORY_SELECT = sql`
  c.id, c.name, c.slug, c.description, c.priority, c.parent_id, c.updated_at,
  (SELECT count(*) FROM keyword_categories kc WHERE kc.category_id = c.id)::int AS keyword_count,
  (SELECT count(*) FROM keyword_categories kc JOIN keyword_master k ON k.id = kc.keyword_id
    WHERE kc.category_id = c.id AND k.status = 'active')::int AS active_keyword_count`;

/**
 * Serialises every change to the tree's shape (create, move, delete, reorder) across processes, so two admins
 * reordering or adding at once can never leave siblings with a mixed-up order. Released at commit.
 */
export async function lockCategoryTree(db: Db): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(119, 10)`.execute(db);
}

export async function listAdminCategories(db: Db): Promise<AdminCategoryRow[]> {
  const result = await sql<AdminCategoryRow>`SELECT ${ADMIN_CATEGORY_SELECT} FROM categories c ORDER BY c.priority, c.id`.execute(db);
  return result.rows;
}

export async function findAdminCategory(db: Db, id: number): Promise<AdminCategoryRow | undefined> {
  const result = await sql<AdminCategoryRow>`SELECT ${ADMIN_CATEGORY_SELECT} FROM categories c WHERE c.id = ${id}`.execute(db);
  return result.rows[0];
}

export async function categorySlugOwner(db: Db, slug: string): Promise<number | null> {
  const row = await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}

export async function categorySlugsStartingWith(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('categories')
    .select('slug')
    .where('slug', 'like', `${escapeLike(base)}%`)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** Another category under the same parent with this name (compared like search: NFC, lower case). */
export async function siblingNameOwner(db: Db, parentId: number | null, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where(sql<boolean>`parent_id IS NOT DISTINCT FROM ${parentId}`)
    .where(sql<boolean>`lower(name) = ${normalizeSearchText(name)}`)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The id the next category will get (so a generated slug can carry it). */
export async function nextCategoryId(db: Db): Promise<number> {
  const result = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('categories', 'id'))::int AS id`.execute(db);
  return result.rows[0]!.id;
}

export async function siblingIds(db: Db, parentId: number | null): Promise<number[]> {
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where(sql<boolean>`parent_id IS NOT DISTINCT FROM ${parentId}`)
    .orderBy('priority')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function lastSiblingPriority(db: Db, parentId: number | null): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max('priority').as('max'))
    .where(sql<boolean>`parent_id IS NOT DISTINCT FROM ${parentId}`)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

export interface CategoryValues {
  name: string;
  slug: string;
  description: string;
  parentId: number | null;
  priority: number;
}

export async function insertCategory(db: Db, id: number, values: CategoryValues, now: Date): Promise<void> {
  await db
    .insertInto('categories')
    .values({
      id,
      name: values.name,
      slug: values.slug,
      description: values.description,
      parent_id: values.parentId,
      priority: values.priority,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateCategory(db: Db, id: number, values: Partial<CategoryValues>, now: Date): Promise<void> {
  await db
    .updateTable('categories')
    .set({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.slug !== undefined ? { slug: values.slug } : {}),
      ...(values.description !== undefined ? { description: values.description } : {}),
      ...(values.parentId !== undefined ? { parent_id: values.parentId } : {}),
      ...(values.priority !== undefined ? { priority: values.priority } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Sets priorities 1…n in the given order (the caller checked the ids are exactly one parent's children). */
export async function setSiblingOrder(db: Db, ids: readonly number[], now: Date): Promise<void> {
  await sql`
    UPDATE categories c SET priority = o.n::int, updated_at = ${now}
    FROM unnest(${[...ids]}::int[]) WITH ORDINALITY AS o(id, n)
    WHERE c.id = o.id AND c.priority IS DISTINCT FROM o.n::int`.execute(db);
}

/** Re-parents a category's children (in their order) after the new parent's last child; null makes them top-level. */
export async function moveChildren(db: Db, fromId: number, toParentId: number | null, now: Date): Promise<number> {
  const start = await lastSiblingPriority(db, toParentId);
  const result = await sql`
    UPDATE categories c SET parent_id = ${toParentId}, priority = ${start} + r.n::int, updated_at = ${now}
    FROM (SELECT id, row_number() OVER (ORDER BY priority, id) AS n FROM categories WHERE parent_id = ${fromId}) r
    WHERE c.id = r.id`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Keywords linked to any of the categories (what a delete or rename touches). */
export async function keywordIdsOfCategories(db: Db, categoryIds: readonly number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom('keyword_categories')
    .select('keyword_id')
    .distinct()
    .where('category_id', 'in', [...categoryIds])
    .orderBy('keyword_id')
    .execute();
  return rows.map((row) => row.keyword_id);
}

/** Links the keywords to `categoryId` (already linked ones stay as they are); returns how many links are new. */
export async function addKeywordLinks(db: Db, categoryId: number, keywordIds: readonly number[]): Promise<number> {
  if (keywordIds.length === 0) return 0;
  const result = await db
    .insertInto('keyword_categories')
    .values(keywordIds.map((keywordId) => ({ keyword_id: keywordId, category_id: categoryId })))
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function removeKeywordLinks(db: Db, categoryId: number, keywordIds: readonly number[]): Promise<number> {
  if (keywordIds.length === 0) return 0;
  const result = await db
    .deleteFrom('keyword_categories')
    .where('category_id', '=', categoryId)
    .where('keyword_id', 'in', [...keywordIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

/** keyword_master.category_names (R-ADMIN-KEYWORD-05: comma separated, first two shown) follows names, links and order. */
export async function refreshCategoryNames(db: Db, keywordIds: readonly number[]): Promise<void> {
  if (keywordIds.length === 0) return;
  await sql`
    UPDATE keyword_master k SET category_names = n.names
    FROM (
      SELECT k2.id, coalesce(string_agg(c.name, ',' ORDER BY c.priority, c.id), '') AS names
      FROM keyword_master k2
      LEFT JOIN keyword_categories kc ON kc.keyword_id = k2.id
      LEFT JOIN categories c ON c.id = kc.category_id
      WHERE k2.id = ANY(${[...keywordIds]}::int[])
      GROUP BY k2.id
    ) n
    WHERE k.id = n.id AND k.category_names IS DISTINCT FROM n.names`.execute(db);
}

/** Keeps the home page's category count right after a create or delete (the rest is the statistics job's). */
export async function refreshCategoryCount(db: Db): Promise<void> {
  await sql`
    UPDATE platform_statistics SET total_categories = (SELECT count(*) FROM categories), updated_at = now()
    WHERE stat_date = (SELECT max(stat_date) FROM platform_statistics)`.execute(db);
}

/** Pending curation suggestions follow a deleted category to where its keywords went (or drop it). */
export async function replaceSuggestedCategory(db: Db, fromId: number, toId: number | null): Promise<void> {
  await sql`
    UPDATE curation_queue SET suggested_category_ids = CASE
      WHEN ${toId}::int IS NULL OR ${toId}::int = ANY(suggested_category_ids) THEN array_remove(suggested_category_ids, ${fromId}::int)
      ELSE array_replace(suggested_category_ids, ${fromId}::int, ${toId}::int) END
    WHERE ${fromId}::int = ANY(suggested_category_ids)`.execute(db);
}

/** Keywords linked straight to the category (any status), by name. */
export async function categoryKeywords(db: Db, categoryId: number, search: string | undefined, page: number, limit: number) {
  let base = db
    .selectFrom('keyword_categories as kc')
    .innerJoin('keyword_master as k', 'k.id', 'kc.keyword_id')
    .where('kc.category_id', '=', categoryId);
  if (search) base = base.where(sql<boolean>`lower(k.keyword) LIKE ${`%${escapeLike(normalizeSearchText(search))}%`}`);
  const [rows, count] = await Promise.all([
    base
      .select(['k.id', 'k.keyword', 'k.slug', 'k.status', 'k.total_videos', 'k.total_views'])
      .orderBy('k.keyword')
      .orderBy('k.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Locks the category row so a concurrent delete waits for the link change (and the other way round). */
export async function lockCategory(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** The keywords that exist, held (FOR SHARE) until commit so none is deleted under a new link. */
export async function holdKeywords(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('keyword_master')
    .select('id')
    .where('id', 'in', [...ids])
    .forShare()
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The family as one object: services bind it to a handle through their store, unit tests fake it (ADR 0024). */
export const adminCategoriesRepository = {
  lockCategoryTree,
  listAdminCategories,
  findAdminCategory,
  categorySlugOwner,
  categorySlugsStartingWith,
  siblingNameOwner,
  nextCategoryId,
  siblingIds,
  lastSiblingPriority,
  insertCategory,
  updateCategory,
  setSiblingOrder,
  moveChildren,
  keywordIdsOfCategories,
  addKeywordLinks,
  removeKeywordLinks,
  deleteCategory,
  refreshCategoryNames,
  refreshCategoryCount,
  replaceSuggestedCategory,
  categoryKeywords,
  lockCategory,
  holdKeywords,
};
