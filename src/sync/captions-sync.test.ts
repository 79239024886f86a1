import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { createSyncEngine, type SyncEngine } from './engine.ts';
import { startFakeYouTube, type FakeYouTube } from './fake-youtube/index.ts';
import { getJob } from './jobs/job-store.ts';
import { captionsCost } from './kinds/captions-sync.ts';
import { registerChannels, registerKeys, registerKeywords } from './test-support/sync-fixtures.ts';

// The captions sync (issue 22): flags from videos.list, captions.list (50 units) only where a flag says a track
// exists, published videos only, nothing read twice while the flag stays the same, and an honest 'unknown' for a
// key that may not read tracks.
const KEY = 'FAKEFakeKeyC0000000000000000000000000003';

let database: TestDatabase;
let fake: FakeYouTube;
let engine: SyncEngine;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());

beforeEach(async () => {
  await sql`TRUNCATE videos, channel_master, keyword_master, categories, sync_jobs, youtube_api_keys, curation_queue, video_access, video_access_kinds RESTART IDENTITY CASCADE`.execute(
    db(),
  );
  fake = await startFakeYouTube({ channels: 2, videosPerChannel: 60, keys: { [KEY]: 100_000 } });
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
  await registerKeys(db(), engine.vault, [KEY], 100_000);
  // Bring the catalogue in, then publish every video (classification may have queued some).
  for (const channel of fake.state.channels) {
    const job = await engine.enqueue('full', { channelIds: [channel.id] }, { trigger: 'cli' });
    await engine.runner.runOne();
    expect((await getJob(db(), job.id))!.state).toBe('succeeded');
  }
  await db().updateTable('videos').set({ status: 'published' }).execute();
});
afterEach(async () => fake.close());

async function runCaptions() {
  const job = await engine.enqueue('captions', {}, { trigger: 'cli' });
  await engine.runner.runOne();
  return (await getJob(db(), job.id))!;
}
const access = (videoId: string) => db().selectFrom('video_access').selectAll().where('video_id', '=', videoId).executeTakeFirst();
const ledger = async (endpoint: string) =>
  Number(
    (
      await db()
        .selectFrom('youtube_quota_ledger')
        .select(sql<string>`coalesce(sum(units), 0)`.as('n'))
        .where('endpoint', '=', endpoint as never)
        .executeTakeFirstOrThrow()
    ).n,
  );
const allIds = () => fake.state.channels.flatMap((channel) => fake.state.uploadIds(channel.id));

describe('captions sync', () => {
  it('the full sync already brought the flags: captions.list is read once per flagged video, 50 units each', async () => {
    const flagged = allIds().filter((id) => fake.state.data.video(id)!.captions.flag);
    expect(flagged.length).toBeGreaterThan(5);
    const job = await runCaptions();
    expect(job.state).toBe('succeeded');
    expect(fake.state.callsTo('captions.list')).toHaveLength(flagged.length);
    expect(await ledger('captions.list')).toBe(50 * flagged.length);
    expect(job.quota_spent).toBe(50 * flagged.length);
    // Flags were known, so no videos.list was needed.
    expect((job.result as Record<string, number>).captionFlagsRead ?? 0).toBe(0);
    for (const id of allIds()) {
      const video = fake.state.data.video(id)!;
      const row = (await access(id))!;
      const human = video.captions.tracks.some((t) => t.trackKind === 'standard' && !t.isDraft && (t.status ?? 'serving') === 'serving');
      if (!video.captions.flag) expect(row.captions).toBe('none');
      else expect(row.captions).toBe(human ? 'human' : video.captions.tracks.some((t) => /^asr$/i.test(t.trackKind)) ? 'auto' : 'none');
    }
  });

  it('never reads again when nothing changed; a flag that turns true is read once more', async () => {
    await runCaptions();
    const calls = fake.state.callsTo('captions.list').length;
    const second = await runCaptions();
    expect(fake.state.callsTo('captions.list')).toHaveLength(calls);
    expect(second.quota_spent).toBe(0);
    // The owner adds a Korean track to a video that had none; the statistics sync sees the flag change for free.
    const target = allIds().find((id) => !fake.state.data.video(id)!.captions.flag)!;
    fake.state.setCaptions(target, { flag: true, tracks: [{ trackKind: 'standard', language: 'ko' }] });
    await engine.enqueue('statistics', {}, { trigger: 'cli' });
    await engine.runner.runOne();
    expect((await access(target))!.caption_flag).toBe(true);
    await runCaptions();
    expect(fake.state.callsTo('captions.list')).toHaveLength(calls + 1);
    expect(await access(target)).toMatchObject({ captions: 'human', caption_languages: ['ko'] });
    // Removed again: the flag turns false and settles 'none' without a 50-unit call.
    fake.state.setCaptions(target, { flag: false, tracks: [] });
    await engine.enqueue('statistics', {}, { trigger: 'cli' });
    await engine.runner.runOne();
    expect(await access(target)).toMatchObject({ captions: 'none', caption_languages: [] });
    expect(fake.state.callsTo('captions.list')).toHaveLength(calls + 1);
  });

  it('reads flags it never saw in batches of 50 (1 unit each), and only for published videos', async () => {
    await db().deleteFrom('video_access').execute();
    const drafts = allIds().slice(0, 10);
    await db().updateTable('videos').set({ status: 'draft' }).where('video_id', 'in', drafts).execute();
    const job = await runCaptions();
    const result = job.result as Record<string, number>;
    expect(result.captionFlagsRead).toBe(allIds().length - drafts.length);
    expect(await ledger('videos.list')).toBeGreaterThan(0);
    for (const id of drafts) expect(await access(id)).toBeUndefined();
    const asked = new Set(fake.state.callsTo('captions.list').map((call) => call.query.videoId));
    for (const id of drafts) expect(asked.has(id)).toBe(false);
  });

  it('a key that may not read tracks gets an honest unknown, stays valid, and the run stops asking', async () => {
    fake.state.forbidCaptions(KEY);
    const job = await runCaptions();
    expect(job.state).toBe('succeeded');
    expect(fake.state.callsTo('captions.list')).toHaveLength(1);
    const asked = fake.state.callsTo('captions.list')[0]!.query.videoId!;
    expect(await access(asked)).toMatchObject({ captions: 'unknown' });
    expect((job.result as Record<string, number>).captionsForbidden).toBe(1);
    const key = await db().selectFrom('youtube_api_keys').select(['id', 'invalid_at']).executeTakeFirstOrThrow();
    expect(key.invalid_at).toBeNull();
    // Marked as refused by that key, not as read: it is still due for a key that may read tracks.
    expect(await access(asked)).toMatchObject({ captions_refused_key: key.id, captions_read_for: null });
    expect((await access(asked))!.captions_refused_at).not.toBeNull();
    const due = await captionsCost({ db: db() });
    expect(due.due).toBe(allIds().filter((id) => fake.state.data.video(id)!.captions.flag).length);

    // The same key again: one refused call (a video never asked, before the refused one), and the run stops.
    const again = await runCaptions();
    expect((again.result as Record<string, number>).captionsForbidden).toBe(1);
    expect(fake.state.callsTo('captions.list')).toHaveLength(2);
    expect(fake.state.callsTo('captions.list')[1]!.query.videoId).not.toBe(asked);

    // A key with access (here: the same key, granted access): every flagged video is read, the refused ones too.
    fake.state.forbidCaptions(KEY, false);
    const better = await runCaptions();
    expect(better.state).toBe('succeeded');
    expect((better.result as Record<string, number>).captionsForbidden).toBeUndefined();
    const read = await access(asked);
    expect(read).toMatchObject({ captions_refused_at: null, captions_refused_key: null, captions_read_for: true });
    expect(read!.captions).not.toBe('unknown');
    expect((await captionsCost({ db: db() })).due).toBe(0);
  });

  it('a run with little quota left reads what the day allows and leaves the rest for the next one', async () => {
    await db().updateTable('youtube_api_keys').set({ daily_quota: 300 }).execute();
    const job = await runCaptions();
    expect(job.state).toBe('succeeded');
    expect(fake.state.callsTo('captions.list').length).toBeLessThanOrEqual(5);
    expect((job.result as Record<string, number>).deferredVideos).toBeGreaterThan(0);
  });
});
