import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from './test-support/child-server.ts';

// Issue 25 item 12: a log shipper reads stdout line by line as JSON; the demo admin's one-time password is for the
// person at the terminal (stderr) and never enters that stream. A real first start, on a fresh embedded database.
const dir = mkdtempSync(join(tmpdir(), 'json-log-'));
let server: ChildServer | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the server process log', () => {
  it('writes only JSON lines on stdout, and the demo password only on stderr', async () => {
    server = await startChildServer(
      { DATA_DIR: dir, DATABASE_URL: '', DEMO_VIDEOS: '150', SYNC_RUNNER: 'off', LOG_LEVEL: 'info', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      180_000,
    );
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    expect(await server.stop()).toBe(0);

    const lines = server.stdout().split('\n').filter(Boolean);
    const notJson = lines.filter((line) => {
      try {
        const entry = JSON.parse(line) as { level?: unknown; time?: unknown; msg?: unknown };
        return typeof entry.level !== 'number' || typeof entry.time !== 'number' || typeof entry.msg !== 'string';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages.some((msg) => msg.startsWith('사이트: http://'))).toBe(true);
    expect(messages.some((msg) => msg.includes('admin@example.com'))).toBe(true);

    const password = /비밀번호: (\S+)/.exec(server.stderr())?.[1];
    expect(password, server.stderr()).toBeTruthy();
    expect(server.stdout()).not.toContain(password);
  }, 240_000);
});
