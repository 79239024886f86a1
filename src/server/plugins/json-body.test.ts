import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.ts';
import { addUser, bearer, BROWSER_UA, createAuthTestApp, signIn } from '../test-support/auth-test-helpers.ts';
import { SAME_ORIGIN_WRITE } from '../test-support/test-app.ts';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body.ts';

// ~15 KB of [[[…]]] answered 500 on every route with a body (a recursive walk ran out of stack).
let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t } = await createAuthTestApp({ env: { RATE_LIMIT_SYNC: '1000', RATE_LIMIT_UPLOAD: '1000' } }));
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const bodyRoutes = () =>
  t.security.routes
    .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.url.startsWith('/api/'))
    .map((route) => ({ ...route, path: route.url.replace(/:[A-Za-z]+/g, '1') }));

describe('deeply nested JSON bodies', () => {
  it('the depth scan counts brackets outside strings only, without recursion', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":"[[[[[[["}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":"x"}]}', 2)).toBe(true);
    expect(jsonDepthExceeds('"\\"[[[["', 1)).toBe(false);
    expect(jsonDepthExceeds(nestedArrays(1_000_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('answers 400 (never 500) on every route that takes a body, anonymous or signed in', async () => {
    const routes = bodyRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      for (const [kind, payload] of [
        ['arrays', nestedArrays(7_500)],
        ['objects', nestedObjects(3_000)],
      ] as const) {
        for (const auth of [{}, bearer(token)]) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.path,
            headers: { ...SAME_ORIGIN_WRITE, 'user-agent': BROWSER_UA, 'content-type': 'application/json', ...auth },
            payload,
          });
          const label = `${route.method} ${route.url} ${kind} ${'authorization' in auth ? 'admin' : 'anonymous'}`;
          // Anonymous callers of admin routes are refused before the body is read; everything else is a 400.
          expect([400, 401], label).toContain(res.statusCode);
          if (res.statusCode === 400) {
            expect(res.json().error, label).toMatchObject({ code: 'BODY_TOO_DEEP' });
            expect(res.json().error.message).toBe(`요청 본문(JSON)이 너무 깊게 중첩되어 있습니다 (최대 ${MAX_JSON_DEPTH}단계).`);
          }
        }
      }
    }
  });

  it('still parses ordinary bodies and refuses prototype poisoning', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...SAME_ORIGIN_WRITE, 'user-agent': BROWSER_UA, 'content-type': 'application/json' },
      payload: '{"email":"nobody@fire.example.kr","password":"이것은 틀린 비밀번호"}',
    });
    expect(ok.statusCode).toBe(401);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...SAME_ORIGIN_WRITE, 'content-type': 'application/json' },
      payload: '{"email":"a@b.kr","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...SAME_ORIGIN_WRITE, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
  });
});
