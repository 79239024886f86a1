import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchQuerySchema, SearchResponseSchema, SearchSuggestResponseSchema } from '../../../shared/api/search.ts';
import { runSearch, SEARCH_COUNT_LIMIT } from './search.service.ts';
import { parseSearchQuery } from '../../../shared/search/query.ts';
import { insertVideo } from '../../test-support/fixtures.ts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let particleVideo: string;
let englishVideo: string;
beforeAll(async () => {
  t = await createTestApp();
  particleVideo = await insertVideo(t.ctx.db, { title: '우리동네 소방관이 알려주는 겨울 이야기', view_count: 5 });
  englishVideo = await insertVideo(t.ctx.db, { title: 'Kitchen GREASE fire drill', channel_name: 'Test Fire Dept' });
  await t.syncCatalogueVersion();
});
afterAll(() => t?.close());

const search = async (query: string) => {
  const res = await getJson(t.app, `/api/search?${query}`);
  expect(res.status, res.raw).toBe(200);
  return SearchResponseSchema.parse(res.body);
};
const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`);

/** What a plain substring scan finds: every word (or a related term) in title, channel, tags or description. */
async function scanCount(groups: string[][]): Promise<number> {
  const haystack = sql`lower(v.title || ' ' || v.channel_name || ' ' || array_to_string(v.tags, ' ') || ' ' || v.description)`;
  const conditions = groups.map(
    (terms) =>
      sql`(${sql.join(
        terms.map((term) => sql`strpos(${haystack}, ${term}) > 0`),
        sql` OR `,
      )})`,
  );
  const result = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM videos v WHERE v.status IN ('published', '') AND ${sql.join(conditions, sql` AND `)}`.execute(t.ctx.db);
  return result.rows[0]!.n;
}

describe('GET /api/search — matching', () => {
  it('finds 소방 inside 소방관이 and highlights the matched word', async () => {
    const body = await q('소방관', '&sortBy=upload_date&limit=50');
    expect(body.data.videos.map((v) => v.video_id)).toContain(particleVideo);
    expect(body.data.terms).toEqual(['소방관']);
  });

  it('strips a trailing particle from the query word (소방관을 → 소방관), but not the 이 of 어린이', async () => {
    expect((await q('어린이')).data.terms).toEqual(['어린이']);
    const body = await q('소방관을', '&sortBy=upload_date&limit=50');
    expect(body.data.terms).toEqual(['소방관']);
    expect(body.data.videos.map((v) => v.video_id)).toContain(particleVideo);
  });

  it('answers words named like Object.prototype members on every search path, never a 500', async () => {
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const path of ['/api/search?q=', '/api/search/suggest?q=', '/api/search/count?q=', '/api/keywords/']) {
        const reply = await t.app.inject({ method: 'GET', url: path + encodeURIComponent(word) });
        expect(reply.statusCode, `${path}${word}`).toBeLessThan(500);
      }
    }
  });

  it('is case-insensitive for Latin text', async () => {
    const body = await q('grease', '&sortBy=upload_date');
    expect(body.data.videos.map((v) => v.video_id)).toContain(englishVideo);
  });

  it('ignores one-character words and matches only the first two words', async () => {
    // 물, not 불: the question dictionary reads 불 as 화재 (issue 23).
    const body = await q('물 소화기 사용법 대피');
    expect(body.data.terms).toEqual(['소화기', '사용법']);
    const single = await q('물');
    expect(single.data.terms).toEqual([]);
    expect(single.data.videos).toEqual([]);
    expect(single.pagination.total).toBe(0);
  });

  it('expands words with the synonym table and reports related terms', async () => {
    const body = await q('심폐소생술');
    expect(body.data.relatedTerms).toEqual(expect.arrayContaining(['cpr', '가슴압박']));
    expect(body.data.relatedTerms.length).toBeLessThanOrEqual(5);
  });

  it('resolves 초성 queries (ㅅㅎㄱ → 소화기)', async () => {
    const body = await q('ㅅㅎㄱ');
    expect(body.data.relatedTerms).toContain('소화기');
    expect(body.pagination.total).toBeGreaterThan(0);
  });

  it.each(['소방', '화재', '안전', '소화기', '심폐소생술', '119', '지진 대피', '소방관 훈련', 'fire'])(
    'finds every result a substring scan finds for %s',
    async (text) => {
      const groups = parseSearchQuery(text).groups.map((g) => [g.word, ...g.related]);
      const scanned = await scanCount(groups);
      expect(scanned).toBeGreaterThan(0);
      // The service counted without a cap finds exactly what the scan finds…
      const exact = await runSearch(t.ctx, SearchQuerySchema.parse({ q: text }), { countLimit: Infinity });
      expect(exact.pagination.total).toBe(scanned);
      // …and the API reports the same figure, or "at least 1,000" past its counting cap.
      const body = await q(text);
      expect(body.pagination.total).toBe(Math.min(scanned, SEARCH_COUNT_LIMIT));
      expect(body.data.totalIsLowerBound).toBe(scanned > SEARCH_COUNT_LIMIT);
    },
  );

  it('returns matching keywords (≤10) and categories (≤5)', async () => {
    const body = await q('화재');
    expect(body.data.keywords.length).toBeGreaterThan(0);
    expect(body.data.keywords.length).toBeLessThanOrEqual(10);
    expect(body.data.categories.length).toBeLessThanOrEqual(5);
  });
});

describe('GET /api/search — filters, sorting and validation', () => {
  it('applies duration, minimum views, channel type and period filters', async () => {
    const short = await q('소방', '&duration=short&limit=50');
    expect(short.data.videos.every((v) => (v.duration ?? 0) < 240)).toBe(true);
    const long = await q('소방', '&duration=long&limit=50');
    expect(long.data.videos.every((v) => (v.duration ?? 0) > 1200)).toBe(true);
    const popular = await q('소방', '&viewCount=10000&limit=50');
    expect(popular.data.videos.every((v) => v.view_count >= 10_000)).toBe(true);
    const dept = await q('소방', '&channelType=fire_dept&limit=50');
    expect(dept.data.videos.every((v) => v.channel_type === 'fire_dept')).toBe(true);
    const month = await q('소방', '&period=month&limit=50');
    expect(month.data.videos.every((v) => Date.parse(v.upload_date) >= Date.now() - 32 * 86_400_000)).toBe(true);
    const all = await q('소방', '&channelType=all');
    expect(all.pagination.total).toBeGreaterThanOrEqual(dept.pagination.total);
  });

  it.each([
    ['view_count', 'view_count'],
    ['like_count', 'like_count'],
  ] as const)('sortBy=%s orders by %s', async (sortBy, field) => {
    const body = await q('화재', `&sortBy=${sortBy}&limit=50`);
    const values = body.data.videos.map((v) => v[field]);
    expect([...values].sort((a, b) => (b ?? -1) - (a ?? -1))).toEqual(values);
  });

  it('ranks an exact title match first', async () => {
    const exact = await insertVideo(t.ctx.db, { title: '소화기 사용법', view_count: 1, like_count: 0 });
    await t.syncCatalogueVersion();
    const body = await q('소화기 사용법');
    expect(body.data.videos[0]!.video_id).toBe(exact);
    const scores = body.data.videos.map((v) => v.relevance!);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it.each([
    ['q=', 'q'],
    ['q=%20%20', 'q'],
    [`q=${encodeURIComponent('소화기사용법을알려주는영상입니다')}`, 'q'],
    ['q=a&sortBy=best', 'sortBy'],
    ['q=aa&viewCount=5', 'viewCount'],
    ['q=aa&duration=tiny', 'duration'],
    ['', 'q'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await getJson(t.app, `/api/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect(res.body.error.message).toMatch(/[가-힣]/);
  });

  it('pages through capped results and stops past the counted matches', async () => {
    const body = await q('소방', '&sortBy=view_count&page=50');
    expect(body.data.videos).toHaveLength(20);
    const beyond = await q('소방', '&sortBy=view_count&page=51');
    expect(beyond.data.videos).toEqual([]);
    expect(beyond.pagination.totalPages).toBe(50);
  });

  it('treats LIKE wildcards literally', async () => {
    const body = await q('%%');
    expect(body.pagination.total).toBe(await scanCount([['%%']]));
    const underscore = await q('__');
    expect(underscore.pagination.total).toBe(0);
  });
});

describe('GET /api/search — hints and empty answers', () => {
  it('reports one-character words and words past the first two', async () => {
    const body = await q('물 소화기 사용법 대피');
    expect(body.data.ignoredWords).toEqual(['물']);
    expect(body.data.unusedWords).toEqual(['대피']);
    expect(body.data.emptyReason).toBeNull();
  });

  it('answers a 초성 word that abbreviates nothing with an empty result, a reason and keywords to try', async () => {
    const body = await q('ㅋㅋ');
    expect(body.data.videos).toEqual([]);
    expect(body.data.emptyReason).toBe('unknown-chosung');
    expect(body.data.nearestKeywords.length).toBeGreaterThan(0);
    expect(body.data.nearestKeywords.length).toBeLessThanOrEqual(5);
  });

  it('offers keywords holding a one-character word typed alone (물 → keywords with 물)', async () => {
    const body = await q('물');
    expect(body.data.emptyReason).toBe('no-words');
    expect(body.data.nearestKeywords.length).toBeGreaterThan(0);
    for (const keyword of body.data.nearestKeywords) expect(keyword.keyword).toContain('물');
  });

  it('says why nothing was found: no searchable word, no match, or the filters', async () => {
    expect((await q('🔥 물')).data.emptyReason).toBe('no-words');
    expect((await q('쀍쀍쀍')).data.emptyReason).toBe('no-match');
    const filtered = await q('완강기', '&period=today&duration=long&viewCount=1000000');
    expect(filtered.pagination.total).toBe(0);
    expect(filtered.data.emptyReason).toBe('filtered');
  });

  it('offers the query it probably meant when a word looks like a typo (사용볍 → 사용법)', async () => {
    const body = await q('소화기 사용볍');
    expect(body.pagination.total).toBe(0);
    expect(body.data.suggestion).toBe('소화기 사용법');
    const found = await q(body.data.suggestion!);
    expect(found.pagination.total).toBeGreaterThan(0);
  });

  it('finds words typed together and with particles like the plain form', async () => {
    const together = await q('소화기사용법');
    const spaced = await q('소화기 사용법');
    expect(together.data.terms).toEqual(['소화기', '사용법']);
    expect(together.data.videos.map((v) => v.video_id)).toEqual(spaced.data.videos.map((v) => v.video_id));
    expect((await q('소화기로')).data.terms).toEqual(['소화기']);
  });
});

describe('GET /api/search/suggest', () => {
  const suggest = async (text: string) => {
    const res = await getJson(t.app, `/api/search/suggest?q=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
    return SearchSuggestResponseSchema.parse(res.body).data;
  };

  it('suggests up to five keywords starting with the text, spaces ignored', async () => {
    const list = await suggest('소화기사');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    for (const item of list) expect(item.keyword.replace(/ /g, '')).toContain('소화기사');
  });

  it('follows a syllable still being composed (소화ㄱ, 솧) and 초성 (ㅅㅎㄱ)', async () => {
    for (const typed of ['소화ㄱ', '솧', 'ㅅㅎㄱ']) {
      const list = await suggest(typed);
      expect(list.length, typed).toBeGreaterThan(0);
      expect(
        list.some((item) => item.keyword.startsWith('소화')),
        typed,
      ).toBe(true);
    }
  });

  it('answers odd input with an empty list, never an error', async () => {
    expect(await suggest('🔥')).toEqual([]);
    expect(await suggest('ㅋㅋ')).toEqual([]);
  });
});
