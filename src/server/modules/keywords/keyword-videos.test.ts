import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeywordListResponseSchema, KeywordVideosResponseSchema } from '../../../shared/api/keywords.ts';
import { KEYWORD_VIDEO_SORTS, SORT_ORDERS } from '../../../shared/constants/catalogue.ts';
import { keywordVideoPage, listKeywordVideos, type KeywordVideoQuery } from '../../../db/repositories/keyword-videos.repo.ts';
import { countQueries } from '../../test-support/query-counter.ts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app.ts';

// GET /api/keywords/:slug/videos: the keyword (by address or old address), the page and the total in one statement.
let t: TestApp;
let top: { slug: string; id: number; total_videos: number };
const OLD_SLUG = '예전-주소-키워드영상';
beforeAll(async () => {
  t = await createTestApp(1_500);
  top = KeywordListResponseSchema.parse((await getJson(t.app, '/api/keywords?sort=total_videos&limit=1')).body).data[0]!;
  await t.ctx.db.insertInto('keyword_slug_redirects').values({ old_slug: OLD_SLUG, keyword_id: top.id }).execute();
});
afterAll(() => t?.close());

const url = (slug: string, query: string) => `/api/keywords/${encodeURIComponent(slug)}/videos${query}`;

describe('keyword videos: round trips', () => {
  it('answers a page with one statement, by address, by old address and for an unknown address', async () => {
    // The accessible-version badges of the whole catalogue are read once per catalogue version (core/video-access.ts).
    await getJson(t.app, url(top.slug, '?limit=1'));
    const queries = countQueries(t.ctx);
    try {
      // Each URL is new, so the response cache cannot answer it.
      const byAddress = await getJson(t.app, url(top.slug, '?sort=like_count&limit=7'));
      expect(byAddress.status).toBe(200);
      expect(queries.count).toBe(1);
      queries.reset();
      const byOldAddress = await getJson(t.app, url(OLD_SLUG, '?sort=like_count&limit=7'));
      expect(byOldAddress.status).toBe(200);
      expect(byOldAddress.body).toEqual(byAddress.body);
      expect(queries.count).toBe(1);
      queries.reset();
      const second = await getJson(t.app, url(top.slug, '?sort=like_count&limit=7&page=2'));
      expect(second.status).toBe(200);
      expect(queries.count).toBe(1);
      queries.reset();
      const unknown = await getJson(t.app, url('없는-키워드-주소', ''));
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: '키워드를 찾을 수 없습니다.' } });
      expect(queries.count).toBe(1);
    } finally {
      queries.restore();
    }
  });

  it('gives the total on a page past the end, and an empty page for a keyword filter that matches nothing', async () => {
    const past = KeywordVideosResponseSchema.parse((await getJson(t.app, url(top.slug, '?page=999&limit=50'))).body).data;
    expect(past.videos).toEqual([]);
    expect(past.pagination).toEqual({ page: 999, limit: 50, total: top.total_videos, totalPages: Math.ceil(top.total_videos / 50) });
    const none = KeywordVideosResponseSchema.parse(
      (await getJson(t.app, url(top.slug, '?search=%EC%97%86%EB%8A%94%EB%A7%90%EC%9E%85%EB%8B%88%EB%8B%A4'))).body,
    ).data;
    expect(none).toEqual({ videos: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  });
});

describe('keywordVideoPage', () => {
  it('finds the same rows and totals as the per-keyword listing for every sort, order and filter', async () => {
    const sample = await listKeywordVideos(t.ctx.db, top.id, { sort: 'view_count', order: 'desc', period: 'all', page: 1, limit: 100 });
    const channel = sample.rows.find((row) => row.channel_id)!.channel_id!;
    const word = sample.rows[0]!.title.split(' ').find((w) => w.length >= 2)!;
    const filters: Partial<KeywordVideoQuery>[] = [{}, { channel }, { search: word }, { period: 'year' }, { channel, period: 'month' }];
    for (const sort of KEYWORD_VIDEO_SORTS)
      for (const order of SORT_ORDERS)
        for (const filter of filters)
          for (const page of [1, 2]) {
            const q: KeywordVideoQuery = { sort, order, period: 'all', page, limit: 9, ...filter };
            const expected = await listKeywordVideos(t.ctx.db, top.id, q);
            const actual = await keywordVideoPage(t.ctx.db, top.slug, q);
            expect(actual?.keywordId).toBe(top.id);
            expect(actual?.total, JSON.stringify(q)).toBe(expected.total);
            expect(actual?.rows, JSON.stringify(q)).toEqual(expected.rows);
          }
  });
});
