import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

// Issue 25 item 10, ADR 0038: one convention for every list — `sort` names the field, `order` is asc|desc, the
// older spellings still work (deprecated aliases), and `pagination` sits beside `data`.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(300);
});
afterAll(() => t?.close());

let session = 0;
const get = async (url: string) => {
  session += 1;
  const res = await t.app.inject({ url, headers: { 'x-session-id': `api-conventions-${session}-abcdef` } });
  return { status: res.statusCode, body: res.json() as any };
};
const ids = (body: any) =>
  (Array.isArray(body.data) ? body.data : (body.data.videos ?? body.data.keywords ?? body.data)).map(
    (row: any) => row.video_id ?? row.channel_id ?? row.id,
  );

describe('sort and order: the new names and the old ones give the same list', () => {
  const pairs: [string, string][] = [
    ['/api/videos?sort=latest&limit=10', '/api/videos?sort=upload_date&order=desc&limit=10'],
    ['/api/videos?sort=views&limit=10', '/api/videos?sort=view_count&order=desc&limit=10'],
    ['/api/videos?sort=popular&limit=10', '/api/videos?sort=view_count&limit=10'],
    ['/api/videos?sort=likes&limit=10', '/api/videos?sort=like_count&limit=10'],
    ['/api/channels?sort=latest_video&limit=10', '/api/channels?sort=latest_video_date&order=desc&limit=10'],
    ['/api/search?q=소화기&sortBy=view_count', '/api/search?q=소화기&sort=view_count&order=desc'],
  ];
  for (const [old, now] of pairs)
    it(`${old} = ${now}`, async () => {
      const [a, b] = [await get(old), await get(now)];
      expect(a.status, old).toBe(200);
      expect(b.status, now).toBe(200);
      expect(ids(a.body).length).toBeGreaterThan(0);
      expect(ids(b.body)).toEqual(ids(a.body));
    });

  it('the defaults are the same ordering under either name', async () => {
    expect(ids((await get('/api/videos?limit=10')).body)).toEqual(ids((await get('/api/videos?sort=upload_date&limit=10')).body));
  });

  it("a channel's videos take the same names", async () => {
    const list = await get('/api/channels?limit=1');
    const id = list.body.data[0].channel_id as string;
    const old = await get(`/api/channels/${id}?sort=views`);
    const now = await get(`/api/channels/${id}?sort=view_count&order=desc`);
    expect(now.status).toBe(200);
    expect(now.body.data.videos.map((v: any) => v.video_id)).toEqual(old.body.data.videos.map((v: any) => v.video_id));
  });

  it('search: sort wins over the old sortBy when both are sent', async () => {
    const both = await get('/api/search?q=소화기&sortBy=relevance&sort=upload_date');
    const dates = both.body.data.videos.map((v: any) => v.upload_date as string);
    expect(dates.length).toBeGreaterThan(1);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('a direction a list does not offer is a 400 naming order, in Korean', async () => {
    const res = await get('/api/videos?sort=view_count&order=asc');
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('order');
    expect(res.body.error.message).toContain("'order'는 sort=view_count에서 desc만");
    const bad = await get('/api/videos?sort=upload_date&order=sideways');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('order');
    const unknown = await get('/api/videos?sort=nonsense');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.field).toBe('sort');
  });

  it('the keyword page already spoke the convention: both directions work', async () => {
    const keywords = await get('/api/keywords?limit=1');
    const slug = keywords.body.data[0].slug as string;
    const asc = await get(`/api/keywords/${encodeURIComponent(slug)}/videos?sort=view_count&order=asc`);
    const views = asc.body.data.videos.map((v: any) => v.view_count as number);
    expect(views).toEqual([...views].sort((a, b) => a - b));
  });
});

describe('pagination sits beside data on every list', () => {
  it('public lists answer {success, data, pagination}', async () => {
    const keywords = await get('/api/keywords?limit=1');
    const slug = encodeURIComponent(keywords.body.data[0].slug as string);
    for (const url of [
      '/api/videos?limit=3',
      '/api/channels?limit=3',
      '/api/keywords?limit=3',
      `/api/keywords/${slug}/videos?limit=3`,
      '/api/search?q=소화기&limit=3',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(200);
      expect(body.pagination, url).toMatchObject({ page: 1, limit: 3 });
      expect(body.pagination.total, url).toBeGreaterThan(0);
    }
  });

  it('the keyword videos keep the old place inside data too (deprecated), the same object', async () => {
    const keywords = await get('/api/keywords?limit=1');
    const slug = encodeURIComponent(keywords.body.data[0].slug as string);
    const { body } = await get(`/api/keywords/${slug}/videos?limit=2&page=1`);
    expect(body.data.pagination).toEqual(body.pagination);
    expect(Array.isArray(body.data.videos)).toBe(true);
  });
});
