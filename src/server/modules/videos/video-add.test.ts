import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddVideosPreviewResponseSchema, AddVideosResponseSchema } from '../../../shared/api/admin-videos.ts';
import { startFakeYouTube, type FakeYouTube } from '../../../sync/fake-youtube/index.ts';
import { registerChannels, registerKeys } from '../../../sync/test-support/sync-fixtures.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { publicTotals, videoRow } from '../../test-support/admin-videos-test-helpers.ts';

const KEY = 'FAKEAddVideoTestKey000000000000000000001';
let t: TestApp;
let fake: FakeYouTube;
let token: string;
/** Uploads of a followed channel and of one we do not follow; seed 62 makes every fake id start with '-'. */
let followed: string[];
let unfollowed: string[];
const db = () => t.ctx.db;
const preview = (urls: string[]) => call(t, 'POST', '/api/admin/videos/preview', token, { urls });
const add = (body: unknown) => call(t, 'POST', '/api/admin/videos', token, body);

beforeAll(async () => {
  fake = await startFakeYouTube({ seed: 62, channels: 2, videosPerChannel: 12, keys: [KEY] });
  ({ t } = await createAuthTestApp({
    videos: 200,
    env: { YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_RSS_BASE_URL: fake.url, RATE_LIMIT_UPLOAD: '1000' },
  }));
  await registerChannels(db(), [fake.state.channels[0]!], 'fire_station');
  await registerKeys(db(), t.ctx.sync.vault, [KEY]);
  followed = fake.state.data.uploadIds(fake.state.channels[0]!);
  unfollowed = fake.state.data.uploadIds(fake.state.channels[1]!);
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('POST /api/admin/videos/preview', () => {
  it('reads every kind of address, asks YouTube once, and reports what is new, already here, unknown or unreadable', async () => {
    const existing = await db().selectFrom('videos').select(['video_id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    expect(followed[0]!.startsWith('-')).toBe(true);
    const before = fake.state.totalUnits();
    const res = await preview([
      `https://www.youtube.com/shorts/${followed[0]}?feature=share`,
      `https://m.youtube.com/watch?v=${unfollowed[0]}&t=30s`,
      `https://youtu.be/${existing.video_id}`,
      'https://vimeo.com/12345',
      '-notOnYT123',
    ]);
    expect(res.status).toBe(200);
    const { data } = AddVideosPreviewResponseSchema.parse(res.body);
    expect(fake.state.totalUnits() - before).toBe(1);
    expect(data.units).toBe(1);
    const [shorts, other, here, vimeo, unknown] = data.items;
    const fakeVideo = fake.state.data.video(followed[0]!)!;
    expect(shorts).toMatchObject({
      videoId: followed[0],
      state: 'new',
      video: { title: fakeVideo.title, channel_id: fake.state.channels[0]!.id },
      channel: { channelId: fake.state.channels[0]!.id, followed: true },
    });
    expect(other).toMatchObject({ state: 'new', channel: { channelId: fake.state.channels[1]!.id, followed: false } });
    expect(here).toMatchObject({ state: 'inCatalogue', message: '이미 카탈로그에 있는 영상입니다.', existing: { title: existing.title } });
    expect(vimeo).toMatchObject({ state: 'invalid', videoId: null, message: '유튜브 영상 주소나 영상 ID로 읽을 수 없습니다.' });
    expect(unknown).toMatchObject({ state: 'notOnYouTube', videoId: '-notOnYT123' });
    // The classifier's suggestion, when it has one, names an active keyword.
    for (const item of data.items.filter((i) => i.suggestion)) {
      const keyword = await db()
        .selectFrom('keyword_master')
        .select(['keyword', 'status'])
        .where('id', '=', item.suggestion!.keywordId)
        .executeTakeFirstOrThrow();
      expect(keyword).toMatchObject({ keyword: item.suggestion!.keyword, status: 'active' });
    }
    expect(await db().selectFrom('videos').select('id').where('video_id', '=', followed[0]!).executeTakeFirst()).toBeUndefined();
  });

  it('answers 400 naming the field, and 409 in Korean when there is no usable API key', async () => {
    expect((await preview([])).body.error.field).toBe('urls');
    expect((await preview(Array.from({ length: 51 }, (_, i) => `id${i}`))).body.error.field).toBe('urls');
    await db().updateTable('youtube_api_keys').set({ is_enabled: false }).execute();
    try {
      const res = await preview([followed[5]!]);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('유튜브 API 키가 없습니다. 유튜브 API 키 화면에서 키를 등록하세요.');
    } finally {
      await db().updateTable('youtube_api_keys').set({ is_enabled: true }).execute();
    }
  });
});

describe('POST /api/admin/videos', () => {
  it('publishes a video added by its shorts address under the chosen keyword; totals and the public site follow', async () => {
    const keyword = await db()
      .selectFrom('keyword_master')
      .select(['id', 'slug', 'total_videos'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await publicTotals(db());
    const res = await add({ urls: [`youtube.com/shorts/${followed[1]}`], keywordId: keyword.id, publish: true });
    expect(res.status).toBe(200);
    const { data } = AddVideosResponseSchema.parse(res.body);
    expect(data).toMatchObject({
      added: 1,
      failed: 0,
      results: [{ videoId: followed[1], ok: true, status: 'published', keywordId: keyword.id }],
    });
    const row = await videoRow(db(), followed[1]!);
    expect(row).toMatchObject({
      status: 'published',
      keyword_id: keyword.id,
      channel_id: fake.state.channels[0]!.id,
      channel_type: 'fire_station',
    });
    expect(row.source_title).toBe(row.title);
    expect(row.search_terms.length).toBeGreaterThan(0);
    const after = await publicTotals(db());
    expect(after.platform.total_videos).toBe(before.platform.total_videos + 1);
    expect(after.keywords.get(keyword.id)).toBe(before.keywords.get(keyword.id)! + 1);
    expect((await call(t, 'GET', `/api/videos/${followed[1]}`, null)).status).toBe(200);
    const audit = await db().selectFrom('audit_log').selectAll().where('target_id', '=', followed[1]!).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'video.add', target_type: 'video' });
    // Pasted again: reported, not duplicated.
    const again = await add({ urls: [followed[1]!], keywordId: keyword.id, publish: true });
    expect(again.body.data.results[0]).toMatchObject({ ok: false, code: 'ALREADY_IN_CATALOGUE' });
  });

  it('sends a video to the curation queue with the classifier suggestion when not published; an unfollowed channel stays unlinked', async () => {
    const res = await add({ urls: [unfollowed[2]!] });
    expect(res.body.data.results[0]).toMatchObject({ ok: true, status: 'draft' });
    const row = await videoRow(db(), unfollowed[2]!);
    expect(row).toMatchObject({ status: 'draft', channel_id: null, channel_name: fake.state.channels[1]!.title });
    const item = await db().selectFrom('curation_queue').selectAll().where('video_id', '=', unfollowed[2]!).executeTakeFirstOrThrow();
    expect(item.state).toBe('pending');
    expect(item.reason.length).toBeGreaterThan(0);
  });

  it('reports a video in the archive instead of adding it; a purged one can be added again on purpose', async () => {
    await add({ urls: [followed[3]!, followed[4]!] });
    await call(t, 'POST', '/api/admin/videos/bulk-delete', token, { videoIds: [followed[3], followed[4]] });
    await call(t, 'POST', '/api/admin/videos/purge', token, { videoIds: [followed[4]] });
    const looked = await preview([followed[3]!, followed[4]!]);
    expect(looked.body.data.items.map((i: { state: string }) => i.state)).toEqual(['inArchive', 'new']);
    expect(looked.body.data.items[1].purgedBefore).toBe(true);
    const res = await add({ urls: [followed[3]!, followed[4]!] });
    expect(res.body.data.results).toMatchObject([
      { ok: false, code: 'IN_ARCHIVE' },
      { ok: true, status: 'draft' },
    ]);
    expect(
      await db().selectFrom('purged_videos').select('video_id').where('video_id', '=', followed[4]!).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a video YouTube no longer shows (made private) per item, and an unknown keyword with 400 naming the field', async () => {
    // videos.list leaves private videos out, as Google does for API-key callers.
    fake.state.data.setPrivacy(followed[6]!, 'private');
    const res = await add({ urls: [followed[6]!, followed[7]!] });
    expect(res.body.data.results).toMatchObject([
      { ok: false, code: 'NOT_ON_YOUTUBE', message: expect.stringContaining('비공개') },
      { ok: true, status: 'draft' },
    ]);
    const bad = await add({ urls: [followed[8]!], keywordId: 999_999, publish: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('keywordId');
    expect((await add({ urls: [followed[8]!], publish: 'yes' })).body.error.field).toBe('publish');
  });
});
