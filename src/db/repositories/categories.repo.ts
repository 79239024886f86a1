import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { escapeLike } from '../../shared/search/text.ts';

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  priority: number;
  parent_id: number | null;
  parent_name: string | null;
  parent_slug: string | null;
  keyword_count: number;
}

const CATEGORY_SELECT = sql`
  c.id, c.name, c.slug, c.description, c.priority, c.parent_id,
  p.name AS parent_name, p.slug AS parent_slug,
  (SELECT count(*) FROM keyword_categories kc JOIN keyword_master k ON k.id = kc.keyword_id
    WHERE kc.category_id = c.id AND k.status = 'active')::int AS keyword_count`;

export async function listCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  const result = await sql<CategoryRow>`
    SELECT ${CATEGORY_SELECT}
    FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
    ORDER BY c.priority, c.id`.execute(db);
  return result.rows;
}

export async function findCategoryBySlug(db: Kysely<Database>, slug: string): Promise<CategoryRow | undefined> {
  const result = await sql<CategoryRow>`
    SELECT ${CATEGORY_SELECT}
    FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
    WHERE c.slug = ${slug}`.execute(db);
  return result.rows[0];
}

/** The first category of a keyword (by priority) for its breadcrumb. */
export async function primaryCategoryOfKeyword(db: Kysely<Database>, keywordId: number) {
  const result = await sql<CategoryRow>`
    SELECT ${CATEGORY_SELECT}
    FROM keyword_categories kc
    JOIN categories c ON c.id = kc.category_id
    LEFT JOIN categories p ON p.id = c.parent_id
    WHERE kc.keyword_id = ${keywordId}
    ORDER BY c.priority, c.id LIMIT 1`.execute(db);
  return result.rows[0];
}

export async function categoriesMatching(db: Kysely<Database>, words: string[], limit: number): Promise<CategoryRow[]> {
  if (words.length === 0) return [];
  const patterns = words.map((w) => '%' + escapeLike(w) + '%');
  const result = await sql<CategoryRow>`
    SELECT ${CATEGORY_SELECT}
    FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
    WHERE lower(c.name) LIKE ANY(${patterns}::text[]) OR lower(c.description) LIKE ANY(${patterns}::text[])
    ORDER BY c.priority, c.id LIMIT ${limit}`.execute(db);
  return result.rows;
}
