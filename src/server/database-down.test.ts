// The database goes away (ADR 0028): public reads answered once keep answering from their last good copy (with
// their age), however many other answers the normal cache has dropped since; a search never asked before answers
// from the in-memory index; admin writes answer 503 and lose nothing acknowledged; readiness says "degraded";
// fresh answers resume when the database is back. Simulated on both databases; on PostgreSQL also for real, with a
// server of the test's own stopped by an immediate shutdown and started again.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { seedDemoCatalogue } from '../db/seed/index.ts';
import { TEST_NOW } from '../test-support/test-database.ts';
import { canRunThrowawayPostgres, startThrowawayPostgres, type ThrowawayPostgres } from '../db/test-support/throwaway-postgres.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './core/config.ts';
import { addUser, call, createAuthTestApp, signIn, TEST_SECRET } from './test-support/auth-test-helpers.ts';
import { TEST_RATE_LIMITS, type TestApp } from './test-support/test-app.ts';

/** A tiny normal cache, so the answers read before the outage have long been dropped from it. */
const SMALL_CACHE = { CACHE_MAX_ENTRIES: '4' };
const READS = [
  '/api/videos/popular?limit=12',
  '/api/keywords?limit=20',
  '/api/statistics',
  '/api/site-settings',
  '/api/alerts/active',
  '/api/search?q=화재',
];
// HTML pages (/, /emergency) need a web build: web-emergency.test.ts covers their copies on a fake one.

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

async function declareNotice(t: TestApp, token: string, title: string, videoIds: string[] = []) {
  const res = await call(t, 'POST', '/api/admin/alerts', token, {
    hazard: 'earthquake',
    regions: ['전국'],
    title,
    steps: ['흔들릴 때는 탁자 아래로'],
    videoIds,
    endsAt: new Date(t.ctx.now().getTime() + 3_600_000).toISOString(),
  });
  return res;
}

/** Reads every URL once (fills the last good copies), then churns the normal cache with other answers. */
async function warm(t: TestApp) {
  for (const url of READS) expect((await get(t, url)).statusCode, url).toBe(200);
  for (let i = 1; i <= 12; i += 1) expect((await get(t, `/api/search/suggest?q=${encodeURIComponent(`소방${i}`)}`)).statusCode).toBe(200);
  expect(t.ctx.cache.size).toBeLessThanOrEqual(4);
}

/** Two videos to pin: the oldest of the latest 50, not what a search for an earthquake word would rank first. */
async function videosToPin(t: TestApp): Promise<string[]> {
  const videos = (await get(t, '/api/videos?sort=latest&limit=50')).json().data as { video_id: string }[];
  return videos.slice(-2).map((v) => v.video_id);
}

async function expectServedFromMemory(t: TestApp, token: string, pinned: string[]) {
  for (const url of READS) {
    const res = await get(t, url);
    expect(res.statusCode, url).toBe(200);
  }
  const kept = await get(t, '/api/videos/popular?limit=12');
  expect(kept.headers['x-served-from']).toBe('last-good');
  expect(Number(kept.headers.age)).toBeGreaterThanOrEqual(0);
  // The notice declared before the outage is still in force for everyone.
  expect((await get(t, '/api/alerts/active')).json().data.map((a: { title: string }) => a.title)).toContain('정전 전 공지');
  // Never asked before: answered by the index, with the cards it keeps.
  const search = await get(t, '/api/search?q=소화기');
  expect(search.statusCode).toBe(200);
  const videos = search.json().data.videos as { title: string; video_id: string; thumbnail_url: string | null }[];
  expect(videos.length).toBeGreaterThan(0);
  expect(videos[0]!.title).not.toBe('');
  // A hazard word never asked before: the notice's pinned videos still come first, from the index's cards.
  const hazard = await get(t, `/api/search?q=${encodeURIComponent('지진 대피 요령')}`);
  expect(hazard.statusCode).toBe(200);
  expect((hazard.json().data.videos as { video_id: string }[]).slice(0, 2).map((v) => v.video_id)).toEqual(pinned);
  const write = await declareNotice(t, token, '정전 중 공지');
  expect(write.status).toBe(503);
  expect(write.body.error.message).toMatch(/저장하지 못했습니다/);
  const ready = await get(t, '/api/health/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.json().data).toMatchObject({ status: 'degraded', database: { reachable: false } });
}

async function expectFreshAgain(t: TestApp) {
  await vi.waitFor(
    async () => {
      const res = await get(t, '/api/videos/popular?limit=12');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-served-from']).toBeUndefined();
    },
    { timeout: 10_000, interval: 200 },
  );
  expect((await get(t, '/api/health/ready')).json().data.status).toBe('ready');
}

describe('database away (simulated: every query refused)', () => {
  let t: TestApp;
  let token: string;
  let realDb: Kysely<Database>;

  beforeAll(async () => {
    ({ t } = await createAuthTestApp({ videos: 300, env: SMALL_CACHE }));
    token = (await signIn(t, await addUser(t))).token;
    realDb = t.ctx.db;
  });
  afterAll(async () => {
    t.ctx.db = realDb;
    await t?.close();
  });

  it('keeps answering public reads and new searches, refuses writes with 503, and comes back fresh', async () => {
    const pinned = await videosToPin(t);
    expect((await declareNotice(t, token, '정전 전 공지', pinned)).status).toBe(201);
    await warm(t);
    t.ctx.db = realDb.withPlugin({
      transformQuery: () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      transformResult: async (args) => args.result,
    });
    t.ctx.cache.noteDatabase(false);
    await expectServedFromMemory(t, token, pinned);
    t.ctx.db = realDb;
    t.ctx.cache.noteDatabase(true);
    await expectFreshAgain(t);
  });
});

describe.runIf(!!process.env.DATABASE_URL && canRunThrowawayPostgres())('PostgreSQL stopped (immediate shutdown) and started again', () => {
  let server: ThrowawayPostgres;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    const handle = await openDatabase({ databaseUrl: server.url, poolMax: 4, statementTimeoutMs: 5_000, waitTimeoutMs: 2_000 });
    await migrate(handle);
    await seedDemoCatalogue(handle, { videos: 300, seed: 119, now: TEST_NOW });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DEMO_CATALOGUE: 'off',
      SYNC_RUNNER: 'off',
      AUTH_JWT_SECRET: TEST_SECRET,
      ...TEST_RATE_LIMITS,
      ...SMALL_CACHE,
    });
    // The version poll runs, as in production: it is how the process notices the database left and came back.
    const built = await buildApp({ config, database: handle, versionPollMs: 200, logger: false });
    await built.app.ready();
    t = {
      ...built,
      database: { handle, kind: 'postgres', url: server.url, dispose: () => handle.close() },
      async close() {
        await built.app.close();
        await handle.close();
      },
    };
    token = (await signIn(t, await addUser(t))).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    server?.dispose();
  });

  it('serves from memory while the server is down, loses nothing acknowledged, and is fresh within 10 s of its return', async () => {
    const pinned = await videosToPin(t);
    const before = await declareNotice(t, token, '정전 전 공지', pinned);
    expect(before.status).toBe(201);
    await warm(t);
    server.stop();
    await vi.waitFor(() => expect(t.ctx.cache.failing).toBe(true), { timeout: 5_000, interval: 100 });
    await expectServedFromMemory(t, token, pinned);
    server.start();
    await expectFreshAgain(t);
    // The write acknowledged before the stop survived it; the refused one left nothing.
    const titles = (await t.ctx.db.selectFrom('disaster_alerts').select('title').execute()).map((r) => r.title);
    expect(titles).toContain('정전 전 공지');
    expect(titles).not.toContain('정전 중 공지');
  }, 120_000);
});
