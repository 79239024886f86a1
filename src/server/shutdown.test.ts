import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { registerChannels, startFakeYouTube } from '../sync/index.ts';
import { createChildDatabase } from './test-support/child-database.ts';
import { startChildServer, startSlowProxy, type ChildServer } from './test-support/child-server.ts';
import { SAME_ORIGIN_WRITE } from './test-support/test-app.ts';

const ADMIN = { email: 'shutdown-test@example.kr', password: '불이 나면 먼저 대피하세요 2026!' };
const KEY = 'FAKEShutdownTestKey00000000000000000001';
// Every YouTube call takes this long: the preview request below is in flight when SIGTERM comes.
const YOUTUBE_DELAY_MS = 1_500;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
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

/** Backend process ids connected to this test's database. */
async function backendPids(db: Kysely<Database>): Promise<number[]> {
  const result = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(db);
  return result.rows.map((row) => row.pid);
}

describe('graceful shutdown (SIGTERM to a real server process)', () => {
  it('finishes the request in flight, turns new ones away (503 or refused), hands the sync job back, closes the database, exits 0 within 10 s', async () => {
    const fake = await startFakeYouTube({ channels: 4, videosPerChannel: 120, keys: [KEY] });
    cleanups.push(() => fake.close());
    const slow = await startSlowProxy(fake.url, YOUTUBE_DELAY_MS);
    cleanups.push(() => slow.close());
    const database = await createChildDatabase();
    cleanups.push(() => database.dispose());
    await database.use((db) => registerChannels(db, fake.state.channels));

    const testPids = database.kind === 'postgres' ? await database.use((db) => backendPids(db)) : [];
    const server = await startChildServer({
      ...database.env,
      DEMO_CATALOGUE: 'off',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_JWT_SECRET: 'shutdown-test-secret-0123456789abcdefghijklmnop',
      YOUTUBE_API_KEYS: KEY,
      YOUTUBE_API_BASE_URL: slow.url,
      YOUTUBE_RSS_BASE_URL: slow.url,
      // A long lease: the job is free at once only because the shutdown hands it back, not because it ran out.
      SYNC_LEASE_SECONDS: '60',
      SYNC_POLL_MS: '100',
    });
    cleanups.push(() => (server.child.exitCode === null ? server.kill() : undefined));
    const token = (await api(server, '/api/auth/login', { method: 'POST', body: ADMIN })).body.data.accessToken as string;
    const started = await api(server, '/api/admin/sync/jobs', { method: 'POST', token, body: { kind: 'full' } });
    expect(started.status).toBe(202);
    const jobId = started.body.data.job.id as number;
    for (let i = 0; ; i += 1) {
      const job = (await api(server, `/api/admin/sync/jobs/${jobId}`, { token })).body.data.job;
      if (job.state === 'running') break;
      expect(i).toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // The server's own connections (PostgreSQL): the ones that are not the test's.
    const serverPids =
      database.kind === 'postgres' ? (await database.use((db) => backendPids(db))).filter((pid) => !testPids.includes(pid)) : [];

    // A slow request (a channel looked up on YouTube) is in flight when SIGTERM arrives.
    const inFlight = api(server, '/api/admin/channels/preview', { method: 'POST', token, body: { channel: fake.state.channels[0]!.id } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    // A request from now on is turned away at once: 503 with Retry-After while the process still accepts what the
    // kernel had queued, refused once it stopped listening — never a reset (shutdown-queued.test.ts: under load)…
    await new Promise((resolve) => setTimeout(resolve, 200));
    const late = await fetch(`${server.url}/api/health/live`).then(
      (response) => ({ status: response.status, retryAfter: response.headers.get('retry-after') }),
      (error: { cause?: { code?: string } }) => ({ refused: error.cause?.code }),
    );
    if ('status' in late) expect(late).toEqual({ status: 503, retryAfter: '5' });
    else expect(late.refused).toBe('ECONNREFUSED');
    // …while the one in flight gets its full answer.
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.data.channel.channelId ?? answer.body.data.channel.channel_id).toBe(fake.state.channels[0]!.id);

    const code = await exited;
    const tookMs = Date.now() - signalled;
    if (code !== 0 || process.env.SHOW_OUTPUT)
      console.log(
        server
          .output()
          .split('\n')
          .filter((l) => l.startsWith('[119'))
          .join('\n'),
      );
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(server.output()).toContain('종료했습니다');

    // The job went back to the queue at its checkpoint, its lease released for the next process.
    const job = await database.use((db) => db.selectFrom('sync_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow());
    expect(job).toMatchObject({ state: 'queued', lease_owner: null, lease_expires_at: null, attempts: 1, finished_at: null });
    if (database.kind === 'postgres') {
      // The server's pool is closed: none of its connections is left on the database (a backend leaves
      // pg_stat_activity a moment after its client said goodbye, later on a busy machine).
      expect(serverPids.length).toBeGreaterThan(0);
      await expect
        .poll(
          async () => {
            const stillThere = await database.use((db) => backendPids(db));
            return serverPids.filter((pid) => stillThere.includes(pid));
          },
          { timeout: 5_000, interval: 100 },
        )
        .toEqual([]);
    }
  }, 120_000);
});
