import type { Kysely } from 'kysely';
import { listClassifierKeywords } from '../../db/repositories/curation.repo.ts';
import type { Database } from '../../db/schema.ts';
import { SYNONYMS } from '../../shared/search/vocabulary.ts';
import { buildClassifier, type Classifier } from './classifier.ts';

/** Rules from the database: active keywords (keyword and search_keyword), their categories, and the synonym table. */
export async function loadClassifier(db: Kysely<Database>): Promise<Classifier> {
  const rows = await listClassifierKeywords(db);
  return buildClassifier(
    rows.map((row) => ({ id: row.id, keyword: row.keyword, searchKeyword: row.search_keyword, categoryIds: row.category_ids })),
    SYNONYMS,
  );
}
