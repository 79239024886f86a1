import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchQuerySchema, SearchResponseSchema } from '../../../shared/api/search.ts';
import { ALERT_DRAFTS } from '../../../shared/constants/disaster-alerts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { searchCatalogueFor } from './engine/index.ts';
import { readSearch, runSearch } from './search.service.ts';

// Questions as people type them in trouble (issue 23): read with the seeded question dictionary (migration 0081),
// they find the catalogue's videos and an answer card; none of them ends on an empty page.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(3_000);
}, 300_000);
afterAll(() => t?.close());

const search = (q: string, extra: Record<string, string> = {}) => runSearch(t.ctx, SearchQuerySchema.parse({ q, ...extra }));

describe('questions in everyday Korean', () => {
  const cases: Array<{ q: string; words: string[]; topic: string }> = [
    { q: '불나면 어떻게 해요', words: ['화재'], topic: 'fire' },
    { q: '아기가 사탕을 삼켰어요', words: ['영아', '하임리히법'], topic: 'choking' },
    { q: '엘리베이터에 갇혔을 때', words: ['갇힘'], topic: 'elevator' },
    { q: '산에서 불이 났어요 신고', words: ['산불', '신고'], topic: 'wildfire' },
    { q: '할아버지가 숨을 안 쉬어요', words: ['어르신', '심폐소생술'], topic: 'cpr' },
    { q: '목에 떡이 걸렸어요', words: ['하임리히법'], topic: 'choking' },
    { q: 'thghkrl 어떻게 써요', words: ['소화기'], topic: 'extinguisher' },
  ];
  for (const { q, words, topic } of cases) {
    it(`'${q}' → ${words.join(', ')}, results and the ${topic} answer`, async () => {
      const snapshot = await searchCatalogueFor(t.ctx).snapshot(t.ctx.cache.version);
      const reading = readSearch(snapshot, q);
      expect(reading.parsed.groups.map((g) => g.word)).toEqual(words);
      const res = SearchResponseSchema.parse(await search(q));
      expect(res.data.videos.length).toBeGreaterThan(0);
      expect(res.data.emptyReason).toBeNull();
      expect(res.data.answer?.slug).toBe(topic);
      expect(res.data.answer!.steps.length).toBeGreaterThanOrEqual(3);
      expect(res.data.answer!.steps.length).toBeLessThanOrEqual(7);
      expect(res.data.answer!.video?.video_id).toBe(res.data.videos[0]!.video_id);
    });
  }

  it('a hazard topic with no steps of its own lends the hazard notice’s steps; 119 shown where it applies', async () => {
    const res = await search('산에 불이 났어요');
    expect(res.data.answer).toMatchObject({ slug: 'wildfire', stepsFrom: 'hazard', call119: true });
    expect(res.data.answer!.steps).toEqual(ALERT_DRAFTS.wildfire.steps);
    const quake = await search('땅이 흔들려요');
    expect(quake.data.answer).toMatchObject({ slug: 'earthquake', call119: false });
  });

  it('a plain keyword search keeps its words and shows no card unless it names a topic’s word alone', async () => {
    const plain = await search('소방관 인터뷰');
    expect(plain.data.terms).toEqual(['소방관', '인터뷰']);
    expect(plain.data.answer).toBeNull();
    // A topic's word alone gets the card folded (asked: false); a question gets it open.
    expect((await search('심폐소생술')).data.answer).toMatchObject({ slug: 'cpr', asked: false });
    expect((await search('불나면 어떻게 해요')).data.answer).toMatchObject({ slug: 'fire', asked: true });
    expect((await search('불나면 어떻게 해요', { page: '2' })).data.answer).toBeNull();
  });
});
