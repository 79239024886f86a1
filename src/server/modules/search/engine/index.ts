// The search index's one public face for the server: one SearchCatalogue per app context.
import type { AppContext } from '../../../core/context.ts';
import { SearchCatalogue, type SearchCatalogueOptions } from './search-catalogue.ts';

export type { SearchSnapshot } from './search-catalogue.ts';
export { runQuery, type QueryResult, type SearchFilter, type SearchSort } from './query-engine.ts';
export { passesFilter } from './query-plan.ts';
export { nearestWord } from './keyword-catalogue.ts';
export { SearchCatalogue };

const EMBEDDED_LOAD_BATCH = 500;

const catalogues = new WeakMap<AppContext, SearchCatalogue>();

export function searchCatalogueFor(ctx: AppContext, options: SearchCatalogueOptions = {}): SearchCatalogue {
  let catalogue = catalogues.get(ctx);
  if (!catalogue) {
    // PGlite's memory (WebAssembly) grows to the largest result it has held and never shrinks: small load batches
    // keep the embedded server about 75 MB smaller at 56k (measured with bench/search-memory.ts).
    const loadBatch = ctx.database.kind === 'pglite' ? EMBEDDED_LOAD_BATCH : undefined;
    catalogue = new SearchCatalogue(ctx.db, { loadBatch, ...options });
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
