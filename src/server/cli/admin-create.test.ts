import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { verifyPassword } from '../core/passwords.ts';

// Runs the real command on a throw-away embedded database (never on DATABASE_URL).
const dir = mkdtempSync(join(tmpdir(), 'sv-admin-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[], stdin: string) =>
  spawnSync(process.execPath, ['src/server/cli/admin-create.ts', ...args], {
    input: stdin,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, LOG_LEVEL: 'silent' },
  });

describe('npm run admin:create', () => {
  it('creates an admin from a password on stdin, refuses weak ones and duplicates', async () => {
    const created = run(['--email', 'Chief@Fire.example.kr', '--name', '소방 본부장'], '여름밤 반딧불이 세 마리\n');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('chief@fire.example.kr');
    expect(created.stdout).not.toContain('반딧불이');

    const weak = run(['--email', 'other@fire.example.kr'], 'password1234\n');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('쓸 수 없습니다');
    expect(run(['--email', 'chief@fire.example.kr'], '다른 긴 비밀번호 문구\n').stderr).toContain('이미 있습니다');
    expect(run([], '').status).toBe(2);

    const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
    try {
      const users = await handle.db.selectFrom('admin_users').selectAll().execute();
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ email: 'chief@fire.example.kr', display_name: '소방 본부장', role: 'admin', is_active: true });
      expect(await verifyPassword(users[0]!.password_hash, '여름밤 반딧불이 세 마리')).toBe(true);
    } finally {
      await handle.close();
    }
    // Five PGlite start-ups: minutes on a busy two-core machine.
  }, 180_000);
});
