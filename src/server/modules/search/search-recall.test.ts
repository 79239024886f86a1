import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchQuerySchema } from '../../../shared/api/search.ts';
import { parseSearchQuery } from '../../../shared/search/query.ts';
import { normalizeSearchText } from '../../../shared/search/text.ts';
import { searchCatalogueFor } from './engine/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { runSearch } from './search.service.ts';

// Recall on the demo catalogue, per query class, against a plain substring scan in SQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(8_000);
}, 300_000);
afterAll(() => t?.close());

/** Ids of public videos whose text holds, for every group, one of its terms (PostgreSQL strpos). */
async function substringScan(groups: string[][]): Promise<Set<number>> {
  if (groups.length === 0) return new Set();
  const haystack = sql`lower(v.title || ' ' || v.channel_name || ' ' || array_to_string(v.tags, ' ') || ' ' || v.description)`;
  const conditions = groups.map(
    (terms) =>
      sql`(${sql.join(
        terms.map((term) => sql`strpos(${haystack}, ${term}) > 0`),
        sql` OR `,
      )})`,
  );
  const result = await sql<{ id: number }>`SELECT v.id FROM videos v WHERE v.is_public AND ${sql.join(conditions, sql` AND `)}`.execute(
    t.ctx.db,
  );
  return new Set(result.rows.map((row) => Number(row.id)));
}

/** The written form's words as the original product took them: split on spaces, two or more characters, the first two. */
function writtenWords(text: string): string[][] {
  return normalizeSearchText(text)
    .split(' ')
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => Array.from(w).length >= 2)
    .slice(0, 2)
    .map((w) => [w]);
}

async function everyMatch(text: string) {
  const response = await runSearch(t.ctx, SearchQuerySchema.parse({ q: text, limit: '50' }), { rankEverything: true });
  return response;
}

async function allIds(text: string): Promise<Set<number>> {
  const snapshot = await searchCatalogueFor(t.ctx).snapshot(t.ctx.cache.version);
  const parsed = parseSearchQuery(text, snapshot.lexicon);
  const { runQuery } = await import('./engine/index.ts');
  const result = runQuery(snapshot.index, { parsed, filter: {}, sort: 'relevance', take: 100_000, countLimit: Infinity, now: new Date() });
  return new Set(result.hits.map((hit) => hit.id));
}

const CLASSES: Record<string, string[]> = {
  'common words': ['소방', '화재', '안전', '대피'],
  'two words': ['소화기 사용법', '지진 대피', '어린이 화재', '소방관 훈련'],
  'written together': ['소화기사용법', '지진대피', '어린이화재', '리튬이온배터리', '전기차화재'],
  particles: ['소화기로', '화재로', '소화기의', '소화기가', '소방관이', '대피를', '지진에서', '화재까지', '소방관처럼', '소화기와'],
  compounds: ['안전교육', '화재예방', '안전 교육', '화재 예방'],
  'Latin and numbers': ['CPR', 'AED', 'fire', 'cpr교육', '119', '119신고', '119에'],
  rare: ['완강기', '리튬이온', '하임리히법'],
};

describe('recall by query class: everything a substring scan finds for the written form is found', () => {
  for (const [name, queries] of Object.entries(CLASSES)) {
    it.each(queries)(`${name}: %s`, async (text) => {
      const found = await allIds(text);
      const written = await substringScan(writtenWords(text));
      const missing = [...written].filter((id) => !found.has(id));
      expect(missing).toEqual([]);
      expect(found.size).toBeGreaterThan(0);
      // And the index finds exactly what a scan finds for the words it read (with their synonyms).
      const snapshot = await searchCatalogueFor(t.ctx).snapshot(t.ctx.cache.version);
      const groups = parseSearchQuery(text, snapshot.lexicon).groups.map((g) => (g.chosung ? g.related : [g.word, ...g.related]));
      expect(found).toEqual(await substringScan(groups));
    });
  }

  it('초성: ㅅㅎㄱ finds everything 소화기 finds', async () => {
    const found = await allIds('ㅅㅎㄱ');
    const direct = await substringScan([['소화기']]);
    expect([...direct].filter((id) => !found.has(id))).toEqual([]);
  });
});

const SAME_MEANING: Array<[string, string]> = [
  ['소화기사용법', '소화기 사용법'],
  ['지진대피', '지진 대피'],
  ['어린이화재', '어린이 화재'],
  ['리튬이온배터리', '리튬이온 배터리'],
  ['119신고', '119 신고'],
  ['cpr교육', 'cpr 교육'],
  ['안전교육', '안전 교육'],
  ['화재예방', '화재 예방'],
  ['소화기로', '소화기'],
  ['화재로', '화재'],
  ['소화기의', '소화기'],
  ['소방관이', '소방관'],
  ['대피를', '대피'],
  ['소화기사용법을', '소화기 사용법'],
];

describe('no-space and particle forms find what the spaced or bare form finds', () => {
  it.each(SAME_MEANING)('%s ≡ %s', async (typed, plain) => {
    const a = await everyMatch(typed);
    const b = await everyMatch(plain);
    expect(a.data.terms).toEqual(b.data.terms);
    expect(a.pagination.total).toBe(b.pagination.total);
    expect(a.data.videos.map((v) => v.video_id)).toEqual(b.data.videos.map((v) => v.video_id));
  });

  it.each(['소화기사용법', '지진대피', '소화기로', '119신고', '안전교육'])('%s: the top results hold the words meant', async (typed) => {
    const response = await everyMatch(typed);
    expect(response.data.videos.length).toBeGreaterThan(0);
    for (const video of response.data.videos.slice(0, 10)) {
      const text = normalizeSearchText([video.title, video.channel_name, video.tags.join(' '), video.description].join(' '));
      for (const term of response.data.terms) expect(text).toContain(term);
    }
  });
});
