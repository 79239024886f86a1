import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurationBulkResponseSchema, CurationItemResponseSchema, CurationListResponseSchema } from '../../../shared/api/curation.ts';
import { applyClassification } from '../../../sync/classify/apply.ts';
import type { Classifier } from '../../../sync/classify/classifier.ts';
import { classifierFor, insertDraft, insertSmallCatalogue } from '../../../sync/test-support/classify-test-helpers.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

let t: TestApp;
let token: string;
let adminId: number;
let catalogue: Awaited<ReturnType<typeof insertSmallCatalogue>>;
let classifier: Classifier;
const db = () => t.ctx.db;

beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  const admin = await addUser(t);
  adminId = admin.id;
  token = (await signIn(t, admin)).token;
  catalogue = await insertSmallCatalogue(db());
  classifier = await classifierFor(db(), Object.values(catalogue.keywords));
});
afterAll(() => t?.close());

/** A draft the classifier was unsure about; returns its pending item id. */
async function queued(title: string, extra: { tags?: string[]; description?: string } = {}) {
  const videoId = await insertDraft(db(), { title, ...extra });
  expect(await applyClassification(db(), [videoId], { publishAt: 1, classifier })).toEqual({ published: 0, queued: 1 });
  const row = await db().selectFrom('curation_queue').select('id').where('video_id', '=', videoId).executeTakeFirstOrThrow();
  return { id: Number(row.id), videoId };
}

const audits = (id: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'curation_item')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();
const video = (videoId: string) => db().selectFrom('videos').selectAll().where('video_id', '=', videoId).executeTakeFirstOrThrow();
const keywordVideos = async (slug: string) => {
  const res = await call(t, 'GET', `/api/keywords/${encodeURIComponent(slug)}/videos?limit=100`, null);
  expect(res.status).toBe(200);
  return (res.body.data.videos as { video_id: string }[]).map((v) => v.video_id);
};

describe('GET /api/admin/curation', () => {
  it('lists pending items newest added first (sort=newest) with what an expert needs to decide', async () => {
    const older = await queued('소화기의 올바른 사용법');
    const newer = await queued('채널 공지사항');
    const res = await call(t, 'GET', '/api/admin/curation?limit=100&sort=newest', token);
    expect(res.status).toBe(200);
    const { data, pagination } = CurationListResponseSchema.parse(res.body);
    expect(data.findIndex((i) => i.id === newer.id)).toBeLessThan(data.findIndex((i) => i.id === older.id));
    expect(pagination.total).toBe(data.length);
    const item = data.find((i) => i.id === older.id)!;
    expect(item).toMatchObject({
      state: 'pending',
      videoId: older.videoId,
      title: '소화기의 올바른 사용법',
      channelName: '테스트 소방서',
      thumbnailUrl: expect.stringContaining(older.videoId),
      videoStatus: 'draft',
      suggestedKeyword: { id: catalogue.keywords.extinguisher, keyword: '소화기 사용법' },
      suggestedCategories: [{ id: catalogue.categories.equipment, name: '소화기·소화설비' }],
      reason: expect.stringContaining('제목에 "소화기 사용법"이'),
      decidedAt: null,
    });
    expect(item.confidence).toBeGreaterThan(0);
    expect(data.find((i) => i.id === newer.id)).toMatchObject({
      suggestedKeyword: null,
      confidence: 0,
      reason: '일치하는 키워드가 없습니다',
    });
  });

  it('orders pending items by confidence, highest first, by default; staff can choose another order', async () => {
    const a = await queued('심폐소생술 따라 하기');
    const b = await queued('오늘의 점심 메뉴');
    const c = await queued('완강기 사용 방법');
    // a: most confident, uploaded last year; b: least confident, uploaded newest; c: in between, added last.
    const set = async (id: number, confidence: number, upload: string) => {
      await db().updateTable('curation_queue').set({ confidence }).where('id', '=', id).execute();
      const videoId = [a, b, c].find((x) => x!.id === id)!.videoId;
      await db()
        .updateTable('videos')
        .set({ upload_date: new Date(upload) })
        .where('video_id', '=', videoId)
        .execute();
    };
    const extra = await queued('소방 훈련 영상 모음');
    await set(a!.id, 0.7, '2025-01-01T00:00:00Z');
    await set(b!.id, 0.05, '2026-11-01T00:00:00Z');
    await set(c!.id, 0.4, '2026-01-01T00:00:00Z');
    await db().updateTable('curation_queue').set({ confidence: 0.2 }).where('id', '=', extra.id).execute();
    await db()
      .updateTable('videos')
      .set({ upload_date: new Date('2024-01-01T00:00:00Z') })
      .where('video_id', '=', extra.videoId)
      .execute();
    const order = async (query: string) => {
      const res = await call(t, 'GET', `/api/admin/curation?limit=100${query}`, token);
      expect(res.status).toBe(200);
      const ids = CurationListResponseSchema.parse(res.body).data.map((i) => i.id);
      return ids.filter((id) => [a!.id, b!.id, c!.id, extra.id].includes(id));
    };
    expect(await order('')).toEqual([a!.id, c!.id, extra.id, b!.id]);
    expect(await order('&sort=confidence')).toEqual([a!.id, c!.id, extra.id, b!.id]);
    expect(await order('&sort=confidence_asc')).toEqual([b!.id, extra.id, c!.id, a!.id]);
    expect(await order('&sort=upload_date')).toEqual([b!.id, c!.id, a!.id, extra.id]);
    expect((await order('&sort=newest'))[0]).toBe(extra.id);
    // Paging in confidence order neither repeats nor skips an item.
    const all = (await call(t, 'GET', '/api/admin/curation?limit=100', token)).body.data.map((i: { id: number }) => i.id);
    const paged: number[] = [];
    for (let page = 1; paged.length < all.length; page += 1)
      paged.push(...(await call(t, 'GET', `/api/admin/curation?limit=2&page=${page}`, token)).body.data.map((i: { id: number }) => i.id));
    expect(paged).toEqual(all);
    const bad = await call(t, 'GET', '/api/admin/curation?sort=random', token);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'sort' });
  });

  it('pages and filters by state, and validates the query in Korean', async () => {
    const page = CurationListResponseSchema.parse((await call(t, 'GET', '/api/admin/curation?limit=1&page=2', token)).body);
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toMatchObject({ page: 2, limit: 1 });
    const bad = await call(t, 'GET', '/api/admin/curation?state=maybe', token);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'state',
      message: expect.stringMatching(/^'state' 값[은이] /),
    });
    expect((await call(t, 'GET', '/api/admin/curation?limit=500', token)).body.error.field).toBe('limit');
  });
});

describe('POST /api/admin/curation/:id/approve', () => {
  it('publishes the video with the suggested keyword, updates totals and caches, and audits it', async () => {
    const slug = 'test-소화기-사용법';
    const { id, videoId } = await queued('소화기의 올바른 사용법', { tags: ['소화기'] });
    expect(await keywordVideos(slug)).not.toContain(videoId); // fills the public cache
    const totalBefore = (
      await db()
        .selectFrom('keyword_master')
        .select('total_videos')
        .where('id', '=', catalogue.keywords.extinguisher)
        .executeTakeFirstOrThrow()
    ).total_videos;

    const res = await call(t, 'POST', `/api/admin/curation/${id}/approve`, token, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { data } = CurationItemResponseSchema.parse(res.body);
    expect(data).toMatchObject({
      state: 'approved',
      videoStatus: 'published',
      keywordId: catalogue.keywords.extinguisher,
      decidedBy: expect.stringContaining('@'),
    });
    expect(await video(videoId)).toMatchObject({ status: 'published', keyword_id: catalogue.keywords.extinguisher });
    const totals = await db()
      .selectFrom('keyword_master')
      .select('total_videos')
      .where('id', '=', catalogue.keywords.extinguisher)
      .executeTakeFirstOrThrow();
    expect(totals.total_videos).toBe(totalBefore + 1);
    expect(await keywordVideos(slug)).toContain(videoId);
    expect((await call(t, 'GET', `/api/videos/${videoId}`, null)).status).toBe(200);

    const [entry] = await audits(id);
    expect(entry).toMatchObject({ action: 'curation.approve', actor_id: adminId });
    expect(entry!.before).toMatchObject({ state: 'pending', videoStatus: 'draft', suggestedKeywordId: catalogue.keywords.extinguisher });
    expect(entry!.after).toMatchObject({
      state: 'approved',
      videoStatus: 'published',
      keywordId: catalogue.keywords.extinguisher,
      overridden: false,
    });
  });

  it('lets the expert choose another keyword', async () => {
    const { id, videoId } = await queued('채널 공지: 현장 훈련 연습');
    const res = await call(t, 'POST', `/api/admin/curation/${id}/approve`, token, {
      keywordId: catalogue.keywords.cpr,
      note: '심폐소생술 실습 영상',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ keywordId: catalogue.keywords.cpr, decisionNote: '심폐소생술 실습 영상' });
    expect(await video(videoId)).toMatchObject({ status: 'published', keyword_id: catalogue.keywords.cpr });
    expect((await audits(id))[0]!.after).toMatchObject({ overridden: true, keywordId: catalogue.keywords.cpr });
  });

  it('answers 409 for an item already decided, and writes nothing more', async () => {
    const { id } = await queued('분말소화기 안전핀');
    expect((await call(t, 'POST', `/api/admin/curation/${id}/approve`, token, {})).status).toBe(200);
    const again = await call(t, 'POST', `/api/admin/curation/${id}/approve`, token, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'ALREADY_DECIDED', message: '이미 승인된 항목입니다.' });
    expect((await call(t, 'POST', `/api/admin/curation/${id}/reject`, token, {})).body.error.message).toBe('이미 승인된 항목입니다.');
    expect(await audits(id)).toHaveLength(1);
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const { id } = await queued('분말소화기 보관 요령');
    const answers = await Promise.all([
      call(t, 'POST', `/api/admin/curation/${id}/approve`, token, {}),
      call(t, 'POST', `/api/admin/curation/${id}/reject`, token, {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await audits(id)).toHaveLength(1);
  });

  it('validates ids, the keyword and the note in Korean; 404 for an unknown item', async () => {
    const { id } = await queued('채널 공지사항 2');
    const noKeyword = await call(t, 'POST', `/api/admin/curation/${id}/approve`, token, {});
    expect(noKeyword.status).toBe(400);
    expect(noKeyword.body.error).toMatchObject({ field: 'keywordId', message: '승인할 키워드를 선택하세요.' });
    const inactive = await call(t, 'POST', `/api/admin/curation/${id}/approve`, token, { keywordId: catalogue.keywords.retired });
    expect(inactive.body.error).toMatchObject({ field: 'keywordId', message: expect.stringContaining('키워드를 찾을 수 없습니다') });
    const wrongType = await call(t, 'POST', `/api/admin/curation/${id}/approve`, token, { keywordId: '소화기' });
    expect(wrongType.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'keywordId' });
    const longNote = await call(t, 'POST', `/api/admin/curation/${id}/reject`, token, { note: '가'.repeat(501) });
    expect(longNote.body.error).toMatchObject({ field: 'note', message: expect.stringMatching(/'note'|메모/) });
    expect((await call(t, 'POST', '/api/admin/curation/abc/approve', token, {})).body.error.field).toBe('id');
    const missing = await call(t, 'POST', '/api/admin/curation/99999999/approve', token, { keywordId: catalogue.keywords.cpr });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('검토 항목을 찾을 수 없습니다.');
    expect(await audits(id)).toHaveLength(0);
  });
});

describe('POST /api/admin/curation/:id/reject', () => {
  it('archives the video, keeps the note, and audits it', async () => {
    const { id, videoId } = await queued('소화기의 올바른 사용법 (광고)');
    const res = await call(t, 'POST', `/api/admin/curation/${id}/reject`, token, { note: '광고 영상' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'rejected', videoStatus: 'archived', decisionNote: '광고 영상' });
    expect(await video(videoId)).toMatchObject({ status: 'archived', is_public: false });
    expect((await call(t, 'GET', `/api/videos/${videoId}`, null)).status).toBe(404);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ action: 'curation.reject', actor_id: adminId });
    expect(entry!.after).toMatchObject({ state: 'rejected', videoStatus: 'archived', note: '광고 영상' });
    // No body at all is fine too.
    const other = await queued('채널 공지사항 3');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/curation/${other.id}/reject`,
          headers: { 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin', authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/admin/curation/bulk', () => {
  it('decides what it can in one transaction and reports the rest per item', async () => {
    const a = await queued('분말소화기 보관법');
    const b = await queued('심폐소생술 교육 후기');
    const none = await queued('채널 공지사항 4');
    const decided = await queued('분말소화기 교체');
    await call(t, 'POST', `/api/admin/curation/${decided.id}/reject`, token, {});
    const res = await call(t, 'POST', '/api/admin/curation/bulk', token, {
      ids: [a.id, b.id, none.id, decided.id, 99999999, a.id],
      action: 'approve',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { data } = CurationBulkResponseSchema.parse(res.body);
    expect(data).toMatchObject({ decided: 2, failed: 3 });
    expect(data.results).toEqual([
      { id: a.id, ok: true, state: 'approved' },
      { id: b.id, ok: true, state: 'approved' },
      { id: none.id, ok: false, code: 'VALIDATION_ERROR', message: '승인할 키워드를 선택하세요.' },
      { id: decided.id, ok: false, code: 'ALREADY_DECIDED', message: '이미 거절된 항목입니다.' },
      { id: 99999999, ok: false, code: 'NOT_FOUND', message: '검토 항목을 찾을 수 없습니다.' },
    ]);
    expect(await video(a.videoId)).toMatchObject({ status: 'published', keyword_id: catalogue.keywords.powder });
    expect((await audits(a.id))[0]!.after).toMatchObject({ bulk: true, state: 'approved' });
    expect(await audits(none.id)).toHaveLength(0);

    const rejected = await call(t, 'POST', '/api/admin/curation/bulk', token, { ids: [none.id], action: 'reject', note: '무관한 영상' });
    expect(rejected.body.data.results).toEqual([{ id: none.id, ok: true, state: 'rejected' }]);
    expect(await video(none.videoId)).toMatchObject({ status: 'archived' });
  });

  it('answers 409 when nothing could be decided, 404 when nothing exists', async () => {
    const { id } = await queued('분말소화기 폐기');
    await call(t, 'POST', `/api/admin/curation/${id}/approve`, token, {});
    const again = await call(t, 'POST', '/api/admin/curation/bulk', token, { ids: [id], action: 'reject' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('NOTHING_TO_DECIDE');
    expect((await call(t, 'POST', '/api/admin/curation/bulk', token, { ids: [99999998], action: 'reject' })).status).toBe(404);
  });

  it('validates the body in Korean', async () => {
    // Each answer is a 400 in Korean naming the field.
    const cases: [unknown, string][] = [
      [{ ids: [], action: 'approve' }, 'ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'approve' }, 'ids'],
      [{ ids: ['x'], action: 'reject' }, 'ids'],
      [{ ids: [1], action: 'publish' }, 'action'],
      [{ ids: [1], action: 'reject', note: 7 }, 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t, 'POST', '/api/admin/curation/bulk', token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field, message: expect.stringMatching(/[가-힣]/) });
    }
  });
});
