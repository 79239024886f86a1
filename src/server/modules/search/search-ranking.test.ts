import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchQuerySchema } from '../../../shared/api/search.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { runSearch } from './search.service.ts';

// The index reads posting lists best static rank first and stops once no unread match could enter
// the page. On the full demo catalogue, pages 1–2 must be exactly what ranking every match gives.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(56_000);
}, 600_000);
afterAll(() => t?.close());

const QUERIES = [
  // common words, two words, synonyms, 초성, Latin, numbers, rare words
  ...['소방', '화재', '안전', '소화기', '심폐소생술', '소화기 사용법', '지진 대피', '119', '소방관 훈련', 'fire'],
  ...['완강기', '산불 예방', '어린이 안전', 'ㅅㅎㄱ'],
  // written together, with particles, mixed scripts
  ...['소화기사용법', '지진대피', '소화기로', '화재로', '소방관이', '119신고', 'cpr교육', '어린이화재'],
];

describe('early-stopping relevance ranking equals ranking every match on the demo catalogue', () => {
  it.each(QUERIES)('%s: pages 1–2 match', async (text) => {
    for (const page of [1, 2]) {
      const query = SearchQuerySchema.parse({ q: text, page: String(page) });
      const bounded = await runSearch(t.ctx, query);
      const exact = await runSearch(t.ctx, query, { rankEverything: true });
      expect(bounded.data.videos.length).toBeGreaterThan(0);
      expect(bounded.data.videos.map((v) => v.video_id)).toEqual(exact.data.videos.map((v) => v.video_id));
      expect(bounded.data.videos.map((v) => v.relevance)).toEqual(exact.data.videos.map((v) => v.relevance));
    }
  });

  it.each(['view_count', 'like_count', 'upload_date'] as const)('sortBy=%s: pages 1–2 match', async (sortBy) => {
    for (const text of ['소방', '안전', '소화기 사용법']) {
      for (const page of [1, 2]) {
        const query = SearchQuerySchema.parse({ q: text, page: String(page), sortBy });
        const bounded = await runSearch(t.ctx, query);
        const exact = await runSearch(t.ctx, query, { rankEverything: true });
        expect(bounded.data.videos.map((v) => v.video_id)).toEqual(exact.data.videos.map((v) => v.video_id));
      }
    }
  });
});
