import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn, TEST_SECRET, TestClock } from '../../test-support/auth-test-helpers.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

// Every kind of forged or stale access token gets 401 on every route that needs a session.
let t: TestApp;
let clock: TestClock;
let valid: string;
let sessionId: string;
let userId: number;
let otherUserId: number;
beforeAll(async () => {
  // Tokens, not limits, are under test: the sync limit (10/min) would answer 429 before the token check.
  ({ t, clock } = await createAuthTestApp({ env: { RATE_LIMIT_SYNC: '1000000', RATE_LIMIT_UPLOAD: '1000000' } }));
  const user = await addUser(t);
  const other = await addUser(t);
  userId = user.id;
  otherUserId = other.id;
  valid = (await signIn(t, user)).token;
  sessionId = JSON.parse(Buffer.from(valid.split('.')[1]!, 'base64url').toString()).sid;
});
afterAll(() => t?.close());

const secret = (text: string) => new TextEncoder().encode(text);
const nowSeconds = () => Math.floor(clock.time / 1000);

function signed(
  options: { alg?: string; key?: Uint8Array; iss?: string; aud?: string; exp?: number; sub?: string; sid?: string | null } = {},
) {
  const claims: Record<string, unknown> = options.sid === null ? {} : { sid: options.sid ?? sessionId };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuer(options.iss ?? TOKEN_ISSUER)
    .setAudience(options.aud ?? TOKEN_AUDIENCE)
    .setSubject(options.sub ?? String(userId))
    .setIssuedAt(nowSeconds() - 60)
    .setExpirationTime(options.exp ?? nowSeconds() + 300)
    .sign(options.key ?? secret(TEST_SECRET));
}

async function forgedTokens(): Promise<Array<[string, string]>> {
  const rsa = await generateKeyPair('RS256');
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const tampered = Buffer.from(JSON.stringify({ ...claims, sub: String(otherUserId) })).toString('base64url');
  return [
    [
      'alg none',
      new UnsecuredJWT({ sid: sessionId })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(String(userId))
        .setExpirationTime(nowSeconds() + 300)
        .encode(),
    ],
    [
      'alg none with the real signature',
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.${signature}`,
    ],
    ['wrong algorithm HS512, right key', await signed({ alg: 'HS512' })],
    [
      'wrong algorithm RS256',
      await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(rsa.privateKey),
    ],
    ['wrong key', await signed({ key: secret('another-secret-0123456789-abcdefghijklmnop') })],
    ['expired', await signed({ exp: nowSeconds() - 120 })],
    ['wrong audience', await signed({ aud: 'public-site' })],
    ['wrong issuer', await signed({ iss: 'someone-else' })],
    ['tampered payload', `${header}.${tampered}.${signature}`],
    ['no session id', await signed({ sid: null })],
    ["someone else's session", await signed({ sub: String(otherUserId) })],
    ['unknown session', await signed({ sid: 'AAAAAAAAAAAAAAAAAAAAAA' })],
    ['not a JWT', 'abc.def.ghi'],
  ];
}

describe('forged access tokens', () => {
  it('the genuine token works (control)', async () => {
    expect((await call(t, 'GET', '/api/auth/check', valid)).status).toBe(200);
    expect((await call(t, 'GET', '/api/admin/dashboard', valid)).status).toBe(200);
  });

  it('every forged token gets 401 on every route that needs a session', async () => {
    const protectedRoutes = t.security.routes
      .filter((route) => (route.requiredRole || route.requiresSession) && route.method !== 'HEAD')
      .map((route) => ({ method: route.method as 'GET', path: route.url.replace(/:[A-Za-z]+/g, '1') }));
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(10);
    for (const [name, token] of await forgedTokens()) {
      for (const route of protectedRoutes) {
        const res = await call(t, route.method, route.path, token, route.method === 'GET' ? undefined : {});
        expect(res.status, `${name}: ${route.method} ${route.path}`).toBe(401);
      }
    }
  });

  it('a malformed Authorization header is 401 too', async () => {
    for (const authorization of [valid, `Basic ${valid}`, 'Bearer', `Bearer ${valid} extra`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
    }
  });
});
