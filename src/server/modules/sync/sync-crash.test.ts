import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';
import { migrate } from '../../../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.ts';
import { startFakeYouTube } from '../../../sync/fake-youtube/index.ts';
import { registerChannels } from '../../../sync/test-support/sync-fixtures.ts';
import { startChildServer, startSlowProxy, type ChildServer } from '../../test-support/child-server.ts';
import { SAME_ORIGIN_WRITE } from '../../test-support/test-app.ts';

const ADMIN = { email: 'crash-test@example.kr', password: '불이 나면 먼저 대피하세요 2026!' };
const KEY = 'FAKECrashTestKey000000000000000000000001';
const CHANNELS = 6;
const PER_CHANNEL = 300;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function api(server: ChildServer, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(server.url + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json', ...SAME_ORIGIN_WRITE } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function signIn(server: ChildServer): Promise<string> {
  const res = await api(server, '/api/auth/login', { method: 'POST', body: ADMIN });
  expect(res.status).toBe(200);
  return res.body.data.accessToken as string;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a server killed mid-job (SIGKILL)', () => {
  it('resumes the job after restart and finishes with no duplicate or missing rows', async () => {
    const fake = await startFakeYouTube({ channels: CHANNELS, videosPerChannel: PER_CHANNEL, keys: [KEY] });
    cleanups.push(() => fake.close());
    const slow = await startSlowProxy(fake.url, 25);
    cleanups.push(() => slow.close());

    // The database the child servers use: a PGlite directory, or a fresh PostgreSQL database.
    const env: Record<string, string> = {
      DEMO_CATALOGUE: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_JWT_SECRET: 'crash-test-secret-0123456789abcdefghijklmnop',
      YOUTUBE_API_KEYS: KEY,
      YOUTUBE_API_BASE_URL: slow.url,
      YOUTUBE_RSS_BASE_URL: slow.url,
      SYNC_LEASE_SECONDS: '2',
      SYNC_POLL_MS: '100',
    };
    let reopen: () => Promise<DatabaseHandle>;
    let pg: TestDatabase | undefined;
    if (process.env.DATABASE_URL) {
      pg = await createTestDatabase();
      cleanups.push(() => pg!.dispose());
      await registerChannels(pg.handle.db, fake.state.channels);
      env.DATABASE_URL = pg.url!;
      reopen = async () => pg!.handle;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'sync-crash-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const handle = await openDatabase({ dataDir: join(dir, 'pglite') });
      await migrate(handle);
      await registerChannels(handle.db, fake.state.channels);
      await handle.close();
      env.DATA_DIR = dir;
      reopen = () => openDatabase({ dataDir: join(dir, 'pglite') });
    }

    const first = await startChildServer(env);
    const token = await signIn(first);
    const started = await api(first, '/api/admin/sync/jobs', { method: 'POST', token, body: { kind: 'full' } });
    expect(started.status).toBe(202);
    const jobId = started.body.data.job.id as number;
    const midway = await waitFor(
      async () => (await api(first, `/api/admin/sync/jobs/${jobId}`, { token })).body.data.job,
      (job) => job.progressDone >= 2 || (job.state !== 'running' && job.state !== 'queued'),
    );
    await first.kill();
    expect(midway.state).toBe('running'); // killed mid-job, not after it
    expect(midway.progressDone).toBeLessThan(CHANNELS);

    const second = await startChildServer(env);
    cleanups.push(async () => void (await second.stop()));
    const token2 = await signIn(second);
    const finished = await waitFor(
      async () => (await api(second, `/api/admin/sync/jobs/${jobId}`, { token: token2 })).body.data.job,
      (job) => ['succeeded', 'failed', 'cancelled'].includes(job.state),
    );
    expect(finished).toMatchObject({ state: 'succeeded', progressDone: CHANNELS, attempts: 2 });
    expect(await second.stop()).toBe(0);

    const handle = await reopen();
    if (!pg) cleanups.push(() => handle.close());
    const counts = await sql<{ rows: string; distinct_ids: string }>`
      SELECT count(*) AS rows, count(DISTINCT video_id) AS distinct_ids FROM videos`.execute(handle.db);
    expect(Number(counts.rows[0]!.rows)).toBe(CHANNELS * PER_CHANNEL);
    expect(Number(counts.rows[0]!.distinct_ids)).toBe(CHANNELS * PER_CHANNEL);
    const expected = fake.state.channels.flatMap((channel) => fake.state.uploadIds(channel.id));
    const present = await handle.db.selectFrom('videos').select('video_id').execute();
    expect(new Set(present.map((row) => row.video_id))).toEqual(new Set(expected));
    // Nothing the killed run wrote is left unclassified: every draft waits in the curation queue.
    const stranded = await sql<{ n: string }>`
      SELECT count(*) AS n FROM videos v WHERE v.status = 'draft'
        AND NOT EXISTS (SELECT 1 FROM curation_queue c WHERE c.video_id = v.video_id AND c.state = 'pending')`.execute(handle.db);
    expect(Number(stranded.rows[0]!.n)).toBe(0);
  }, 240_000);
});
