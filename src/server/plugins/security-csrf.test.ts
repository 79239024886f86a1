import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SAME_ORIGIN_WRITE, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let videoId: string;
beforeAll(async () => {
  t = await createTestApp(150);
  videoId = (await t.ctx.db.selectFrom('videos').select('video_id').where('status', '=', 'published').executeTakeFirstOrThrow()).video_id;
});
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, headers });
const CSRF = {
  success: false,
  error: { code: 'CSRF_REJECTED', message: '허용되지 않은 요청입니다. 페이지를 새로 고친 뒤 다시 시도하세요.' },
};

describe('CSRF protection on state-changing requests', () => {
  const writes = () => [`/api/videos/${videoId}/view`, '/api/auth/login', '/api/auth/logout', '/api/auth/refresh', '/api/admin/users'];

  it.each([
    ['no headers at all', {}],
    ['the SPA header but no Origin or Sec-Fetch-Site', { 'x-requested-with': '119-admin' }],
    ['same-origin but no SPA header', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }],
    ['a wrong SPA header value', { 'sec-fetch-site': 'same-origin', 'x-requested-with': 'XMLHttpRequest' }],
    ['a cross-site Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site', 'x-requested-with': '119-admin' }],
    ['a same-site (sibling subdomain) Sec-Fetch-Site', { 'sec-fetch-site': 'same-site', 'x-requested-with': '119-admin' }],
    ['a foreign Origin', { origin: 'https://evil.example', 'x-requested-with': '119-admin' }],
    [
      'a foreign Origin with a same-origin Sec-Fetch-Site',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin' },
    ],
    ['Origin null (sandboxed frame)', { origin: 'null', 'x-requested-with': '119-admin' }],
  ])('refuses %s with 403', async (_name, headers) => {
    for (const url of writes()) {
      const res = await post(url, headers as Record<string, string>);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(CSRF);
    }
  });

  it('accepts our own pages (public view counting keeps working)', async () => {
    const bySite = await post(`/api/videos/${videoId}/view`, { ...SAME_ORIGIN_WRITE, 'x-session-id': 'csrf-test-session-1' });
    expect(bySite.statusCode).toBe(200);
    const byOrigin = await post(`/api/videos/${videoId}/view`, { origin: 'http://localhost', 'x-requested-with': '119-admin' });
    expect(byOrigin.statusCode).toBe(200);
    const both = await post(`/api/videos/${videoId}/view`, {
      origin: 'http://localhost:80',
      'sec-fetch-site': 'same-origin',
      'x-requested-with': '119-admin',
    });
    expect(both.statusCode).toBe(200);
  });

  it('never checks GET, and records refusals as security events', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
    const events = await t.ctx.db.selectFrom('security_events').select(['type', 'details']).where('type', '=', 'csrf_rejected').execute();
    expect(events.length).toBeGreaterThan(0);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is the only origin accepted when set (a proxy that rewrites Host)', async () => {
    // The catalogue's size does not matter here; 150 is a template the run already holds.
    const app = await createTestApp(150, { env: { PUBLIC_ORIGIN: 'https://safety.example.kr/' } });
    try {
      const ok = await app.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'https://safety.example.kr', 'x-requested-with': '119-admin' },
      });
      expect(ok.statusCode).toBe(200);
      const local = await app.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'http://localhost', 'x-requested-with': '119-admin' },
      });
      expect(local.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
