import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.ts';
import { loadConfig } from '../core/config.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { createSeededTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

// ADR 0031: a URL answered once is answered again from the cache in the last onRequest hook. What every answer
// gets must still happen there: security headers, the request ID, the rate limits, the log line and the metrics.
const lines: Record<string, any>[] = [];
let built: BuiltApp;
let database: TestDatabase;
beforeAll(async () => {
  database = await createSeededTestDatabase(300);
  const config = loadConfig({
    LOG_LEVEL: 'info',
    SYNC_RUNNER: 'off',
    DEMO_CATALOGUE: 'off',
    RATE_LIMIT_API: '3',
    RATE_LIMIT_PER_ADDRESS: '1000',
    RATE_LIMIT_SEARCH: '1000',
    METRICS_ALLOW: '127.0.0.1',
  });
  built = await buildApp({
    config,
    database: database.handle,
    versionPollMs: 0,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  await built.app.ready();
});
afterAll(async () => {
  await built?.app.close();
  await database?.dispose();
});

const get = (url: string, session: string, headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'GET', url, headers: { 'x-session-id': session, ...headers } });

describe('answers from the cache before validation', () => {
  it('answers a repeated URL with the same bytes and headers, without running the route again', async () => {
    const url = '/api/videos?sort=latest&limit=5';
    const first = await get(url, 'cached-answers-session-a');
    const hitsBefore = built.ctx.cache.lookups.hits;
    const missesBefore = built.ctx.cache.lookups.misses;
    const earlyBefore = built.ctx.cache.earlyHits;
    const again = await get(url, 'cached-answers-session-a');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(again.headers[name]).toBe(value);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(built.ctx.cache.lookups.hits).toBe(hitsBefore + 1);
    expect(built.ctx.cache.lookups.misses).toBe(missesBefore);
    expect(built.ctx.cache.earlyHits).toBe(earlyBefore + 1);
    // The operator's request line, with the route pattern, for the early answer too.
    const line = lines.find((l) => l.reqId === again.headers['x-request-id'] && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', route: '/api/videos', status: 200 });
    const metrics = await built.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/requests_total\{[^}]*route="\/api\/videos"[^}]*\} 2/);
  });

  it('answers 304 to a client that holds the ETag', async () => {
    const url = '/api/categories';
    const first = await get(url, 'cached-answers-session-b');
    const notModified = await get(url, 'cached-answers-session-b', { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('still charges the rate limit: a visitor repeating one cached URL is refused at the budget', async () => {
    const statuses: number[] = [];
    // 3 requests a minute, a cached answer costs a tenth: about 30 cached answers, then 429.
    for (let i = 0; i < 40; i += 1) statuses.push((await get('/api/categories', 'cached-answers-session-c')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses).toContain(429);
  });

  it('answers anew once the catalogue changes', async () => {
    const url = '/api/statistics';
    const first = await get(url, 'cached-answers-session-d');
    const version = built.ctx.cache.version;
    built.ctx.cache.setVersion(version + 1);
    const missesBefore = built.ctx.cache.lookups.misses;
    const after = await get(url, 'cached-answers-session-d');
    expect(after.statusCode).toBe(200);
    expect(built.ctx.cache.lookups.misses).toBe(missesBefore + 1);
    expect(first.statusCode).toBe(200);
  });

  it('never answers a URL the route refused', async () => {
    const bad = await get('/api/videos?sort=nonsense', 'cached-answers-session-e');
    expect(bad.statusCode).toBe(400);
    const again = await get('/api/videos?sort=nonsense', 'cached-answers-session-e');
    expect(again.statusCode).toBe(400);
  });
});
