// Lesson kits through the API: the demo kits, ordering, the admin writes (400 naming the field, 1–30 published videos,
// audit rows, nothing half-written), a video unpublished or deleted after saving (placeholder + staff warning), QR decoded back
// to the URL, CSV.
import { Resvg } from '@resvg/resvg-js';
import jsQRModule from 'jsqr';
import { sql } from 'kysely';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminKitSchema, KitSchema, KitSummarySchema } from '../../../shared/api/kits.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { DEMO_KITS } from '../../../db/seed/kits.ts';

const ORIGIN = 'https://119video.example.kr';
let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 1_500, env: { PUBLIC_ORIGIN: ORIGIN } }));
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call(t, method, url, token, body);

async function publicVideoIds(count: number, offset = 0): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('videos')
    .select('video_id')
    .where('status', '=', 'published')
    .orderBy('id')
    .offset(offset)
    .limit(count)
    .execute();
  return rows.map((row) => row.video_id);
}

/** Renders the SVG to pixels (resvg) and reads the QR code back (jsQR). */
// jsqr is CommonJS with a default export: Node hands over the module object.
const jsQR = ((jsQRModule as unknown as { default?: unknown }).default ?? jsQRModule) as unknown as typeof import('jsqr').default;

function decodeQr(svg: string): string | null {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 400 }, background: '#ffffff' }).render();
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data ?? null;
}

describe('public kits', () => {
  it('lists the five demo kits, filters by audience, and shows a kit with its videos in order', async () => {
    const list = (await get('/api/kits')).json();
    const kits = list.data.map((kit: unknown) => KitSummarySchema.parse(kit));
    expect(kits.map((kit: { slug: string }) => kit.slug).sort()).toEqual(DEMO_KITS.map((kit) => kit.slug).sort());
    expect(kits.every((kit: { video_count: number }) => kit.video_count >= 3)).toBe(true);
    const elderly = (await get('/api/kits?audience=elderly')).json().data as { life_stages: string[] }[];
    expect(elderly.length).toBeGreaterThan(0);
    expect(elderly.every((kit) => kit.life_stages.includes('elderly'))).toBe(true);
    expect((await get('/api/kits?audience=aliens')).statusCode).toBe(400);

    const res = await get(`/api/kits/${encodeURIComponent('유치원-소방-안전')}`);
    expect(res.statusCode).toBe(200);
    const kit = KitSchema.parse(res.json().data);
    expect(kit.title).toBe('유치원 소방 안전');
    expect(kit.videos.map((video) => video.position)).toEqual(kit.videos.map((_, i) => i + 1));
    expect(kit.videos[0]!.question).toBe('불이 나면 가장 먼저 무엇을 해야 할까요?');
    expect((await get(`/api/kits/${encodeURIComponent('없는-꾸러미')}`)).statusCode).toBe(404);
  });

  it('draws QR codes that decode back to the kit’s address and to a video’s address inside it', async () => {
    const slug = '유치원-소방-안전';
    const res = await get(`/api/kits/${encodeURIComponent(slug)}/qr.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(decodeQr(res.body)).toBe(`${ORIGIN}/kits/${encodeURIComponent(slug)}`);
    const kit = KitSchema.parse((await get(`/api/kits/${encodeURIComponent(slug)}`)).json().data);
    const video = kit.videos[1]!;
    const per = await get(`/api/kits/${encodeURIComponent(slug)}/qr.svg?video=${video.video_id}`);
    expect(decodeQr(per.body)).toBe(`${ORIGIN}/kits/${encodeURIComponent(slug)}?video=${video.video_id}`);
    const other = (await publicVideoIds(1, 900))[0]!;
    expect((await get(`/api/kits/${encodeURIComponent(slug)}/qr.svg?video=${other}`)).statusCode).toBe(404);
  });

  it('exports the list as CSV in the kit’s order, Korean intact', async () => {
    const slug = '어르신-겨울철-난방-안전';
    const res = await get(`/api/kits/${encodeURIComponent(slug)}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`수업꾸러미-${slug}.csv`)}`);
    const rows = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual(['순서', '영상 ID', '제목', '채널', '길이', '시작(초)', '끝(초)', '메모', '토론 질문', '영상 주소']);
    const kit = KitSchema.parse((await get(`/api/kits/${encodeURIComponent(slug)}`)).json().data);
    expect(rows.slice(1).map((row) => row[1])).toEqual(kit.videos.map((video) => video.video_id));
    expect(rows[1]![8]).toBe('우리 집 전기장판은 몇 년 되었나요?');
  });
});

describe('admin kits', () => {
  it('creates a kit (slug from the title), keeps the order, writes an audit row, and shows it publicly at once', async () => {
    const ids = await publicVideoIds(3);
    const res = await admin('POST', '/api/admin/kits', {
      title: '소화기 사용 수업',
      summary: '소화기 사용 순서를 배워요.',
      lifeStages: ['children', 'adult'],
      goals: ['핀을 뽑을 수 있다'],
      videos: [
        { videoId: ids[2] },
        { videoId: ids[0], note: '앞부분만', startSeconds: 10, endSeconds: 70, question: '핀은 언제 뽑나요?' },
        { videoId: ids[1] },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const kit = AdminKitSchema.parse(res.body.data);
    expect(kit.slug).toBe('소화기-사용-수업');
    expect(kit.videos.map((video) => video.video_id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(kit.videos[1]).toMatchObject({ note: '앞부분만', start_seconds: 10, end_seconds: 70, question: '핀은 언제 뽑나요?' });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'target_type', 'target_id'])
      .where('action', '=', 'kit.create')
      .execute();
    expect(audit).toContainEqual({ action: 'kit.create', target_type: 'lesson_kit', target_id: String(kit.id) });
    const visible = KitSchema.parse((await get(`/api/kits/${encodeURIComponent(kit.slug)}`)).json().data);
    expect(visible.videos.map((video) => video.video_id)).toEqual([ids[2], ids[0], ids[1]]);
    // A second kit with the same title gets the next free address.
    const again = await admin('POST', '/api/admin/kits', { title: '소화기 사용 수업', videos: [{ videoId: ids[0] }] });
    expect(again.body.data.slug).toBe('소화기-사용-수업-2');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const [a, b] = await publicVideoIds(2);
    const draft = await t.ctx.db.selectFrom('videos').select('video_id').where('status', '=', 'draft').executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{ videos: [{ videoId: a }] }, 'title'],
      [{ title: '  ', videos: [{ videoId: a }] }, 'title'],
      [{ title: '빈 목록', videos: [] }, 'videos'],
      [{ title: '너무 많음', videos: Array.from({ length: 31 }, (_, i) => ({ videoId: `video${String(i).padStart(6, '0')}` })) }, 'videos'],
      [{ title: '두 번', videos: [{ videoId: a }, { videoId: a }] }, 'videos.1.videoId'],
      [{ title: '비공개', videos: [{ videoId: a }, { videoId: draft.video_id }] }, 'videos.1.videoId'],
      [{ title: '없는 영상', videos: [{ videoId: 'zzzzzzzzzzz' }] }, 'videos.0.videoId'],
      [{ title: '거꾸로', videos: [{ videoId: a }, { videoId: b, startSeconds: 50, endSeconds: 20 }] }, 'videos.1.endSeconds'],
      [{ title: '주소', slug: '슬래시/안됨', videos: [{ videoId: a }] }, 'slug'],
      [{ title: '대상', lifeStages: ['aliens'], videos: [{ videoId: a }] }, 'lifeStages'],
      [{ title: '모르는 항목', videos: [{ videoId: a }], color: 'red' }, '요청'],
    ];
    for (const [body, field] of cases) {
      const res = await admin('POST', '/api/admin/kits', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field, JSON.stringify(body)).toBe(field);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }
    const taken = await admin('POST', '/api/admin/kits', { title: '겹침', slug: '유치원-소방-안전', videos: [{ videoId: a }] });
    expect([taken.status, taken.body.error.code, taken.body.error.field]).toEqual([409, 'SLUG_EXISTS', 'slug']);
  });

  it('updates fields and the list (reordered), and deletes, each audited', async () => {
    const ids = await publicVideoIds(4, 10);
    const created = (
      await admin('POST', '/api/admin/kits', { title: '고칠 꾸러미', videos: ids.slice(0, 3).map((videoId) => ({ videoId })) })
    ).body.data;
    const patched = await admin('PATCH', `/api/admin/kits/${created.id}`, {
      summary: '새 소개',
      videos: [{ videoId: ids[3] }, { videoId: ids[0], question: '무엇을 배웠나요?' }],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data.summary).toBe('새 소개');
    expect(patched.body.data.videos.map((video: { video_id: string }) => video.video_id)).toEqual([ids[3], ids[0]]);
    expect((await admin('PATCH', `/api/admin/kits/${created.id}`, {})).status).toBe(400);
    expect((await admin('PATCH', '/api/admin/kits/999999', { title: 'x' })).status).toBe(404);
    const removed = await admin('DELETE', `/api/admin/kits/${created.id}`);
    expect(removed.body.data).toEqual({ id: created.id, slug: created.slug });
    expect((await get(`/api/kits/${encodeURIComponent(created.slug)}`)).statusCode).toBe(404);
    const actions = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(created.id))
      .where('target_type', '=', 'lesson_kit')
      .execute();
    expect(actions.map((row) => row.action).sort()).toEqual(['kit.create', 'kit.delete', 'kit.update']);
  });

  it('leaves nothing half-written when the audit row cannot be saved', async () => {
    const [a] = await publicVideoIds(1, 20);
    const count = async () => Number((await sql<{ n: number }>`SELECT count(*) AS n FROM lesson_kits`.execute(t.ctx.db)).rows[0]!.n);
    const before = await count();
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_block_kit CHECK (action <> 'kit.create') NOT VALID`.execute(t.ctx.db);
    try {
      const res = await admin('POST', '/api/admin/kits', { title: '기록 없는 꾸러미', videos: [{ videoId: a }] });
      expect(res.status).toBe(500);
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_block_kit`.execute(t.ctx.db);
    }
    expect(await count()).toBe(before);
  });

  it('keeps the place of a video unpublished after saving: a placeholder publicly, a warning for staff', async () => {
    const ids = await publicVideoIds(3, 30);
    const kit = (await admin('POST', '/api/admin/kits', { title: '사라질 영상', videos: ids.map((videoId) => ({ videoId })) })).body.data;
    await t.ctx.db.updateTable('videos').set({ status: 'archived' }).where('video_id', '=', ids[1]!).execute();
    await t.syncCatalogueVersion();
    const visible = KitSchema.parse((await get(`/api/kits/${encodeURIComponent(kit.slug)}`)).json().data);
    expect(visible.videos[1]).toMatchObject({ position: 2, available: false, title: null, thumbnail_url: null });
    expect(visible.available_count).toBe(2);
    const staff = AdminKitSchema.parse((await admin('GET', `/api/admin/kits/${kit.id}`)).body.data);
    expect(staff.unavailable_positions).toEqual([2]);
    expect(staff.videos[1]!.saved_title.length).toBeGreaterThan(0);
    // Saving the list again with that video is refused until staff take it out.
    const resave = await admin('PATCH', `/api/admin/kits/${kit.id}`, { videos: ids.map((videoId) => ({ videoId })) });
    expect([resave.status, resave.body.error.field]).toEqual([400, 'videos.1.videoId']);
    // The feed and the embed list skip it or show the placeholder.
    expect((await get(`/feeds/kits/${encodeURIComponent(kit.slug)}.xml`)).body).not.toContain(ids[1]);
    expect((await get(`/embed/kits/${encodeURIComponent(kit.slug)}`)).body).toContain('이 영상은 지금 볼 수 없습니다');
  });
  it('keeps the place of a video deleted after saving (moved to the archive): a placeholder publicly, a warning for staff', async () => {
    const ids = await publicVideoIds(3, 40);
    const kit = (await admin('POST', '/api/admin/kits', { title: '지운 영상이 든 꾸러미', videos: ids.map((videoId) => ({ videoId })) }))
      .body.data;
    const removed = await admin('POST', '/api/admin/videos/bulk-delete', { videoIds: [ids[2]], reason: '꾸러미 시험' });
    expect(removed.status).toBe(200);
    const archived = await t.ctx.db.selectFrom('deleted_videos').select('title').where('video_id', '=', ids[2]!).executeTakeFirst();
    expect(archived, 'the video sits in the archive').toBeDefined();
    expect(await t.ctx.db.selectFrom('videos').select('video_id').where('video_id', '=', ids[2]!).executeTakeFirst()).toBeUndefined();
    await t.syncCatalogueVersion();
    try {
      const visible = KitSchema.parse((await get(`/api/kits/${encodeURIComponent(kit.slug)}`)).json().data);
      expect(visible.videos.map((video) => [video.position, video.available])).toEqual([
        [1, true],
        [2, true],
        [3, false],
      ]);
      expect(visible.videos[2]).toMatchObject({ title: null, thumbnail_url: null, channel_name: null });
      expect(visible.available_count).toBe(2);
      const staff = AdminKitSchema.parse((await admin('GET', `/api/admin/kits/${kit.id}`)).body.data);
      expect(staff.unavailable_positions).toEqual([3]);
      expect(staff.videos[2]!.saved_title).toBe(archived!.title);
      // The staff list's warning (볼 수 없는 영상 N편) comes from these two counts.
      const listed = (await admin('GET', '/api/admin/kits')).body.data as { id: number; video_count: number; available_count: number }[];
      expect(listed.find((row) => row.id === kit.id)).toMatchObject({ video_count: 3, available_count: 2 });
      expect((await get(`/embed/kits/${encodeURIComponent(kit.slug)}`)).body).toContain('이 영상은 지금 볼 수 없습니다');
      expect((await get(`/feeds/kits/${encodeURIComponent(kit.slug)}.xml`)).body).not.toContain(ids[2]);
    } finally {
      await admin('POST', '/api/admin/videos/restore', { videoIds: [ids[2]] });
      await t.syncCatalogueVersion();
    }
  });
});
