import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PopularResponseSchema, VideoDetailResponseSchema, VideoListResponseSchema } from '../../../shared/api/videos.ts';
import { createTestApp, getJson, SAME_ORIGIN_WRITE, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const list = async (query: string) => {
  const res = await getJson(t.app, `/api/videos${query}`);
  expect(res.status, res.raw).toBe(200);
  return VideoListResponseSchema.parse(res.body);
};

describe('GET /api/videos', () => {
  it('lists public videos newest first with pagination', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(20);
    expect(body.pagination.page).toBe(1);
    expect(body.pagination.limit).toBe(20);
    const dates = body.data.map((v) => v.upload_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data.every((v) => v.status === 'published')).toBe(true);
    const hidden = await t.ctx.db
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['draft', 'archived', 'deleted'])
      .executeTakeFirstOrThrow();
    const all = await t.ctx.db
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(hidden.n)).toBeGreaterThan(0);
    expect(body.pagination.total).toBe(Number(all.n) - Number(hidden.n));
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 20));
  });

  it.each([
    ['views', 'view_count'],
    ['popular', 'view_count'],
    ['likes', 'like_count'],
  ] as const)('sort=%s orders by %s', async (sort, field) => {
    const body = await list(`?sort=${sort}&limit=50`);
    const values = body.data.map((v) => v[field]);
    expect([...values].sort((a, b) => (b ?? -1) - (a ?? -1))).toEqual(values);
  });

  it('filters by period, channel type, keyword and channel', async () => {
    const week = await list('?period=week&limit=100');
    const cutoff = Date.now() - 7 * 86_400_000 - 60_000;
    expect(week.data.every((v) => Date.parse(v.upload_date) >= cutoff)).toBe(true);
    expect(week.data.every((v) => v.is_new)).toBe(true);

    const fireDept = await list('?channel_type=fire_dept&limit=100');
    expect(fireDept.data.length).toBeGreaterThan(0);
    expect(fireDept.data.every((v) => v.channel_type === 'fire_dept')).toBe(true);

    const keywordId = fireDept.data.find((v) => v.keyword_id !== null)!.keyword_id!;
    const byKeyword = await list(`?keyword_id=${keywordId}&limit=100`);
    expect(byKeyword.data.every((v) => v.keyword_id === keywordId)).toBe(true);

    const channelId = fireDept.data[0]!.channel_id!;
    const byChannel = await list(`?channel_id=${channelId}&limit=100`);
    expect(byChannel.data.length).toBeGreaterThan(0);
    expect(byChannel.data.every((v) => v.channel_id === channelId)).toBe(true);

    const excluded = await list(`?channel_type=fire_dept&excluded_channels=${channelId},UCnotAChannel00000000000&limit=100`);
    expect(excluded.data.some((v) => v.channel_id === channelId)).toBe(false);
    expect(excluded.pagination.total).toBe(fireDept.pagination.total - byChannel.pagination.total);
  });

  it('returns an empty page with correct pagination past the end', async () => {
    const body = await list('?page=9999');
    expect(body.data).toEqual([]);
    expect(body.pagination.page).toBe(9999);
    expect(body.pagination.total).toBeGreaterThan(0);
  });

  it.each([
    ['?limit=101', 'limit'],
    ['?limit=0', 'limit'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?sort=random', 'sort'],
    ['?period=decade', 'period'],
    ['?channel_type=tv', 'channel_type'],
    ['?keyword_id=-3', 'keyword_id'],
    ['?excluded_channels=a%20b%3B', 'excluded_channels'],
    ['?page=1&page=2', 'page'],
  ])('%s → 400 naming %s in Korean', async (query, field) => {
    const res = await getJson(t.app, `/api/videos${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.field).toBe(field);
    expect(res.body.error.message).toContain(`'${field}'`);
    expect(res.body.error.message).toMatch(/[가-힣]/);
  });
});

describe('GET /api/videos/popular', () => {
  it.each([
    ['week', 12],
    ['month', 30],
    ['year', 100],
    ['all', 100],
  ] as const)('period=%s returns at most %i, most viewed first', async (period, top) => {
    const res = await getJson(t.app, `/api/videos/popular?period=${period}`);
    const body = PopularResponseSchema.parse(res.body);
    expect(body.data.limit).toBe(top);
    expect(body.data.videos.length).toBeLessThanOrEqual(top);
    if (period === 'all') expect(body.data.videos).toHaveLength(top);
    const views = body.data.videos.map((v) => v.view_count);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('offers the top 5 channels by subscribers of the type as exclusion chips', async () => {
    const res = await getJson(t.app, '/api/videos/popular?period=all&channel_type=domestic');
    const body = PopularResponseSchema.parse(res.body);
    expect(body.data.topChannels).toHaveLength(5);
    const subs = body.data.topChannels.map((c) => c.subscriber_count);
    expect([...subs].sort((a, b) => (b ?? -1) - (a ?? -1))).toEqual(subs);
    expect(body.data.videos.every((v) => v.channel_type === 'domestic')).toBe(true);
    const excludedId = body.data.topChannels[0]!.channel_id;
    const without = PopularResponseSchema.parse(
      (await getJson(t.app, `/api/videos/popular?period=all&channel_type=domestic&excluded_channels=${excludedId}`)).body,
    );
    expect(without.data.videos.some((v) => v.channel_id === excludedId)).toBe(false);
  });
});

describe('GET /api/videos/:videoId and POST …/view', () => {
  it('returns one video with its keyword and channel', async () => {
    const [first] = (await list('?sort=views&channel_type=fire_dept')).data;
    const res = await getJson(t.app, `/api/videos/${first!.video_id}`);
    const body = VideoDetailResponseSchema.parse(res.body);
    expect(body.data.video.video_id).toBe(first!.video_id);
    expect(body.data.channel?.channel_id).toBe(first!.channel_id);
    if (first!.keyword_id) expect(body.data.keyword?.id).toBe(first!.keyword_id);
  });

  it('answers 404 in Korean for an unknown or unpublished video', async () => {
    const res = await getJson(t.app, '/api/videos/AAAAAAAAAAA');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('영상을 찾을 수 없습니다.');
    const draft = await t.ctx.db.selectFrom('videos').select('video_id').where('status', '=', 'draft').executeTakeFirstOrThrow();
    expect((await getJson(t.app, `/api/videos/${draft.video_id}`)).status).toBe(404);
  });

  it('counts a view once per visitor session (and address) within 30 minutes', async () => {
    const [video] = (await list('?sort=likes')).data;
    const post = (session: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/videos/${video!.video_id}/view`,
        headers: { ...SAME_ORIGIN_WRITE, 'x-session-id': session },
        remoteAddress,
      });
    const first = (await post('session-aaaaaaaa', '192.0.2.1')).json();
    expect(first.data).toEqual({ counted: true, view_count: video!.view_count + 1 });
    const repeat = (await post('session-aaaaaaaa', '192.0.2.9')).json();
    expect(repeat.data.counted).toBe(false);
    const other = (await post('session-bbbbbbbb', '192.0.2.2')).json();
    expect(other.data).toEqual({ counted: true, view_count: video!.view_count + 2 });
  });
});
