import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminVideoListResponseSchema, AdminVideoResponseSchema, BulkResponseSchema } from '../../../shared/api/admin-videos.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { insertVideo, publicTotals, videoRow } from '../../test-support/admin-videos-test-helpers.ts';

let t: TestApp;
let token: string;
const db = () => t.ctx.db;
const list = (query = '') => call(t, 'GET', `/api/admin/videos${query}`, token);
const audits = (videoId: string) =>
  db().selectFrom('audit_log').selectAll().where('target_type', '=', 'video').where('target_id', '=', videoId).orderBy('id').execute();

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 600 }));
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

describe('GET /api/admin/videos', () => {
  it('lists 50 a page, newest upload first, every status, with the spec fields, keyword and channel', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const body = AdminVideoListResponseSchema.parse(res.body);
    expect(body.data).toHaveLength(50);
    const total = await db()
      .selectFrom('videos')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: Number(total.n), totalPages: Math.ceil(Number(total.n) / 50) });
    expect(body.totalIsLowerBound).toBe(false);
    const dates = body.data.map((v) => v.upload_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const linked = body.data.find((v) => v.keyword_id !== null)!;
    expect(linked.keyword).toMatchObject({ id: linked.keyword_id });
    expect(linked).toHaveProperty('channel_title', linked.channel_name);
    expect(linked.youtube_url).toBe(`https://www.youtube.com/watch?v=${linked.video_id}`);
    const everyStatus = await list('?limit=100&page=1&status=archived');
    expect(everyStatus.body.data.every((v: { status: string }) => v.status === 'archived')).toBe(true);
  });

  it('searches title, channel name and video id; a pasted YouTube address finds that video', async () => {
    const row = await db().selectFrom('videos').select(['video_id', 'title', 'channel_name']).orderBy('id').executeTakeFirstOrThrow();
    const word = Array.from(row.title.split(' ').find((w) => Array.from(w).length >= 2)!)
      .slice(0, 2)
      .join('');
    const byTitle = await list(`?search=${encodeURIComponent(word)}&limit=100`);
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.data.length).toBeGreaterThan(0);
    for (const v of byTitle.body.data) {
      expect(`${v.title} ${v.channel_name}`.toLowerCase()).toContain(word.toLowerCase());
    }
    const byId = await list(`?search=${row.video_id}`);
    expect(byId.body.data.map((v: { video_id: string }) => v.video_id)).toContain(row.video_id);
    const byUrl = await list(`?search=${encodeURIComponent(`https://youtu.be/${row.video_id}?si=abc`)}`);
    expect(byUrl.body.data.map((v: { video_id: string }) => v.video_id)).toEqual([row.video_id]);
    const channelWord = row.channel_name.slice(0, 3);
    const byChannel = await list(`?search=${encodeURIComponent(channelWord)}&limit=100`);
    expect(byChannel.body.data.some((v: { channel_name: string }) => v.channel_name.includes(channelWord))).toBe(true);
  });

  it('filters by channel type (etc: no followed channel), date range, status, keyword and channel, and sorts', async () => {
    const etc = await list('?channelType=etc&limit=100');
    expect(etc.body.data.length).toBeGreaterThan(0);
    expect(
      etc.body.data.every((v: { channel_id: string | null; channel_followed: boolean }) => v.channel_id === null && !v.channel_followed),
    ).toBe(true);
    const fireDept = await list('?channelType=fire_dept');
    expect(fireDept.body.data.every((v: { channel_type: string }) => v.channel_type === 'fire_dept')).toBe(true);
    const year = await list('?dateRange=year&limit=100');
    const cutoff = t.ctx.now().getTime() - 366 * 86_400_000;
    expect(year.body.data.every((v: { upload_date: string }) => Date.parse(v.upload_date) >= cutoff)).toBe(true);
    const all = await list('?limit=1');
    expect(year.body.pagination.total).toBeLessThan(all.body.pagination.total);
    const drafts = await list('?status=draft');
    expect(drafts.body.data.every((v: { status: string }) => v.status === 'draft')).toBe(true);
    const someVideo = await db()
      .selectFrom('videos')
      .select(['keyword_id', 'channel_id'])
      .where('keyword_id', 'is not', null)
      .where('channel_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const byKeyword = await list(`?keywordId=${someVideo.keyword_id}&sort=views`);
    expect(byKeyword.body.data.every((v: { keyword_id: number }) => v.keyword_id === someVideo.keyword_id)).toBe(true);
    const views = byKeyword.body.data.map((v: { view_count: number }) => v.view_count);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const byChannel = await list(`?channelId=${someVideo.channel_id}&sort=likes`);
    expect(byChannel.body.data.every((v: { channel_id: string }) => v.channel_id === someVideo.channel_id)).toBe(true);
    const likes = byChannel.body.data.map((v: { like_count: number }) => v.like_count);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    const oldest = await list('?sort=oldest&limit=5');
    const dates = oldest.body.data.map((v: { upload_date: string }) => v.upload_date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('pages on the server: page 2 continues page 1 with no overlap', async () => {
    const [one, two] = await Promise.all([list('?limit=20'), list('?limit=20&page=2')]);
    const ids = [...one.body.data, ...two.body.data].map((v: { video_id: string }) => v.video_id);
    expect(new Set(ids).size).toBe(40);
  });

  it('answers 400 naming the field for a bad query', async () => {
    for (const [query, field] of [
      ['?channelType=etcetera', 'channelType'],
      ['?dateRange=decade', 'dateRange'],
      ['?status=gone', 'status'],
      ['?sort=random', 'sort'],
      ['?limit=500', 'limit'],
      ['?keywordId=abc', 'keywordId'],
      ['?search=a', 'search'],
      ['?channelId=bad%20id', 'channelId'],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.field, query).toBe(field);
      expect(res.body.error.message, query).toMatch(/[가-힣]/);
    }
  });
});

describe('GET /api/admin/videos/:videoId', () => {
  it('answers one video with its full description, ids starting with "-" included, and 404 for an unknown one', async () => {
    await insertVideo(db(), { video_id: '-dashStart1', title: '대시로 시작하는 영상 제목' });
    const res = await call(t, 'GET', '/api/admin/videos/-dashStart1', token);
    expect(res.status).toBe(200);
    expect(AdminVideoResponseSchema.parse(res.body).data.video_id).toBe('-dashStart1');
    const patched = await call(t, 'PATCH', '/api/admin/videos/-dashStart1', token, { status: 'draft' });
    expect(patched.body.data).toMatchObject({ video_id: '-dashStart1', status: 'draft' });
    const missing = await call(t, 'GET', '/api/admin/videos/zzzzzzzzzzz', token);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('영상을 찾을 수 없습니다.');
    const bad = await call(t, 'GET', '/api/admin/videos/bad!id', token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('videoId');
  });
});

describe('PATCH /api/admin/videos/:videoId', () => {
  it('changes keyword, status, title override and tags; keyword and platform totals follow; the audit row holds before and after', async () => {
    const video = await insertVideo(db(), { video_id: 'patchMe0001', title: '유튜브에서 온 원래 제목', tags: ['원래', '태그'] });
    const keywords = await db().selectFrom('keyword_master').select('id').where('status', '=', 'active').orderBy('id').limit(2).execute();
    const [from, to] = keywords.map((k) => k.id) as [number, number];
    await db().updateTable('videos').set({ keyword_id: from }).where('video_id', '=', video.video_id).execute();
    await sql`SELECT refresh_keyword_totals(${from}::int)`.execute(db());
    const before = await publicTotals(db());
    const res = await call(t, 'PATCH', `/api/admin/videos/${video.video_id}`, token, {
      keywordId: to,
      status: 'draft',
      titleOverride: '  관리자가 고친 제목 ',
      tags: ['소화기', '안전 교육'],
    });
    expect(res.status).toBe(200);
    const { data } = AdminVideoResponseSchema.parse(res.body);
    expect(data).toMatchObject({
      keyword_id: to,
      status: 'draft',
      title: '관리자가 고친 제목',
      title_override: '관리자가 고친 제목',
      source_title: '유튜브에서 온 원래 제목',
      tags: ['소화기', '안전 교육'],
      tags_overridden: true,
      source_tags: ['원래', '태그'],
    });
    const row = await videoRow(db(), video.video_id);
    expect(row.search_text).toContain('관리자가 고친 제목');
    const after = await publicTotals(db());
    expect(after.platform.total_videos).toBe(before.platform.total_videos - 1);
    expect(after.platform.total_views).toBe(before.platform.total_views - Number(row.view_count));
    const fromRow = await db().selectFrom('keyword_master').select('total_videos').where('id', '=', from).executeTakeFirstOrThrow();
    expect(fromRow.total_videos).toBe(before.keywords.get(from)! - 1);
    const [entry] = await audits(video.video_id);
    expect(entry).toMatchObject({ action: 'video.update' });
    expect(entry!.before).toMatchObject({ status: 'published', keywordId: from, title: '유튜브에서 온 원래 제목' });
    expect(entry!.after).toMatchObject({ status: 'draft', keywordId: to, titleOverride: '관리자가 고친 제목' });

    const cleared = await call(t, 'PATCH', `/api/admin/videos/${video.video_id}`, token, {
      titleOverride: null,
      tags: null,
      status: 'published',
    });
    expect(cleared.body.data).toMatchObject({
      title: '유튜브에서 온 원래 제목',
      title_override: null,
      tags: ['원래', '태그'],
      tags_overridden: false,
    });
    expect((await publicTotals(db())).platform.total_videos).toBe(before.platform.total_videos);
  });

  it('answers 400 naming the field, 404 for an unknown video, and says when nothing changed', async () => {
    const video = await insertVideo(db(), { video_id: 'patchBad001' });
    for (const [body, field] of [
      [{}, '요청'],
      [{ status: 'deleted' }, 'status'],
      [{ keywordId: 999_999 }, 'keywordId'],
      [{ titleOverride: '' }, 'titleOverride'],
      [{ tags: ['x'.repeat(61)] }, 'tags'],
    ] as const) {
      const res = await call(t, 'PATCH', `/api/admin/videos/${video.video_id}`, token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field !== '요청') expect(res.body.error.field, JSON.stringify(body)).toBe(field);
    }
    const inactive = await db()
      .insertInto('keyword_master')
      .values({ slug: 'inactive-kw', keyword: '쉬는 키워드', search_keyword: '쉬는 키워드', status: 'inactive', updated_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await call(t, 'PATCH', `/api/admin/videos/${video.video_id}`, token, { keywordId: inactive.id });
    expect(refused.body.error).toMatchObject({ field: 'keywordId', message: '사용하지 않는 키워드에는 연결할 수 없습니다.' });
    expect((await call(t, 'PATCH', '/api/admin/videos/zzzzzzzzzzz', token, { status: 'draft' })).status).toBe(404);
    const same = await call(t, 'PATCH', `/api/admin/videos/${video.video_id}`, token, { status: 'published' });
    expect(same.status).toBe(200);
    expect(await audits(video.video_id)).toEqual([]);
  });

  it('leaves nothing behind when its audit row cannot be written (one transaction)', async () => {
    const video = await insertVideo(db(), { video_id: 'patchAudit1' });
    const before = await publicTotals(db());
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_block_video_update CHECK (target_id <> 'patchAudit1') NOT VALID`.execute(db());
    try {
      const res = await call(t, 'PATCH', `/api/admin/videos/${video.video_id}`, token, {
        status: 'archived',
        titleOverride: '기록되지 않을 제목',
      });
      expect(res.status).toBe(500);
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_block_video_update`.execute(db());
    }
    const row = await videoRow(db(), video.video_id);
    expect(row).toMatchObject({ status: 'published', title_override: null, title: video.title });
    expect((await publicTotals(db())).platform).toEqual(before.platform);
  });
});

describe('POST /api/admin/videos/bulk-status', () => {
  it('changes each video in its own transaction with its audit row and answers per item', async () => {
    const ids = ['bulkStat001', 'bulkStat002', 'bulkStat003'];
    for (const id of ids) await insertVideo(db(), { video_id: id });
    const before = await publicTotals(db());
    const res = await call(t, 'POST', '/api/admin/videos/bulk-status', token, { videoIds: [...ids, 'zzzzzzzzzzz'], status: 'archived' });
    expect(res.status).toBe(200);
    const { data } = BulkResponseSchema.parse(res.body);
    expect(data).toMatchObject({ done: 3, failed: 1 });
    expect(data.results.find((r) => r.videoId === 'zzzzzzzzzzz')).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    for (const id of ids) {
      expect((await videoRow(db(), id)).status).toBe('archived');
      expect((await audits(id)).map((a) => a.action)).toEqual(['video.status']);
    }
    expect((await publicTotals(db())).platform.total_videos).toBe(before.platform.total_videos - 3);
    const again = await call(t, 'POST', '/api/admin/videos/bulk-status', token, { videoIds: ids.slice(0, 1), status: 'archived' });
    expect(again.body.data.results[0]).toMatchObject({ ok: true, note: '이미 그 상태입니다.' });
    const back = await call(t, 'POST', '/api/admin/videos/bulk-status', token, { videoIds: ids, status: 'published' });
    expect(back.body.data.done).toBe(3);
    expect((await publicTotals(db())).platform).toEqual(before.platform);
  });

  it('takes a filter instead of ids (refused past 500 matches) and answers 400 naming the field', async () => {
    await insertVideo(db(), { video_id: 'filterOnly1', title: '필터로만 찾는 특별한 제목' });
    const res = await call(t, 'POST', '/api/admin/videos/bulk-status', token, { filter: { search: '특별한 제목' }, status: 'draft' });
    expect(res.body.data).toMatchObject({ done: 1, results: [{ videoId: 'filterOnly1', ok: true, status: 'draft' }] });
    const tooMany = await call(t, 'POST', '/api/admin/videos/bulk-status', token, { filter: {}, status: 'draft' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.field).toBe('filter');
    for (const [body, field] of [
      [{ status: 'draft' }, 'videoIds'],
      [{ videoIds: [], status: 'draft' }, 'videoIds'],
      [{ videoIds: Array.from({ length: 501 }, (_, i) => `many${String(i).padStart(7, '0')}`), status: 'draft' }, 'videoIds'],
      [{ videoIds: ['bulkStat001'], status: 'deleted' }, 'status'],
      [{ videoIds: ['bulkStat001'], filter: {}, status: 'draft' }, 'videoIds'],
    ] as const) {
      const bad = await call(t, 'POST', '/api/admin/videos/bulk-status', token, body);
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe(field);
    }
    const none = await call(t, 'POST', '/api/admin/videos/bulk-status', token, { videoIds: ['zzzzzzzzzzz'], status: 'draft' });
    expect(none.status).toBe(404);
  });

  it('a failure on one item leaves the others done and itself untouched', async () => {
    const ids = ['bulkFail001', 'bulkFail002', 'bulkFail003'];
    for (const id of ids) await insertVideo(db(), { video_id: id });
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_block_one_item CHECK (target_id <> 'bulkFail002') NOT VALID`.execute(db());
    try {
      const res = await call(t, 'POST', '/api/admin/videos/bulk-status', token, { videoIds: ids, status: 'draft' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ done: 2, failed: 1 });
      expect(res.body.data.results[1]).toMatchObject({ videoId: 'bulkFail002', ok: false, code: 'INTERNAL_ERROR' });
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_block_one_item`.execute(db());
    }
    expect((await videoRow(db(), 'bulkFail001')).status).toBe('draft');
    expect((await videoRow(db(), 'bulkFail002')).status).toBe('published');
    expect((await videoRow(db(), 'bulkFail003')).status).toBe('draft');
  });
});
