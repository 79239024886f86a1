import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, createAuthTestApp, login, TestClock, uniqueAddress, uniqueEmail } from '../../test-support/auth-test-helpers.ts';

// R-AUTH-03: 5 failed sign-ins per 15 minutes, per account and per client address (server-enforced).
let t: TestApp;
let clock: TestClock;
let proxied: TestApp;
beforeAll(async () => {
  ({ t, clock } = await createAuthTestApp());
  ({ t: proxied } = await createAuthTestApp({ env: { TRUSTED_PROXIES: '10.0.0.1' } }));
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const expectLimited = (res: { status: number; body: any; headers: Record<string, unknown> }, maxSeconds = 15 * 60) => {
  expect(res.status).toBe(429);
  expect(res.body.success).toBe(false);
  expect(res.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
  const resetIn = res.body.error.resetIn as number;
  expect(resetIn).toBeGreaterThan(0);
  expect(resetIn).toBeLessThanOrEqual(maxSeconds);
  expect(res.body.error.message).toBe(`요청이 너무 많습니다. ${resetIn}초 후 다시 시도하세요.`);
  expect(res.headers['retry-after']).toBe(String(resetIn));
  // The sign-in limit's own refusal states it, not the general API budget this request also passed.
  expect(res.headers['ratelimit-remaining']).toBe('0');
  expect(res.headers['ratelimit-reset']).toBe(String(resetIn));
  return resetIn;
};

describe('login limits', () => {
  it('answers the 6th attempt from one address on an account with 429 and resetIn, even with the right password', async () => {
    const victim = await addUser(t);
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(t, victim.email, `wrong guess ${i}xyzq`, {}, address)).status).toBe(401);
    }
    expectLimited(await login(t, victim.email, 'wrong guess 6xyzq', {}, address));
    expectLimited(await login(t, victim.email, victim.password, {}, address));

    const lockout = await t.ctx.db
      .selectFrom('security_events')
      .selectAll()
      .where('type', '=', 'login_lockout')
      .where('email', '=', victim.email)
      .execute();
    expect(lockout).toHaveLength(1);
    expect(lockout[0]!.severity).toBe('high');
    expect(lockout[0]!.details).toMatchObject({ scope: 'address', count: 5 });
  });

  it('does not lock another account elsewhere, and unlocks after 15 minutes', async () => {
    const locked = await addUser(t);
    const other = await addUser(t);
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) await login(t, locked.email, `nope nope ${i}xyzq`, {}, address);
    expectLimited(await login(t, locked.email, locked.password, {}, address));
    expect((await login(t, other.email, other.password, {}, uniqueAddress())).status).toBe(200);

    clock.advance(15 * 60_000 + 1_000);
    expect((await login(t, locked.email, locked.password, {}, address)).status).toBe(200);
  });

  it('limits one client address across accounts; a forged X-Forwarded-For does not reset it', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await login(t, uniqueEmail('spray'), 'password spray 1', { 'x-forwarded-for': `203.0.113.${i}` }, address);
      expect(res.status).toBe(401);
    }
    const fresh = await addUser(t);
    const res = await login(t, fresh.email, fresh.password, { 'x-forwarded-for': '203.0.113.99' }, address);
    expectLimited(res);
    // The same account from elsewhere is fine: only the address is locked.
    expect((await login(t, fresh.email, fresh.password, {}, uniqueAddress())).status).toBe(200);
  });

  it('behind a trusted proxy, keys on the address the proxy saw, not on what the client wrote', async () => {
    const client = '203.0.113.77';
    for (let i = 0; i < 5; i += 1) {
      const res = await login(
        proxied,
        uniqueEmail('via-proxy'),
        'guessing away 1',
        { 'x-forwarded-for': `192.0.2.${i}, ${client}` },
        '10.0.0.1',
      );
      expect(res.status).toBe(401);
    }
    expectLimited(
      await login(proxied, uniqueEmail('via-proxy'), 'guessing away 1', { 'x-forwarded-for': `192.0.2.200, ${client}` }, '10.0.0.1'),
    );
    // An untrusted sender cannot pose as the proxy's client either way.
    const direct = await login(proxied, uniqueEmail('direct'), 'guessing away 1', { 'x-forwarded-for': '10.0.0.1' }, client);
    expectLimited(direct);
    const failures = await proxied.ctx.db.selectFrom('login_failures').select('address').distinct().execute();
    expect(failures.map((f) => f.address)).toEqual([client]);
  });

  it('counts wrong current passwords on the password-change form as failures too', async () => {
    const user = await addUser(t);
    const address = uniqueAddress();
    const signedIn = await login(t, user.email, user.password, {}, address);
    const token = signedIn.body.data.accessToken as string;
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: { authorization: `Bearer ${token}`, 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin' },
        payload: { currentPassword: `not it at all ${i}`, newPassword: '새로운 비밀번호 문구입니다' },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INVALID_CURRENT_PASSWORD');
    }
    expectLimited(await login(t, user.email, user.password, {}, address));
  });
});

// ADR 0015: five wrong passwords locked an admin for everyone, the owner included.
describe('lock-out is not a weapon', () => {
  const deviceCookie = (res: { setCookie: string[] }) => res.setCookie.find((c) => c.startsWith('sv_admin_device='))?.split(';')[0] ?? null;

  it("an attacker's wrong passwords lock the attacker's address, not the owner signing in from elsewhere", async () => {
    const owner = await addUser(t);
    const attacker = uniqueAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(t, owner.email, `attacker guess ${i}q`, {}, attacker)).status).toBe(401);
    expectLimited(await login(t, owner.email, 'attacker guess 6q', {}, attacker));
    expect((await login(t, owner.email, owner.password, {}, uniqueAddress())).status).toBe(200);
  });

  it("an attack from many addresses spends the account's hourly budget: a browser the owner signed in on before still signs in", async () => {
    const owner = await addUser(t);
    const home = uniqueAddress();
    const first = await login(t, owner.email, owner.password, {}, home);
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);
    expect(cookie).toMatch(/^sv_admin_device=\d+\.[A-Za-z0-9_-]{43}$/);
    expect(first.setCookie.find((c) => c.startsWith('sv_admin_device='))).toMatch(/HttpOnly.*Secure.*SameSite=Strict|HttpOnly; .*Secure/i);

    const budget = t.security.throttle.accountLimit;
    for (let i = 0; i < budget; i += 1) expect((await login(t, owner.email, `spread guess ${i}q`, {}, uniqueAddress())).status).toBe(401);
    // Every new address now waits for the account's hour, the right password included.
    expectLimited(await login(t, owner.email, 'spread guess last', {}, uniqueAddress()), 60 * 60);
    expectLimited(await login(t, owner.email, owner.password, {}, uniqueAddress()), 60 * 60);
    // The owner's own browser is recognised and signs in, from home or on the road.
    expect((await login(t, owner.email, owner.password, { cookie: cookie! }, home)).status).toBe(200);
    expect((await login(t, owner.email, owner.password, { cookie: cookie! }, uniqueAddress())).status).toBe(200);
    const events = await t.ctx.db
      .selectFrom('security_events')
      .select('details')
      .where('type', '=', 'login_lockout')
      .where('email', '=', owner.email)
      .execute();
    expect(events.map((e) => (e.details as { scope: string }).scope)).toEqual(['account']);

    clock.advance(60 * 60_000 + 1_000);
    expect((await login(t, owner.email, owner.password, {}, uniqueAddress())).status).toBe(200);
  });

  it("a forged device cookie, or another account's, does not skip the account's budget", async () => {
    const owner = await addUser(t);
    const other = await addUser(t);
    const otherCookie = deviceCookie(await login(t, other.email, other.password, {}, uniqueAddress()))!;
    for (let i = 0; i < t.security.throttle.accountLimit; i += 1) await login(t, owner.email, `spread again ${i}q`, {}, uniqueAddress());
    expectLimited(await login(t, owner.email, owner.password, { cookie: otherCookie }, uniqueAddress()), 60 * 60);
    const forged = `sv_admin_device=${Math.floor(t.ctx.now().getTime() / 1000)}.${'A'.repeat(43)}`;
    expectLimited(await login(t, owner.email, owner.password, { cookie: forged }, uniqueAddress()), 60 * 60);
  });
});
