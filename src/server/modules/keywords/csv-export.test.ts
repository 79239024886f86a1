import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchDocument } from '../../../shared/search/text.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, bearer, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

// The formula guard turned the video ID -pczyTbt_Y- into '-pczyTbt_Y- for every program reading the
// CSV. The default export stays safe for spreadsheets; ?format=raw gives every value exactly as stored.
let t: TestApp;
let token: string;
let slug: string;
let keywordId: number;

/** Values a spreadsheet would run, and values a program must get back unchanged. */
const TRICKY_IDS = ['-pczyTbt_Y-', '-1234567890', '-abcDEF_123', '_underscore', 'A-B-C-D-E-F', 'plain_ID_01', '--22222222-', '-s_Hort_kR0'];
const TRICKY_TITLES = [
  '=HYPERLINK("http://evil.example","클릭")',
  '+1+1 화재 대피',
  '-2 소화기 사용법',
  '@SUM(A1:A2) 안전',
  '\t탭으로 시작',
  '\r캐리지 리턴',
  '＝전각 등호',
  '쉼표, "따옴표" 그리고\n줄바꿈',
];
// What a spreadsheet (Excel, LibreOffice, Google Sheets) treats as a formula when a cell starts with it.
const RUNS_IN_A_SPREADSHEET = /^[=+\-@\t\r\n＝＋－＠]/;

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 200 }));
  token = (await signIn(t, await addUser(t))).token;
  const keyword = await t.ctx.db
    .insertInto('keyword_master')
    .values({ slug: 'csv-내보내기-시험', keyword: '=CSV 내보내기 시험', search_keyword: 'CSV 내보내기 시험', status: 'active' })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  ({ id: keywordId, slug } = keyword);
  for (const [i, videoId] of TRICKY_IDS.entries()) {
    const title = TRICKY_TITLES[i % TRICKY_TITLES.length]!;
    await t.ctx.db
      .insertInto('videos')
      .values({
        video_id: videoId,
        title,
        description: '',
        channel_id: null,
        channel_name: i % 2 ? '-채널' : '=채널',
        channel_type: null,
        upload_date: new Date('2026-01-02T00:00:00Z'),
        view_count: 1000 - i,
        like_count: 1,
        duration: 60,
        tags: [],
        keyword_id: keywordId,
        status: 'published',
        video_url: `https://www.youtube.com/watch?v=${videoId}`,
        ...buildSearchDocument({ title, channelName: '채널', tags: [], description: '' }),
      })
      .execute();
  }
  await t.syncCatalogueVersion();
});
afterAll(() => t?.close());

const read = (body: string) => parse(body, { bom: true, relax_column_count: false }) as string[][];

describe('public keyword CSV export', () => {
  it('by default, no cell is one a spreadsheet would run (read back with csv-parse)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/keywords/${encodeURIComponent(slug)}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = read(res.body);
    expect(rows.length).toBe(TRICKY_IDS.length + 1);
    const runnable = rows.flat().filter((cell) => RUNS_IN_A_SPREADSHEET.test(cell));
    expect(runnable).toEqual([]);
  });

  it('?format=raw round-trips every ID and title exactly as stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/keywords/${encodeURIComponent(slug)}/export?format=raw` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.startsWith('\uFEFF')).toBe(false);
    const [header, ...rows] = read(res.body);
    const idColumn = header!.indexOf('영상ID') >= 0 ? header!.indexOf('영상ID') : 1;
    const titleColumn = idColumn + 1;
    const stored = await t.ctx.db.selectFrom('videos').select(['video_id', 'title']).where('keyword_id', '=', keywordId).execute();
    expect(rows.map((row) => [row[idColumn], row[titleColumn]]).sort()).toEqual(stored.map((v) => [v.video_id, v.title]).sort());
  });

  it('refuses an unknown format with a Korean 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/keywords/${encodeURIComponent(slug)}/export?format=xlsx` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('format');
  });

  it('the OpenAPI document names format=raw', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const parameter = doc.paths['/api/keywords/{slug}/export'].get.parameters.find((p: { name: string }) => p.name === 'format');
    expect(parameter.schema.enum).toEqual(['excel', 'raw']);
    expect(parameter.description).toContain('raw');
  });
});

describe('admin keyword CSV export', () => {
  const exportAdmin = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/keywords/export?search=${encodeURIComponent('CSV 내보내기')}${query}`,
      headers: bearer(token),
    });

  it('by default, no cell is one a spreadsheet would run', async () => {
    const res = await exportAdmin('');
    expect(res.statusCode).toBe(200);
    const rows = read(res.body);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.flat().filter((cell) => RUNS_IN_A_SPREADSHEET.test(cell))).toEqual([]);
  });

  it('?format=raw gives the keyword exactly as stored', async () => {
    const res = await exportAdmin('&format=raw');
    expect(res.statusCode).toBe(200);
    const [, ...rows] = read(res.body);
    expect(rows.map((row) => row[1])).toContain('=CSV 내보내기 시험');
  });
});
