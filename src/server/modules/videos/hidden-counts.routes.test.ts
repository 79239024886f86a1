import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ChannelListResponseSchema, ChannelStatsResponseSchema, ChannelDetailResponseSchema } from '../../../shared/api/channels.ts';
import { PopularResponseSchema, VideoDetailResponseSchema, VideoListResponseSchema } from '../../../shared/api/videos.ts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app.ts';

// Through the public API: a count YouTube hides is null in every answer (the schemas say
// `number | null`), sorts after the known ones, and sums treat it as unknown instead of failing or inventing 0.
let t: TestApp;
let hiddenVideo: string;
let hiddenChannel: string;
beforeAll(async () => {
  t = await createTestApp();
  const top = await t.ctx.db
    .selectFrom('videos')
    .select(['video_id', 'channel_id'])
    .where('is_public', '=', true)
    .where('channel_id', 'is not', null)
    .orderBy('like_count', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  hiddenVideo = top.video_id;
  hiddenChannel = top.channel_id!;
  await t.ctx.db.updateTable('videos').set({ like_count: null, comment_count: null }).where('video_id', '=', hiddenVideo).execute();
  await t.ctx.db.updateTable('channel_master').set({ subscriber_count: null }).where('channel_id', '=', hiddenChannel).execute();
  await t.ctx.db.updateTable('videos').set({ subscriber_count: null }).where('channel_id', '=', hiddenChannel).execute();
  await sql`SELECT refresh_channel_totals()`.execute(t.ctx.db);
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await getJson(t.app, url);
  expect(res.status, res.raw).toBe(200);
  return res.body;
};

describe('hidden counts in the public API', () => {
  it('the video page gives null likes, comments and subscribers (schema-valid), not 0', async () => {
    const body = VideoDetailResponseSchema.parse(await get(`/api/videos/${hiddenVideo}`));
    expect(body.data.video).toMatchObject({ like_count: null, comment_count: null, subscriber_count: null });
    expect(body.data.channel?.subscriber_count).toBeNull();
  });

  it('"most liked" lists the hidden count after every known one', async () => {
    const first = VideoListResponseSchema.parse(await get('/api/videos?sort=likes&limit=50'));
    expect(first.data.map((v) => v.video_id)).not.toContain(hiddenVideo);
    expect(first.data.every((v) => v.like_count !== null)).toBe(true);
    const last = VideoListResponseSchema.parse(await get(`/api/videos?sort=likes&limit=50&page=${first.pagination.totalPages}`));
    expect(last.data.at(-1)?.video_id).toBe(hiddenVideo);
  });

  it('channels: null subscribers, sorted last, and the statistics add up the known ones', async () => {
    // Every page in order: known counts first (descending), then the hidden ones — ours among them.
    const first = ChannelListResponseSchema.parse(await get('/api/channels?sort=subscriber_count&limit=100'));
    const all = [...first.data];
    for (let page = 2; page <= first.pagination.totalPages; page += 1)
      all.push(...ChannelListResponseSchema.parse(await get(`/api/channels?sort=subscriber_count&limit=100&page=${page}`)).data);
    const firstHidden = all.findIndex((c) => c.subscriber_count === null);
    expect(firstHidden).toBeGreaterThan(0);
    expect(all.slice(firstHidden).every((c) => c.subscriber_count === null)).toBe(true);
    const known = all.slice(0, firstHidden).map((c) => c.subscriber_count!);
    expect([...known].sort((a, b) => b - a)).toEqual(known);
    expect(all.find((c) => c.channel_id === hiddenChannel)?.subscriber_count).toBeNull();
    const detail = ChannelDetailResponseSchema.parse(await get(`/api/channels/${hiddenChannel}`));
    expect(detail.data.channel.subscriber_count).toBeNull();
    const stats = ChannelStatsResponseSchema.parse(await get('/api/channels/stats'));
    const row = stats.data.channels.find((c) => c.channel_id === hiddenChannel);
    expect(row).toMatchObject({ subscriber_count: null, subscribers_per_video: null });
    const knownSum = stats.data.channels.reduce((sum, c) => sum + (c.subscriber_count ?? 0), 0);
    expect(stats.data.totals.subscribers).toBe(knownSum);
    const popular = PopularResponseSchema.parse(await get('/api/videos/popular?limit=10'));
    expect(popular.data.topChannels.every((c) => c.subscriber_count === null || c.subscriber_count >= 0)).toBe(true);
  });

  it('platform totals stay numbers: the unknown like count adds nothing', async () => {
    await sql`SELECT * FROM refresh_platform_statistics()`.execute(t.ctx.db);
    const body = await get('/api/statistics');
    const direct = await t.ctx.db
      .selectFrom('videos')
      .where('is_public', '=', true)
      .select(sql<string>`coalesce(sum(like_count), 0)`.as('likes'))
      .executeTakeFirstOrThrow();
    expect(typeof body.data.totalLikes).toBe('number');
    expect(body.data.totalLikes).toBe(Number(direct.likes));
  });
});
