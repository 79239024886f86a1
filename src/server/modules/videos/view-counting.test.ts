import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_VIEW_ADDRESS_CAP_PER_HOUR } from '../../../shared/constants/catalogue.ts';
import { createTestApp, SAME_ORIGIN_WRITE, type TestApp } from '../../test-support/test-app.ts';

// 300 views from one address by changing X-Session-Id. A view now counts once per address and video
// (or keyword page) per 30 minutes as well as once per session, and one address counts at most a capped number an hour.
let t: TestApp;
let time = Date.now();
beforeAll(async () => {
  t = await createTestApp(400, { now: () => new Date(time) });
});
afterAll(() => t?.close());

let addressCounter = 0;
const newAddress = () => `203.0.113.${(addressCounter += 1)}`;
const view = (url: string, session: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN_WRITE, 'x-session-id': session }, remoteAddress });
const publishedVideos = (limit: number) =>
  t.ctx.db.selectFrom('videos').select(['video_id', 'view_count']).where('status', '=', 'published').orderBy('id').limit(limit).execute();
const viewCount = async (videoId: string) =>
  Number((await t.ctx.db.selectFrom('videos').select('view_count').where('video_id', '=', videoId).executeTakeFirstOrThrow()).view_count);

describe('public view counts', () => {
  it('300 views of one video from one address with 300 session ids count once', async () => {
    const [video] = await publishedVideos(1);
    const before = await viewCount(video!.video_id);
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => view(`/api/videos/${video!.video_id}/view`, `rotating-session-${i}-abc`, address)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().data.counted).length).toBe(1);
    expect(await viewCount(video!.video_id)).toBe(before + 1);
    // Other addresses still count, once each.
    for (let i = 0; i < 3; i += 1) await view(`/api/videos/${video!.video_id}/view`, `someone-else-${i}-xyz`, newAddress());
    expect(await viewCount(video!.video_id)).toBe(before + 4);
  });

  it('the same address counts the video again after 30 minutes', async () => {
    const [, video] = await publishedVideos(2);
    const before = await viewCount(video!.video_id);
    const address = newAddress();
    expect((await view(`/api/videos/${video!.video_id}/view`, 'returning-visitor-1', address)).json().data.counted).toBe(true);
    time += 29 * 60_000;
    expect((await view(`/api/videos/${video!.video_id}/view`, 'returning-visitor-2', address)).json().data.counted).toBe(false);
    time += 2 * 60_000;
    expect((await view(`/api/videos/${video!.video_id}/view`, 'returning-visitor-3', address)).json().data.counted).toBe(true);
    expect(await viewCount(video!.video_id)).toBe(before + 2);
  });

  it(`one address counts at most ${PAGE_VIEW_ADDRESS_CAP_PER_HOUR} video views an hour, whatever the videos and sessions`, async () => {
    const videos = await publishedVideos(PAGE_VIEW_ADDRESS_CAP_PER_HOUR + 30);
    const address = newAddress();
    let counted = 0;
    for (const [i, video] of videos.entries()) {
      if ((await view(`/api/videos/${video.video_id}/view`, `binge-session-${i}-abc`, address)).json().data.counted) counted += 1;
    }
    expect(counted).toBe(PAGE_VIEW_ADDRESS_CAP_PER_HOUR);
    time += 61 * 60_000;
    expect((await view(`/api/videos/${videos[0]!.video_id}/view`, 'binge-session-next-hour', address)).json().data.counted).toBe(true);
  });

  it('keyword page views follow the same rules', async () => {
    const keyword = await t.ctx.db
      .selectFrom('keyword_master')
      .select(['slug', 'view_count'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const url = `/api/keywords/${encodeURIComponent(keyword.slug)}/view`;
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => view(url, `keyword-rotating-${i}-abc`, address)));
    expect(answers.filter((a) => a.json().data.counted).length).toBe(1);
    expect((await view(url, 'keyword-other-address', newAddress())).json().data.counted).toBe(true);
    const after = await t.ctx.db
      .selectFrom('keyword_master')
      .select('view_count')
      .where('slug', '=', keyword.slug)
      .executeTakeFirstOrThrow();
    expect(Number(after.view_count)).toBe(Number(keyword.view_count) + 2);
  });
});
