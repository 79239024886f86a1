import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../test-support/child-server.ts';
import { SAME_ORIGIN_WRITE } from '../test-support/test-app.ts';

// Issue 20 item 2: every CLI, run while a real server process owns the embedded data directory, refuses in
// Korean naming that process, and leaves the server's database whole (it keeps working and survives a restart).
// PostgreSQL has no such owner (the CLIs run beside the servers there), so this suite is embedded-only.
const ADMIN = { email: 'cli-owner@fire.example.kr', password: '불이 나면 먼저 대피하세요 2026!' };
const env = {
  DEMO_CATALOGUE: 'off',
  SYNC_RUNNER: 'off',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_JWT_SECRET: 'cli-owner-test-secret-0123456789abcdefghijklmnop',
};

let dir: string;
let server: ChildServer | undefined;
const backupFile = () => join(dir, 'before.pglite.tar.gz');

function cli(script: string, args: string[], input = '') {
  return spawnSync(process.execPath, [`src/server/cli/${script}`, ...args], {
    input,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, ...env, DATABASE_URL: '', DATA_DIR: dir },
  });
}

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(server!.url + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json', ...SAME_ORIGIN_WRITE } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}
const signIn = async () => (await api('/api/auth/login', { method: 'POST', body: ADMIN })).body.data.accessToken as string;

describe.skipIf(!!process.env.DATABASE_URL)('CLIs while a server process owns the embedded data directory', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cli-owner-'));
    // A database and a backup of it made while nothing runs, for the restore below.
    const migrated = cli('migrate.ts', []);
    expect(migrated.status, migrated.stderr).toBe(0);
    const backup = cli('backup.ts', ['--out', backupFile()]);
    expect(backup.status, backup.stderr).toBe(0);
    server = await startChildServer({ ...env, DATA_DIR: dir });
  }, 180_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const cases: Array<[name: string, script: string, args: () => string[], input?: string]> = [
    ['admin:create', 'admin-create.ts', () => ['--email', 'second@fire.example.kr'], '여름밤 반딧불이 세 마리\n'],
    ['db:migrate', 'migrate.ts', () => []],
    ['db:seed', 'seed.ts', () => ['--videos', '20']],
    ['sync', 'sync.ts', () => ['statistics']],
    ['db:backup', 'backup.ts', () => ['--out', join(dir, 'while-running.pglite.tar.gz')]],
    ['db:restore', 'restore.ts', () => [backupFile(), '--yes']],
  ];
  for (const [name, script, args, input] of cases) {
    it(`${name} refuses in Korean, naming the running server, and touches nothing`, () => {
      const run = cli(script, args(), input);
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(1);
      expect(run.stderr).toContain('실행 중인 서버');
      expect(run.stderr).toContain(`pid ${server!.child.pid}`);
      expect(run.stderr).toContain(server!.url);
      // The live database's own marker is still there (a CLI that opened the directory would have removed it).
      expect(existsSync(join(dir, 'pglite', 'postmaster.pid'))).toBe(true);
    }, 120_000);
  }

  it('a second server on the same data directory refuses to start, naming the first', () => {
    const second = spawnSync(process.execPath, ['src/server/index.ts'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, ...env, DATABASE_URL: '', DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0' },
    });
    expect(second.status, second.stdout + second.stderr).toBe(1);
    expect(second.stderr).toContain(`실행 중인 서버(pid ${server!.child.pid}, ${server!.url},`);
    expect(existsSync(join(dir, 'pglite', 'postmaster.pid'))).toBe(true);
  }, 120_000);

  it('the server kept working through all of it, and its data survives a clean restart', async () => {
    const token = await signIn();
    const created = await api('/api/admin/categories', {
      method: 'POST',
      token,
      body: { name: '생활 안전 테스트', slug: 'cli-owner-test' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await server!.stop()).toBe(0);

    server = await startChildServer({ ...env, DATA_DIR: dir });
    const again = await signIn();
    const categories = await api('/api/admin/categories', { token: again });
    expect(categories.status).toBe(200);
    expect(JSON.stringify(categories.body)).toContain('cli-owner-test');
    // admin:create was refused: only the first admin exists.
    const users = await api('/api/admin/users', { token: again });
    expect(users.body.data.map((user: { email: string }) => user.email)).toEqual([ADMIN.email]);
    expect(await server!.stop()).toBe(0);
  }, 180_000);
});
