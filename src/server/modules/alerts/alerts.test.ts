import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAlertSchema, AlertDraftSchema, PublicAlertSchema } from '../../../shared/api/disaster-alerts.ts';
import { ALERT_DRAFTS } from '../../../shared/constants/disaster-alerts.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn, type TestClock } from '../../test-support/auth-test-helpers.ts';

let t: TestApp;
let clock: TestClock;
let token: string;
let published: string[];
let staff: Awaited<ReturnType<typeof addUser>>;
const HOUR = 60 * 60 * 1000;
const db = () => t.ctx.db;
const at = (ms: number) => new Date(clock.time + ms).toISOString();
const post = (body: unknown, as: string | null = token) => call(t, 'POST', '/api/admin/alerts', as, body);
const patch = (id: number, body: unknown) => call(t, 'PATCH', `/api/admin/alerts/${id}`, token, body);
const end = (id: number) => call(t, 'POST', `/api/admin/alerts/${id}/end`, token);
const active = (query = '') => call(t, 'GET', `/api/alerts/active${query}`, null);

function notice(overrides: Record<string, unknown> = {}) {
  return {
    hazard: 'earthquake',
    regions: ['전국'],
    title: '경북 경주 규모 5.8 지진',
    message: '흔들림이 멈출 때까지 몸을 보호하세요.',
    steps: ['흔들릴 때는 탁자 아래로', '흔들림이 멈추면 계단으로 대피'],
    videoIds: published.slice(0, 2),
    links: [{ label: '국민재난안전포털', url: 'https://www.safekorea.go.kr/' }],
    endsAt: at(6 * HOUR),
    ...overrides,
  };
}

beforeAll(async () => {
  ({ t, clock } = await createAuthTestApp({ videos: 150 }));
  staff = await addUser(t);
  token = (await signIn(t, staff)).token;
  published = (await db().selectFrom('videos').select('video_id').where('is_public', '=', true).orderBy('id').limit(10).execute()).map(
    (v) => v.video_id,
  );
});
afterAll(() => t?.close());

/** Moves the clock; a new sign-in, since hours pass beyond the session's idle limit. */
async function advance(ms: number) {
  clock.advance(ms);
  token = (await signIn(t, staff)).token;
}

describe('POST /api/admin/alerts', () => {
  it('declares a notice (201), starting now by default, audited in its transaction, shown to every visitor at once', async () => {
    const res = await post(notice());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const alert = AdminAlertSchema.parse(res.body.data);
    expect(alert.state).toBe('active');
    expect(alert.startsAt).toBe(new Date(clock.time).toISOString());
    expect(alert.videos.map((v) => v.video_id)).toEqual(published.slice(0, 2));
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'alert.create')
      .where('target_id', '=', String(alert.id))
      .executeTakeFirstOrThrow();
    expect(audit.target_type).toBe('disaster_alert');
    expect(audit.after).toMatchObject({ title: '경북 경주 규모 5.8 지진', regions: ['전국'] });
    const shown = await active();
    expect(shown.status).toBe(200);
    expect(shown.body.data.map((a: { id: number }) => a.id)).toContain(alert.id);
    PublicAlertSchema.array().parse(shown.body.data);
    expect(shown.headers['cache-control']).toMatch(/stale-while-revalidate/);
    await end(alert.id);
  });

  it('refuses bad input with a 400 naming the field, in Korean', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ hazard: 'meteor' }, 'hazard'],
      [{ regions: ['화성'] }, 'regions'],
      [{ regions: [] }, 'regions'],
      [{ regions: ['전국', '서울'] }, 'regions'],
      [{ regions: ['서울', '서울'] }, 'regions'],
      [{ title: '가'.repeat(61) }, 'title'],
      [{ title: '' }, 'title'],
      [{ message: '가'.repeat(401) }, 'message'],
      [{ steps: [] }, 'steps'],
      [{ steps: Array.from({ length: 8 }, (_, i) => `요령 ${i}`) }, 'steps'],
      [{ videoIds: Array.from({ length: 9 }, (_, i) => `abcdefghij${i}`) }, 'videoIds'],
      [{ videoIds: ['zzzzzzzzzzz'] }, 'videoIds.0'],
      [{ links: [{ label: '포털', url: 'http://www.safekorea.go.kr/' }] }, 'links'],
      [{ links: Array.from({ length: 5 }, () => ({ label: '포털', url: 'https://www.safekorea.go.kr/' })) }, 'links'],
      [{ endsAt: undefined }, 'endsAt'],
      [{ endsAt: at(-HOUR) }, 'endsAt'],
      [{ endsAt: at(7 * 24 * HOUR + 60_000) }, 'endsAt'],
      [{ startsAt: at(2 * HOUR), endsAt: at(HOUR) }, 'endsAt'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
    ];
    for (const [overrides, field] of cases) {
      const res = await post(notice(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.field, JSON.stringify(overrides)).toBe(field);
      expect(res.body.error.message).toMatch(/[가-힣]/);
    }
    expect(await db().selectFrom('disaster_alerts').select('id').where('ended_at', 'is', null).execute()).toEqual([]);
  });

  it('needs a signed-in admin', async () => {
    expect((await post(notice(), null)).status).toBe(401);
    expect((await call(t, 'GET', '/api/admin/alerts', null)).status).toBe(401);
  });
});

describe('a notice ends by itself', () => {
  it('disappears at endsAt with no write and no restart, and shows as ended to staff', async () => {
    const created = (await post(notice({ title: '한 시간짜리 공지', endsAt: at(HOUR) }))).body.data;
    expect((await active()).body.data.map((a: { id: number }) => a.id)).toContain(created.id);
    const version = t.ctx.cache.version;
    await advance(HOUR - 1000);
    expect((await active()).body.data.map((a: { id: number }) => a.id)).toContain(created.id);
    await advance(1000);
    expect((await active()).body.data.map((a: { id: number }) => a.id)).not.toContain(created.id);
    expect(t.ctx.cache.version).toBe(version);
    const listed = (await call(t, 'GET', '/api/admin/alerts', token)).body.data.find((a: { id: number }) => a.id === created.id);
    expect(listed.state).toBe('ended');
    expect((await end(created.id)).status).toBe(409);
  });

  it('a scheduled notice comes into force at startsAt', async () => {
    const created = (await post(notice({ title: '예정 공지', startsAt: at(HOUR), endsAt: at(2 * HOUR) }))).body.data;
    expect(created.state).toBe('scheduled');
    expect((await active()).body.data.map((a: { id: number }) => a.id)).not.toContain(created.id);
    await advance(HOUR);
    expect((await active()).body.data.map((a: { id: number }) => a.id)).toContain(created.id);
    await end(created.id);
  });
});

describe('regions', () => {
  it('a region sees national notices and its own; others see only national ones', async () => {
    const national = (await post(notice({ title: '전국 공지' }))).body.data;
    const seoul = (await post(notice({ title: '서울 공지', regions: ['서울', '경기'] }))).body.data;
    const ids = async (query: string) => (await active(query)).body.data.map((a: { id: number }) => a.id);
    expect(await ids('?region=서울')).toEqual(expect.arrayContaining([national.id, seoul.id]));
    expect(await ids('?region=부산')).toEqual([national.id]);
    expect((await ids('')).sort()).toEqual([national.id, seoul.id].sort());
    const bad = await active('?region=화성');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('region');
    await end(national.id);
    await end(seoul.id);
  });
});

describe('PATCH and end', () => {
  it('edits what was sent, audits before and after; ending is audited and takes the notice down at once', async () => {
    const created = (await post(notice())).body.data;
    const edited = await patch(created.id, { title: '제목을 고침', steps: ['한 줄'] });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: '제목을 고침', steps: ['한 줄'], message: created.message });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'alert.update')
      .where('target_id', '=', String(created.id))
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ title: created.title });
    expect(audit.after).toMatchObject({ title: '제목을 고침' });
    expect((await patch(created.id, {})).status).toBe(400);
    expect((await patch(created.id, { endsAt: at(8 * 24 * HOUR) })).body.error.field).toBe('endsAt');
    const ended = await end(created.id);
    expect(ended.status).toBe(200);
    expect(ended.body.data.state).toBe('ended');
    expect((await active()).body.data.map((a: { id: number }) => a.id)).not.toContain(created.id);
    expect((await patch(created.id, { title: '끝난 뒤' })).status).toBe(409);
    expect(
      await db()
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'alert.end')
        .where('target_id', '=', String(created.id))
        .execute(),
    ).toHaveLength(1);
    expect((await patch(999_999, { title: '없음' })).status).toBe(404);
    expect((await end(999_999)).status).toBe(404);
  });
});

describe('GET /api/admin/alerts/draft', () => {
  it('gives the hazard steps, videos picked from the catalogue by its words, and official links', async () => {
    const res = await call(t, 'GET', '/api/admin/alerts/draft?hazard=fire', token);
    expect(res.status).toBe(200);
    const draft = AlertDraftSchema.parse(res.body.data);
    expect(draft.steps).toEqual(ALERT_DRAFTS.fire.steps);
    expect(draft.links.every((l) => l.url.startsWith('https://'))).toBe(true);
    for (const video of draft.videos) expect(ALERT_DRAFTS.fire.searchWords.some((w) => video.title.includes(w))).toBe(true);
    expect((await call(t, 'GET', '/api/admin/alerts/draft?hazard=x', token)).body.error.field).toBe('hazard');
  });
});

describe('search while a notice is in force', () => {
  it('puts the pinned videos first for a hazard word, on page 1 only, and stops when the notice ends', async () => {
    const pinned = published.slice(7, 9);
    const created = (await post(notice({ hazard: 'wildfire', title: '산불 확산', videoIds: pinned }))).body.data;
    const search = async (q: string, page = 1) =>
      (await call(t, 'GET', `/api/search?q=${encodeURIComponent(q)}&page=${page}`, null)).body.data.videos.map(
        (v: { video_id: string }) => v.video_id,
      );
    expect((await search('산불 대피')).slice(0, 2)).toEqual(pinned);
    expect((await search('산불', 2)).slice(0, 2)).not.toEqual(pinned);
    expect((await search('소방관')).slice(0, 2)).not.toEqual(pinned);
    await end(created.id);
    expect((await search('산불 대피')).slice(0, 2)).not.toEqual(pinned);
  });
});
