import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueVersion } from '../../../../db/repositories/statistics.repo.ts';
import { createSeededTestDatabase, type TestDatabase } from '../../../../test-support/test-database.ts';
import { parseSearchQuery } from '../../../../shared/search/query.ts';
import { insertVideo } from '../../../test-support/fixtures.ts';
import { runQuery } from './query-engine.ts';
import { SearchCatalogue } from './search-catalogue.ts';

// The holder of the index: changes applied as they come, a rebuild in the background when the index
// grows untidy or too much changed at once, and nothing lost while it runs.
let database: TestDatabase;
beforeAll(async () => {
  database = await createSeededTestDatabase(800);
}, 300_000);
afterAll(() => database?.dispose());

async function idsFor(catalogue: SearchCatalogue, q: string): Promise<number[]> {
  const snapshot = await catalogue.snapshot(await readCatalogueVersion(database.handle.db));
  const parsed = parseSearchQuery(q, snapshot.lexicon);
  return runQuery(snapshot.index, { parsed, filter: {}, sort: 'relevance', take: 50, countLimit: Infinity, now: new Date() }).hits.map(
    (hit) => hit.id,
  );
}

const idOf = async (videoId: string) =>
  Number((await database.handle.db.selectFrom('videos').select('id').where('video_id', '=', videoId).executeTakeFirstOrThrow()).id);

describe('SearchCatalogue', () => {
  it('applies changes, rebuilds in the background when untidy, and keeps changes made during the rebuild', async () => {
    const catalogue = new SearchCatalogue(database.handle.db, { rebuildAt: 0.001, loadBatch: 100 });
    expect(await idsFor(catalogue, '첫째새영상')).toEqual([]);
    const first = await insertVideo(database.handle.db, { title: '첫째새영상 안내' });
    expect(await idsFor(catalogue, '첫째새영상')).toEqual([await idOf(first)]);
    // That change made the index untidy: a rebuild is running now; a change made meanwhile is not lost.
    const second = await insertVideo(database.handle.db, { title: '둘째새영상 안내' });
    expect(await idsFor(catalogue, '둘째새영상')).toEqual([await idOf(second)]);
    await catalogue.settled();
    const snapshot = await catalogue.snapshot(await readCatalogueVersion(database.handle.db));
    expect(snapshot.index.liveCount).toBe(snapshot.index.docs.count - snapshot.index.docs.dead);
    expect(await idsFor(catalogue, '첫째새영상')).toEqual([await idOf(first)]);
    expect(await idsFor(catalogue, '둘째새영상')).toEqual([await idOf(second)]);
  });

  it('rebuilds when more videos change at once than it applies one by one', async () => {
    const catalogue = new SearchCatalogue(database.handle.db, { maxDelta: 5 });
    await idsFor(catalogue, '소방');
    const ids = (await database.handle.db.selectFrom('videos').select('id').where('status', '=', 'published').limit(12).execute()).map(
      (r) => Number(r.id),
    );
    await database.handle.db.updateTable('videos').set({ title: '한꺼번에바뀐제목' }).where('id', 'in', ids).execute();
    await idsFor(catalogue, '한꺼번에바뀐제목');
    await catalogue.settled();
    expect((await idsFor(catalogue, '한꺼번에바뀐제목')).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });
});
