import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../core/config.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

const WRITE = { 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin' };
let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', TRUSTED_PROXIES: '10.0.0.1' });
  ({ app } = await buildApp({ config, database: database.handle, versionPollMs: 0, logger: false }));
  app.get('/api/test/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
  expect(csp).toMatch(/img-src 'self' data: https:\/\/i\.ytimg\.com https:\/\/yt3\.ggpht\.com/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], `${what}: no HSTS over plain HTTP`).toBeUndefined();
  const permissions = String(headers['permissions-policy']);
  expect(permissions, what).toContain('camera=()');
  expect(permissions, what).toContain('microphone=()');
  expect(permissions, what).toContain('geolocation=()');
  expect(permissions, what).toContain('payment=()');
  // The YouTube player (an iframe from youtube-nocookie.com) keeps what its allow attribute asks for.
  expect(permissions, what).toContain('autoplay=(self "https://www.youtube-nocookie.com")');
  expect(permissions, what).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
}

describe('security headers', () => {
  it.each([
    ['HTML page', '/api/docs/', 200],
    ['API response', '/api/health', 200],
    ['API 404', '/api/does-not-exist', 404],
    ['page 404', '/no/such/page.txt', 404],
    ['web page', '/', 200],
    ['500', '/api/test/boom', 500],
    ['401', '/api/admin/dashboard', 401],
  ])('are on the %s', async (what, url, status) => {
    const res = await app.inject({ method: 'GET', url });
    // Site pages depend on whether the web app is built (200 page or 503 notice); the headers may not.
    if (!['page 404', 'web page'].includes(what)) expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res.headers, what);
  });

  // Every kind of answer, the rare ones included.
  it('are on a 405 (a known API path with another method), which names the allowed methods', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/videos', headers: WRITE });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json().error.code).toBe('METHOD_NOT_ALLOWED');
    expectSecurityHeaders(res.headers, '405');
    const withParam = await app.inject({ method: 'PUT', url: '/api/videos/abcdefghijk/view', headers: WRITE });
    expect(withParam.statusCode).toBe(405);
    expect(withParam.headers.allow).toBe('POST');
  });

  it('are on a 413 (body over the limit)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...WRITE, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.kr', password: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expectSecurityHeaders(res.headers, '413');
  });

  it('are on a 429 (rate limited)', async () => {
    const headers = { 'x-session-id': 'security-headers-429-session' };
    const search = (i: number) => app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(`소화기 ${i}`)}`, headers });
    let res = await search(0);
    for (let i = 1; i < 70 && res.statusCode !== 429; i += 1) res = await search(i);
    expect(res.statusCode).toBe(429);
    expectSecurityHeaders(res.headers, '429');
  });

  it('are on a 400 for a malformed URL (answered before any hook runs)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/videos/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res.headers, 'malformed URL 400');
  });

  it('are on a 400 (validation) and a 304', async () => {
    expectSecurityHeaders((await app.inject({ method: 'GET', url: '/api/videos?limit=abc' })).headers, '400');
    const first = await app.inject({ method: 'GET', url: '/api/categories', headers: { 'x-session-id': 'security-headers-304' } });
    const again = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'x-session-id': 'security-headers-304', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expectSecurityHeaders(again.headers, '304');
  });

  it('are on a refused write (CSRF 403)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(403);
    expectSecurityHeaders(res.headers, 'CSRF 403');
  });

  it('add HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const viaProxy = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('mark auth and admin answers no-store, errors included', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/check'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/nothing-here'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
