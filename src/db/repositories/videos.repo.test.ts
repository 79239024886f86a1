import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../schema.ts';
import { createSeededTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { applyVideoFilter, applyVideoSort, listVideoRows, publicVideos, type VideoFilter } from './videos.repo.ts';

// Short periods sorted by views or likes take another path (the period's rows on videos_public_recent_idx, sorted,
// then the page fetched by id): every page must equal the plain ORDER BY over the same filter.
let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await createSeededTestDatabase(2_000);
  db = database.handle.db;
});
afterAll(() => database?.dispose());

async function plainPage(filter: VideoFilter, sort: 'views' | 'likes', page: number, limit: number): Promise<number[]> {
  const rows = await applyVideoSort(applyVideoFilter(publicVideos(db), filter).select('v.id'), sort)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

describe('a short period by views or likes', () => {
  it('gives the same pages as the plain ORDER BY, for every filter', async () => {
    const channel = await db.selectFrom('channel_master').select('channel_id').orderBy('id').executeTakeFirstOrThrow();
    const keyword = await db.selectFrom('keyword_master').select('id').orderBy('total_videos', 'desc').executeTakeFirstOrThrow();
    let compared = 0;
    for (const period of ['today', 'week', 'month'] as const) {
      const filters: VideoFilter[] = [
        { period },
        { period, channelType: 'domestic' },
        { period, excludedChannels: [channel.channel_id] },
        { period, channelId: channel.channel_id },
        { period, keywordId: keyword.id },
        { period, shorts: 'exclude' },
        { period, shorts: 'only' },
      ];
      for (const filter of filters) {
        for (const sort of ['views', 'likes'] as const) {
          for (const page of [1, 2, 3]) {
            const ours = (await listVideoRows(db, filter, sort, page, 7)).map((row) => Number(row.id));
            expect(ours, `${JSON.stringify(filter)} ${sort} page ${page}`).toEqual(await plainPage(filter, sort, page, 7));
            compared += ours.length;
          }
        }
      }
    }
    // The demo catalogue has videos in every short period: the comparison is not of empty pages.
    expect(compared).toBeGreaterThan(200);
  });
});
