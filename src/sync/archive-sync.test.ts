import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveVideo, purgeVideo } from '../db/repositories/deleted-videos.repo.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { createSyncEngine, type SyncEngine } from './engine.ts';
import { startFakeYouTube, type FakeYouTube } from './fake-youtube/index.ts';
import { getJob } from './jobs/job-store.ts';
import { registerChannels, registerKeys, registerKeywords } from './test-support/sync-fixtures.ts';

// Admin decisions that sync must respect: deleted videos stay in the archive, admin titles and tags stay.

const KEY = 'FAKEArchiveSyncKey0000000000000000000001';
let database: TestDatabase;
let fake: FakeYouTube;
let engine: SyncEngine;
const db = () => database.handle.db;

const itemsOf = (jobId: number) =>
  db().selectFrom('sync_job_items').selectAll().where('job_id', '=', jobId).orderBy('finished_at').execute();

async function run(kind: 'full' | 'incremental' | 'keyword', params = {}) {
  const job = await engine.enqueue(kind, params, { trigger: 'cli' });
  await engine.runner.runOne();
  return (await getJob(db(), job.id))!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`TRUNCATE videos, channel_master, keyword_master, categories, sync_jobs, youtube_api_keys, curation_queue RESTART IDENTITY CASCADE`.execute(
    db(),
  );
  fake = await startFakeYouTube({ channels: 1, videosPerChannel: 30, keys: [KEY] });
  engine = createSyncEngine({
    db: db(),
    secret: 'test-secret-for-the-key-vault-0123456789abcdef',
    youtubeBaseUrl: fake.url,
    rssBaseUrl: fake.url,
    retry: { tries: 2, baseMs: 1, maxMs: 5 },
    timeoutMs: 2_000,
  });
  await registerChannels(db(), fake.state.channels);
  await registerKeywords(db());
  await registerKeys(db(), engine.vault, [KEY]);
});
afterAll(async () => {
  await fake?.close();
  await database?.dispose();
});

describe('sync and the deleted-video archive', () => {
  it('a full sync that sees a deleted video again leaves it in the archive and says so in its item result', async () => {
    const channel = fake.state.channels[0]!;
    expect((await run('full', { channelIds: [channel.id] })).state).toBe('succeeded');
    const [deleted, purged] = fake.state.data.uploadIds(channel).slice(0, 2) as [string, string];
    await archiveVideo(db(), deleted, { at: new Date(), by: 'admin@example.kr', reason: '관리자 삭제' });
    await archiveVideo(db(), purged, { at: new Date(), by: 'admin@example.kr', reason: '관리자 삭제' });
    await purgeVideo(db(), purged, { at: new Date(), by: 'admin@example.kr' });

    const job = await run('full', { channelIds: [channel.id] });
    expect(job.state).toBe('succeeded');
    expect(await db().selectFrom('videos').select('id').where('video_id', 'in', [deleted, purged]).execute()).toEqual([]);
    expect(await db().selectFrom('deleted_videos').select('video_id').where('video_id', '=', deleted).executeTakeFirst()).toBeDefined();
    expect((job.result as Record<string, number>).keptDeleted).toBe(2);
    const rows = await itemsOf(Number(job.id));
    expect(rows[0]!.detail).toMatchObject({ keptDeleted: 2, keptDeletedIds: expect.stringContaining(deleted) });
  });

  it('an incremental sync does not fetch a deleted video its feed still lists, and says so', async () => {
    const channel = fake.state.channels[0]!;
    const [fresh] = fake.state.data.addUploads(channel, 1, new Date());
    await run('incremental', { channelIds: [channel.id] });
    await archiveVideo(db(), fresh!, { at: new Date(), by: 'admin@example.kr', reason: '관리자 삭제' });
    const job = await run('incremental', { channelIds: [channel.id] });
    expect(await db().selectFrom('videos').select('id').where('video_id', '=', fresh!).executeTakeFirst()).toBeUndefined();
    const rows = await itemsOf(Number(job.id));
    // The feed still lists it (and the two deleted in the test above): none is fetched, each is named.
    expect(rows[0]!.detail).toMatchObject({ new: 0, keptDeleted: 3, keptDeletedIds: expect.stringContaining(fresh!) });
  });

  it("keeps an admin's title and tags when it refreshes a video, and YouTube's beside them", async () => {
    const channel = fake.state.channels[0]!;
    const videoId = fake.state.data.uploadIds(channel)[5]!;
    await db()
      .updateTable('videos')
      .set({ title: '관리자 제목', title_override: '관리자 제목', tags: ['관리자 태그'], tags_override: ['관리자 태그'] })
      .where('video_id', '=', videoId)
      .execute();
    await run('full', { channelIds: [channel.id] });
    const row = await db().selectFrom('videos').selectAll().where('video_id', '=', videoId).executeTakeFirstOrThrow();
    const youtube = fake.state.data.video(videoId)!;
    expect(row).toMatchObject({ title: '관리자 제목', tags: ['관리자 태그'], source_title: youtube.title, source_tags: youtube.tags });
    expect(row.search_text).toContain('관리자 제목');
  });
});
