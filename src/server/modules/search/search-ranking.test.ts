import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchQuerySchema } from '../../../shared/api/search.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { RELEVANCE_CANDIDATES, runSearch } from './search.service.ts';

// Relevance ranks only the best-known RELEVANCE_CANDIDATES matches (by static rank). On the full
// demo catalogue, the first pages must be exactly what ranking every match would give.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(56_000);
}, 600_000);
afterAll(() => t?.close());

const QUERIES = [
  '소방',
  '화재',
  '안전',
  '소화기',
  '심폐소생술',
  '소화기 사용법',
  '지진 대피',
  '119',
  '소방관 훈련',
  'fire',
  '완강기',
  '산불 예방',
  '어린이 안전',
  'ㅅㅎㄱ',
];

describe('bounded relevance ranking equals exact ranking on the demo catalogue', () => {
  it.each(QUERIES)('%s: pages 1–2 match', async (text) => {
    for (const page of [1, 2]) {
      const query = SearchQuerySchema.parse({ q: text, page: String(page) });
      const bounded = await runSearch(t.ctx, query, { candidateLimit: RELEVANCE_CANDIDATES });
      const exact = await runSearch(t.ctx, query, { candidateLimit: Infinity });
      expect(bounded.data.videos.length).toBeGreaterThan(0);
      expect(bounded.data.videos.map((v) => v.video_id)).toEqual(exact.data.videos.map((v) => v.video_id));
    }
  });
});
