import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkTaskRunResponseSchema } from '../../../shared/api/bulk-tasks.ts';
import { startFakeYouTube, type FakeYouTube } from '../../../sync/fake-youtube/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { insertVideo, videoRow } from '../../test-support/admin-videos-test-helpers.ts';
import { expectTotalsMatchRecount, refreshAllTotals, runQueued } from '../../test-support/bulk-task-test-helpers.ts';

// The wizard's tasks that call YouTube (statistics of chosen videos, collection for a keyword) and re-classification.
const KEY = 'FAKEBulkTaskKey0000000000000000000000001';
let t: TestApp;
let fake: FakeYouTube;
let token: string;
const db = () => t.ctx.db;
const start = (body: unknown) => call(t, 'POST', '/api/admin/bulk-tasks', token, body);
const get = async (id: number) => BulkTaskRunResponseSchema.parse((await call(t, 'GET', `/api/admin/bulk-tasks/${id}`, token)).body).data;

beforeAll(async () => {
  fake = await startFakeYouTube({ channels: 2, videosPerChannel: 4, keys: [KEY] });
  ({ t } = await createAuthTestApp({
    videos: 60,
    env: { YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_RSS_BASE_URL: fake.url, YOUTUBE_API_KEYS: KEY },
  }));
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('refresh statistics of chosen videos', () => {
  it('estimates 1 unit per 50, reads YouTube once, writes each video with its audit row; a video gone from YouTube is reported', async () => {
    const onYouTube = fake.state.uploadIds(fake.state.channels[0]!.id).slice(0, 3);
    for (const id of onYouTube) await insertVideo(db(), { video_id: id, view_count: 1, like_count: 1 });
    await insertVideo(db(), { video_id: 'gone0000000', view_count: 5 });
    await refreshAllTotals(db());
    const targets = [...onYouTube, 'gone0000000'];
    const plan = await start({ task: 'refresh_statistics', videoIds: targets });
    expect(plan.body.data.plan.quota).toMatchObject({ units: 1, allowed: true });
    expect(plan.body.data.plan.items[0]).toMatchObject({ outcome: 'change', before: '조회수 1 · 좋아요 1' });
    const res = await start({ task: 'refresh_statistics', videoIds: targets, dryRun: false });
    expect(res.status).toBe(200);
    const callsBefore = fake.state.callsTo('videos.list').length;
    await runQueued(t);
    expect(fake.state.callsTo('videos.list').length - callsBefore).toBe(1);
    const run = await get(res.body.data.run.id);
    expect(run).toMatchObject({ state: 'succeeded', quotaSpent: 1, reversible: false, canUndo: false });
    for (const id of onYouTube) {
      const views = fake.state.data.video(id)!.viewCount;
      expect(Number((await videoRow(db(), id)).view_count)).toBe(views);
      expect(run.items.find((i) => i.videoId === id)).toMatchObject({ state: 'succeeded', before: '조회수 1 · 좋아요 1' });
    }
    expect(run.items.find((i) => i.videoId === 'gone0000000')).toMatchObject({
      state: 'failed',
      message: '유튜브에서 찾을 수 없는 영상입니다.',
    });
    const audits = await db().selectFrom('audit_log').select('target_id').where('action', '=', 'video.statistics').execute();
    expect(audits.map((a) => a.target_id).sort()).toEqual([...onYouTube].sort());
    await expectTotalsMatchRecount(db());
  });
});

describe('collect for a keyword', () => {
  it('runs the keyword collection inside the wizard job, its pages as items and its spends on the job', async () => {
    const keyword = await db()
      .selectFrom('keyword_master')
      .select(['id'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The keyword searches for a word of the fake channels' titles, so the search finds new videos.
    const word = fake.state.data.video(fake.state.uploadIds(fake.state.channels[1]!.id)[0]!)!.title.split(' ')[0]!;
    await db().updateTable('keyword_master').set({ search_keyword: word }).where('id', '=', keyword.id).execute();
    const plan = await start({ task: 'collect_keyword', keywordId: keyword.id, pages: 1 });
    expect(plan.body.data.plan).toMatchObject({
      items: [],
      quota: { units: 101, allowed: true },
      note: expect.stringMatching(/미리 알 수 없/),
    });
    const res = await start({ task: 'collect_keyword', keywordId: keyword.id, pages: 1, dryRun: false });
    expect(res.status).toBe(200);
    await runQueued(t);
    const run = await get(res.body.data.run.id);
    expect(run.state).toBe('succeeded');
    expect(run.quotaSpent).toBeGreaterThanOrEqual(100);
    expect(run.items[0]).toMatchObject({ key: 'page:1', title: '검색 1쪽', state: 'succeeded' });
    expect(run.result.inserted).toBeGreaterThan(0);
    expect(run.items[0]!.after).toMatch(/^새로 넣은 영상 [1-9]/);
    await expectTotalsMatchRecount(db());
  });
});

describe('re-classify', () => {
  it('gives a video the keyword its title matches, says so for one no rule matches, and undoes it', async () => {
    const keyword = await db()
      .selectFrom('keyword_master')
      .select(['id', 'keyword'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await insertVideo(db(), {
      video_id: 'reclass0001',
      title: `${keyword.keyword} ${keyword.keyword} 안전 교육`,
      tags: [keyword.keyword],
      keyword_id: null,
    });
    await insertVideo(db(), { video_id: 'reclass0002', title: 'qwerty zxcvb', tags: ['zzz'], keyword_id: null });
    await refreshAllTotals(db());
    const plan = await start({ task: 'reclassify', videoIds: ['reclass0001', 'reclass0002'] });
    const [matched, unmatched] = plan.body.data.plan.items;
    expect(matched).toMatchObject({ outcome: 'change', before: '키워드 없음' });
    expect(unmatched).toMatchObject({ outcome: 'skip', reason: expect.stringMatching(/분류 규칙에 맞는 키워드가 없/) });
    const res = await start({ task: 'reclassify', videoIds: ['reclass0001', 'reclass0002'], dryRun: false });
    await runQueued(t);
    const run = await get(res.body.data.run.id);
    expect(run.items.find((i) => i.videoId === 'reclass0001')).toMatchObject({ state: 'succeeded', after: matched.after });
    expect((await videoRow(db(), 'reclass0001')).keyword_id).not.toBeNull();
    await expectTotalsMatchRecount(db());
    await call(t, 'POST', `/api/admin/bulk-tasks/${run.id}/undo`, token, {});
    await runQueued(t);
    expect((await videoRow(db(), 'reclass0001')).keyword_id).toBeNull();
    await expectTotalsMatchRecount(db());
  });
});
