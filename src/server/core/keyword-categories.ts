import type { Keyword } from '../../shared/api/keywords.ts';
import { categoriesOfKeywords } from '../../db/repositories/keywords.repo.ts';
import type { AppContext } from './context.ts';
import { toKeyword, type KeywordRow } from './mappers.ts';

export type KeywordCategoryLink = Awaited<ReturnType<typeof categoriesOfKeywords>>[number];

/** Public keyword rows with their categories attached (one query for the whole page); keywords, categories and admin share it. */
export async function withCategories(ctx: Pick<AppContext, 'db'>, rows: KeywordRow[]): Promise<Keyword[]> {
  const links = await categoriesOfKeywords(
    ctx.db,
    rows.map((row) => row.id),
  );
  return attachCategories(rows, links);
}

/** The rows as public keywords, each with the categories its links name (links of any keywords; the rest are ignored). */
export function attachCategories(rows: KeywordRow[], links: readonly KeywordCategoryLink[]): Keyword[] {
  return rows.map((row) =>
    toKeyword(
      row,
      links.filter((link) => link.keyword_id === row.id).map(({ id, name, slug }) => ({ id, name, slug })),
    ),
  );
}
