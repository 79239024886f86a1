import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchQuerySchema, SearchResponseSchema, type SearchQuery } from '../../../shared/api/search.ts';
import { parseSearchQuery } from '../../../shared/search/query.ts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app.ts';
import { runQuery, searchCatalogueFor } from './engine/index.ts';
import { runSearch } from './search.service.ts';

// shorts=exclude|only on search (videos.is_short, held in the index): every row obeys it, and the
// totals equal a brute-force count over the published rows the query matches.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t?.close());

const QUERIES = ['소방', '화재', '소화기', '안전 교육'];

/** Every published video the query matches, unfiltered (the engine's match set, no filter applied). */
async function matchedIds(q: string): Promise<number[]> {
  const snapshot = await searchCatalogueFor(t.ctx).snapshot(t.ctx.cache.version);
  const parsed = parseSearchQuery(q, snapshot.lexicon);
  const result = runQuery(snapshot.index, {
    parsed,
    filter: {},
    sort: 'relevance',
    take: 1_000_000,
    countLimit: Infinity,
    now: t.ctx.now(),
  });
  return result.hits.map((hit) => hit.id);
}

/** Published rows among `ids` that are (or are not) Shorts, counted in SQL. */
async function countShorts(ids: number[], short: boolean, extra = sql<boolean>`true`): Promise<number> {
  const result = await sql<{ n: string }>`
    SELECT count(*) AS n FROM videos v
    WHERE v.is_public AND v.is_short = ${short} AND v.id = ANY(${ids}::bigint[]) AND ${extra}`.execute(t.ctx.db);
  return Number(result.rows[0]!.n);
}

const everything = (query: Record<string, string>) => runSearch(t.ctx, SearchQuerySchema.parse(query), { rankEverything: true });

describe('GET /api/search — shorts=exclude|only', () => {
  it('only: every row is a Short; exclude: none is; totals match a brute-force count', async () => {
    let shortsSeen = 0;
    for (const q of QUERIES) {
      const ids = await matchedIds(q);
      expect(ids.length, q).toBeGreaterThan(0);
      const only = await everything({ q, shorts: 'only', limit: '50' });
      const exclude = await everything({ q, shorts: 'exclude', limit: '50' });
      expect(
        only.data.videos.every((v) => v.is_short),
        q,
      ).toBe(true);
      expect(
        exclude.data.videos.some((v) => v.is_short),
        q,
      ).toBe(false);
      expect(only.pagination.total, q).toBe(await countShorts(ids, true));
      expect(exclude.pagination.total, q).toBe(await countShorts(ids, false));
      expect(only.pagination.total + exclude.pagination.total, q).toBe(ids.length);
      shortsSeen += only.pagination.total;
    }
    expect(shortsSeen).toBeGreaterThan(0);
  });

  it('combines with the other filters (channel type, duration)', async () => {
    const ids = await matchedIds('소방');
    const only = await everything({ q: '소방', shorts: 'only', channelType: 'fire_dept', duration: 'short' });
    expect(only.data.videos.every((v) => v.is_short && v.channel_type === 'fire_dept')).toBe(true);
    expect(only.pagination.total).toBe(await countShorts(ids, true, sql<boolean>`v.channel_type = 'fire_dept' AND v.duration < 240`));
  });

  it('the route takes it and every page row obeys it; an unknown value is a 400 naming the field', async () => {
    for (const shorts of ['only', 'exclude'] as const) {
      const res = await getJson(t.app, `/api/search?q=${encodeURIComponent('화재')}&shorts=${shorts}&limit=50`);
      expect(res.status, res.raw).toBe(200);
      const body = SearchResponseSchema.parse(res.body);
      expect(body.data.videos.length).toBeGreaterThan(0);
      expect(body.data.videos.every((v) => v.is_short === (shorts === 'only'))).toBe(true);
    }
    const bad = await getJson(t.app, '/api/search?q=화재&shorts=maybe');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('shorts');
  });

  it('follows a video that becomes (or stops being) a Short', async () => {
    const query: SearchQuery = SearchQuerySchema.parse({ q: '소방', shorts: 'only', limit: '50' });
    const before = await runSearch(t.ctx, query, { rankEverything: true });
    const notShort = await sql<{ id: string }>`
      SELECT v.id FROM videos v WHERE v.is_public AND NOT v.is_short AND v.id = ANY(${await matchedIds('소방')}::bigint[]) LIMIT 1`.execute(
      t.ctx.db,
    );
    const id = Number(notShort.rows[0]!.id);
    await sql`UPDATE videos SET is_short = true WHERE id = ${id}`.execute(t.ctx.db);
    t.ctx.cache.setVersion(t.ctx.cache.version + 1);
    const after = await runSearch(t.ctx, query, { rankEverything: true });
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    await sql`UPDATE videos SET is_short = false WHERE id = ${id}`.execute(t.ctx.db);
    t.ctx.cache.setVersion(t.ctx.cache.version + 1);
    expect((await runSearch(t.ctx, query, { rankEverything: true })).pagination.total).toBe(before.pagination.total);
  });
});
