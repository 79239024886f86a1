import { readCatalogueVersion } from '../../db/repositories/statistics.repo.ts';
import type { AppContext } from './context.ts';

/** After a write: public answers must show it at once, not after the next version poll. */
export async function catalogueChanged(ctx: Pick<AppContext, 'db' | 'cache'>): Promise<void> {
  ctx.cache.setVersion(await readCatalogueVersion(ctx.db));
}
