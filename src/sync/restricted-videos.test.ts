import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { startFakeYouTube, type FakeYouTube } from './fake-youtube/index.ts';
import { createSyncEngine, type SyncEngine } from './engine.ts';
import { getJob, listJobItems } from './jobs/job-store.ts';
import { registerChannels, registerKeys, registerKeywords } from './test-support/sync-fixtures.ts';

// Through a real sync against the fake YouTube: Shorts, past live streams, embedding, age and
// KR region restrictions are stored; what cannot be played in Korea is queued for an expert with the reason,
// never published on its own, and the job item says which and why.
const KEY = 'FAKERestrictedVideosKey00000000000000001';
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
  fake = await startFakeYouTube({ channels: 1, videosPerChannel: 60, keys: [KEY] });
  // publishAt 0: every playable video with a keyword match is published on its own; a restriction holds one back.
  engine = createSyncEngine({
    db: db(),
    secret: 'test-secret-for-the-key-vault-0123456789abcdef',
    youtubeBaseUrl: fake.url,
    rssBaseUrl: fake.url,
    retry: { tries: 2, baseMs: 1, maxMs: 5 },
    timeoutMs: 2_000,
    publishAt: 0,
  });
  await registerChannels(db(), fake.state.channels);
  await registerKeys(db(), engine.vault, [KEY]);
  await registerKeywords(db());
});
afterEach(async () => fake.close());

const video = (id: string) =>
  db()
    .selectFrom('videos')
    .select(['status', 'is_short', 'live_status', 'embeddable', 'made_for_kids', 'age_restricted', 'region_blocked_kr'])
    .where('video_id', '=', id)
    .executeTakeFirstOrThrow();

describe('Shorts, live and restricted videos', () => {
  it('stores what YouTube says and queues what cannot be played in Korea, with the reason', async () => {
    const ids = fake.state.uploadIds(fake.state.channels[0]!.id);
    // Videos whose title names a keyword (so only a restriction can keep them from being published).
    const matching = ids.filter((id) =>
      /소화기|심폐소생술|완강기|지진|산불|하임리히법|자동심장충격기|가스 누출/.test(fake.state.data.video(id)!.title),
    );
    expect(matching.length).toBeGreaterThanOrEqual(7);
    const [notEmbeddable, blockedKr, onlyUs, ageRestricted, pastLive, forKids, plain] = matching;
    fake.state.setPlayback(notEmbeddable!, { embeddable: false });
    fake.state.setPlayback(blockedKr!, { regionRestriction: { blocked: ['KR', 'JP'] } });
    fake.state.setPlayback(onlyUs!, { regionRestriction: { allowed: ['US'] } });
    fake.state.setPlayback(ageRestricted!, { ageRestricted: true });
    fake.state.setPlayback(pastLive!, { wasLive: true });
    fake.state.setPlayback(forKids!, { madeForKids: true });
    const job = await engine.enqueue('full', {}, { trigger: 'cli' });
    await engine.runner.runOne();
    expect((await getJob(db(), job.id))!.state).toBe('succeeded');

    expect(await video(notEmbeddable!)).toMatchObject({ status: 'draft', embeddable: false });
    expect(await video(blockedKr!)).toMatchObject({ status: 'draft', region_blocked_kr: true });
    expect(await video(onlyUs!)).toMatchObject({ status: 'draft', region_blocked_kr: true });
    expect(await video(ageRestricted!)).toMatchObject({ status: 'draft', age_restricted: true });
    // Playable ones are published, with what YouTube said kept.
    expect(await video(pastLive!)).toMatchObject({ status: 'published', live_status: 'completed' });
    expect(await video(forKids!)).toMatchObject({ status: 'published', made_for_kids: true });
    expect(await video(plain!)).toMatchObject({ status: 'published', embeddable: true, age_restricted: false, region_blocked_kr: false });

    const queue = await db().selectFrom('curation_queue').select(['video_id', 'reason']).where('state', '=', 'pending').execute();
    const reasons = new Map(queue.map((item) => [item.video_id, item.reason]));
    expect(reasons.get(notEmbeddable!)).toMatch(/^재생 제한: 다른 사이트에 퍼가기가 허용되지 않음/);
    expect(reasons.get(blockedKr!)).toMatch(/^재생 제한: 한국에서 볼 수 없음/);
    expect(reasons.get(onlyUs!)).toMatch(/^재생 제한: 한국에서 볼 수 없음/);
    expect(reasons.get(ageRestricted!)).toMatch(/^재생 제한: 연령 제한 영상/);
    expect(queue.filter((item) => item.reason.startsWith('재생 제한'))).toHaveLength(4);

    const items = await listJobItems(db(), job.id, {}, 1, 10);
    expect(items.rows[0]!.detail).toMatchObject({ restricted: 4, restrictedIds: expect.stringContaining(`${blockedKr}: 재생 제한`) });
    expect((await getJob(db(), job.id))!.result).toMatchObject({ restricted: 4 });
  });

  it('Shorts: duration <= 180 s with #shorts or a portrait player; a long portrait video is not', async () => {
    const ids = fake.state.uploadIds(fake.state.channels[0]!.id);
    const tagged = ids.filter((id) => fake.state.data.video(id)!.title.includes('#shorts'));
    const landscape = ids.filter((id) => !fake.state.data.video(id)!.title.includes('#shorts'));
    expect(tagged.length).toBeGreaterThan(0);
    // A landscape upload with a portrait player, short: a Short without the tag.
    const shortPortrait = landscape.find((id) => fake.state.data.video(id)!.durationIso.match(/^PT(\d+S|[12]M(\d+S)?)$/));
    const longPortrait = landscape.find((id) => /H|([4-9]|\d\d)M/.test(fake.state.data.video(id)!.durationIso));
    if (shortPortrait) fake.state.setPlayback(shortPortrait, { portrait: true });
    fake.state.setPlayback(longPortrait!, { portrait: true });
    fake.state.setPlayback(tagged[0]!, { portrait: false });
    const job = await engine.enqueue('full', {}, { trigger: 'cli' });
    await engine.runner.runOne();
    expect((await getJob(db(), job.id))!.state).toBe('succeeded');
    for (const id of tagged) expect((await video(id)).is_short, id).toBe(true);
    if (shortPortrait) expect((await video(shortPortrait)).is_short).toBe(true);
    expect((await video(longPortrait!)).is_short).toBe(false);
    const shorts = await db().selectFrom('videos').select('video_id').where('is_short', '=', true).execute();
    expect(shorts.length).toBe(tagged.length + (shortPortrait ? 1 : 0));
  });
});
