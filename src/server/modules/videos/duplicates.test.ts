import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuplicateListResponseSchema } from '../../../shared/api/admin-duplicates.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { insertVideo, publicTotals } from '../../test-support/admin-videos-test-helpers.ts';

let t: TestApp;
let token: string;
let keywords: { id: number }[];
const db = () => t.ctx.db;
const list = (query: string) => call(t, 'GET', `/api/admin/duplicates?${query}`, token);
const merge = (body: unknown, as = token) => call(t, 'POST', '/api/admin/duplicates/merge', as, body);
const setDuration = (videoId: string, duration: number) =>
  db().updateTable('videos').set({ duration }).where('video_id', '=', videoId).execute();
const groupWith = (groups: { reason: string; similarity: number | null; videos: { video_id: string }[] }[], videoId: string) =>
  groups.find((g) => g.videos.some((v) => v.video_id === videoId));

/** Keyword, channel and platform totals counted afresh from the rows (what the maintained totals must equal). */
async function freshTotals() {
  const platform = await sql<{ videos: string; views: string; likes: string }>`
    SELECT count(*) AS videos, coalesce(sum(view_count), 0) AS views, coalesce(sum(like_count), 0) AS likes
    FROM videos WHERE is_public`.execute(db());
  const keywordRows = await sql<{ id: number; n: string }>`
    SELECT k.id, count(v.id) AS n FROM keyword_master k LEFT JOIN videos v ON v.keyword_id = k.id AND v.is_public
    GROUP BY k.id`.execute(db());
  const channelRows = await sql<{ channel_id: string; n: string; stored: string }>`
    SELECT c.channel_id, count(v.id) AS n, c.videos_in_project AS stored FROM channel_master c
    LEFT JOIN videos v ON v.channel_id = c.channel_id AND v.is_public GROUP BY c.channel_id, c.videos_in_project`.execute(db());
  const row = platform.rows[0]!;
  return {
    platform: { total_videos: Number(row.videos), total_views: Number(row.views), total_likes: Number(row.likes) },
    keywords: new Map(keywordRows.rows.map((r) => [r.id, Number(r.n)])),
    channels: channelRows.rows.map((r) => ({ id: r.channel_id, fresh: Number(r.n), stored: Number(r.stored) })),
  };
}

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 200 }));
  token = (await signIn(t, await addUser(t))).token;
  keywords = await db().selectFrom('keyword_master').select('id').where('status', '=', 'active').orderBy('id').limit(3).execute();
  // A re-upload pair (same title but brackets/emoji/spaces, 1 s apart), a far-apart namesake, a case-mangled id and a near title.
  await insertVideo(db(), {
    video_id: 'dupReupA001',
    title: '[소방청] 소화기 사용법 🔥 완벽정리',
    keyword_id: keywords[0]!.id,
    view_count: 5_000,
  });
  await insertVideo(db(), {
    video_id: 'dupReupB002',
    title: '소방청 소화기사용법 완벽 정리!!',
    keyword_id: keywords[1]!.id,
    view_count: 700,
  });
  await insertVideo(db(), { video_id: 'dupReupC003', title: '소방청 소화기 사용법 완벽 정리', view_count: 10 });
  await setDuration('dupReupA001', 300);
  await setDuration('dupReupB002', 301);
  await setDuration('dupReupC003', 420);
  await insertVideo(db(), { video_id: 'CaseDupe01', title: '대소문자 가져오기 시험 영상', view_count: 50 });
  await insertVideo(db(), { video_id: 'casedupe01', title: '대소문자 가져오기 시험 영상', view_count: 40 });
  await insertVideo(db(), { video_id: 'nearDupA01', title: '아파트 화재 대피 요령 완전 정복 안내편', view_count: 90 });
  await insertVideo(db(), { video_id: 'nearDupB02', title: '아파트 화재 대피 요령 완전 정복 안내', view_count: 80 });
  await settleTotals();
});

/** The test's own inserts bypass the maintained totals; settle them once so later comparisons are exact. */
async function settleTotals() {
  await sql`SELECT refresh_keyword_totals()`.execute(db());
  await sql`SELECT refresh_channel_totals()`.execute(db());
  await sql`SELECT refresh_platform_statistics()`.execute(db());
  const latest = await db().selectFrom('platform_statistics').select('stat_date').orderBy('stat_date', 'desc').executeTakeFirstOrThrow();
  const fresh = (await freshTotals()).platform;
  await db().updateTable('platform_statistics').set(fresh).where('stat_date', '=', latest.stat_date).execute();
}
afterAll(() => t?.close());

describe('GET /api/admin/duplicates', () => {
  it('needs a signed-in staff member (401 without a session; a viewer reads but cannot merge)', async () => {
    expect((await call(t, 'GET', '/api/admin/duplicates', null)).status).toBe(401);
    // Signed in as admin, then demoted: the guard reads the role from the database on every request.
    const user = await addUser(t);
    const demoted = (await signIn(t, user)).token;
    await db().updateTable('admin_users').set({ role: 'viewer' }).where('email', '=', user.email).execute();
    expect((await call(t, 'GET', '/api/admin/duplicates', demoted)).status).toBe(200);
    expect((await merge({ keepVideoId: 'dupReupA001', mergeVideoIds: ['dupReupB002'], kind: 'reupload' }, demoted)).status).toBe(403);
  });

  it('refuses an unknown kind with a 400 naming the field', async () => {
    const res = await list('kind=copies');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('kind');
  });

  it('groups re-uploads: the same normalised title and a length within 2 s, suggested keeper (most views) first, with why', async () => {
    const res = await list('kind=reupload&limit=100');
    expect(res.status).toBe(200);
    DuplicateListResponseSchema.parse(res.body);
    const group = groupWith(res.body.data, 'dupReupA001')!;
    expect(group.videos.map((v: { video_id: string }) => v.video_id)).toEqual(['dupReupA001', 'dupReupB002']);
    expect(group.reason).toContain('길이 차이가 1초');
    expect(groupWith(res.body.data, 'dupReupC003')).toBeUndefined();
    expect(res.body.counts.reupload).toBe(res.body.pagination.total);
  });

  it('groups the same video whose id differs only in letter case', async () => {
    const res = await list('kind=same_video');
    const group = groupWith(res.body.data, 'CaseDupe01')!;
    expect(group.videos.map((v: { video_id: string }) => v.video_id).sort()).toEqual(['CaseDupe01', 'casedupe01']);
    expect(group.reason).toContain('대소문자');
  });

  it('groups near duplicates by title bigram similarity', async () => {
    const res = await list('kind=similar&limit=100');
    const group = groupWith(res.body.data, 'nearDupA01')!;
    expect(group.videos.map((v: { video_id: string }) => v.video_id)).toEqual(['nearDupA01', 'nearDupB02']);
    expect(group.similarity).toBeGreaterThanOrEqual(0.8);
  });
});

describe('POST /api/admin/duplicates/merge', () => {
  it('refuses bad bodies with 400 naming the field, and an unknown keeper with 404', async () => {
    expect((await call(t, 'POST', '/api/admin/duplicates/merge', null, {})).status).toBe(401);
    const missing = await merge({ keepVideoId: 'dupReupA001', kind: 'reupload' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('mergeVideoIds');
    const self = await merge({ keepVideoId: 'dupReupA001', mergeVideoIds: ['dupReupA001'], kind: 'reupload' });
    expect(self.status).toBe(400);
    expect(self.body.error.field).toBe('mergeVideoIds');
    const gone = await merge({ keepVideoId: 'noSuchVid01', mergeVideoIds: ['dupReupB002'], kind: 'reupload' });
    expect(gone.status).toBe(404);
    const noneThere = await merge({ keepVideoId: 'dupReupA001', mergeVideoIds: ['noSuchVid01'], kind: 'reupload' });
    expect(noneThere.status).toBe(404);
  });

  it('leaves nothing behind when its audit row cannot be written (one transaction)', async () => {
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_block_video_delete CHECK (action <> 'video.delete') NOT VALID`.execute(db());
    try {
      const res = await merge({ keepVideoId: 'nearDupA01', mergeVideoIds: ['nearDupB02'], kind: 'similar' });
      expect(res.status).toBe(200);
      expect(res.body.data.failed).toBe(1);
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_block_video_delete`.execute(db());
    }
    expect(await db().selectFrom('videos').select('video_id').where('video_id', '=', 'nearDupB02').executeTakeFirst()).toBeDefined();
    expect(
      await db().selectFrom('deleted_videos').select('video_id').where('video_id', '=', 'nearDupB02').executeTakeFirst(),
    ).toBeUndefined();
    expect(await db().selectFrom('video_merges').selectAll().where('merged_video_id', '=', 'nearDupB02').execute()).toEqual([]);
  });

  it('keeps one, archives the rest as 중복 정리, records their audience, keeps totals right, and restore undoes it', async () => {
    const totalsBefore = await publicTotals(db());
    const res = await merge({ keepVideoId: 'dupReupA001', mergeVideoIds: ['dupReupB002'], kind: 'reupload' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ keptVideoId: 'dupReupA001', done: 1, failed: 0, mergedViews: 700, adoptedKeywordId: null });

    const archived = await db().selectFrom('deleted_videos').selectAll().where('video_id', '=', 'dupReupB002').executeTakeFirstOrThrow();
    expect(archived.deletion_reason).toBe('중복 정리');
    const record = await db().selectFrom('video_merges').selectAll().where('merged_video_id', '=', 'dupReupB002').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ kept_video_id: 'dupReupA001', kind: 'reupload', merged_keyword_id: keywords[1]!.id });
    expect(Number(record.merged_view_count)).toBe(700);
    const kept = await db()
      .selectFrom('videos')
      .select(['view_count', 'keyword_id'])
      .where('video_id', '=', 'dupReupA001')
      .executeTakeFirstOrThrow();
    expect(Number(kept.view_count)).toBe(5_000);
    const actions = await db().selectFrom('audit_log').select('action').where('target_id', '=', 'dupReupB002').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['video.delete', 'video.merge']);

    // Catalogue totals right after the merge: the maintained ones equal a fresh count.
    const maintained = await publicTotals(db());
    const fresh = await freshTotals();
    expect(maintained.platform).toEqual(fresh.platform);
    expect(maintained.platform.total_videos).toBe(totalsBefore.platform.total_videos - 1);
    for (const [id, n] of fresh.keywords) expect(maintained.keywords.get(id)).toBe(n);
    for (const channel of fresh.channels) expect(channel.stored).toBe(channel.fresh);

    const again = await list('kind=reupload&limit=100');
    expect(groupWith(again.body.data, 'dupReupA001')).toBeUndefined();

    // The merge is listed (newest first) with its undo: restoring the merged copy.
    const merges = async () => {
      const res = await call(t, 'GET', '/api/admin/duplicates/merges?limit=100', token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { id: number; mergedVideoId: string; undoState: string; undoNote: string | null }[];
    };
    const listed = (await merges()).find((m) => m.mergedVideoId === 'dupReupB002');
    expect(listed).toMatchObject({
      kind: 'reupload',
      keptVideoId: 'dupReupA001',
      keptTitle: expect.any(String),
      mergedTitle: expect.any(String),
      mergedBy: expect.stringContaining('@'),
      undoState: 'available',
      undoNote: null,
    });

    const undo = await call(t, 'POST', '/api/admin/videos/restore', token, { videoIds: ['dupReupB002'] });
    expect(undo.body.data.done).toBe(1);
    const back = await list('kind=reupload&limit=100');
    expect(groupWith(back.body.data, 'dupReupA001')).toBeDefined();
    expect((await merges()).find((m) => m.mergedVideoId === 'dupReupB002')).toMatchObject({
      undoState: 'undone',
      undoNote: '되살려서 이미 되돌렸습니다.',
    });
    const paged = await call(t, 'GET', '/api/admin/duplicates/merges?limit=1', token);
    expect(paged.body.pagination).toMatchObject({ page: 1, limit: 1 });
    expect((await call(t, 'GET', '/api/admin/duplicates/merges?page=0', token)).body.error.field).toBe('page');
  });

  it('the same merge sent three times at once archives the video once, with one merge record', async () => {
    await insertVideo(db(), { video_id: 'raceKeep001', title: '동시 합치기 시험 영상', view_count: 9 });
    await insertVideo(db(), { video_id: 'raceMerge01', title: '동시 합치기 시험 영상!', view_count: 4 });
    await settleTotals();
    const body = { keepVideoId: 'raceKeep001', mergeVideoIds: ['raceMerge01'], kind: 'reupload' };
    const answers = await Promise.all([merge(body), merge(body), merge(body)]);
    for (const res of answers) expect(res.status).toBeLessThan(500);
    const done = answers.reduce((sum, res) => sum + (res.status === 200 ? res.body.data.done : 0), 0);
    expect(done).toBe(1);
    const archived = await db().selectFrom('deleted_videos').select('video_id').where('video_id', '=', 'raceMerge01').execute();
    expect(archived).toHaveLength(1);
    const records = await db().selectFrom('video_merges').select('merged_video_id').where('merged_video_id', '=', 'raceMerge01').execute();
    expect(records).toHaveLength(1);
    const fresh = await freshTotals();
    expect((await publicTotals(db())).platform).toEqual(fresh.platform);
  });

  it('a kept video without a keyword takes the merged one’s keyword link', async () => {
    const res = await merge({ keepVideoId: 'casedupe01', mergeVideoIds: ['CaseDupe01'], kind: 'same_video' });
    expect(res.body.data.done).toBe(1);
    await db().updateTable('deleted_videos').set({ keyword_id: null }).where('video_id', '=', 'CaseDupe01').execute();
    await insertVideo(db(), { video_id: 'keeperNoKw1', title: '키워드 옮기기 시험 영상 하나', view_count: 3 });
    await insertVideo(db(), {
      video_id: 'mergedKw001',
      title: '키워드 옮기기 시험 영상 하나!',
      keyword_id: keywords[2]!.id,
      view_count: 2,
    });
    await settleTotals();
    const adopt = await merge({ keepVideoId: 'keeperNoKw1', mergeVideoIds: ['mergedKw001'], kind: 'reupload' });
    expect(adopt.body.data.adoptedKeywordId).toBe(keywords[2]!.id);
    const kept = await db().selectFrom('videos').select('keyword_id').where('video_id', '=', 'keeperNoKw1').executeTakeFirstOrThrow();
    expect(kept.keyword_id).toBe(keywords[2]!.id);
    const maintained = await publicTotals(db());
    const fresh = await freshTotals();
    for (const [id, n] of fresh.keywords) expect(maintained.keywords.get(id)).toBe(n);
  });
});

describe('a merge never takes a video off the public site without saying so', () => {
  beforeAll(async () => {
    // The draft has more views than the only published copy: the old suggestion kept the draft.
    await insertVideo(db(), { video_id: 'hideDraft01', title: '공개 지키기 시험 영상 구조대', status: 'draft', view_count: 9_000 });
    await insertVideo(db(), { video_id: 'hidePub0001', title: '공개 지키기 시험 영상 (구조대)', view_count: 100 });
    await setDuration('hideDraft01', 200);
    await setDuration('hidePub0001', 200);
    await settleTotals();
  });

  it('suggests the published copy as the keeper before a draft with more views', async () => {
    const res = await list('kind=reupload&limit=100');
    const group = DuplicateListResponseSchema.parse(res.body).data.find((g) => g.videos.some((v) => v.video_id === 'hidePub0001'))!;
    expect(group.videos.map((v) => [v.video_id, v.is_public])).toEqual([
      ['hidePub0001', true],
      ['hideDraft01', false],
    ]);
  });

  it('refuses to archive the only published copy while keeping a draft, unless the request acknowledges it', async () => {
    const body = { keepVideoId: 'hideDraft01', mergeVideoIds: ['hidePub0001'], kind: 'reupload' };
    const refused = await merge(body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('MERGE_HIDES_PUBLIC');
    expect(refused.body.error.field).toBe('acknowledgeUnpublish');
    expect(refused.body.error.message).toContain('공개 지키기 시험 영상 (구조대)');
    const stillThere = await db().selectFrom('videos').select('status').where('video_id', '=', 'hidePub0001').executeTakeFirst();
    expect(stillThere?.status).toBe('published');

    const acknowledged = await merge({ ...body, acknowledgeUnpublish: true });
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body.data.done).toBe(1);
    await call(t, 'POST', '/api/admin/videos/restore', token, { videoIds: ['hidePub0001'] });
  });

  it('merges without asking when the published copy is the one kept', async () => {
    const res = await merge({ keepVideoId: 'hidePub0001', mergeVideoIds: ['hideDraft01'], kind: 'reupload' });
    expect(res.status).toBe(200);
    expect(res.body.data.done).toBe(1);
  });
});
