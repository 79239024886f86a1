import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../shared/api/auth.ts';
import { addUser, bearer, createAuthTestApp, signIn, type TestClock } from '../test-support/auth-test-helpers.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../modules/auth/tokens.ts';
import type { TestApp } from '../test-support/test-app.ts';

// Issue 20 item 7: editing 16 videos in a row gave an admin 8 × 429, because signed-in staff spent the visitors'
// per-session budget. A verified staff token has a budget of its own (RATE_LIMIT_STAFF); a forged one is a visitor.
// Every batch below is sent at the same moment: the limiter charges before any of them runs.
const VISITOR_LIMIT = 5;
const STAFF_LIMIT = 40;

let t: TestApp;
let clock: TestClock;
let token: string;
let userId: number;
beforeAll(async () => {
  ({ t, clock } = await createAuthTestApp({
    env: { RATE_LIMIT_API: String(VISITOR_LIMIT), RATE_LIMIT_STAFF: String(STAFF_LIMIT), RATE_LIMIT_PER_ADDRESS: '1000' },
  }));
  const user = await addUser(t);
  userId = user.id;
  ({ token } = await signIn(t, user));
  // A fresh minute: signing in spent from the visitor's window.
  clock.advance(61_000);
  // The sign-in token is still valid after the clock moved.
  expect(ACCESS_TOKEN_TTL_SECONDS).toBeGreaterThan(2 * 61);
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
/** `count` requests at the same moment from one address (and one browser session). */
async function burst(count: number, url: string, headers: Record<string, string>) {
  n += 1;
  const remoteAddress = `203.0.113.${n}`;
  const responses = await Promise.all(
    Array.from({ length: count }, () =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'x-session-id': `staff-budget-session-${n}`, ...headers } }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  return { ok: statuses.filter((status) => status === 200).length, limited: statuses.filter((status) => status === 429).length };
}

describe('the staff rate budget', () => {
  it('lets a signed-in admin make more requests at once than a visitor may, up to the staff budget', async () => {
    // Fifty at once: exactly the staff budget gets through, none over it (the charge is taken before any runs).
    const admin = await burst(STAFF_LIMIT + 10, '/api/admin/videos?limit=5', bearer(token));
    expect(admin).toEqual({ ok: STAFF_LIMIT, limited: 10 });
    clock.advance(61_000);
    // A new minute, a full budget again.
    expect(await burst(10, '/api/admin/videos?limit=5', bearer(token))).toEqual({ ok: 10, limited: 0 });
    clock.advance(61_000);
  });

  it('does not hand the staff budget to a forged token, only the visitor budget', async () => {
    // The right claims, signed with a key the server does not have.
    const now = Math.floor(clock.time / 1000);
    const forged = await new SignJWT({ sid: 'forged-session-id' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(new TextEncoder().encode('not-the-server-secret-0123456789-abcdefghijklmnop'));
    // The visitor's five get as far as the role check (401); the other fifteen are refused by the limit.
    const admin = await burst(20, '/api/admin/videos?limit=5', bearer(forged));
    expect(admin).toEqual({ ok: 0, limited: 20 - VISITOR_LIMIT });
  });

  it('keeps visitors to their own budget beside a busy admin', async () => {
    const visitor = await burst(20, '/api/admin/videos?limit=5', {});
    expect(visitor.limited).toBe(20 - VISITOR_LIMIT);
  });
});
