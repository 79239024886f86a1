import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PopularResponseSchema, VideoListResponseSchema } from '../../../shared/api/videos.ts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app.ts';

// The public lists can leave Shorts out or show only Shorts (videos.is_short), and the totals
// agree with the rows (the maintained tallies minus the Shorts counted on their partial index).
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
const counted = async (where: ReturnType<typeof sql<boolean>>) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('videos')
        .where('is_public', '=', true)
        .where(where)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('shorts=exclude|only', () => {
  it('the demo catalogue has Shorts (a /shorts/ address) among its public videos', async () => {
    expect(await counted(sql<boolean>`is_short`)).toBeGreaterThan(0);
  });

  it('only: every row is a Short, the total is the number of public Shorts', async () => {
    const body = await list('?shorts=only&limit=100');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((v) => v.is_short)).toBe(true);
    expect(body.pagination.total).toBe(await counted(sql<boolean>`is_short`));
  });

  it('exclude: no Short, the total is every other public video; with a channel type the same holds', async () => {
    const body = await list('?shorts=exclude&limit=100&sort=views');
    expect(body.data.some((v) => v.is_short)).toBe(false);
    expect(body.pagination.total).toBe(await counted(sql<boolean>`NOT is_short`));
    const typed = await list('?shorts=exclude&channel_type=fire_dept&period=year');
    expect(typed.data.some((v) => v.is_short || v.channel_type !== 'fire_dept')).toBe(false);
    expect(typed.pagination.total).toBe(
      await counted(sql<boolean>`NOT is_short AND channel_type = 'fire_dept' AND upload_date >= now() - interval '1 year'`),
    );
  });

  it('the popular tops take the filter too', async () => {
    const res = await getJson(t.app, '/api/videos/popular?period=all&shorts=only');
    const body = PopularResponseSchema.parse(res.body);
    expect(body.data.videos.length).toBeGreaterThan(0);
    expect(body.data.videos.every((v) => v.is_short)).toBe(true);
  });

  it('an unknown value is a 400 naming the field, in Korean', async () => {
    const res = await getJson(t.app, '/api/videos?shorts=maybe');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('shorts');
  });
});
