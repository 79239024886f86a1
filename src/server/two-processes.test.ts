import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertVideos } from '../db/repositories/video-writes.repo.ts';
import { seedDemoCatalogue } from '../db/seed/index.ts';
import { registerChannels, startFakeYouTube, type FakeYouTube } from '../sync/index.ts';
import { createChildDatabase, type ChildDatabase } from './test-support/child-database.ts';
import { startChildServer, startSlowProxy, type ChildServer } from './test-support/child-server.ts';
import { SAME_ORIGIN_WRITE } from './test-support/test-app.ts';

// Two real server processes on one PostgreSQL: whatever must be shared lives in the database.
// PGlite is one process's embedded database (its data directory takes one process), so this runs on PostgreSQL
// only: CI runs the suite again with DATABASE_URL set (.ci/run), and so can you.
const ADMIN = { email: 'two-processes@example.kr', password: '불이 나면 먼저 대피하세요 2026!' };
const KEY = 'FAKETwoProcessKey00000000000000000000001';
const CHANNELS = 6;
const PER_CHANNEL = 300;
const TOKEN = '쌍둥이서버확인영상';

let fake: FakeYouTube;
let database: ChildDatabase;
let a: ChildServer;
let b: ChildServer;
let adminToken: string;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

async function api(
  server: ChildServer,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(server.url + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json', ...SAME_ORIGIN_WRITE } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

const login = (server: ChildServer, email: string, password: string, from?: string) =>
  api(server, '/api/auth/login', { method: 'POST', body: { email, password }, headers: from ? { 'x-forwarded-for': from } : {} });

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000, everyMs = 50): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('two app processes on one PostgreSQL (needs DATABASE_URL; PGlite serves one process)', () => {
  beforeAll(async () => {
    fake = await startFakeYouTube({ channels: CHANNELS, videosPerChannel: PER_CHANNEL, keys: [KEY] });
    cleanups.push(() => fake.close());
    const slow = await startSlowProxy(fake.url, 25);
    cleanups.push(() => slow.close());
    database = await createChildDatabase();
    cleanups.push(() => database.dispose());
    // A small demo catalogue: keywords for curation, videos to search.
    await database.use((_db, handle) => seedDemoCatalogue(handle, { videos: 300, seed: 119 }));
    await database.use(async (db) => {
      await registerChannels(db, fake.state.channels);
      // Only the fake YouTube's channels are synced; the schedule is due now, before either process starts.
      await db
        .updateTable('channel_master')
        .set({ auto_sync: false })
        .where(
          'channel_id',
          'not in',
          fake.state.channels.map((c) => c.id),
        )
        .execute();
      await db
        .updateTable('sync_schedules')
        .set({ is_enabled: true, interval_minutes: 60, next_run_at: new Date(Date.now() - 60_000) })
        .where('kind', '=', 'incremental')
        .execute();
    });
    const env = {
      ...database.env,
      DEMO_CATALOGUE: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_JWT_SECRET: 'two-process-secret-0123456789abcdefghijklmnop',
      YOUTUBE_API_KEYS: KEY,
      YOUTUBE_API_BASE_URL: slow.url,
      YOUTUBE_RSS_BASE_URL: slow.url,
      SYNC_LEASE_SECONDS: '2',
      SYNC_POLL_MS: '100',
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_PROCESSES: '2',
      // The account's own limit (ADR 0015, counted in PostgreSQL) at the address limit's 5, to meet it quickly.
      RATE_LIMIT_LOGIN_ACCOUNT: '5',
      RATE_LIMIT_SEARCH: '10',
      RATE_LIMIT_API: '1000000',
      RATE_LIMIT_PER_ADDRESS: '1000000',
    };
    // Both start at the same moment: migrations, the first admin and the due schedule race.
    [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
    cleanups.push(() => (a.child.exitCode === null ? a.stop() : undefined));
    cleanups.push(() => (b.child.exitCode === null ? b.stop() : undefined));
    const signedIn = await login(a, ADMIN.email, ADMIN.password);
    expect(signedIn.status).toBe(200);
    adminToken = signedIn.body.data.accessToken;
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('runs a due schedule once, though both processes looked at it', async () => {
    // Each process checks the schedules when it becomes ready; give the later one time to have looked too.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const jobs = await database.use((db) => db.selectFrom('sync_jobs').select(['id', 'state']).where('trigger', '=', 'schedule').execute());
    expect(jobs).toHaveLength(1);
    const schedule = await database.use((db) =>
      db.selectFrom('sync_schedules').selectAll().where('kind', '=', 'incremental').executeTakeFirstOrThrow(),
    );
    expect(Number(schedule.last_job_id)).toBe(Number(jobs[0]!.id));
    expect(schedule.next_run_at!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    // The retention prune, claimed in maintenance_runs, also ran once for both.
    const retention = await database.use((db) =>
      db.selectFrom('maintenance_runs').selectAll().where('task', '=', 'retention').executeTakeFirstOrThrow(),
    );
    expect(retention.runs).toBe(1);
    await waitFor(
      () => database.use((db) => db.selectFrom('sync_jobs').select('state').where('id', '=', jobs[0]!.id).executeTakeFirstOrThrow()),
      (job) => job.state === 'succeeded',
    );
  });

  it('shows a write made through one process through the other within 2 s (cached answers and search included)', async () => {
    // A draft video waiting for curation, with a word nobody else uses.
    const channel = fake.state.channels[0]!;
    const queueId = await database.use(async (db) => {
      await upsertVideos(
        db,
        [
          {
            video_id: 'twinProc001',
            title: `${TOKEN} 소화기 사용법`,
            description: '두 서버 시험',
            channel_id: channel.id,
            channel_name: channel.title,
            thumbnail_url: null,
            upload_date: new Date(),
            duration: 120,
            view_count: 10,
            like_count: 1,
            comment_count: 0,
            tags: [],
          },
        ],
        { channelType: 'fire_dept', subscriberCount: 10 },
        new Date(),
      );
      const keyword = await db.selectFrom('keyword_master').select('id').orderBy('id').executeTakeFirst();
      const item = await db
        .insertInto('curation_queue')
        .values({ video_id: 'twinProc001', suggested_keyword_id: keyword?.id ?? null, confidence: 0.5, reason: '시험' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(item.id);
    });
    const search = `/api/search?q=${encodeURIComponent(TOKEN)}`;
    // A new visitor per look: the polling must not run into the search limit (10 a minute here).
    let visitors = 0;
    const fresh = () => ({ 'x-session-id': `freshness-visitor-${String((visitors += 1)).padStart(4, '0')}` });
    // B has answered (and cached) both before the write.
    expect((await api(b, search, { headers: fresh() })).body.data.videos).toHaveLength(0);
    expect((await api(b, '/api/videos/twinProc001')).status).toBe(404);

    const approved = await api(a, `/api/admin/curation/${queueId}/approve`, { method: 'POST', token: adminToken, body: {} });
    expect(approved.status).toBe(200);
    const wrote = Date.now();
    await waitFor(
      () => api(b, search, { headers: fresh() }),
      (res) => res.body?.data?.videos?.some((v: { video_id: string }) => v.video_id === 'twinProc001'),
      30_000,
    );
    const searchMs = Date.now() - wrote;
    await waitFor(
      () => api(b, '/api/videos/twinProc001'),
      (res) => res.status === 200,
      30_000,
    );
    const detailMs = Date.now() - wrote;
    // The ~2 s target is a figure printed beside the load; the test needs B to see the write at all.
    console.log(`B saw A's write: search after ${searchMs} ms, detail after ${detailMs} ms (load ${loadavg()[0]!.toFixed(1)})`);
  });

  it('ends a disaster notice at its endsAt on both processes, with no write and no restart', async () => {
    const endsAt = Date.now() + 20_000;
    const declared = await api(a, '/api/admin/alerts', {
      method: 'POST',
      token: adminToken,
      body: {
        hazard: 'earthquake',
        regions: ['전국'],
        title: '두 프로세스 만료 확인',
        steps: ['흔들릴 때는 탁자 아래로'],
        endsAt: new Date(endsAt).toISOString(),
      },
    });
    expect(declared.status).toBe(201);
    const id = declared.body.data.id as number;
    const showing = async (server: ChildServer) =>
      ((await api(server, '/api/alerts/active')).body.data as { id: number }[]).some((alert) => alert.id === id);
    // Declared through A: B sees it at its next version poll.
    await waitFor(
      async () => [await showing(a), await showing(b)],
      (seen) => seen.every(Boolean),
      15_000,
      100,
    );
    // Then nothing is written: each process drops it by its own clock, not before endsAt and soon after it.
    for (const server of [a, b]) {
      // `at`: when the answer had arrived; an answer without the notice must not have been complete before endsAt.
      const gone = await waitFor(
        async () => ({ shown: await showing(server), at: Date.now() }),
        (seen) => !seen.shown,
        40_000,
        100,
      );
      expect(gone.at).toBeGreaterThanOrEqual(endsAt);
    }
    const { rows } = await database.use((db) =>
      sql<{ ended_at: Date | null }>`SELECT ended_at FROM disaster_alerts WHERE id = ${id}`.execute(db),
    );
    expect(rows[0]!.ended_at).toBeNull();
  }, 90_000);

  it('refuses a revoked session on both processes at once', async () => {
    const session = await login(b, ADMIN.email, ADMIN.password);
    const token = session.body.data.accessToken as string;
    expect((await api(a, '/api/auth/check', { token })).status).toBe(200);
    expect((await api(b, '/api/auth/check', { token })).status).toBe(200);
    expect((await api(a, '/api/auth/logout', { method: 'POST', token, body: {} })).status).toBeLessThan(300);
    const [onA, onB] = await Promise.all([api(a, '/api/auth/check', { token }), api(b, '/api/auth/check', { token })]);
    expect([onA.status, onB.status]).toEqual([401, 401]);
  });

  it('holds the login limit across both processes', async () => {
    const victim = { email: 'limit-victim@example.kr', password: '소화기는 바닥에 두지 말고 잘 보이게 2026' };
    expect(
      (await api(a, '/api/admin/users', { method: 'POST', token: adminToken, body: { ...victim, displayName: '한도 시험' } })).status,
    ).toBe(201);
    // Five wrong passwords, alternately through A and B, from five different addresses.
    for (let i = 0; i < 5; i += 1) {
      const server = i % 2 === 0 ? a : b;
      expect((await login(server, victim.email, `틀린 비밀번호 ${i} 번째 시도`, `198.51.100.${10 + i}`)).status).toBe(401);
    }
    // Now the right password is refused by both.
    const [onA, onB] = [
      await login(a, victim.email, victim.password, '198.51.100.30'),
      await login(b, victim.email, victim.password, '198.51.100.31'),
    ];
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(onB.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
  });

  it('divides the per-minute limits between the processes (RATE_LIMIT_PROCESSES=2): together they allow the limit, no more', async () => {
    const visitor = { 'x-session-id': 'share-test-visitor-0001' };
    const statuses: number[] = [];
    // A different query each time: an answer from the response cache costs a tenth of a request (ADR 0016).
    for (let i = 0; i < 14; i += 1) {
      const path = `/api/search?q=${encodeURIComponent(`소화기 ${i}번`)}`;
      statuses.push((await api(i % 2 === 0 ? a : b, path, { headers: visitor })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10); // RATE_LIMIT_SEARCH
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('finishes a sync job on the other process when the one running it is killed', async () => {
    const started = await api(a, '/api/admin/sync/jobs', { method: 'POST', token: adminToken, body: { kind: 'full' } });
    expect(started.status).toBe(202);
    const jobId = started.body.data.job.id as number;
    const running = await waitFor(
      () => database.use((db) => db.selectFrom('sync_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow()),
      (job) => job.state === 'running' && job.progress_done >= 2,
    );
    // Kill whichever process holds the lease (SIGKILL: no shutdown hook runs, like a crashed machine).
    const ownerPid = Number(running.lease_owner!.split(':')[1]);
    const [victim, survivor] = a.child.pid === ownerPid ? [a, b] : [b, a];
    expect(victim.child.pid).toBe(ownerPid);
    await victim.kill();

    const finished = await waitFor(
      () => database.use((db) => db.selectFrom('sync_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow()),
      (job) => ['succeeded', 'failed', 'cancelled'].includes(job.state),
      90_000,
    );
    expect(finished).toMatchObject({ state: 'succeeded', progress_done: CHANNELS });
    // Taken over at least once; on a busy machine the survivor's own 2 s lease can lapse and be renewed as well.
    expect(finished.attempts).toBeGreaterThanOrEqual(2);
    expect(Number(finished.lease_owner === null)).toBe(1);
    // The survivor's API reports the same.
    expect((await api(survivor, `/api/admin/sync/jobs/${jobId}`, { token: adminToken })).body.data.job.state).toBe('succeeded');
    const counts = await database.use((db) =>
      sql<{ rows: number; distinct_ids: number }>`
        SELECT count(*) AS rows, count(DISTINCT video_id) AS distinct_ids FROM videos
        WHERE channel_id = ANY(${fake.state.channels.map((c) => c.id)}::text[])`.execute(db),
    );
    expect(Number(counts.rows[0]!.rows)).toBe(CHANNELS * PER_CHANNEL + 1); // + the curation test's video
    expect(Number(counts.rows[0]!.distinct_ids)).toBe(CHANNELS * PER_CHANNEL + 1);
  }, 120_000);
});
