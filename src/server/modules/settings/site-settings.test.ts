import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSiteSettingsSchema, PublicSiteSettingsSchema } from '../../../shared/api/site-settings.ts';
import { RECOMMENDED_VIDEOS } from '../../../shared/recommended-videos.ts';
import { siteSettings } from '../../core/site-settings.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

let t: TestApp;
let token: string;
let published: string[];
let keywordIds: number[];
const db = () => t.ctx.db;
const get = () => call(t, 'GET', '/api/admin/settings', token);
const put = (body: unknown, as: string | null = token) => call(t, 'PUT', '/api/admin/settings', as, body);
const pub = () => call(t, 'GET', '/api/site-settings', null);

beforeAll(async () => {
  // 2026-11-24: the 119의 날 season (11-01 → 11-30) is on.
  ({ t } = await createAuthTestApp({ videos: 120, now: () => new Date('2026-11-24T03:00:00Z') }));
  token = (await signIn(t, await addUser(t))).token;
  published = (await db().selectFrom('videos').select('video_id').where('is_public', '=', true).orderBy('id').limit(6).execute()).map(
    (v) => v.video_id,
  );
  keywordIds = (await db().selectFrom('keyword_master').select('id').where('status', '=', 'active').orderBy('id').limit(4).execute()).map(
    (k) => k.id,
  );
});
afterAll(() => t?.close());

describe('GET/PUT /api/admin/settings: access', () => {
  it('needs a signed-in admin to change (401 without a session; a viewer reads but cannot change)', async () => {
    expect((await call(t, 'GET', '/api/admin/settings', null)).status).toBe(401);
    expect((await put({ contactEmail: 'a@b.kr' }, null)).status).toBe(401);
    const user = await addUser(t);
    const demoted = (await signIn(t, user)).token;
    await db().updateTable('admin_users').set({ role: 'viewer' }).where('email', '=', user.email).execute();
    expect((await call(t, 'GET', '/api/admin/settings', demoted)).status).toBe(200);
    expect((await put({ contactEmail: 'a@b.kr' }, demoted)).status).toBe(403);
  });
});

describe('defaults of a fresh install', () => {
  it('come from the environment, the recommended-videos file and the four seasons', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const data = AdminSiteSettingsSchema.parse(res.body.data);
    expect(data.settings.contactEmail).toBe(t.ctx.config.CONTACT_EMAIL);
    expect(data.settings.inquiryEmail).toBe(t.ctx.config.INQUIRY_EMAIL);
    expect(data.settings.publishConfidence).toBe(t.ctx.config.CLASSIFY_PUBLISH_CONFIDENCE);
    expect(data.settings.recommendedVideos.map((v) => v.videoId)).toEqual(RECOMMENDED_VIDEOS.map((v) => v.videoId));
    expect(data.settings.seasonalFeatures.map((s) => s.title)).toEqual([
      '겨울철 난방 안전',
      '봄철 산불',
      '여름 물놀이 안전',
      '11월 9일 119의 날',
    ]);
    expect(data.sources.contactEmail.source).toBe('default');
    expect(data.today).toBe('11-24');
    expect(data.activeSeasonIds).toEqual(['day-119']);
  });

  it('the public answer shows the recommended videos, top keywords and the season of today only', async () => {
    const res = await pub();
    expect(res.status).toBe(200);
    const data = PublicSiteSettingsSchema.parse(res.body.data);
    expect(data.recommendedVideos).toHaveLength(4);
    expect(data.featuredKeywords.length).toBeGreaterThan(0);
    expect(data.seasons.map((s) => s.title)).toEqual(['11월 9일 119의 날']);
  });
});

describe('PUT /api/admin/settings', () => {
  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ inquiryEmail: 'not-an-address' }, 'inquiryEmail'],
      [{ recommendedVideos: [{ videoId: published[0], note: '' }] }, 'recommendedVideos'],
      [{ publishConfidence: 1.5 }, 'publishConfidence'],
      [
        {
          seasonalFeatures: [
            {
              id: 'x',
              title: '특집',
              description: '',
              start: '13-01',
              end: '01-01',
              keywordIds: [keywordIds[0]],
              videoIds: [],
              enabled: true,
            },
          ],
        },
        'MM-DD',
      ],
      [{ unknownKey: 1 }, '알 수 없는 항목'],
      [{}, ''],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(`${res.body.error.field ?? ''} ${res.body.error.message}`, JSON.stringify(body)).toContain(field);
    }
  });

  it('refuses ids that name nothing in the catalogue (400 naming the item)', async () => {
    const unknownVideo = await put({
      recommendedVideos: [published[0], published[1], published[2], 'zzzzzzzzzzz'].map((videoId) => ({ videoId, note: '' })),
    });
    expect(unknownVideo.status).toBe(400);
    expect(unknownVideo.body.error.field).toBe('recommendedVideos.3.videoId');
    const unknownKeyword = await put({ featuredKeywordIds: [keywordIds[0], 999_999] });
    expect(unknownKeyword.status).toBe(400);
    expect(unknownKeyword.body.error.field).toBe('featuredKeywordIds.1');
    const twice = await put({
      recommendedVideos: [published[0], published[0], published[1], published[2]].map((videoId) => ({ videoId, note: '' })),
    });
    expect(twice.body.error.field).toBe('recommendedVideos.1.videoId');
  });

  it('accepts the source file’s four as recommendations (the defaults saved unchanged but for a note)', async () => {
    const res = await put({
      recommendedVideos: RECOMMENDED_VIDEOS.map((v, i) => ({ videoId: v.videoId, note: i === 0 ? '바뀐 이유' : v.note })),
    });
    expect(res.status).toBe(200);
    expect((await pub()).body.data.recommendedVideos[0]).toMatchObject({ videoId: RECOMMENDED_VIDEOS[0]!.videoId, note: '바뀐 이유' });
  });

  it('saves, audits before/after, and the public answer and index.html change at once', async () => {
    expect((await pub()).body.data.inquiryEmail).toBe(t.ctx.config.INQUIRY_EMAIL);
    const res = await put({
      inquiryEmail: 'report@119.example.kr',
      featuredKeywordIds: keywordIds.slice(0, 2),
      recommendedVideos: published.slice(0, 4).map((videoId, i) => ({ videoId, note: `추천 ${i + 1}` })),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sources.inquiryEmail).toMatchObject({ source: 'stored' });
    const after = (await pub()).body.data;
    expect(after.inquiryEmail).toBe('report@119.example.kr');
    expect(after.featuredKeywords.map((k: { id: number }) => k.id)).toEqual(keywordIds.slice(0, 2));
    expect(after.recommendedVideos.map((v: { videoId: string; note: string }) => v.videoId)).toEqual(published.slice(0, 4));
    expect(after.recommendedVideos[0].note).toBe('추천 1');
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ inquiryEmail: t.ctx.config.INQUIRY_EMAIL, featuredKeywordIds: [] });
    expect(audit.after).toMatchObject({ inquiryEmail: 'report@119.example.kr' });
    expect((await siteSettings(t.ctx)).settings.inquiryEmail).toBe('report@119.example.kr');
  });

  it('the classifier reads the stored publish confidence at run time', async () => {
    await put({ publishConfidence: 0.95 });
    expect((await siteSettings(t.ctx)).settings.publishConfidence).toBe(0.95);
  });

  it('a season saved for another period leaves the home page; null puts a setting back to its default', async () => {
    const res = await put({
      seasonalFeatures: [
        {
          id: 'spring',
          title: '봄철 산불',
          description: '',
          start: '03-01',
          end: '05-15',
          keywordIds: [keywordIds[0]],
          videoIds: [],
          enabled: true,
        },
        {
          id: 'now',
          title: '지금 특집',
          description: '설명',
          start: '11-20',
          end: '01-10',
          keywordIds: [],
          videoIds: [published[5]],
          enabled: true,
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.activeSeasonIds).toEqual(['now']);
    const seasons = (await pub()).body.data.seasons;
    expect(seasons.map((s: { title: string }) => s.title)).toEqual(['지금 특집']);
    expect(seasons[0].videos[0].videoId).toBe(published[5]);
    const reset = await put({ inquiryEmail: null });
    expect(reset.body.data.settings.inquiryEmail).toBe(t.ctx.config.INQUIRY_EMAIL);
    expect(reset.body.data.sources.inquiryEmail.source).toBe('default');
    expect((await put({ inquiryEmail: null })).status).toBe(400);
  });

  it('leaves nothing behind when its audit row cannot be written (one transaction)', async () => {
    await sql`ALTER TABLE audit_log ADD CONSTRAINT test_block_settings CHECK (action <> 'settings.update') NOT VALID`.execute(db());
    try {
      expect((await put({ contactEmail: 'never@119.example.kr' })).status).toBe(500);
    } finally {
      await sql`ALTER TABLE audit_log DROP CONSTRAINT test_block_settings`.execute(db());
    }
    expect(await db().selectFrom('site_settings').selectAll().where('key', '=', 'contactEmail').executeTakeFirst()).toBeUndefined();
    expect((await pub()).body.data.contactEmail).toBe(t.ctx.config.CONTACT_EMAIL);
  });
});
