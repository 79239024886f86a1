import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, refresh, signIn, TestClock, PASSPHRASES } from '../../test-support/auth-test-helpers.ts';
import { REFRESH_REUSE_GRACE_MS } from './sessions.ts';

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  ({ t, clock } = await createAuthTestApp());
});
afterAll(() => t?.close());

const MIN = 60_000;
const check = (token: string) => call(t, 'GET', '/api/auth/check', token);
const REFRESH_FAILED = { success: false, error: { code: 'SESSION_REFRESH_FAILED', message: '세션을 갱신하지 못했습니다.' } };

describe('refresh tokens', () => {
  it('rotate on every use and give a working access token', async () => {
    const user = await addUser(t);
    const first = await signIn(t, user);
    const next = await refresh(t, first.refresh);
    expect(next.status).toBe(200);
    expect(next.body.data.accessToken).toEqual(expect.any(String));
    expect(next.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next.refreshCookie).not.toBe(first.refresh);
    expect(next.headers['cache-control']).toBe('no-store');
    expect((await check(next.body.data.accessToken)).status).toBe(200);
    const third = await refresh(t, next.refreshCookie);
    expect(third.status).toBe(200);
  });

  it('allow a just-used token for a few seconds (two tabs) without issuing another refresh token', async () => {
    const user = await addUser(t);
    const first = await signIn(t, user);
    expect((await refresh(t, first.refresh)).status).toBe(200);
    clock.advance(REFRESH_REUSE_GRACE_MS - 1_000);
    const late = await refresh(t, first.refresh);
    expect(late.status).toBe(200);
    expect(late.refreshCookie).toBeNull();
  });

  it('revoke the whole session when an old token comes back after the grace period', async () => {
    const user = await addUser(t);
    const first = await signIn(t, user);
    const rotated = await refresh(t, first.refresh);
    const access = rotated.body.data.accessToken as string;
    clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);

    const reuse = await refresh(t, first.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(REFRESH_FAILED);
    expect(reuse.setCookie.some((c) => c.startsWith('sv_admin_refresh=;'))).toBe(true);
    // The thief's token and the rightful owner's newer one are both dead now, and so is the access token.
    expect((await refresh(t, rotated.refreshCookie)).status).toBe(401);
    expect((await check(access)).status).toBe(401);
    const events = await t.ctx.db
      .selectFrom('security_events')
      .selectAll()
      .where('type', '=', 'refresh_reuse')
      .where('user_id', '=', user.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.severity).toBe('high');
  });

  it('fail with the Korean message without a cookie or with an unknown one', async () => {
    expect((await refresh(t, null)).body).toEqual(REFRESH_FAILED);
    expect((await refresh(t, 'A'.repeat(43))).body).toEqual(REFRESH_FAILED);
  });
});

describe('idle and absolute timeouts (server clock)', () => {
  it('end a session idle for 30 minutes; refreshing is not activity', async () => {
    const user = await addUser(t);
    const session = await signIn(t, user);
    clock.advance(29 * MIN);
    const stillOk = await refresh(t, session.refresh);
    expect(stillOk.status).toBe(200);
    clock.advance(2 * MIN);
    const idle = await refresh(t, stillOk.refreshCookie);
    expect(idle.status).toBe(401);
    expect(idle.body).toEqual(REFRESH_FAILED);
    const row = await t.ctx.db
      .selectFrom('admin_sessions')
      .select('revoke_reason')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.revoke_reason).toBe('idle');
  });

  it('keep an active session alive past 30 minutes', async () => {
    const user = await addUser(t);
    let { token, refresh: cookie } = await signIn(t, user);
    for (let i = 0; i < 4; i += 1) {
      clock.advance(9 * MIN);
      expect((await check(token)).status).toBe(200);
      const next = await refresh(t, cookie);
      expect(next.status).toBe(200);
      token = next.body.data.accessToken;
      cookie = next.refreshCookie!;
    }
    clock.advance(25 * MIN);
    expect((await refresh(t, cookie)).status).toBe(200);
  });

  it('end any session after 8 hours, however active', async () => {
    const user = await addUser(t);
    let { token, refresh: cookie } = await signIn(t, user);
    for (let elapsed = 0; elapsed < 8 * 60 - 9; elapsed += 9) {
      clock.advance(9 * MIN);
      expect((await check(token)).status, `at ${elapsed + 9} min`).toBe(200);
      const next = await refresh(t, cookie);
      expect(next.status, `refresh at ${elapsed + 9} min`).toBe(200);
      token = next.body.data.accessToken;
      cookie = next.refreshCookie!;
    }
    clock.advance(9 * MIN);
    expect((await check(token)).status).toBe(401);
    expect((await refresh(t, cookie)).status).toBe(401);
  });
});

describe('GET /api/auth/check', () => {
  it('returns the account and the session limits', async () => {
    const user = await addUser(t);
    const { token } = await signIn(t, user);
    const res = await check(token);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: user.id, email: user.email, role: 'admin', isAdmin: true });
    expect(Date.parse(res.body.data.session.absoluteExpiresAt)).toBeGreaterThan(clock.time + 7 * 60 * MIN);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 401 without a token', async () => {
    const res = await call(t, 'GET', '/api/auth/check', null);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('로그인이 필요합니다.');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session at once: access and refresh tokens stop working, the cookie is cleared', async () => {
    const user = await addUser(t);
    const { token, refresh: cookie } = await signIn(t, user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin', cookie: `sv_admin_refresh=${cookie}` },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/sv_admin_refresh=;.*Path=\/api\/auth/);
    expect((await check(token)).status).toBe(401);
    expect((await refresh(t, cookie)).status).toBe(401);
  });

  it('also works with only the access token', async () => {
    const user = await addUser(t);
    const { token } = await signIn(t, user);
    expect((await call(t, 'POST', '/api/auth/logout', token)).status).toBe(200);
    expect((await check(token)).status).toBe(401);
  });
});

describe('PUT /api/auth/password', () => {
  it('refuses weak passwords with the reason', async () => {
    const user = await addUser(t);
    const { token } = await signIn(t, user);
    const short = await call(t, 'PUT', '/api/auth/password', token, { currentPassword: user.password, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ code: 'WEAK_PASSWORD', message: '비밀번호는 12자 이상이어야 합니다.' });
    const site = await call(t, 'PUT', '/api/auth/password', token, {
      currentPassword: user.password,
      newPassword: '소방안전119소방안전관리자',
    });
    expect(site.body.error.code).toBe('WEAK_PASSWORD');
  });

  it('changes the password, ends every session and hands this browser a new one', async () => {
    const user = await addUser(t);
    const here = await signIn(t, user);
    const elsewhere = await signIn(t, user);
    const res = await call(t, 'PUT', '/api/auth/password', here.token, {
      currentPassword: user.password,
      newPassword: PASSPHRASES.renewed,
    });
    expect(res.status).toBe(200);
    expect(res.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await check(here.token)).status).toBe(401);
    expect((await check(elsewhere.token)).status).toBe(401);
    expect((await refresh(t, elsewhere.refresh)).status).toBe(401);
    expect((await check(res.body.data.accessToken)).status).toBe(200);
    expect((await signIn(t, { email: user.email, password: PASSPHRASES.renewed })).token).toEqual(expect.any(String));
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.password_change')
      .where('target_id', '=', String(user.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe(user.email);
    expect(JSON.stringify(audit[0])).not.toContain('argon2');
  });
});
