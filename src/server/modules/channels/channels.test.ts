import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChannelCountsResponseSchema,
  ChannelDetailResponseSchema,
  ChannelListResponseSchema,
  ChannelStatsResponseSchema,
  FireDepartmentsResponseSchema,
} from '../../../shared/api/channels.ts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/channels', () => {
  it.each([
    ['video_count', (c: { video_count: number }) => c.video_count],
    ['subscriber_count', (c: { subscriber_count: number }) => c.subscriber_count],
    ['view_count', (c: { view_count: number }) => c.view_count],
    ['latest_video', (c: { latest_video_date: string | null }) => Date.parse(c.latest_video_date ?? '1970-01-01')],
  ] as const)('sort=%s orders descending', async (sort, pick) => {
    const res = await getJson(t.app, `/api/channels?sort=${sort}&limit=500`);
    const body = ChannelListResponseSchema.parse(res.body);
    const values = body.data.map((c) => pick(c as never));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(body.pagination.total).toBe(body.data.length);
  });

  it('filters by channel_type and pages', async () => {
    const page1 = ChannelListResponseSchema.parse((await getJson(t.app, '/api/channels?channel_type=domestic&limit=10')).body);
    const page2 = ChannelListResponseSchema.parse((await getJson(t.app, '/api/channels?channel_type=domestic&limit=10&page=2')).body);
    expect(page1.data.every((c) => c.channel_type === 'domestic')).toBe(true);
    expect(page1.data).toHaveLength(10);
    expect(page1.data.map((c) => c.id)).not.toEqual(page2.data.map((c) => c.id));
    expect(page1.pagination.totalPages).toBe(Math.ceil(page1.pagination.total / 10));
  });

  it('rejects limit above 500 naming the field', async () => {
    const res = await getJson(t.app, '/api/channels?limit=501');
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('limit');
  });
});

describe('channel counts, headquarters and analytics', () => {
  it('counts channels per type', async () => {
    const { data } = ChannelCountsResponseSchema.parse((await getJson(t.app, '/api/channels/counts')).body);
    expect(data.fire_dept).toBe(19);
    expect(data.fire_station).toBeGreaterThanOrEqual(30);
    expect(data.domestic).toBeGreaterThanOrEqual(40);
    expect(data.international).toBeGreaterThanOrEqual(25);
    expect(data.total).toBe(data.fire_dept + data.fire_station + data.domestic + data.international);
  });

  it('lists the headquarters in their fixed display order with regions', async () => {
    const { data } = FireDepartmentsResponseSchema.parse((await getJson(t.app, '/api/channels/fire-departments')).body);
    expect(data.channels).toHaveLength(19);
    expect(data.channels.map((c) => c.display_order)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(data.channels.every((c) => c.region && c.channel_type === 'fire_dept')).toBe(true);
    expect(data.channels.map((c) => c.channel_name)).toContain('소방청');
  });

  it('gives overview, comparison and efficiency figures', async () => {
    const { data } = ChannelStatsResponseSchema.parse((await getJson(t.app, '/api/channels/stats')).body);
    expect(data.byType.map((b) => b.channel_type)).toEqual(['fire_dept', 'fire_station', 'domestic', 'international']);
    expect(data.totals.videos).toBe(data.byType.reduce((s, b) => s + b.videos, 0));
    const views = data.channels.map((c) => c.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const busiest = data.channels[0]!;
    expect(busiest.views_per_video).toBe(Math.round(busiest.views / busiest.videos));
    const published = await t.ctx.db
      .selectFrom('videos')
      .innerJoin('channel_master', 'channel_master.channel_id', 'videos.channel_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('videos.status', 'in', ['published', ''])
      .where('channel_master.is_active', '=', true)
      .executeTakeFirstOrThrow();
    expect(data.totals.videos).toBe(Number(published.n));
  });
});

describe('GET /api/channels/:id', () => {
  it('finds a channel by YouTube id or numeric id with totals and sorted videos', async () => {
    const { data } = FireDepartmentsResponseSchema.parse((await getJson(t.app, '/api/channels/fire-departments')).body);
    const seoul = data.channels[0]!;
    const byChannelId = ChannelDetailResponseSchema.parse(
      (await getJson(t.app, `/api/channels/${seoul.channel_id}?sort=views&limit=5`)).body,
    );
    const byId = ChannelDetailResponseSchema.parse((await getJson(t.app, `/api/channels/${seoul.id}?sort=views&limit=5`)).body);
    expect(byId.data.channel.channel_id).toBe(seoul.channel_id);
    expect(byChannelId.data.videos.map((v) => v.video_id)).toEqual(byId.data.videos.map((v) => v.video_id));
    expect(byChannelId.data.totals.videos).toBe(byChannelId.pagination.total);
    const views = byChannelId.data.videos.map((v) => v.view_count);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    expect(byChannelId.data.videos.every((v) => v.channel_id === seoul.channel_id)).toBe(true);
  });

  it('answers 404 채널을 찾을 수 없습니다', async () => {
    const res = await getJson(t.app, '/api/channels/UCdoesNotExist');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('채널을 찾을 수 없습니다.');
  });
});
