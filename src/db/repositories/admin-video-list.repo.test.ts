import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../shared/search/text.ts';
import { createSeededTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { adminVideoIdsMatching, countAdminVideos, listAdminVideos, type AdminVideoFilter } from './admin-video-list.repo.ts';

// Every way the list finds a text search's rows (a window of the order's first rows, or the title bigram index
// with the channels whose name matches) gives what a plain reading of every row gives.
let database: TestDatabase;
let all: {
  video_id: string;
  title: string;
  channel_name: string;
  channel_id: string | null;
  upload_date: Date;
  view_count: number;
  id: number;
}[];
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createSeededTestDatabase(1_500);
  all = (
    await db().selectFrom('videos').select(['id', 'video_id', 'title', 'channel_name', 'channel_id', 'upload_date', 'view_count']).execute()
  ).map((row) => ({ ...row, id: Number(row.id), view_count: Number(row.view_count) }));
});
afterAll(() => database?.dispose());

/** The expected page, by reading every row. */
function expected(search: string, sort: 'latest' | 'views', page: number, limit: number) {
  const needle = normalizeSearchText(search);
  const hits = all.filter(
    (v) => normalizeSearchText(v.title).includes(needle) || normalizeSearchText(v.channel_name).includes(needle) || v.video_id === search,
  );
  const key = (v: (typeof all)[number]) => (sort === 'latest' ? v.upload_date.getTime() : v.view_count);
  hits.sort((a, b) => key(b) - key(a) || b.id - a.id);
  return { ids: hits.slice((page - 1) * limit, page * limit).map((v) => v.video_id), total: hits.length };
}

describe('admin video list: text search', () => {
  it('window, bigram index and plain reading agree, for title words, channel names (followed or not) and ids', async () => {
    const unfollowed = all.find((v) => v.channel_id === null)!.channel_name;
    const followed = all.find((v) => v.channel_id !== null)!.channel_name;
    const titleWords = [
      ...new Set(
        all
          .slice(0, 40)
          .flatMap((v) => v.title.split(/\s+/))
          .filter((w) => Array.from(w).length >= 2),
      ),
    ].slice(0, 12);
    const searches = [...titleWords, unfollowed.slice(0, 4), followed.slice(0, 4), all[7]!.video_id];
    for (const search of searches) {
      for (const sort of ['latest', 'views'] as const) {
        const want = expected(search, sort, 1, 20);
        for (const window of [1, 40, 1_000_000]) {
          const rows = await listAdminVideos(db(), { search }, sort, 1, 20, window);
          expect(
            rows.map((r) => r.video_id),
            `${search} ${sort} window ${window}`,
          ).toEqual(want.ids);
        }
        const filter: AdminVideoFilter = { search };
        expect(await countAdminVideos(db(), filter, 10_000), search).toBe(want.total);
        expect((await adminVideoIdsMatching(db(), filter, 10_000)).length, search).toBe(want.total);
      }
    }
  });

  it('page 2 continues page 1 on every path', async () => {
    const search = all[0]!.title.split(/\s+/).find((w) => Array.from(w).length >= 2)!;
    const want = expected(search, 'latest', 2, 5);
    for (const window of [1, 1_000_000]) {
      expect((await listAdminVideos(db(), { search }, 'latest', 2, 5, window)).map((r) => r.video_id)).toEqual(want.ids);
    }
  });
});
