import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SAME_ORIGIN_WRITE, type TestApp } from '../test-support/test-app.ts';

// Clicking through 12 related keywords in 25 s gave 429s. With the spec's limits and a cold cache,
// the requests a keyword page makes (as the web app makes them) for 12 pages in a row never reach the limit.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(1_500, { env: { RATE_LIMIT_API: '60', RATE_LIMIT_SEARCH: '30', RATE_LIMIT_PER_ADDRESS: '1200' } });
});
afterAll(() => t?.close());

const PAGE_QUERY = 'page=1&limit=20&sort=view_count&order=desc&period=all';

/** One visit of /view/:slug: detail, first videos, channels for the filter, related keywords, the view, the refreshed detail. */
async function visitKeyword(slug: string, session: string): Promise<{ statuses: number[]; related: string[] }> {
  const base = `/api/keywords/${encodeURIComponent(slug)}`;
  const headers = { 'x-session-id': session };
  const gets = await Promise.all(
    [base, `${base}/videos?${PAGE_QUERY}`, `${base}/channels`, `${base}/related`].map((url) =>
      t.app.inject({ method: 'GET', url, headers }),
    ),
  );
  const view = await t.app.inject({ method: 'POST', url: `${base}/view`, headers: { ...SAME_ORIGIN_WRITE, ...headers } });
  const again = await t.app.inject({ method: 'GET', url: base, headers });
  const related = gets[3]!.statusCode === 200 ? (gets[3]!.json().data as { slug: string }[]).map((k) => k.slug) : [];
  return { statuses: [...gets, view, again].map((r) => r.statusCode), related };
}

describe('browsing quickly within the spec limits', () => {
  it('12 related keyword pages in a row, cold cache, then the same 12 again: never a 429', async () => {
    const start = await t.ctx.db
      .selectFrom('keyword_master')
      .select('slug')
      .where('status', '=', 'active')
      .orderBy('total_videos', 'desc')
      .executeTakeFirstOrThrow();
    const visited: string[] = [];
    let slug = start.slug;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      visited.push(slug);
      const visit = await visitKeyword(slug, 'quick-browser-session-1');
      statuses.push(...visit.statuses);
      slug = visit.related.find((next) => !visited.includes(next)) ?? slug;
    }
    expect(new Set(visited).size).toBeGreaterThanOrEqual(6);
    for (const again of visited) statuses.push(...(await visitKeyword(again, 'quick-browser-session-1')).statuses);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
