import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KeywordDetailResponseSchema,
  KeywordListResponseSchema,
  KeywordVideosResponseSchema,
  SuggestResponseSchema,
} from '../../../shared/api/keywords.ts';
import { createTestApp, getJson, SAME_ORIGIN_WRITE, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let top: { slug: string; keyword: string; id: number; total_videos: number };
beforeAll(async () => {
  t = await createTestApp();
  const body = KeywordListResponseSchema.parse((await getJson(t.app, '/api/keywords?sort=total_videos&limit=1')).body);
  top = body.data[0]!;
});
afterAll(() => t?.close());

const slugUrl = (slug: string) => encodeURIComponent(slug);

describe('GET /api/keywords', () => {
  it('lists 10 by default with video_count and categories', async () => {
    const body = KeywordListResponseSchema.parse((await getJson(t.app, '/api/keywords')).body);
    expect(body.data).toHaveLength(10);
    expect(body.pagination.limit).toBe(10);
    const views = body.data.map((k) => k.total_views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    expect(body.data.every((k) => k.video_count === k.total_videos && k.categories.length > 0)).toBe(true);
    expect(body.pagination.total).toBeGreaterThan(100);
  });

  it('filters by category slug and by search text', async () => {
    const cat = (await t.ctx.db.selectFrom('categories').select('slug').where('parent_id', 'is not', null).executeTakeFirstOrThrow()).slug;
    const byCategory = KeywordListResponseSchema.parse((await getJson(t.app, `/api/keywords?category=${cat}&limit=100`)).body);
    expect(byCategory.data.length).toBeGreaterThan(0);
    expect(byCategory.data.every((k) => k.categories.some((c) => c.slug === cat))).toBe(true);
    const search = KeywordListResponseSchema.parse(
      (await getJson(t.app, `/api/keywords?search=${encodeURIComponent('소화기')}&limit=100`)).body,
    );
    expect(search.data.length).toBeGreaterThan(0);
    expect(search.data.every((k) => k.keyword.includes('소화기'))).toBe(true);
    const unknown = KeywordListResponseSchema.parse((await getJson(t.app, '/api/keywords?category=unknown-cat')).body);
    expect(unknown.data).toEqual([]);
    expect(unknown.pagination.total).toBe(0);
  });

  it('suggests up to 5 keywords by prefix and by 초성', async () => {
    const byText = SuggestResponseSchema.parse((await getJson(t.app, `/api/keywords/suggest?q=${encodeURIComponent('소화')}`)).body);
    expect(byText.data.length).toBeGreaterThan(0);
    expect(byText.data.length).toBeLessThanOrEqual(5);
    expect(byText.data.every((k) => k.keyword.startsWith('소화'))).toBe(true);
    const byChosung = SuggestResponseSchema.parse((await getJson(t.app, `/api/keywords/suggest?q=${encodeURIComponent('ㅅㅎㄱ')}`)).body);
    expect(byChosung.data.length).toBeGreaterThan(0);
    expect(byChosung.data.some((k) => k.keyword.startsWith('소화기'))).toBe(true);
  });
});

describe('GET /api/keywords/:slug', () => {
  it('returns the keyword, its six summary figures and the breadcrumb', async () => {
    const res = await getJson(t.app, `/api/keywords/${slugUrl(top.slug)}`);
    const { data } = KeywordDetailResponseSchema.parse(res.body);
    expect(data.keyword.slug).toBe(top.slug);
    const published = await t.ctx.db
      .selectFrom('videos')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('view_count').as('views')])
      .where('keyword_id', '=', top.id)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    expect(data.summary.totalVideos).toBe(Number(published.n));
    expect(data.summary.totalViews).toBe(Number(published.views));
    expect(data.summary.averageViews).toBe(Math.round(Number(published.views) / Number(published.n)));
    expect(data.summary.totalChannels).toBeGreaterThan(0);
    expect(data.summary.averageDurationMinutes).toBeGreaterThan(0);
    expect(data.breadcrumb[0]).toEqual({ label: '홈', href: '/' });
    expect(data.breadcrumb.length).toBe(3);
    expect(data.breadcrumb[2]!.href).toMatch(/^\/categories\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  it('answers 404 키워드를 찾을 수 없습니다', async () => {
    const res = await getJson(t.app, `/api/keywords/${slugUrl('없는-키워드')}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: '키워드를 찾을 수 없습니다.' } });
  });

  it('counts one page view per visitor session (and address) and shows it live', async () => {
    const view = (session: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/keywords/${slugUrl(top.slug)}/view`,
        headers: { ...SAME_ORIGIN_WRITE, 'x-session-id': session },
        remoteAddress: session === 'visitor-one-123' ? '192.0.2.1' : '192.0.2.2',
      });
    const before = KeywordDetailResponseSchema.parse((await getJson(t.app, `/api/keywords/${slugUrl(top.slug)}`)).body).data.summary
      .pageViews;
    expect((await view('visitor-one-123')).json().data).toEqual({ counted: true, pageViews: before + 1 });
    expect((await view('visitor-one-123')).json().data).toEqual({ counted: false, pageViews: before + 1 });
    expect((await view('visitor-two-456')).json().data).toEqual({ counted: true, pageViews: before + 2 });
    const after = KeywordDetailResponseSchema.parse((await getJson(t.app, `/api/keywords/${slugUrl(top.slug)}`)).body).data.summary
      .pageViews;
    expect(after).toBe(before + 2);
  });
});

describe('GET /api/keywords/:slug/videos', () => {
  it('pages, sorts and orders the keyword videos', async () => {
    const url = (q: string) => `/api/keywords/${slugUrl(top.slug)}/videos${q}`;
    const asc = KeywordVideosResponseSchema.parse((await getJson(t.app, url('?sort=upload_date&order=asc&limit=10'))).body);
    const dates = asc.data.videos.map((v) => v.upload_date);
    expect([...dates].sort()).toEqual(dates);
    expect(asc.data.pagination.total).toBe(top.total_videos);
    const desc = KeywordVideosResponseSchema.parse((await getJson(t.app, url('?sort=view_count&order=desc&viewMode=list'))).body);
    const views = desc.data.videos.map((v) => v.view_count);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    expect(desc.data.videos.every((v) => v.keyword_id === top.id)).toBe(true);
  });

  it('filters by channel, search text and period', async () => {
    const url = (q: string) => `/api/keywords/${slugUrl(top.slug)}/videos${q}`;
    const all = KeywordVideosResponseSchema.parse((await getJson(t.app, url('?limit=100'))).body).data.videos;
    const channel = all.find((v) => v.channel_id)!.channel_id!;
    const byChannel = KeywordVideosResponseSchema.parse((await getJson(t.app, url(`?channel=${channel}&limit=100`))).body);
    expect(byChannel.data.videos.every((v) => v.channel_id === channel)).toBe(true);
    const word = all[0]!.title.split(' ').find((w) => w.length >= 2)!;
    const bySearch = KeywordVideosResponseSchema.parse((await getJson(t.app, url(`?search=${encodeURIComponent(word)}&limit=100`))).body);
    expect(bySearch.data.videos.length).toBeGreaterThan(0);
    const year = KeywordVideosResponseSchema.parse((await getJson(t.app, url('?period=year&limit=100'))).body);
    expect(year.data.videos.every((v) => Date.parse(v.upload_date) >= Date.now() - 366 * 86_400_000)).toBe(true);
    expect((await getJson(t.app, url('?order=sideways'))).status).toBe(400);
  });
});

describe('GET /api/keywords/:slug/export', () => {
  it('downloads a UTF-8 CSV with BOM, RFC 4180 quoting and the slug as file name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/keywords/${slugUrl(top.slug)}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(top.slug)}.csv`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('번호,영상 ID,제목,채널,채널 유형,조회수,좋아요,댓글,길이,업로드일,영상 주소');
    expect(lines.length).toBe(top.total_videos + 1);
  });

  it('neutralises formula-like cells and quotes commas and quotes', async () => {
    const target = await t.ctx.db
      .selectFrom('videos')
      .select(['id'])
      .where('keyword_id', '=', top.id)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('videos').set({ title: '=HYPERLINK("http://evil","클릭"), 진짜' }).where('id', '=', target.id).execute();
    const res = await t.app.inject({ method: 'GET', url: `/api/keywords/${slugUrl(top.slug)}/export` });
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"",""클릭""), 진짜"`);
  });
});
