// The search index's one public face for the server: one SearchCatalogue per app context.
import type { AppContext } from '../../../core/context.ts';
import { SearchCatalogue, type SearchCatalogueOptions } from './search-catalogue.ts';

export type { SearchSnapshot } from './search-catalogue.ts';
export { runQuery, type QueryResult, type SearchFilter, type SearchSort } from './query-engine.ts';
export { nearestWord } from './keyword-catalogue.ts';
export { SearchCatalogue };

const catalogues = new WeakMap<AppContext, SearchCatalogue>();

export function searchCatalogueFor(ctx: AppContext, options: SearchCatalogueOptions = {}): SearchCatalogue {
  let catalogue = catalogues.get(ctx);
  if (!catalogue) {
    catalogue = new SearchCatalogue(ctx.db, options);
    catalogues.set(ctx, catalogue);
  }
  return catalogue;
}

/** Loads the index now rather than on the first search (server start). */
export function startSearchIndex(ctx: AppContext, log: (message: string) => void): void {
  const catalogue = searchCatalogueFor(ctx);
  catalogue.log = log;
  void catalogue.ready().catch((error: unknown) => log(`검색 색인을 만들지 못했습니다: ${(error as Error).message}`));
}
