import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { startFakeYouTube, type FakeYouTube } from './fake-youtube/index.ts';
import { createSyncEngine, NoApiKeyError, QuotaRefusedError, type SyncEngine } from './engine.ts';
import { runDueSchedules } from './jobs/scheduler.ts';
import { getJob } from './jobs/job-store.ts';
import { listApiKeys } from './keys/api-key-store.ts';
import { registerChannels, registerKeys, registerKeywords } from './test-support/sync-fixtures.ts';

const KEY_A = 'FAKEFakeKeyA0000000000000000000000000001';
const KEY_B = 'FAKEFakeKeyB0000000000000000000000000002';

let database: TestDatabase;
let fake: FakeYouTube;
let engine: SyncEngine;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());

beforeEach(async () => {
  await sql`TRUNCATE videos, channel_master, keyword_master, categories, sync_jobs, youtube_api_keys, curation_queue RESTART IDENTITY CASCADE`.execute(
    db(),
  );
  fake = await startFakeYouTube({ channels: 3, videosPerChannel: 120, keys: [KEY_A, KEY_B] });
  engine = createSyncEngine({
    db: db(),
    secret: 'test-secret-for-the-key-vault-0123456789abcdef',
    youtubeBaseUrl: fake.url,
    rssBaseUrl: fake.url,
    retry: { tries: 3, baseMs: 1, maxMs: 5 },
    timeoutMs: 2_000,
  });
  await registerChannels(db(), fake.state.channels);
  await registerKeywords(db());
  await registerKeys(db(), engine.vault, [KEY_A, KEY_B]);
});
afterEach(async () => fake.close());

async function run(kind: 'full' | 'incremental' | 'statistics' | 'keyword', params = {}) {
  const job = await engine.enqueue(kind, params, { trigger: 'cli' });
  await engine.runner.runOne();
  return (await getJob(db(), job.id))!;
}
const videoCount = async () =>
  Number(
    (
      await db()
        .selectFrom('videos')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const ledgerUnits = async () =>
  Number(
    (
      await db()
        .selectFrom('youtube_quota_ledger')
        .select(sql<string>`coalesce(sum(units), 0)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('full channel sync', () => {
  it('a channel with 120 uploads costs exactly 7 units (1 channels + 3 playlistItems + 3 videos) and writes 120 rows', async () => {
    const channel = fake.state.channels[0]!;
    const job = await run('full', { channelIds: [channel.id] });
    expect(job).toMatchObject({ state: 'succeeded', quota_spent: 7, progress_done: 1, progress_total: 1 });
    expect(fake.state.totalUnits()).toBe(7);
    expect(await ledgerUnits()).toBe(7);
    expect(await videoCount()).toBe(120);
    const result = job.result as Record<string, number>;
    expect(result.inserted).toBe(120);
    expect((result.published ?? 0) + (result.queued ?? 0)).toBe(120);
    const row = await db().selectFrom('channel_master').selectAll().where('channel_id', '=', channel.id).executeTakeFirstOrThrow();
    expect(row.uploads_playlist_id).toBe(channel.uploadsPlaylistId);
    expect(Number(row.subscriber_count)).toBe(channel.subscriberCount);
  });

  it('is idempotent: a second run updates the same rows, no duplicates', async () => {
    const channelIds = [fake.state.channels[0]!.id];
    await run('full', { channelIds });
    const second = await run('full', { channelIds });
    expect(second.result).toMatchObject({ updated: 120 });
    expect(await videoCount()).toBe(120);
  });

  it('marks videos that vanished from YouTube instead of deleting them', async () => {
    const channel = fake.state.channels[0]!;
    await run('full', { channelIds: [channel.id] });
    const [gone, hidden] = fake.state.uploadIds(channel.id);
    fake.state.removeVideo(gone!);
    fake.state.makePrivate(hidden!);
    await run('full', { channelIds: [channel.id] });
    const rows = await db()
      .selectFrom('videos')
      .select(['video_id', 'source_state', 'status'])
      .where('video_id', 'in', [gone!, hidden!])
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.source_state).not.toBe('available');
    expect(rows.every((row) => row.status !== 'published')).toBe(true);
  });
});

describe('incremental sync', () => {
  it('uses RSS: nothing new costs nothing; 45 new uploads cost 1 unit', async () => {
    await run('full');
    const before = fake.state.totalUnits();
    const quiet = await run('incremental');
    expect(quiet).toMatchObject({ state: 'succeeded', quota_spent: 0 });
    expect(fake.state.totalUnits()).toBe(before);
    for (const channel of fake.state.channels) fake.state.addUploads(channel.id, 15);
    const busy = await run('incremental');
    expect(busy).toMatchObject({ state: 'succeeded', quota_spent: 1 });
    expect(busy.result).toMatchObject({ inserted: 45 });
    expect(await videoCount()).toBe(3 * 135);
  });

  it('falls back to the uploads playlist (1 unit) when a feed is malformed', async () => {
    await run('full');
    const channel = fake.state.channels[1]!;
    fake.state.addUploads(channel.id, 2);
    fake.state.script('/feeds/videos.xml', [{ status: 200, body: '<feed><entry>', contentType: 'application/atom+xml' }]);
    const job = await run('incremental');
    expect(job.state).toBe('succeeded');
    expect(job.result).toMatchObject({ rssFallbacks: 1, inserted: 2 });
  });
});

describe('quota', () => {
  it('switches to the next key when one is exhausted, and records it', async () => {
    fake.state.setQuota(KEY_A, 3);
    await db().updateTable('youtube_api_keys').set({ daily_quota: 3 }).where('label', '=', '시험 키 1').execute();
    await db().updateTable('youtube_api_keys').set({ daily_quota: 100 }).where('label', '=', '시험 키 2').execute();
    const job = await run('full', { channelIds: [fake.state.channels[0]!.id] });
    expect(job.state).toBe('succeeded');
    expect(fake.state.units(KEY_A) + fake.state.units(KEY_B)).toBe(7);
  });

  it('stops the job with a clear state when every key is spent', async () => {
    fake.state.setQuota(KEY_A, 2);
    fake.state.setQuota(KEY_B, 2);
    const job = await run('full');
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/할당량/);
    const keys = await listApiKeys(db(), new Date());
    expect(keys.every((key) => key.exhaustedUntil !== null && key.remainingToday === 0)).toBe(true);
  });

  it('refuses a job whose estimate exceeds the quota left, before it starts', async () => {
    await db().updateTable('youtube_api_keys').set({ daily_quota: 2 }).execute();
    await expect(engine.enqueue('full', {}, { trigger: 'cli' })).rejects.toBeInstanceOf(QuotaRefusedError);
    expect(await db().selectFrom('sync_jobs').select('id').execute()).toHaveLength(0);
    expect(fake.state.calls).toHaveLength(0);
  });

  it('starts nothing without an enabled key (CLI, admin and schedules alike), saying so instead of "quota used up"', async () => {
    await db().deleteFrom('youtube_api_keys').execute();
    await expect(engine.enqueue('incremental', {}, { trigger: 'cli' })).rejects.toBeInstanceOf(NoApiKeyError);
    // (The TRUNCATE above empties sync_schedules too: it references sync_jobs.)
    await db()
      .insertInto('sync_schedules')
      .values({ kind: 'incremental', is_enabled: true, interval_minutes: 30, next_run_at: new Date(0), updated_at: new Date() })
      .execute();
    const logged: string[] = [];
    const queued = await runDueSchedules(
      db(),
      (kind, params) => engine.enqueue(kind, params, { trigger: 'schedule' }),
      new Date(),
      (m) => logged.push(m),
    );
    expect(queued).toBe(0);
    expect(logged.join('\n')).toContain('등록된 YouTube API 키가 없어 동기화를 시작하지 않았습니다');
    expect(await db().selectFrom('sync_jobs').select('id').execute()).toHaveLength(0);
    expect(fake.state.calls).toHaveLength(0);
  });
});

describe('statistics sync', () => {
  it('refreshes counts in batches of 50, then platform statistics', async () => {
    await run('full');
    await db().updateTable('videos').set({ status: 'published' }).execute();
    fake.state.bumpStatistics(null, { views: 1000 });
    const before = fake.state.totalUnits();
    const job = await run('statistics');
    expect(job.state).toBe('succeeded');
    expect(fake.state.totalUnits() - before).toBe(1 + Math.ceil(360 / 50));
    const sample = await db().selectFrom('videos').select(['video_id', 'view_count']).limit(1).executeTakeFirstOrThrow();
    expect(Number(sample.view_count)).toBe(fake.state.data.video(sample.video_id)!.viewCount);
    const stats = await db().selectFrom('platform_statistics').selectAll().execute();
    expect(Number(stats[0]?.total_videos)).toBe(360);
  });
});

describe('statistics sync with little quota left', () => {
  it('takes what today allows (keeping a reserve) and does the least recently refreshed videos first the next day', async () => {
    await run('full');
    await db().updateTable('videos').set({ status: 'published', stats_synced_at: null }).execute();
    await db().deleteFrom('youtube_quota_ledger').execute();
    await db().updateTable('youtube_api_keys').set({ daily_quota: 3 }).execute(); // 6 left of the 9 needed: 1 channels + 5 batches
    const first = await run('statistics');
    expect(first.state).toBe('succeeded');
    expect(first.progress_total).toBe(5);
    expect(first.quota_spent).toBe(6);
    expect((first.result as Record<string, number>).deferredVideos).toBe(360 - 250);
    const refreshed = await db().selectFrom('videos').select('video_id').where('stats_synced_at', 'is not', null).execute();
    expect(refreshed).toHaveLength(250);

    await db().deleteFrom('youtube_quota_ledger').execute(); // a new Pacific day
    await db().updateTable('youtube_api_keys').set({ daily_quota: 10_000 }).execute();
    fake.state.resetQuota();
    const deferred = (await db().selectFrom('videos').select('video_id').where('stats_synced_at', 'is', null).execute()).map(
      (row) => row.video_id,
    );
    const callsBefore = fake.state.callsTo('videos.list').length;
    const second = await run('statistics');
    expect(second.progress_total).toBe(Math.ceil(360 / 50));
    // The videos left over yesterday are in the first requests of today's run (the first group of 4 calls, 200 ids).
    const firstIds = fake.state
      .callsTo('videos.list')
      .slice(callsBefore, callsBefore + 4)
      .flatMap((call) => (call.query.id ?? '').split(','));
    expect(deferred.every((id) => firstIds.includes(id))).toBe(true);
  });
});

describe('keyword collection', () => {
  it('searches (100 units a page) and fetches details of the new videos', async () => {
    const job = await run('keyword', { keywordSlug: 'kw-0' });
    expect(job.state).toBe('succeeded');
    expect(job.quota_spent).toBe(101);
    expect((job.result as Record<string, number>).inserted).toBeGreaterThan(0);
  });
});
