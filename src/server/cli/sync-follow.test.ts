import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { startFakeYouTube, type FakeYouTube } from '../../sync/fake-youtube/index.ts';
import { registerChannels } from '../../sync/test-support/sync-fixtures.ts';

// `npm run sync -- full --channel X` for a channel we do not follow: a clear refusal, or --add --type to follow it first.
const run = promisify(execFile);
const KEY = 'FAKECliFollowKey00000000000000000000001';
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
    AUTH_JWT_SECRET: 'cli-follow-secret-0123456789abcdefghijklmnop',
    YOUTUBE_API_KEYS: KEY,
    YOUTUBE_API_BASE_URL: fake.url,
    YOUTUBE_RSS_BASE_URL: fake.url,
  } as Record<string, string>;
  if (process.env.DATABASE_URL) {
    pg = await createTestDatabase();
    await registerChannels(pg.handle.db, fake.state.channels.slice(0, 1));
    env.DATABASE_URL = pg.url!;
  } else {
    dir = mkdtempSync(join(tmpdir(), 'sync-follow-'));
    const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
    await migrate(handle);
    await registerChannels(handle.db, fake.state.channels.slice(0, 1));
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
const failure = (...args: string[]) =>
  cli(...args).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );

describe('npm run sync -- full --channel <not followed>', () => {
  it('says in Korean that the channel is not followed and exits 1, spending nothing; --add without --type is a usage error', async () => {
    const refused = await failure('full', '--channel', fake.state.channels[1]!.id);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`'${fake.state.channels[1]!.id}'은(는) 등록된 채널이 아니어서 동기화하지 않았습니다.`);
    expect(refused.stderr).toContain('--add --type');
    expect(fake.state.totalUnits()).toBe(0);
    const noType = await failure('full', '--channel', '@fake119-1', '--add');
    expect(noType.code).toBe(2);
    expect(noType.stderr).toContain('--add에는 --type으로 채널 유형을 정하세요');
  });

  it('with --add --type follows it first (from its address) and syncs all 120 uploads', async () => {
    const { stdout } = await cli('full', '--channel', 'https://www.youtube.com/@fake119-1', '--add', '--type', 'domestic');
    expect(stdout).toContain(`채널을 등록했습니다: ${fake.state.channels[1]!.title} (${fake.state.channels[1]!.id}, 국내)`);
    expect(stdout).toMatch(/작업 #\d+: succeeded — 진행 1\/1, 사용 7단위/);
    expect(stdout).toMatch(/"inserted":120/);
    expect(fake.state.totalUnits()).toBe(1 + 7);
  });
});
