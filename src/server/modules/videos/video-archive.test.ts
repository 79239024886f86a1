import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVED_COLUMNS } from '../../../db/repositories/deleted-videos.repo.ts';
import { BulkResponseSchema, DeletedVideoListResponseSchema } from '../../../shared/api/admin-videos.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { insertVideo, publicTotals, videoRow } from '../../test-support/admin-videos-test-helpers.ts';

let t: TestApp;
let token: string;
let adminEmail: string;
let keyword: { id: number; slug: string };
const db = () => t.ctx.db;
const remove = (body: unknown) => call(t, 'POST', '/api/admin/videos/bulk-delete', token, body);
const restore = (videoIds: string[]) => call(t, 'POST', '/api/admin/videos/restore', token, { videoIds });
const purge = (videoIds: string[]) => call(t, 'POST', '/api/admin/videos/purge', token, { videoIds });
const archived = (videoId: string) => db().selectFrom('deleted_videos').selectAll().where('video_id', '=', videoId).executeTakeFirst();
const pub = (url: string) => call(t, 'GET', url, null);

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 300 }));
  const user = await addUser(t);
  adminEmail = user.email;
  token = (await signIn(t, user)).token;
  keyword = await db()
    .selectFrom('keyword_master')
    .select(['id', 'slug'])
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => t?.close());

describe('the archive holds every column of a video row', () => {
  it('ARCHIVED_COLUMNS are exactly the columns of videos but is_public and the deletion fields', async () => {
    const columns = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'videos' AND table_schema = current_schema()`.execute(db());
    const live = columns.rows
      .map((c) => c.column_name)
      .filter((c) => !['is_public', 'deleted_at', 'deleted_by', 'deletion_reason'].includes(c));
    expect([...ARCHIVED_COLUMNS].sort()).toEqual(live.sort());
  });
});

describe('delete → archive → restore', () => {
  it('a deleted video is gone from the public list, search, keyword page, channel page, counts and CSV at once, and back after restore', async () => {
    const video = await insertVideo(db(), {
      video_id: 'goneAndBack',
      title: '보관함왕복검사 소화기 영상',
      keyword_id: keyword.id,
      view_count: 7_777,
      like_count: 77,
    });
    await sql`SELECT refresh_keyword_totals(${keyword.id}::int)`.execute(db());
    await call(t, 'PATCH', `/api/admin/videos/${video.video_id}`, token, { status: 'published' }); // public caches see the new row
    await t.syncCatalogueVersion();
    const channelId = video.channel_id!;
    const seen = async () => {
      const [list, search, keywordVideos, keywordPage, channel, stats, csv, one] = await Promise.all([
        pub('/api/videos?sort=latest&limit=100'),
        pub(`/api/search?q=${encodeURIComponent('보관함왕복검사')}`),
        pub(`/api/keywords/${encodeURIComponent(keyword.slug)}/videos?sort=upload_date&limit=100`),
        pub(`/api/keywords/${encodeURIComponent(keyword.slug)}`),
        pub(`/api/channels/${channelId}?sort=latest&limit=100`),
        pub('/api/statistics'),
        t.app.inject({ method: 'GET', url: `/api/keywords/${encodeURIComponent(keyword.slug)}/export` }),
        pub(`/api/videos/${video.video_id}`),
      ]);
      const has = (rows: { video_id: string }[]) => rows.some((v) => v.video_id === video.video_id);
      return {
        list: has(list.body.data),
        search: has(search.body.data.videos),
        keywordVideos: has(keywordVideos.body.data.videos),
        keywordTotal: keywordPage.body.data.keyword.total_videos as number,
        channel: has(channel.body.data.videos),
        channelTotal: channel.body.data.totals.videos as number,
        totalVideos: stats.body.data.totalVideos as number,
        csv: csv.body.includes('보관함왕복검사'),
        one: one.status,
      };
    };
    const before = await seen();
    expect(before).toMatchObject({ list: true, search: true, keywordVideos: true, channel: true, csv: true, one: 200 });

    const rowBefore = await videoRow(db(), video.video_id);
    const deleted = await remove({ videoIds: [video.video_id], reason: '  잘못 수집된 영상 ' });
    expect(BulkResponseSchema.parse(deleted.body).data).toMatchObject({ done: 1, failed: 0 });
    const during = await seen();
    expect(during).toEqual({
      list: false,
      search: false,
      keywordVideos: false,
      keywordTotal: before.keywordTotal - 1,
      channel: false,
      channelTotal: before.channelTotal - 1,
      totalVideos: before.totalVideos - 1,
      csv: false,
      one: 404,
    });
    const archive = await archived(video.video_id);
    expect(archive).toMatchObject({ deleted_by: adminEmail, deletion_reason: '잘못 수집된 영상', status: 'published', title: video.title });
    expect(archive!.deleted_at).toBeInstanceOf(Date);
    const channelRow = await db()
      .selectFrom('channel_master')
      .select('videos_in_project')
      .where('channel_id', '=', channelId)
      .executeTakeFirstOrThrow();
    expect(channelRow.videos_in_project).toBe(before.channelTotal - 1);

    const restored = await restore([video.video_id]);
    expect(restored.body.data.results).toEqual([{ videoId: video.video_id, ok: true, status: 'published' }]);
    expect(await seen()).toEqual(before);
    expect(await archived(video.video_id)).toBeUndefined();
    // Exactly the row that was deleted: every column, microseconds included.
    expect(await videoRow(db(), video.video_id)).toEqual(rowBefore);
    const actions = await db().selectFrom('audit_log').select('action').where('target_id', '=', video.video_id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['video.delete', 'video.restore']);
  });

  it('a draft comes back published with its deletion fields cleared; the default reason is 관리자 삭제', async () => {
    const video = await insertVideo(db(), { video_id: 'draftBack01', status: 'draft' });
    const rowBefore = await videoRow(db(), video.video_id);
    const totalsBefore = await publicTotals(db());
    await remove({ videoIds: [video.video_id] });
    expect(await archived(video.video_id)).toMatchObject({ deletion_reason: '관리자 삭제', status: 'draft' });
    expect((await publicTotals(db())).platform).toEqual(totalsBefore.platform);
    await restore([video.video_id]);
    const back = await videoRow(db(), video.video_id);
    expect(back).toEqual({ ...rowBefore, status: 'published', is_public: true, deleted_at: null, deleted_by: null, deletion_reason: null });
    expect((await publicTotals(db())).platform.total_videos).toBe(totalsBefore.platform.total_videos + 1);
  });

  it('lists the archive with who, when and why, searchable, newest deletion first', async () => {
    await insertVideo(db(), { video_id: 'listArch001', title: '보관함 목록 검사 첫째' });
    await insertVideo(db(), { video_id: 'listArch002', title: '보관함 목록 검사 둘째' });
    await remove({ videoIds: ['listArch001'], reason: '중복 영상' });
    await remove({ videoIds: ['listArch002'] });
    const res = await call(t, 'GET', `/api/admin/videos/deleted?search=${encodeURIComponent('보관함 목록')}`, token);
    const body = DeletedVideoListResponseSchema.parse(res.body);
    expect(body.data.map((v) => v.video_id)).toEqual(['listArch002', 'listArch001']);
    expect(body.data[1]).toMatchObject({ deletion_reason: '중복 영상', deleted_by: adminEmail, status_before: 'published' });
    const byReason = await call(t, 'GET', `/api/admin/videos/deleted?search=${encodeURIComponent('중복 영상')}`, token);
    expect(byReason.body.data.map((v: { video_id: string }) => v.video_id)).toContain('listArch001');
    expect((await call(t, 'GET', '/api/admin/videos/deleted?sort=random', token)).body.error.field).toBe('sort');
  });

  it('answers per item: unknown ids, already-archived and restore of what is not archived', async () => {
    await insertVideo(db(), { video_id: 'perItem0001' });
    const res = await remove({ videoIds: ['perItem0001', 'zzzzzzzzzzz'] });
    expect(res.body.data).toMatchObject({ done: 1, failed: 1 });
    expect(res.body.data.results[1]).toMatchObject({ videoId: 'zzzzzzzzzzz', ok: false, code: 'NOT_FOUND' });
    expect((await remove({ videoIds: ['perItem0001'] })).status).toBe(404);
    expect((await restore(['zzzzzzzzzzz'])).status).toBe(404);
    const bad = await remove({ videoIds: ['perItem0001'], reason: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('reason');
    expect((await call(t, 'POST', '/api/admin/videos/restore', token, {})).body.error.field).toBe('videoIds');
  });

  it('a restore whose keyword was deleted meanwhile comes back without it, and says so', async () => {
    const kw = await db()
      .insertInto('keyword_master')
      .values({ slug: 'short-lived', keyword: '곧 지울 키워드', search_keyword: '곧 지울 키워드', updated_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertVideo(db(), { video_id: 'kwGone00001', keyword_id: kw.id });
    await remove({ videoIds: ['kwGone00001'] });
    await db().deleteFrom('keyword_master').where('id', '=', kw.id).execute();
    const res = await restore(['kwGone00001']);
    expect(res.body.data.results[0]).toMatchObject({ ok: true, note: '원래 키워드가 삭제되어 키워드 없이 되살렸습니다.' });
    expect((await videoRow(db(), 'kwGone00001')).keyword_id).toBeNull();
  });

  it('a failure on one item of a bulk delete leaves that video in the catalogue and the others archived', async () => {
    const ids = ['delFail0001', 'delFail0002', 'delFail0003'];
    for (const id of ids) await insertVideo(db(), { video_id: id });
    const before = await publicTotals(db());
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_block_delete CHECK (target_id <> 'delFail0002') NOT VALID`.execute(db());
    try {
      const res = await remove({ videoIds: ids });
      expect(res.body.data).toMatchObject({ done: 2, failed: 1 });
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_block_delete`.execute(db());
    }
    expect(await archived('delFail0002')).toBeUndefined();
    expect((await videoRow(db(), 'delFail0002')).status).toBe('published');
    expect(await archived('delFail0001')).toBeDefined();
    expect(await archived('delFail0003')).toBeDefined();
    expect((await publicTotals(db())).platform.total_videos).toBe(before.platform.total_videos - 2);
  });
});

describe('purge', () => {
  it('removes archive rows for good, leaves the id on the purged list, and refuses what is not archived', async () => {
    await insertVideo(db(), { video_id: 'purgeMe0001' });
    await insertVideo(db(), { video_id: 'purgeMe0002' });
    await remove({ videoIds: ['purgeMe0001', 'purgeMe0002'] });
    const res = await purge(['purgeMe0001', 'purgeMe0002', 'zzzzzzzzzzz']);
    expect(res.body.data).toMatchObject({ done: 2, failed: 1 });
    expect(await archived('purgeMe0001')).toBeUndefined();
    const marks = await db().selectFrom('purged_videos').selectAll().where('video_id', 'in', ['purgeMe0001', 'purgeMe0002']).execute();
    expect(marks.map((m) => m.purged_by)).toEqual([adminEmail, adminEmail]);
    // Kept out of the catalogue: an insert of a purged (or archived) id is skipped by the trigger.
    await insertVideo(db(), { video_id: 'purgeMe0001' });
    expect(await db().selectFrom('videos').select('id').where('video_id', '=', 'purgeMe0001').executeTakeFirst()).toBeUndefined();
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'before'])
      .where('target_id', '=', 'purgeMe0001')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['video.delete', 'video.purge']);
    expect((await purge(['purgeMe0001'])).status).toBe(404);
  });

  it('leaves the archive row when its audit row cannot be written', async () => {
    await insertVideo(db(), { video_id: 'purgeAudit1' });
    await remove({ videoIds: ['purgeAudit1'] });
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_block_purge CHECK (action <> 'video.purge') NOT VALID`.execute(db());
    try {
      const res = await purge(['purgeAudit1']);
      expect(res.body.data.results[0]).toMatchObject({ ok: false, code: 'INTERNAL_ERROR' });
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_block_purge`.execute(db());
    }
    expect(await archived('purgeAudit1')).toBeDefined();
    expect(
      await db().selectFrom('purged_videos').select('video_id').where('video_id', '=', 'purgeAudit1').executeTakeFirst(),
    ).toBeUndefined();
  });
});
