import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.ts';
import { addUser, bearer, createAuthTestApp, signIn } from '../test-support/auth-test-helpers.ts';

// `/%61pi/…` reached the /api handlers but skipped the rate limits, the NUL guard and admin no-store.
// Every other spelling of a path must either run the same guards or be refused.
let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t } = await createAuthTestApp({ env: { RATE_LIMIT_API: '60', RATE_LIMIT_SEARCH: '6', RATE_LIMIT_PER_ADDRESS: '100000' } }));
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

/** Ways to write `/api/<rest>` that a router, a proxy or a browser might treat as the same path. */
export const spellingsOf = (rest: string) => {
  const [first, ...others] = rest.split('/');
  const tail = others.length ? `/${others.join('/')}` : '';
  const encodedFirst = first!.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return [
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/%2561pi/${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/api/./${rest}`,
    `/api/x/../${rest}`,
    `/api/%2e/${rest}`,
    `/api/${encodedFirst}${tail}`,
    `/api/${rest}/`,
    `/api/${rest}//`,
    `/api%2F${rest}`,
    `/api/${rest.replace(/\//g, '%2F')}`,
    `/api/${rest};x=1`,
    `/api/${rest}%20`,
    `/api/${rest}%09`,
    `/api/${rest}/.`,
  ];
};

const isApiSuccess = (res: { headers: Record<string, unknown>; body: string }) =>
  String(res.headers['content-type'] ?? '').includes('json') && (JSON.parse(res.body) as { success?: boolean }).success === true;

/** The web page (SPA fallback; 503 while the web app is not built, as in unit tests): not the API, so nothing to guard. */
const isWebPage = (res: { headers: Record<string, unknown> }) => String(res.headers['content-type'] ?? '').startsWith('text/html');
const notA5xxApiAnswer = (res: { statusCode: number; headers: Record<string, unknown> }) => res.statusCode < 500 || isWebPage(res);

let sessionCounter = 0;
const freshSession = () => `spelling-session-${process.pid}-${(sessionCounter += 1)}`;

describe('other spellings of an /api path', () => {
  it('a public route written another way is rate-limited like the canonical one, or refused', async () => {
    let reached = 0;
    // Search: 6 uncached a minute here (distinct queries, so none is answered from the cache); a small limit keeps it quick.
    const search = (url: string, session: string, i: number) =>
      t.app.inject({
        method: 'GET',
        url: `${url}?q=${encodeURIComponent(`소화기 ${session.slice(-4)} ${i}`)}`,
        headers: { 'x-session-id': session },
      });
    for (const url of spellingsOf('search')) {
      const session = freshSession();
      const first = await search(url, session, 0);
      expect(notA5xxApiAnswer(first), url).toBe(true);
      if (!isApiSuccess(first)) continue;
      reached += 1;
      for (let i = 1; i < 6; i += 1) await search(url, session, i);
      expect((await search(url, session, 6)).statusCode, `${url}: the 7th search in a minute`).toBe(429);
    }
    // The encoded and trailing-slash spellings do reach the handler: the test is not vacuous.
    expect(reached).toBeGreaterThanOrEqual(3);
  });

  it('a NUL character is refused by the guard under every spelling that reaches a handler', async () => {
    for (const url of spellingsOf('videos')) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?search=a%00b`, headers: { 'x-session-id': freshSession() } });
      expect(notA5xxApiAnswer(res), url).toBe(true);
      expect(isApiSuccess(res), url).toBe(false);
    }
    for (const url of spellingsOf('keywords/%00abc')) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-session-id': freshSession() } });
      expect(notA5xxApiAnswer(res), url).toBe(true);
      expect(isApiSuccess(res), url).toBe(false);
    }
  });

  it('admin answers carry no-store and need the role under every spelling', async () => {
    let reached = 0;
    for (const url of spellingsOf('admin/dashboard')) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(isApiSuccess(anonymous), url).toBe(false);
      const signed = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      if (!isApiSuccess(signed)) continue;
      reached += 1;
      expect(anonymous.statusCode, url).toBe(401);
      expect(signed.headers['cache-control'], url).toBe('no-store');
    }
    expect(reached).toBeGreaterThanOrEqual(3);
  });

  it('an unknown /api path under any spelling is the JSON 404, rate-limited, never the web page', async () => {
    for (const url of spellingsOf('no-such-thing')) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(notA5xxApiAnswer(res), url).toBe(true);
      if (url.startsWith('/%61') || url.startsWith('/api/')) {
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code, url).toBe('NOT_FOUND');
        expect(res.json().error.message, url).toBe('요청한 API를 찾을 수 없습니다.');
      }
    }
    const session = freshSession();
    for (let i = 0; i < 60; i += 1)
      await t.app.inject({ method: 'GET', url: '/%61pi/no-such-thing', headers: { 'x-session-id': session } });
    const over = await t.app.inject({ method: 'GET', url: '/%61pi/no-such-thing', headers: { 'x-session-id': session } });
    expect(over.statusCode).toBe(429);
  });
});
