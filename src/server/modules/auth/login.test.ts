import { hash, parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenGrantResponseSchema } from '../../../shared/api/auth.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  addUser,
  BROWSER_UA,
  createAuthTestApp,
  GOOD_PASSWORD,
  login,
  uniqueAddress,
  uniqueEmail,
} from '../../test-support/auth-test-helpers.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createAuthTestApp());
});
afterAll(() => t?.close());

const INVALID = { success: false, error: { code: 'INVALID_CREDENTIALS', message: '아이디 또는 비밀번호가 올바르지 않습니다.' } };

describe('POST /api/auth/login', () => {
  it('signs an admin in: short-lived JWT in the body, opaque refresh token only in a strict cookie', async () => {
    const user = await addUser(t, { email: uniqueEmail('hong.gildong') });
    const res = await login(t, user.email.toUpperCase(), user.password, {}, uniqueAddress());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { data } = TokenGrantResponseSchema.parse(res.body);
    expect(data.user).toMatchObject({ id: user.id, email: user.email, role: 'admin', isAdmin: true });
    expect(data.user.username).toBe(user.email.split('@')[0]);
    expect(data.expiresIn).toBeLessThanOrEqual(15 * 60);
    expect(data.session.idleTimeoutSeconds).toBe(1800);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(res.body)).not.toContain(res.refreshCookie!);

    const cookie = res.setCookie.find((c) => c.startsWith('sv_admin_refresh='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
    // 32 random bytes: 43 base64url characters, well over 128 bits.
    expect(res.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.ctx.db
      .selectFrom('admin_refresh_tokens')
      .select('token_hash')
      .where('token_hash', '=', hashToken(res.refreshCookie!))
      .execute();
    expect(stored).toHaveLength(1);
    const plain = await t.ctx.db
      .selectFrom('admin_refresh_tokens')
      .select('token_hash')
      .where('token_hash', '=', res.refreshCookie!)
      .execute();
    expect(plain).toHaveLength(0);

    const row = await t.ctx.db.selectFrom('admin_users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
  });

  it('stores argon2id with at least 19 MiB and 2 iterations', async () => {
    const user = await addUser(t);
    const row = await t.ctx.db.selectFrom('admin_users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('rehashes a weaker stored hash at sign-in', async () => {
    const weak = await hash(GOOD_PASSWORD, { memoryCost: 4096, timeCost: 1 });
    const user = await addUser(t, { hash: weak });
    expect((await login(t, user.email, GOOD_PASSWORD, {}, uniqueAddress())).status).toBe(200);
    const row = await t.ctx.db.selectFrom('admin_users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    const params = parseOptions(row.password_hash);
    expect(params.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(params.timeCost).toBeGreaterThanOrEqual(2);
    expect((await login(t, user.email, GOOD_PASSWORD, {}, uniqueAddress())).status).toBe(200);
  });

  it.each([[{ email: '', password: 'x' }], [{ email: 'a@b.kr', password: '' }], [{ email: '   ', password: '   x' }], [{}]])(
    'asks for both fields: %j',
    async (payload) => {
      const res = await login(t, (payload as any).email, (payload as any).password, {}, uniqueAddress());
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('아이디와 비밀번호를 입력하세요.');
    },
  );

  it('asks for both fields when the body is missing altogether', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('아이디와 비밀번호를 입력하세요.');
  });

  it('asks for a valid e-mail address', async () => {
    const res = await login(t, 'admin', 'some password', {}, uniqueAddress());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('올바른 이메일 주소를 입력하세요.');
  });

  it('answers unknown e-mail, wrong password and inactive accounts with the same body', async () => {
    const admin = await addUser(t);
    const inactive = await addUser(t, { active: false });
    const answers = [
      await login(t, uniqueEmail('nobody'), GOOD_PASSWORD, {}, uniqueAddress()),
      await login(t, admin.email, 'wrong password here', {}, uniqueAddress()),
      await login(t, inactive.email, inactive.password, {}, uniqueAddress()),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID);
      expect(res.setCookie).toEqual([]);
    }
    const reasons = await t.ctx.db
      .selectFrom('security_events')
      .select('details')
      .where('type', '=', 'login_failed')
      .where('email', 'in', [admin.email, inactive.email])
      .execute();
    expect(reasons.map((r) => (r.details as { reason: string }).reason).sort()).toEqual(['inactive', 'wrong_password']);
  });

  it('takes about as long for an unknown e-mail as for a wrong password (both verify one argon2 hash)', async () => {
    const admin = await addUser(t);
    const time = async (email: string) => {
      const started = performance.now();
      await login(t, email, 'wrong password here', {}, uniqueAddress());
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      unknown.push(await time(uniqueEmail('ghost')));
      wrong.push(await time(admin.email));
    }
    // Generous bounds: an unknown account that skipped argon2 would be ~10× faster.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.4);
    expect(median(unknown) / median(wrong)).toBeLessThan(2.5);
  });

  it('records an automated-browser user agent as a security event (without refusing it)', async () => {
    const admin = await addUser(t);
    const res = await login(t, admin.email, admin.password, { 'user-agent': 'Mozilla/5.0 HeadlessChrome/140.0' }, uniqueAddress());
    expect(res.status).toBe(200);
    const events = await t.ctx.db
      .selectFrom('security_events')
      .selectAll()
      .where('type', '=', 'automated_browser')
      .where('email', '=', admin.email)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.user_agent).toContain('HeadlessChrome');
    expect(BROWSER_UA).not.toMatch(/Headless/);
  });
});
