import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../core/config.ts';
import { TestClock } from '../test-support/auth-test-helpers.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { WindowCounter } from './security-rate-limit.ts';

// The spec's numbers (the defaults), on an app with an injected clock and two stand-in admin-style routes.
let app: FastifyInstance;
let database: TestDatabase;
const clock = new TestClock();
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', TRUSTED_PROXIES: '10.0.0.1' });
  expect(config).toMatchObject({
    RATE_LIMIT_API: 60,
    RATE_LIMIT_SEARCH: 30,
    RATE_LIMIT_SYNC: 10,
    RATE_LIMIT_UPLOAD: 5,
    RATE_LIMIT_LOGIN: 5,
  });
  ({ app } = await buildApp({ config, database: database.handle, versionPollMs: 0, logger: false, now: clock.now }));
  app.get('/api/test/sync', { config: { rateLimit: 'sync' } }, async () => ({ success: true }));
  app.get('/api/test/upload', { config: { rateLimit: 'upload' } }, async () => ({ success: true }));
  // Stand-ins for a full-price call (an export, a write) and a computed public read (ADR 0016).
  app.get('/api/test/full', async () => ({ success: true }));
  app.get('/api/test/light', { config: { rateBudget: 'light' } }, async () => ({ success: true }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

let n = 0;
const fresh = () => {
  n += 1;
  return { session: `visitor-session-${n}-abcdef`, address: `192.0.2.${n}` };
};
const get = (url: string, session: string | null, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress, headers: { ...(session ? { 'x-session-id': session } : {}), ...headers } });

async function countAllowed(
  url: string,
  session: string | null,
  address: string,
  tries: number,
  headers?: (i: number) => Record<string, string>,
  query?: (i: number) => string,
) {
  let allowed = 0;
  let last;
  for (let i = 0; i < tries; i += 1) {
    last = await get(`${url}${query?.(i) ?? ''}`, session, address, headers?.(i));
    if (last.statusCode !== 429) allowed += 1;
  }
  return { allowed, last: last! };
}

describe('API rate limits', () => {
  it('allows 60 full-price requests a minute per visitor session, then 429 in the spec shape with Retry-After', async () => {
    const { session, address } = fresh();
    const { allowed, last } = await countAllowed('/api/test/full', session, address, 61);
    expect(allowed).toBe(60);
    expect(last.statusCode).toBe(429);
    const body = last.json();
    expect(body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(body.error.resetIn).toBeGreaterThan(0);
    expect(body.error.resetIn).toBeLessThanOrEqual(60);
    expect(body.error.message).toBe(`요청이 너무 많습니다. ${body.error.resetIn}초 후 다시 시도하세요.`);
    expect(last.headers['retry-after']).toBe(String(body.error.resetIn));
    expect(last.headers['content-security-policy']).toBeDefined();

    // Another visitor on the same address is unaffected; the window opens again after a minute.
    expect((await get('/api/test/full', `${session}-other`, address)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await get('/api/test/full', session, address)).statusCode).toBe(200);
  });

  it('limits uncached search to 30 a minute', async () => {
    const { session, address } = fresh();
    const { allowed } = await countAllowed(
      '/api/search',
      session,
      address,
      35,
      () => ({}),
      (i) => `?q=${encodeURIComponent(`소화기 ${i}`)}`,
    );
    expect(allowed).toBe(30);
    expect((await get('/api/categories', session, address)).statusCode).toBe(200);
  });

  it.each([
    ['/api/test/sync', 10],
    ['/api/test/upload', 5],
  ])('limits %s to %i a minute', async (url, limit) => {
    const { session, address } = fresh();
    expect((await countAllowed(url, session, address, limit + 3)).allowed).toBe(limit);
  });

  it('keys clients without a session id on their address, and a forged X-Forwarded-For does not help', async () => {
    const { address } = fresh();
    const { allowed } = await countAllowed('/api/test/full', null, address, 65, (i) => ({ 'x-forwarded-for': `203.0.113.${i}` }));
    expect(allowed).toBe(60);
  });

  it('caps an address that rotates session ids at the per-address ceiling (1200/min)', async () => {
    const { address } = fresh();
    let allowed = 0;
    for (let i = 0; i < 1210; i += 1) {
      const res = await get('/api/health-not-exempt', `rotating-session-${i}`, address);
      if (res.statusCode !== 429) allowed += 1;
    }
    expect(allowed).toBe(1200);
  });

  it('uses the address a trusted proxy reports', async () => {
    const client = '203.0.113.200';
    const { allowed } = await countAllowed('/api/test/full', null, '10.0.0.1', 62, (i) => ({
      'x-forwarded-for': `198.18.0.${i}, ${client}`,
    }));
    expect(allowed).toBe(60);
    expect((await get('/api/test/full', null, '10.0.0.1', { 'x-forwarded-for': '203.0.113.201' })).statusCode).toBe(200);
  });

  it('never limits the health check', async () => {
    const { address } = fresh();
    expect((await countAllowed('/api/health', null, address, 70)).allowed).toBe(70);
  });
});

// ADR 0016: clicking quickly through pages gave 429s. Cached answers cost a tenth, computed public
// reads and view counters a quarter; search, exports and writes keep the full price.
describe('request budget', () => {
  it('answers from the response cache cost a tenth: 590 in a minute pass', async () => {
    const { session, address } = fresh();
    const { allowed } = await countAllowed('/api/categories', session, address, 590);
    expect(allowed).toBe(590);
    // 1 computed (0.25) + 589 cached (0.1 each) = 59.15 of 60: a few more, then the limit.
    expect((await countAllowed('/api/categories', session, address, 20)).allowed).toBe(8);
  });

  it('a 304 costs a tenth too', async () => {
    const { session, address } = fresh();
    const first = await get('/api/statistics', session, address);
    const etag = String(first.headers.etag);
    const { allowed, last } = await countAllowed('/api/statistics', session, address, 500, () => ({ 'if-none-match': etag }));
    expect(last.statusCode).toBe(304);
    expect(allowed).toBe(500);
  });

  it('computed public reads cost a quarter: 240 a minute', async () => {
    const { session, address } = fresh();
    expect((await countAllowed('/api/test/light', session, address, 245)).allowed).toBe(240);
  });

  it('cached search answers cost a tenth and nothing of the search limit', async () => {
    const { session, address } = fresh();
    expect((await countAllowed('/api/search?q=%EC%86%8C%ED%99%94%EA%B8%B0', session, address, 100)).allowed).toBe(100);
    // The search limit is still whole: 29 more distinct searches (the first one was computed) fit.
    const { allowed } = await countAllowed(
      '/api/search',
      session,
      address,
      35,
      () => ({}),
      (i) => `?q=${encodeURIComponent(`대피 ${i}`)}`,
    );
    expect(allowed).toBe(29);
  });

  it('exports keep the full price (60 a minute)', async () => {
    const { session, address } = fresh();
    expect((await countAllowed('/api/keywords/no-such-keyword/export', session, address, 62)).allowed).toBe(60);
  });

  it('view counters cost a quarter', async () => {
    const { session, address } = fresh();
    let allowed = 0;
    for (let i = 0; i < 245; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/videos/AAAAAAAAAAA/view',
        remoteAddress: address,
        headers: { 'x-session-id': session, 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin' },
      });
      if (res.statusCode !== 429) allowed += 1;
    }
    expect(allowed).toBe(240);
  });

  it('records the first 429 of a window as a security event', async () => {
    const rows = await database.handle.db
      .selectFrom('security_events')
      .select(['type', 'details'])
      .where('type', '=', 'rate_limited')
      .execute();
    const scopes = rows.map((r) => (r.details as { scope: string }).scope);
    expect(scopes).toEqual(expect.arrayContaining(['api', 'search', 'sync', 'upload', 'address']));
    expect(rows.length).toBeLessThan(20);
  });
});

// Issue 25 item 10: every answer of a limited route says where its caller stands (draft-ietf-httpapi-ratelimit-headers).
describe('RateLimit headers', () => {
  const quota = (res: Awaited<ReturnType<typeof get>>) => ({
    limit: Number(res.headers['ratelimit-limit']),
    remaining: Number(res.headers['ratelimit-remaining']),
    reset: Number(res.headers['ratelimit-reset']),
  });

  it('60 requests sent at the same moment: each answer states the quota, what it left, and when it starts over; the 61st is 429 with nothing left', async () => {
    const { session, address } = fresh();
    const answers = await Promise.all(Array.from({ length: 61 }, () => get('/api/test/full', session, address)));
    const allowed = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(allowed).toHaveLength(60);
    expect(refused).toHaveLength(1);
    for (const res of answers) {
      expect(res.headers['ratelimit-limit']).toBe('60');
      expect(res.headers['ratelimit-policy']).toBe('60;w=60');
      expect(quota(res).reset).toBeGreaterThan(0);
      expect(quota(res).reset).toBeLessThanOrEqual(60);
    }
    // Each allowed answer saw its own place in the window: 59, 58, … 0, none twice.
    expect(allowed.map((res) => quota(res).remaining).sort((a, b) => b - a)).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
    const [no] = refused;
    expect(quota(no!).remaining).toBe(0);
    expect(no!.headers['retry-after']).toBe(String(quota(no!).reset));
    expect(no!.json().error.resetIn).toBe(quota(no!).reset);
  });

  it('counts down with the clock: Reset shrinks as the window runs, and a new window starts full', async () => {
    const { session, address } = fresh();
    const first = quota(await get('/api/test/full', session, address));
    clock.advance(20_000);
    const later = quota(await get('/api/test/full', session, address));
    expect(later.remaining).toBe(first.remaining - 1);
    expect(later.reset).toBe(first.reset - 20);
    clock.advance(first.reset * 1000);
    expect(quota(await get('/api/test/full', session, address)).remaining).toBe(59);
  });

  it('a category limit is the one stated when it is the closer (search: 30), and light reads count a quarter', async () => {
    const { session, address } = fresh();
    const answers = await Promise.all(
      Array.from({ length: 31 }, (_, i) => get(`/api/search?q=${encodeURIComponent(`머리말 ${i}`)}`, session, address)),
    );
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(1);
    for (const res of answers) expect(res.headers['ratelimit-limit']).toBe('30');
    expect(
      answers
        .filter((res) => res.statusCode === 200)
        .map((res) => quota(res).remaining)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 30 }, (_, i) => i));
    // Light reads cost a quarter of a request: four of them take one from what remains.
    const other = fresh();
    const light = await Promise.all(Array.from({ length: 8 }, () => get('/api/test/light', other.session, other.address)));
    expect(light.map((res) => quota(res).remaining).sort((a, b) => b - a)).toEqual([59, 59, 59, 59, 58, 58, 58, 58]);
  });

  it('answers from the cache give back their charge, and say so in Remaining', async () => {
    const { session, address } = fresh();
    // The first answer is computed (a quarter of a request): 59.75 left, stated as 59.
    expect(quota(await get('/api/videos?limit=3', session, address)).remaining).toBe(59);
    let last;
    for (let i = 0; i < 10; i += 1) last = await get('/api/videos?limit=3', session, address);
    // Ten cached answers cost a tenth each, not a quarter: 58.75 left (57.25 had their charge stayed).
    expect(quota(last!).remaining).toBe(58);
  });

  it('health probes carry none', async () => {
    const res = await get('/api/health/live', null, '192.0.2.250');
    expect(res.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('WindowCounter', () => {
  it('stays bounded when keys keep changing', () => {
    const counter = new WindowCounter(1_000);
    for (let i = 0; i < 50_000; i += 1) counter.hit(`k${i}`, 60_000, 0);
    expect(counter.size).toBeLessThanOrEqual(1_000);
    expect(counter.hit('k49999', 60_000, 0).count).toBe(2);
  });
});
