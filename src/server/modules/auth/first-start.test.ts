import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../core/config.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { createAdminAccount, DEMO_ADMIN_EMAIL, ensureFirstAdmin, resetAdminPassword } from './first-admin.ts';
import { verifyPassword } from '../../core/passwords.ts';
import { resolveSecrets } from './secrets.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sv-secrets-'));
  dirs.push(dir);
  return dir;
};

describe('secrets kept in DATA_DIR', () => {
  it('are generated once with mode 0600 and reused on the next start', () => {
    const dir = tempDir();
    const logs: string[] = [];
    const first = resolveSecrets(loadConfig({ DATA_DIR: dir }), (m) => logs.push(m));
    expect(Buffer.byteLength(first.AUTH_JWT_SECRET!)).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(logs.join('\n')).not.toContain(first.AUTH_JWT_SECRET!);
    const second = resolveSecrets(loadConfig({ DATA_DIR: dir }));
    expect(second.AUTH_JWT_SECRET).toBe(first.AUTH_JWT_SECRET);
    expect(JSON.parse(readFileSync(file, 'utf8')).AUTH_JWT_SECRET).toBe(first.AUTH_JWT_SECRET);
  });

  it('are not written when given in the environment', () => {
    const dir = tempDir();
    const secret = 'k9Qv2Lx7Rb4Tn1Wz8Ys3Pm6Hd0Fc5Gj2-env';
    expect(resolveSecrets(loadConfig({ DATA_DIR: dir, AUTH_JWT_SECRET: secret })).AUTH_JWT_SECRET).toBe(secret);
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });

  it('refuse a stored secret that is too short', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ AUTH_JWT_SECRET: 'short' }));
    expect(() => resolveSecrets(loadConfig({ DATA_DIR: dir }))).toThrow(ConfigError);
  });
});

describe('first admin', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    await database?.dispose();
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  const users = () => database.handle.db.selectFrom('admin_users').selectAll().execute();

  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD on first start, and only then', async () => {
    const logs: string[] = [];
    const options = { adminEmail: 'Chief@Fire.example.kr', adminPassword: '충분히 긴 비밀번호 문구', demoSeeded: true };
    await ensureFirstAdmin(
      database.handle.db,
      options,
      (m) => logs.push(m),
      (m) => logs.push(m),
    );
    const [user] = await users();
    expect(user).toMatchObject({ email: 'chief@fire.example.kr', role: 'admin', is_active: true });
    expect(await verifyPassword(user!.password_hash, '충분히 긴 비밀번호 문구')).toBe(true);
    expect(logs.join('\n')).not.toContain('충분히 긴 비밀번호 문구');
    await ensureFirstAdmin(
      database.handle.db,
      { ...options, adminEmail: 'someone@else.kr' },
      () => undefined,
      () => undefined,
    );
    expect(await users()).toHaveLength(1);
    const audit = await database.handle.db.selectFrom('audit_log').selectAll().execute();
    expect(audit[0]).toMatchObject({ action: 'user.create', actor_email: 'system' });
  });

  it('on the start that loads the demo catalogue, is admin@example.com with a random password printed once', async () => {
    const logs: string[] = [];
    const told: string[] = [];
    const demo = { adminEmail: undefined, adminPassword: undefined, demoSeeded: true };
    await ensureFirstAdmin(
      database.handle.db,
      demo,
      (m) => logs.push(m),
      (m) => told.push(m),
    );
    const [user] = await users();
    expect(user!.email).toBe(DEMO_ADMIN_EMAIL);
    const password = /비밀번호: (\S+)/.exec(told.join('\n'))![1]!;
    // The log stream says an account was made, never its password.
    expect(logs.join('\n')).toContain(DEMO_ADMIN_EMAIL);
    expect(logs.join('\n')).not.toContain(password);
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(await verifyPassword(user!.password_hash, password)).toBe(true);
    const again: string[] = [];
    await ensureFirstAdmin(
      database.handle.db,
      demo,
      (m) => again.push(m),
      (m) => again.push(m),
    );
    expect(again).toEqual([]);
  });

  it('on a database that already had a catalogue, is not invented: the log says how to make one', async () => {
    const logs: string[] = [];
    await ensureFirstAdmin(
      database.handle.db,
      { adminEmail: undefined, adminPassword: undefined, demoSeeded: false },
      (m) => logs.push(m),
      (m) => logs.push(m),
    );
    expect(await users()).toHaveLength(0);
    expect(logs.join('\n')).toContain('npm run admin:create');
  });

  it('refuses a duplicate e-mail or a weak password', async () => {
    await createAdminAccount(database.handle.db, { email: 'a@fire.example.kr', password: '충분히 긴 비밀번호 문구', via: 'test' });
    await expect(
      createAdminAccount(database.handle.db, { email: 'A@fire.example.kr', password: '다른 긴 비밀번호 문구', via: 'test' }),
    ).rejects.toThrow(/이미/);
    await expect(
      createAdminAccount(database.handle.db, { email: 'b@fire.example.kr', password: 'password1234', via: 'test' }),
    ).rejects.toThrow(/쓸 수 없습니다/);
  });

  it('resets a password from the terminal: the new one works, sessions end, one audit row, all in one write', async () => {
    const db = database.handle.db;
    const user = await createAdminAccount(db, { email: 'c@fire.example.kr', password: '충분히 긴 비밀번호 문구', via: 'test' });
    const now = new Date();
    await db
      .insertInto('admin_sessions')
      .values({
        id: 'cli-reset-session-0123456789',
        user_id: user.id,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + 3_600_000),
      })
      .execute();
    await expect(
      resetAdminPassword(db, { email: 'nobody@fire.example.kr', password: '새로 정한 긴 비밀번호 문구', via: 'cli' }),
    ).rejects.toThrow(/없습니다/);
    await expect(resetAdminPassword(db, { email: 'c@fire.example.kr', password: 'password1234', via: 'cli' })).rejects.toThrow(
      /쓸 수 없습니다/,
    );
    expect(await resetAdminPassword(db, { email: 'C@fire.example.kr', password: '새로 정한 긴 비밀번호 문구', via: 'cli' })).toEqual({
      email: 'c@fire.example.kr',
      endedSessions: 1,
    });
    const [row] = await users();
    expect(await verifyPassword(row!.password_hash, '새로 정한 긴 비밀번호 문구')).toBe(true);
    const session = await db.selectFrom('admin_sessions').select('revoke_reason').executeTakeFirstOrThrow();
    expect(session.revoke_reason).toBe('password_reset');
    const audit = await db.selectFrom('audit_log').selectAll().where('action', '=', 'user.reset_password').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: 'system', target_id: String(user.id), after: { via: 'cli', endedSessions: 1 } });
  });
});
