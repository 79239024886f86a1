import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { startFakeYouTube, type FakeYouTube } from '../../sync/fake-youtube/index.ts';
import { registerChannels, registerKeywords } from '../../sync/test-support/sync-fixtures.ts';

const run = promisify(execFile);
const KEY = 'FAKECliTestKey00000000000000000000000001';
let fake: FakeYouTube;
let env: Record<string, string>;
let dir: string | undefined;
let pg: TestDatabase | undefined;

beforeAll(async () => {
  fake = await startFakeYouTube({ channels: 2, videosPerChannel: 120, keys: [KEY] });
  env = {
    ...process.env,
    DEMO_CATALOGUE: 'off',
    LOG_LEVEL: 'silent',
    AUTH_JWT_SECRET: 'cli-test-secret-0123456789abcdefghijklmnopq',
    YOUTUBE_API_KEYS: KEY,
    YOUTUBE_API_BASE_URL: fake.url,
    YOUTUBE_RSS_BASE_URL: fake.url,
  } as Record<string, string>;
  if (process.env.DATABASE_URL) {
    pg = await createTestDatabase();
    await registerChannels(pg.handle.db, fake.state.channels);
    await registerKeywords(pg.handle.db);
    env.DATABASE_URL = pg.url!;
  } else {
    dir = mkdtempSync(join(tmpdir(), 'sync-cli-'));
    const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
    await migrate(handle);
    await registerChannels(handle.db, fake.state.channels);
    await registerKeywords(handle.db);
    await handle.close();
    env.DATA_DIR = dir;
  }
});
afterAll(async () => {
  await fake?.close();
  await pg?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const cli = (...args: string[]) => run(process.execPath, ['src/server/cli/sync.ts', ...args], { env, timeout: 120_000 });

describe('npm run sync', () => {
  it('runs a full sync to the end and reports units and counts', async () => {
    const { stdout } = await cli('full', '--channel', fake.state.channels[0]!.id);
    expect(stdout).toMatch(/작업 #\d+: succeeded — 진행 1\/1, 사용 7단위/);
    expect(stdout).toMatch(/"inserted":120/);
    expect(fake.state.totalUnits()).toBe(7);
  });

  it('runs an incremental sync through RSS: nothing new costs nothing', async () => {
    await cli('full');
    const before = fake.state.totalUnits();
    const { stdout } = await cli('incremental');
    expect(stdout).toMatch(/succeeded — 진행 2\/2, 사용 0단위/);
    expect(fake.state.totalUnits()).toBe(before);
    if (pg) {
      const n = await sql<{ n: string }>`SELECT count(*) AS n FROM videos`.execute(pg.handle.db);
      expect(Number(n.rows[0]!.n)).toBe(240);
    }
  });

  it('runs a statistics sync and a keyword collection', async () => {
    const stats = await cli('statistics');
    expect(stats.stdout).toMatch(/작업 #\d+: succeeded/);
    expect(stats.stdout).toMatch(/"statsUpdated":\d+/);
    const keyword = await cli('keyword', '--keyword', 'kw-0');
    expect(keyword.stdout).toMatch(/succeeded — 진행 1\/1, 사용 10[01]단위/);
  });

  it('explains its usage on a bad command (exit 2)', async () => {
    const failure = await cli('everything').catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain('사용법: npm run sync');
  });
});
