import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { startFakeYouTube, type FakeYouTube } from './fake-youtube/index.ts';
import { createSyncEngine, type SyncEngine } from './engine.ts';
import { getJob } from './jobs/job-store.ts';
import { registerChannels, registerKeys } from './test-support/sync-fixtures.ts';

// A count YouTube leaves out (hidden likes, comments turned off, hidden subscribers) is never
// stored as 0. A count we knew stays; one we never knew is null (the web shows '비공개').
const KEY = 'FAKEHiddenCountsKey000000000000000000001';
let database: TestDatabase;
let fake: FakeYouTube;
let engine: SyncEngine;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());
beforeEach(async () => {
  await sql`TRUNCATE videos, channel_master, sync_jobs, youtube_api_keys, curation_queue RESTART IDENTITY CASCADE`.execute(db());
  fake = await startFakeYouTube({ channels: 2, videosPerChannel: 40, keys: [KEY], hiddenSubscriberChannels: [1] });
  engine = createSyncEngine({
    db: db(),
    secret: 'test-secret-for-the-key-vault-0123456789abcdef',
    youtubeBaseUrl: fake.url,
    rssBaseUrl: fake.url,
    retry: { tries: 2, baseMs: 1, maxMs: 5 },
    timeoutMs: 2_000,
  });
  await registerChannels(db(), fake.state.channels);
  await registerKeys(db(), engine.vault, [KEY]);
});
afterEach(async () => fake.close());

async function run(kind: 'full' | 'statistics') {
  const job = await engine.enqueue(kind, {}, { trigger: 'cli' });
  await engine.runner.runOne();
  expect((await getJob(db(), job.id))!.state).toBe('succeeded');
}
const row = (videoId: string) =>
  db()
    .selectFrom('videos')
    .select(['like_count', 'comment_count', 'subscriber_count'])
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow();
const channel = (channelId: string) =>
  db().selectFrom('channel_master').select('subscriber_count').where('channel_id', '=', channelId).executeTakeFirstOrThrow();

describe('counts YouTube leaves out are kept or unknown, never 0', () => {
  it('a video first seen with hidden likes and comments off stores null, not 0', async () => {
    const [first] = fake.state.channels;
    const id = fake.state.uploadIds(first!.id)[0]!;
    fake.state.hideCounts(id, { likes: true, comments: true });
    await run('full');
    expect(await row(id)).toMatchObject({ like_count: null, comment_count: null });
  });

  it('likes hidden and comments turned off later: the statistics sync and a second full sync keep the last known counts', async () => {
    await run('full');
    await db().updateTable('videos').set({ status: 'published' }).execute();
    const id = fake.state.uploadIds(fake.state.channels[0]!.id)[0]!;
    const known = fake.state.data.video(id)!;
    fake.state.hideCounts(id, { likes: false, comments: false });
    await run('full');
    const before = await row(id);
    expect(Number(before.like_count)).toBe(fake.state.data.video(id)!.likeCount);
    expect(known).toBeTruthy();
    fake.state.hideCounts(id, { likes: true, comments: true });
    await db()
      .updateTable('videos')
      .set({ stats_synced_at: new Date(0) })
      .execute();
    await run('statistics');
    expect(await row(id)).toMatchObject({ like_count: before.like_count, comment_count: before.comment_count });
    await run('full');
    expect(await row(id)).toMatchObject({ like_count: before.like_count, comment_count: before.comment_count });
    // Sums treat an unknown count as nothing known, not as an error: the public tallies still add up.
    const tally = await db()
      .selectFrom('public_video_tallies')
      .select(sql<string>`sum(likes)`.as('likes'))
      .executeTakeFirstOrThrow();
    const direct = await db()
      .selectFrom('videos')
      .where('is_public', '=', true)
      .select(sql<string>`coalesce(sum(like_count), 0)`.as('likes'))
      .executeTakeFirstOrThrow();
    expect(Number(tally.likes)).toBe(Number(direct.likes));
  });

  it('a channel hiding its subscribers: null when never known, the last known count when hidden later', async () => {
    const [shown, hidden] = fake.state.channels;
    await run('full');
    expect((await channel(hidden!.id)).subscriber_count).toBeNull();
    const hiddenVideo = fake.state.uploadIds(hidden!.id)[0]!;
    expect((await row(hiddenVideo)).subscriber_count).toBeNull();
    const known = Number((await channel(shown!.id)).subscriber_count);
    expect(known).toBe(shown!.subscriberCount);
    shown!.hiddenSubscribers = true;
    await run('full');
    await run('statistics');
    expect(Number((await channel(shown!.id)).subscriber_count)).toBe(known);
    expect(Number((await row(fake.state.uploadIds(shown!.id)[0]!)).subscriber_count)).toBe(known);
  });
});
