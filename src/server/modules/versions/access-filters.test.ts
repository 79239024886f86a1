import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn, type TestClock } from '../../test-support/auth-test-helpers.ts';

// Filters by accessible version and life stage (issue 22): every returned video really offers what was asked for,
// on /api/videos, the popular list, /api/search and a keyword's videos; staff corrections and audit.
let t: TestApp;
let clock: TestClock;
let token: string;
const db = () => t.ctx.db;
let published: { video_id: string; title: string; keyword_id: number | null; duration: number | null }[];
let slug: string;
let keywordId: number;

const get = async (url: string) => {
  await t.syncCatalogueVersion();
  return call(t, 'GET', url, null);
};
const accessible = (videos: { accessible: string[] }[]) => videos.map((v) => v.accessible);

beforeAll(async () => {
  ({ t, clock } = await createAuthTestApp({ videos: 400 }));
  token = (await signIn(t, await addUser(t))).token;
  published = await db()
    .selectFrom('videos')
    .select(['video_id', 'title', 'keyword_id', 'duration'])
    .where('status', '=', 'published')
    .where('keyword_id', 'is not', null)
    .orderBy('id')
    .limit(40)
    .execute();
  // Start from no seeded groups, so the counts below are this test's own.
  await db().deleteFrom('video_version_groups').execute();
  await db().deleteFrom('video_access').execute();
  await db().deleteFrom('video_access_kinds').execute();
  await db().deleteFrom('keyword_life_stages').execute();
  const [a, b, c, d] = published;
  const create = (body: unknown) => call(t, 'POST', '/api/admin/version-groups', token, body);
  expect(
    (
      await create({
        videos: [
          { videoId: a!.video_id, kind: 'original' },
          { videoId: b!.video_id, kind: 'sign_language' },
        ],
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await create({
        videos: [
          { videoId: c!.video_id, kind: 'original' },
          { videoId: d!.video_id, kind: 'captions' },
        ],
      })
    ).status,
  ).toBe(201);
  const keyword = await db().selectFrom('keyword_master').select(['id', 'slug']).where('id', '=', a!.keyword_id!).executeTakeFirstOrThrow();
  slug = keyword.slug;
  keywordId = keyword.id;
});
afterAll(() => t?.close());

describe('access= filters', () => {
  it('/api/videos returns exactly the videos offering a 수어 version, itself or one click away', async () => {
    const answer = await get('/api/videos?access=sign_language&limit=50');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((v: { video_id: string }) => v.video_id).sort()).toEqual(
      [published[0]!.video_id, published[1]!.video_id].sort(),
    );
    for (const list of accessible(answer.body.data)) expect(list).toContain('sign_language');
    expect(answer.body.pagination.total).toBe(2);
  });

  it('several values mean any of them; the popular list, search and a keyword page filter the same way', async () => {
    const both = await get('/api/videos?access=sign_language,captions&limit=50');
    expect(both.body.pagination.total).toBe(4);
    for (const list of accessible(both.body.data)) expect(list.some((k: string) => ['sign_language', 'captions'].includes(k))).toBe(true);
    const repeated = await get('/api/videos?access=sign_language&access=captions&limit=50');
    expect(repeated.body.pagination.total).toBe(4);

    const popular = await get('/api/videos/popular?period=all&access=captions');
    expect(popular.status).toBe(200);
    expect(popular.body.data.videos.length).toBeGreaterThan(0);
    for (const list of accessible(popular.body.data.videos)) expect(list).toContain('captions');

    const word = published[0]!.title.split(/\s+/).find((w) => w.length >= 2)!;
    const search = await get(`/api/search?q=${encodeURIComponent(word)}&access=sign_language`);
    expect(search.status).toBe(200);
    for (const list of accessible(search.body.data.videos)) expect(list).toContain('sign_language');
    expect(search.body.data.videos.map((v: { video_id: string }) => v.video_id)).toContain(published[0]!.video_id);
    const unfiltered = await get(`/api/search?q=${encodeURIComponent(word)}`);
    expect(unfiltered.body.pagination.total).toBeGreaterThanOrEqual(search.body.pagination.total);

    const keyword = await get(`/api/keywords/${encodeURIComponent(slug)}/videos?access=sign_language`);
    expect(keyword.status).toBe(200);
    // published[0] is the keyword's video with a 수어 version: the answer holds it, and nothing without one.
    expect(keyword.body.data.videos.map((v: { video_id: string }) => v.video_id)).toContain(published[0]!.video_id);
    for (const list of accessible(keyword.body.data.videos)) expect(list).toContain('sign_language');
    expect(keyword.body.data.pagination.total).toBe(keyword.body.data.videos.length);
    const ofKeywordWithSign = [published[0]!, published[1]!].filter((v) => v.keyword_id === keywordId).map((v) => v.video_id);
    expect(keyword.body.data.videos.map((v: { video_id: string }) => v.video_id).sort()).toEqual(ofKeywordWithSign.sort());
  });

  it('a version no visitor can see (archived) offers nothing', async () => {
    await db().updateTable('videos').set({ status: 'archived' }).where('video_id', '=', published[1]!.video_id).execute();
    const answer = await get('/api/videos?access=sign_language&limit=50');
    expect(answer.body.pagination.total).toBe(0);
    expect((await get(`/api/videos/${published[0]!.video_id}`)).body.data.versions).toEqual([]);
    await db().updateTable('videos').set({ status: 'published' }).where('video_id', '=', published[1]!.video_id).execute();
    expect((await get('/api/videos?access=sign_language&limit=50')).body.pagination.total).toBe(2);
  });

  it('400 naming the field for an unknown value', async () => {
    for (const url of ['/api/videos?access=subtitles', '/api/search?q=화재&access=braille', '/api/videos?lifeStage=baby']) {
      const answer = await get(url);
      expect(answer.status, url).toBe(400);
      expect(['access', 'lifeStage']).toContain(answer.body.error.field);
      expect(answer.body.error.message).toMatch(/[가-힣]/);
    }
  });
});

describe('staff corrections', () => {
  it('setting 수어 by hand makes a video offer it; the captions of a person can be set, and "null" follows YouTube again', async () => {
    const target = published[10]!.video_id;
    const set = await call(t, 'PUT', `/api/admin/videos/${target}/access`, token, { signLanguage: true, captions: 'human' });
    expect(set.status).toBe(200);
    expect(set.body.data.access).toMatchObject({ signLanguage: true, captions: 'human' });
    expect(set.body.data.overrides).toMatchObject({ signLanguage: true, captions: 'human' });
    expect((await get(`/api/videos/${target}`)).body.data.video.accessible).toEqual(['captions', 'sign_language']);
    const back = await call(t, 'PUT', `/api/admin/videos/${target}/access`, token, { signLanguage: null, captions: null });
    expect(back.body.data.access).toMatchObject({ signLanguage: false, captions: 'unknown' });
    expect((await get(`/api/videos/${target}`)).body.data.video.accessible).toEqual([]);
    const audits = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', target)
      .where('action', '=', 'video.access')
      .execute();
    expect(audits).toHaveLength(2);
  });

  it('404 for an unknown video, 400 when nothing is sent', async () => {
    expect((await call(t, 'PUT', '/api/admin/videos/NOPE0000000/access', token, { easyRead: true })).status).toBe(404);
    const empty = await call(t, 'PUT', `/api/admin/videos/${published[11]!.video_id}/access`, token, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.field).toBe('요청');
  });
});

describe('lifeStage= filters', () => {
  it("a keyword's stages reach its videos; a video's own stages win over its keyword's", async () => {
    const before = await call(t, 'GET', `/api/admin/keywords/${keywordId}/life-stages`, token);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ keywordId, lifeStages: [] });
    expect((await call(t, 'GET', '/api/admin/keywords/987654/life-stages', token)).status).toBe(404);
    expect((await call(t, 'GET', `/api/admin/keywords/${keywordId}/life-stages`, null)).status).toBe(401);
    const set = await call(t, 'PUT', `/api/admin/keywords/${keywordId}/life-stages`, token, { lifeStages: ['senior', 'child'] });
    expect(set.status).toBe(200);
    expect(set.body.data.lifeStages).toEqual(['child', 'senior']);
    const after = await call(t, 'GET', `/api/admin/keywords/${keywordId}/life-stages`, token);
    expect(after.body.data.lifeStages).toEqual(['child', 'senior']);
    // The rules' suggestion is what they find in the keyword's words, whatever staff chose.
    expect(after.body.data.suggested).toEqual(before.body.data.suggested);
    const ofKeyword = (
      await db()
        .selectFrom('videos')
        .select('video_id')
        .where('keyword_id', '=', keywordId)
        .where(sql<boolean>`is_public`)
        .execute()
    ).map((r) => r.video_id);
    const own = ofKeyword[0]!;
    await call(t, 'PUT', `/api/admin/videos/${own}/access`, token, { lifeStages: ['educator'] });
    const seniors = await get('/api/videos?lifeStage=senior&limit=100');
    expect(seniors.body.data.map((v: { video_id: string }) => v.video_id).sort()).toEqual(ofKeyword.filter((id) => id !== own).sort());
    const educators = await get('/api/videos?lifeStage=educator&limit=100');
    expect(educators.body.data.map((v: { video_id: string }) => v.video_id)).toEqual([own]);
    expect((await get(`/api/videos/${own}`)).body.data.lifeStages).toEqual(['educator']);
    expect((await get(`/api/videos/${ofKeyword[1] ?? own}`)).body.data.lifeStages).toEqual(
      ofKeyword[1] ? ['child', 'senior'] : ['educator'],
    );
    // Search: a senior video found by its own title comes back; every result is a senior one (its keyword's, not `own`).
    const senior = ofKeyword.find((id) => id !== own)!;
    const seniorTitle = (await db().selectFrom('videos').select('title').where('video_id', '=', senior).executeTakeFirstOrThrow()).title;
    // A query of the title's first words, within the 15 characters a search takes.
    const words = seniorTitle.split(/\s+/).reduce<string[]>((kept, w) => ([...kept, w].join(' ').length <= 15 ? [...kept, w] : kept), []);
    const q = encodeURIComponent(words.join(' '));
    const search = await get(`/api/search?q=${q}&lifeStage=senior&limit=50`);
    expect(search.status).toBe(200);
    expect(search.body.data.videos.map((v: { video_id: string }) => v.video_id)).toContain(senior);
    for (const v of search.body.data.videos as { keyword_id: number; video_id: string }[]) {
      expect(v.keyword_id).toBe(keywordId);
      expect(v.video_id).not.toBe(own);
    }
    const unfiltered = await get(`/api/search?q=${q}&limit=50`);
    expect(unfiltered.body.pagination.total).toBeGreaterThanOrEqual(search.body.pagination.total);
    // The popular list: not empty, and only senior videos.
    const popular = await get('/api/videos/popular?period=all&lifeStage=senior');
    expect(popular.status).toBe(200);
    expect(popular.body.data.videos.length).toBeGreaterThan(0);
    for (const v of popular.body.data.videos as { video_id: string }[]) {
      expect(ofKeyword).toContain(v.video_id);
      expect(v.video_id).not.toBe(own);
    }
    const popularEducators = await get('/api/videos/popular?period=all&lifeStage=educator');
    expect(popularEducators.body.data.videos.map((v: { video_id: string }) => v.video_id)).toEqual([own]);
    expect((await get(`/api/keywords/${encodeURIComponent(slug)}/videos?lifeStage=educator`)).body.data.videos).toHaveLength(1);
    const audit = await db().selectFrom('audit_log').select('action').where('action', '=', 'keyword.life_stages').execute();
    expect(audit).toHaveLength(1);
  });
});

describe('GET /api/accessible', () => {
  it('gathers every video with an accessible version by topic; one topic is paged; an unknown topic is 404', async () => {
    const overview = await get('/api/accessible');
    expect(overview.status).toBe(200);
    const { total, sections } = overview.body.data as {
      total: number;
      sections: { slug: string; total: number; videos: { video_id: string; accessible: string[] }[] }[];
    };
    const offering = await get('/api/videos?access=sign_language,captions,audio_description,easy_read,translated&limit=100');
    expect(total).toBe(offering.body.pagination.total);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) for (const video of section.videos) expect(video.accessible.length).toBeGreaterThan(0);
    const seen = new Set(sections.flatMap((s) => s.videos.map((v) => v.video_id)));
    for (const video of offering.body.data as { video_id: string }[]) expect(seen.has(video.video_id)).toBe(true);
    const topic = sections[0]!;
    const one = await get(`/api/accessible?category=${topic.slug}&limit=1`);
    expect(one.body.data.sections).toHaveLength(1);
    expect(one.body.data.pagination).toMatchObject({ page: 1, limit: 1, total: topic.total });
    expect((await get('/api/accessible?category=no-such-topic')).status).toBe(404);
    const signOnly = await get('/api/accessible?access=sign_language');
    for (const section of signOnly.body.data.sections)
      for (const video of section.videos) expect(video.accessible).toContain('sign_language');
  });
});

describe('search pins of a disaster notice', () => {
  it('follow the filters of the search (access=, lifeStage=, shorts=) and carry the same badges as every result', async () => {
    const others = await db()
      .selectFrom('videos')
      .select(['video_id', 'is_short'])
      .where('is_public', '=', true)
      .where('keyword_id', '<>', keywordId)
      .where(
        'video_id',
        'not in',
        published.slice(0, 4).map((v) => v.video_id),
      )
      .orderBy('id')
      .execute();
    const short = others.find((v) => v.is_short)!;
    const long = others.find((v) => !v.is_short)!;
    expect(short).toBeDefined();
    const signed = published[0]!.video_id;
    const pins = [signed, short.video_id, long.video_id];
    expect(published[0]!.keyword_id).toBe(keywordId);
    const signedIsShort = (await db().selectFrom('videos').select('is_short').where('video_id', '=', signed).executeTakeFirstOrThrow())
      .is_short;
    // The short pin is for children (its own stage); no other pin is.
    expect((await call(t, 'PUT', `/api/admin/videos/${short.video_id}/access`, token, { lifeStages: ['infant'] })).status).toBe(200);
    const created = await call(t, 'POST', '/api/admin/alerts', token, {
      hazard: 'wildfire',
      regions: ['전국'],
      title: '강원 산불 확산',
      message: '산림 가까이에 계신 분은 대피하세요.',
      steps: ['연기 반대 방향으로 대피'],
      videoIds: pins,
      links: [],
      endsAt: new Date(clock.time + 6 * 3_600_000).toISOString(),
    });
    expect(created.status).toBe(201);
    type Card = { video_id: string; accessible: string[]; is_short: boolean };
    const search = async (filters = '') => {
      const answer = await get(`/api/search?q=${encodeURIComponent('산불 대피')}${filters}`);
      expect(answer.status).toBe(200);
      return answer.body.data.videos as Card[];
    };

    const plain = await search();
    expect(plain.slice(0, 3).map((v) => v.video_id)).toEqual(pins);
    // The pinned 수어 video shows its badge, as it would anywhere else.
    expect(plain[0]!.accessible).toEqual(['sign_language']);

    const signOnly = await search('&access=sign_language');
    expect(signOnly[0]!.video_id).toBe(signed);
    expect(signOnly.map((v) => v.video_id)).not.toContain(short.video_id);
    expect(signOnly.map((v) => v.video_id)).not.toContain(long.video_id);
    for (const v of signOnly) expect(v.accessible).toContain('sign_language');

    const infants = await search('&lifeStage=infant');
    expect(infants.map((v) => v.video_id)).toEqual([short.video_id]);

    const shortsOnly = await search('&shorts=only');
    expect(shortsOnly[0]!.video_id).toBe(signedIsShort ? signed : short.video_id);
    expect(shortsOnly.map((v) => v.video_id)).not.toContain(long.video_id);
    for (const v of shortsOnly) expect(v.is_short).toBe(true);

    const noShorts = await search('&shorts=exclude');
    expect(noShorts.map((v) => v.video_id)).not.toContain(short.video_id);
    expect(noShorts.map((v) => v.video_id)).toContain(long.video_id);

    expect((await call(t, 'POST', `/api/admin/alerts/${created.body.data.id}/end`, token)).status).toBe(200);
    expect((await call(t, 'PUT', `/api/admin/videos/${short.video_id}/access`, token, { lifeStages: [] })).status).toBe(200);
  });
});
