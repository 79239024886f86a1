import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminKeywordInsightsSchema } from '../../../shared/api/admin-keyword-insights.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { lastMonths } from './admin-keyword-insights.service.ts';

let t: TestApp;
let token: string;
const db = () => t.ctx.db;

beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

describe('lastMonths', () => {
  it('gives 12 months in Korean time, oldest first, starting at KST midnight of the first', () => {
    // 2026-11-30 16:00 UTC is already 1 December in Korea.
    const { months, from } = lastMonths(new Date('2026-11-30T16:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-01');
    expect(months.at(-1)).toBe('2026-12');
    expect(from.toISOString()).toBe('2025-12-31T15:00:00.000Z');
  });
});

describe('GET /api/admin/keywords/:id/insights', () => {
  it('answers monthly new videos and views, channels, video status and top videos that add up', async () => {
    const keyword = await db()
      .selectFrom('keyword_master')
      .select(['id', 'total_videos', 'total_views'])
      .orderBy('total_videos', 'desc')
      .executeTakeFirstOrThrow();
    const res = await call(t, 'GET', `/api/admin/keywords/${keyword.id}/insights`, token);
    expect(res.status).toBe(200);
    const data = AdminKeywordInsightsSchema.parse(res.body.data);
    expect(data.months).toHaveLength(12);
    const { from } = lastMonths(t.ctx.now());
    const recent = await sql<{ n: number; views: string }>`
      SELECT count(*)::int AS n, coalesce(sum(view_count), 0)::text AS views FROM videos
      WHERE keyword_id = ${keyword.id} AND is_public AND upload_date >= ${from}`.execute(db());
    expect(data.months.reduce((sum, m) => sum + m.newVideos, 0)).toBe(recent.rows[0]!.n);
    expect(data.months.reduce((sum, m) => sum + m.views, 0)).toBe(Number(recent.rows[0]!.views));
    expect(data.videoStatus.published).toBe(Number(keyword.total_videos));
    const channelVideos = data.channels.reduce((sum, c) => sum + c.videos, 0);
    expect(channelVideos).toBeLessThanOrEqual(Number(keyword.total_videos));
    expect(data.channels.map((c) => c.videos)).toEqual([...data.channels.map((c) => c.videos)].sort((a, b) => b - a));
    expect(data.topVideos.length).toBeLessThanOrEqual(5);
    expect(data.topVideos.map((v) => v.view_count)).toEqual([...data.topVideos.map((v) => v.view_count)].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown keyword and 400 naming the id for a bad one', async () => {
    expect((await call(t, 'GET', '/api/admin/keywords/999999/insights', token)).status).toBe(404);
    expect((await call(t, 'GET', '/api/admin/keywords/abc/insights', token)).body.error.field).toBe('id');
  });
});

describe('maintained totals after keyword and category changes', () => {
  it('keeps keyword totals, category names and the home counts equal to a fresh count', async () => {
    const [withVideos] = await db()
      .selectFrom('keyword_master')
      .select('id')
      .where('total_videos', '>', 0)
      .orderBy('id')
      .limit(1)
      .execute();
    const leaf = await db()
      .selectFrom('categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = (await call(t, 'POST', '/api/admin/keywords', token, { keyword: '합계 확인 키워드', categoryIds: [leaf.id] })).body
      .data;
    await call(t, 'PATCH', `/api/admin/keywords/${created.id}`, token, { status: 'inactive' });
    await call(t, 'PATCH', `/api/admin/keywords/${withVideos!.id + 1}`, token, { categoryIds: [leaf.id], status: 'inactive' });
    await call(t, 'DELETE', `/api/admin/keywords/${withVideos!.id}`, token);
    await call(t, 'POST', '/api/admin/categories', token, { name: '합계 확인 분류' });
    await call(t, 'PATCH', `/api/admin/categories/${leaf.id}`, token, { name: '합계 확인 새 이름' });

    const drift = await sql<{ id: number }>`
      SELECT k.id FROM keyword_master k
      LEFT JOIN (SELECT keyword_id, count(*) AS n, sum(view_count) AS views, sum(like_count) AS likes
                 FROM videos WHERE is_public GROUP BY keyword_id) a ON a.keyword_id = k.id
      WHERE k.total_videos <> coalesce(a.n, 0) OR k.total_views <> coalesce(a.views, 0) OR k.total_likes <> coalesce(a.likes, 0)
         -- the same names (the demo data lists a keyword's main category first, writes order them by priority)
         OR (SELECT array_agg(x ORDER BY x) FROM unnest(string_to_array(k.category_names, ',')) x) IS DISTINCT FROM
            (SELECT array_agg(c.name ORDER BY c.name) FROM keyword_categories kc JOIN categories c ON c.id = kc.category_id
             WHERE kc.keyword_id = k.id)`.execute(db());
    expect(drift.rows).toEqual([]);
    const stats = await sql<{ ok: boolean }>`
      SELECT s.total_keywords = (SELECT count(*) FROM keyword_master WHERE status = 'active')
         AND s.total_categories = (SELECT count(*) FROM categories) AS ok
      FROM current_statistics s`.execute(db());
    expect(stats.rows.every((row) => row.ok)).toBe(true);
  });
});
