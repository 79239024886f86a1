import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import { buildApp, type BuiltApp } from '../../app.ts';
import { loadConfig } from '../../core/config.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, createAuthTestApp, login, TEST_SECRET, uniqueAddress } from '../../test-support/auth-test-helpers.ts';

// Every argon2 verification is counted: the limit must hold before the password is checked, not after.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../core/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../core/passwords.ts')>();
  return {
    ...original,
    verifyPassword: async (hash: string, password: string) => {
      verifications.count += 1;
      return original.verifyPassword(hash, password);
    },
  };
});

// 100 simultaneous attempts checked far more than 5 passwords, and the right one signed in while locked.
let t: TestApp;
let second: BuiltApp;
let secondDatabase: DatabaseHandle | null = null;
beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  // A second app process on the same database (its own connection pool on PostgreSQL).
  secondDatabase = t.database.url ? await openDatabase({ databaseUrl: t.database.url, poolMax: 4 }) : null;
  second = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DEMO_CATALOGUE: 'off', SYNC_RUNNER: 'off', AUTH_JWT_SECRET: TEST_SECRET }),
    database: secondDatabase ?? t.database.handle,
    now: t.ctx.now,
    versionPollMs: 0,
    logger: false,
  });
  await second.app.ready();
});
afterAll(async () => {
  await second?.app.close();
  await secondDatabase?.close();
  await t?.close();
});

const attempt = (app: TestApp['app'], email: string, password: string, remoteAddress: string) =>
  login({ app } as TestApp, email, password, {}, remoteAddress);

describe('the login limit under concurrency (reserved in the database before the password is checked)', () => {
  it('100 simultaneous attempts on one account from one address, over two app processes, check at most 5 passwords', async () => {
    const victim = await addUser(t);
    const address = uniqueAddress();
    verifications.count = 0;
    const burst = Array.from({ length: 100 }, (_, i) =>
      attempt(i % 2 ? second.app : t.app, victim.email, i === 99 ? victim.password : `wrong guess number ${i}`, address),
    );
    const answers = await Promise.all(burst);
    expect(verifications.count).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(95);
    // The right password came last in the burst: the address was locked by then, so it did not sign in.
    expect(answers[99]!.status).toBe(429);
    expect(answers.filter((a) => a.status === 200)).toEqual([]);
    // Locked afterwards too, from either process.
    expect((await attempt(t.app, victim.email, victim.password, address)).status).toBe(429);
    expect((await attempt(second.app, victim.email, victim.password, address)).status).toBe(429);
  });

  it('100 simultaneous attempts on one account from 100 addresses check at most the account-wide limit', async () => {
    const victim = await addUser(t);
    verifications.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(i % 2 ? second.app : t.app, victim.email, `distributed guess ${i}`, uniqueAddress())),
    );
    const limit = t.security.throttle.accountLimit;
    expect(verifications.count).toBeLessThanOrEqual(limit);
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(limit);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(100 - limit);
  });

  it('a password change burst with wrong current passwords checks at most 5 of them', async () => {
    const user = await addUser(t);
    const address = uniqueAddress();
    const signedIn = await attempt(t.app, user.email, user.password, address);
    const token = signedIn.body.data.accessToken as string;
    verifications.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/auth/password',
          headers: { authorization: `Bearer ${token}`, 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin' },
          payload: { currentPassword: `not the current one ${i}`, newPassword: '새로운 비밀번호 문구입니다' },
          remoteAddress: address,
        }),
      ),
    );
    expect(verifications.count).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(35);
  });
});
