import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';
import { buildSearchDocument } from '../../../shared/search/text.ts';

// Version groups (issue 22): grouping rules and conflicts (400 naming the field, 409), concurrent creates, audit,
// suggestions on planted pairs (and none across unrelated titles), dismissals remembered.
let t: TestApp;
let token: string;
let channel: { channel_id: string; channel_name: string; channel_type: string };
let otherChannel: { channel_id: string; channel_name: string; channel_type: string };
const db = () => t.ctx.db;
let counter = 0;

async function video(title: string, duration: number, owner = channel, status = 'published') {
  counter += 1;
  const videoId = `VER${String(counter).padStart(8, '0')}`;
  await db()
    .insertInto('videos')
    .values({
      video_id: videoId,
      title,
      description: '',
      channel_id: owner.channel_id,
      channel_name: owner.channel_name,
      channel_type: owner.channel_type as 'fire_dept',
      upload_date: new Date(Date.now() - counter * 3_600_000),
      view_count: 100,
      like_count: 1,
      duration,
      duration_display: null,
      tags: [],
      video_url: `https://www.youtube.com/watch?v=${videoId}`,
      status: status as 'published',
      updated_at: new Date(),
      ...buildSearchDocument({ title, channelName: owner.channel_name, tags: [], description: '' }),
    })
    .execute();
  return videoId;
}

const post = (body: unknown, as = token) => call(t, 'POST', '/api/admin/version-groups', as, body);
const put = (id: number, body: unknown) => call(t, 'PUT', `/api/admin/version-groups/${id}`, token, body);
const del = (id: number) => call(t, 'DELETE', `/api/admin/version-groups/${id}`, token);
const suggestions = async () => {
  await t.syncCatalogueVersion();
  return (await call(t, 'GET', '/api/admin/version-groups/suggestions?limit=100', token)).body.data as {
    key: string;
    videos: { video_id: string; kind: string }[];
  }[];
};
const detail = async (videoId: string) => (await call(t, 'GET', `/api/videos/${videoId}`, null)).body.data;
const group = (original: string, ...versions: [string, string][]) => ({
  videos: [{ videoId: original, kind: 'original' }, ...versions.map(([videoId, kind]) => ({ videoId, kind }))],
});

beforeAll(async () => {
  ({ t } = await createAuthTestApp({ videos: 300 }));
  token = (await signIn(t, await addUser(t))).token;
  const channels = await db()
    .selectFrom('channel_master')
    .select(['channel_id', 'channel_name', 'channel_type'])
    .where('channel_type', '=', 'international')
    .orderBy('id')
    .limit(2)
    .execute();
  [channel, otherChannel] = channels as [typeof channel, typeof channel];
});
afterAll(() => t?.close());

describe('creating a version group', () => {
  it('201 with the group; the original offers its 수어 version, the version badge shows on both', async () => {
    const original = await video('지진 대피 요령 완전 정리', 300);
    const signed = await video('[수어] 지진 대피 요령 완전 정리', 302);
    const created = await post(group(original, [signed, 'sign_language']));
    expect(created.status).toBe(201);
    expect(created.body.data.videos.map((v: { video_id: string; kind: string }) => [v.video_id, v.kind])).toEqual([
      [original, 'original'],
      [signed, 'sign_language'],
    ]);
    const page = await detail(original);
    expect(page.versionKind).toBe('original');
    expect(page.versions).toEqual([
      { videoId: signed, kind: 'sign_language', language: null, title: '[수어] 지진 대피 요령 완전 정리', duration: 302 },
    ]);
    expect(page.video.accessible).toEqual(['sign_language']);
    expect(page.access).toMatchObject({ signLanguage: false, captions: 'unknown' });
    expect((await detail(signed)).access.signLanguage).toBe(true);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'version_group.create')
      .where('target_id', '=', String(created.body.data.id))
      .executeTakeFirst();
    expect(audit).toBeDefined();
  });

  it('400 naming the field: unknown kind, two originals, no original, not in the catalogue, twice, no language, too few', async () => {
    const a = await video('물놀이 안전 수칙 기본편', 200);
    const b = await video('물놀이 안전 수칙 기본편 (자막)', 200);
    const cases: [unknown, string][] = [
      // The schema's refusals name the body field (the message names 'kind'); the service's name the item.
      [
        {
          videos: [
            { videoId: a, kind: 'original' },
            { videoId: b, kind: 'subtitles' },
          ],
        },
        'videos',
      ],
      [
        {
          videos: [
            { videoId: a, kind: 'original' },
            { videoId: b, kind: 'original' },
          ],
        },
        'videos.1.kind',
      ],
      [
        {
          videos: [
            { videoId: a, kind: 'captions' },
            { videoId: b, kind: 'captions' },
          ],
        },
        'videos',
      ],
      [group(a, ['NOTHERE0001', 'captions']), 'videos.1.videoId'],
      [group(a, [a, 'captions']), 'videos.1.videoId'],
      [group(a, [b, 'translated']), 'videos.1.language'],
      [{ videos: [{ videoId: a, kind: 'original' }] }, 'videos'],
      [
        {
          videos: [
            { videoId: a, kind: 'original', extra: 1 },
            { videoId: b, kind: 'captions' },
          ],
        },
        'videos',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.field, JSON.stringify(body)).toBe(field);
      expect(answer.body.error.message).toMatch(/[가-힣]/);
    }
    expect(await sql`SELECT 1 FROM video_versions WHERE video_id IN (${a}, ${b})`.execute(db()).then((r) => r.rows)).toHaveLength(0);
  });

  it('400 naming the field for 11 videos: a group holds at most 10', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(await video(`대피 훈련 따라하기 ${i + 1}편 (자막)`, 200 + i));
    const answer = await post({
      videos: ids.map((videoId, i) => ({ videoId, kind: i === 0 ? 'original' : 'captions' })),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('videos');
    expect(answer.body.error.message).toMatch(/10/);
    expect(answer.body.error.message).toMatch(/[가-힣]/);
    expect(await db().selectFrom('video_versions').select('video_id').where('video_id', 'in', ids).execute()).toHaveLength(0);
    // Ten is allowed.
    const ten = await post({ videos: ids.slice(0, 10).map((videoId, i) => ({ videoId, kind: i === 0 ? 'original' : 'captions' })) });
    expect(ten.status).toBe(201);
    expect(ten.body.data.videos).toHaveLength(10);
    expect((await del(ten.body.data.id)).status).toBe(200);
  });

  it("409 when a video is already grouped; editing a group to take another group's video is a 400 naming it", async () => {
    const a = await video('산불 예방 수칙 안내 영상', 120);
    const b = await video('산불 예방 수칙 안내 영상 (쉬운 말)', 150);
    const c = await video('산불 예방 수칙 안내 영상 수어 통역', 121);
    const first = await post(group(a, [b, 'easy_read']));
    expect(first.status).toBe(201);
    const again = await post(group(c, [b, 'captions']));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'VIDEO_ALREADY_GROUPED', field: 'videos.1.videoId' });
    const d = await video('다른 영상 하나', 100);
    const second = await post(group(d, [c, 'sign_language']));
    expect(second.status).toBe(201);
    const steal = await put(second.body.data.id, group(d, [c, 'sign_language'], [b, 'easy_read']));
    expect(steal.status).toBe(400);
    expect(steal.body.error.field).toBe('videos.2.videoId');
    expect((await put(987_654, group(d, [c, 'sign_language']))).status).toBe(404);
  });

  it('two creates sent at the same moment with the same video: exactly one wins, the other is told 409', async () => {
    const shared = await video('소화기 사용법 한눈에 보기', 90);
    const x = await video('소화기 사용법 한눈에 보기 (자막)', 90);
    const y = await video('소화기 사용법 한눈에 보기 (화면해설)', 130);
    const answers = await Promise.all([post(group(shared, [x, 'captions'])), post(group(shared, [y, 'audio_description']))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await db().selectFrom('video_versions').select('group_id').where('video_id', '=', shared).execute();
    expect(rows).toHaveLength(1);
  });

  it('PUT replaces the members and kinds; DELETE ungroups (404 after); each is audited', async () => {
    const a = await video('완강기 사용법 따라하기', 400);
    const b = await video('완강기 사용법 따라하기 [자막]', 401);
    const c = await video('완강기 사용법 따라하기 English', 410);
    const created = await post(group(a, [b, 'captions']));
    const id = created.body.data.id as number;
    const edited = await put(id, {
      videos: [
        { videoId: a, kind: 'original' },
        { videoId: b, kind: 'captions' },
        { videoId: c, kind: 'translated', language: 'en' },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.videos).toHaveLength(3);
    expect((await detail(a)).video.accessible).toEqual(['captions', 'translated']);
    expect((await del(id)).status).toBe(200);
    expect((await del(id)).status).toBe(404);
    expect((await detail(a)).versions).toEqual([]);
    expect((await detail(a)).video.accessible).toEqual([]);
    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'version_group')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((r) => r.action)).toEqual(['version_group.create', 'version_group.update', 'version_group.delete']);
  });
});

describe('suggestions', () => {
  it('pairs planted versions (same channel, fitting lengths), never unrelated titles, other owners or misfit lengths', async () => {
    const original = await video('겨울철 난방기구 화재 예방법 총정리', 600);
    const signed = await video('겨울철 난방기구 화재 예방법 총정리 (수어 통역)', 610);
    const captioned = await video('[자막] 겨울철 난방기구 화재 예방법 총정리', 601);
    // Same words, other channel; a caption version 2 minutes longer; an unrelated title with a marker.
    await video('겨울철 난방기구 화재 예방법 총정리 [자막]', 600, otherChannel);
    const tooLong = await video('[자막] 겨울철 난방기구 화재 예방법 총정리 ', 720);
    await video('[수어] 전혀 다른 심폐소생술 교육 영상', 600);
    const found = await suggestions();
    const mine = found.find((s) => s.videos[0]!.video_id === original)!;
    expect(mine.videos.map((v) => [v.video_id, v.kind]).sort()).toEqual(
      [
        [original, 'original'],
        [signed, 'sign_language'],
        [captioned, 'captions'],
      ].sort(),
    );
    expect(found.some((s) => s.videos.some((v) => v.video_id === tooLong))).toBe(false);
    // Every suggestion shares one title once the markers are gone.
    const titles = new Map(
      (await db().selectFrom('videos').select(['video_id', 'title']).execute()).map((row) => [row.video_id, row.title]),
    );
    const { markedTitle } = await import('./version-title.ts');
    for (const s of found) expect(new Set(s.videos.map((v) => markedTitle(titles.get(v.video_id)!).key)).size).toBe(1);
  });

  it('pairs two channels of the same fire headquarters; never channels of different headquarters', async () => {
    const station = async (channelId: string, region: string) => {
      await db()
        .insertInto('channel_master')
        .values({
          channel_id: channelId,
          channel_name: `${region}소방 ${channelId.slice(-1)}`,
          channel_type: 'fire_station',
          region,
          display_order: null,
          thumbnail_url: null,
          latest_video_date: null,
          uploads_playlist_id: null,
          last_synced_at: null,
          last_full_sync_at: null,
          updated_at: new Date(),
        })
        .execute();
      return { channel_id: channelId, channel_name: `${region}소방 ${channelId.slice(-1)}`, channel_type: 'fire_station' };
    };
    const seoulA = await station('UCVERSIONHQSEOUL0000000A', '서울');
    const seoulB = await station('UCVERSIONHQSEOUL0000000B', '서울');
    const busan = await station('UCVERSIONHQBUSAN0000000C', '부산');
    const original = await video('아파트 화재 때 대피 경로 미리 확인하기', 300, seoulA);
    const signed = await video('[수어] 아파트 화재 때 대피 경로 미리 확인하기', 304, seoulB);
    const market = await video('전통시장 화재 예방 점검 함께 보기', 300, seoulA);
    const elsewhere = await video('[수어] 전통시장 화재 예방 점검 함께 보기', 304, busan);
    const found = (await suggestions()) as { key: string; reason: string; videos: { video_id: string; kind: string }[] }[];
    const mine = found.find((s) => s.videos[0]!.video_id === original)!;
    expect(mine).toBeDefined();
    expect(mine.videos.map((v) => [v.video_id, v.kind])).toEqual([
      [original, 'original'],
      [signed, 'sign_language'],
    ]);
    expect(mine.reason).toContain('같은 소방본부');
    expect(found.some((s) => s.videos.some((v) => v.video_id === elsewhere || v.video_id === market))).toBe(false);
  });

  it('dismissed suggestions are remembered; confirmed ones leave the list', async () => {
    const original = await video('가스 누출 시 행동 요령 안내', 240);
    const easy = await video('가스 누출 시 행동 요령 안내 쉬운 말 버전', 260);
    const signOriginal = await video('엘리베이터 갇힘 사고 대처법', 180);
    const signed = await video('엘리베이터 갇힘 사고 대처법 [수어]', 183);
    const ids = (await suggestions()).map((s) => s.key);
    expect(ids).toContain([original, easy].sort().join(','));
    expect(ids).toContain([signOriginal, signed].sort().join(','));
    const dismissed = await call(t, 'POST', '/api/admin/version-groups/dismissals', token, { videoIds: [original, easy] });
    expect(dismissed.status).toBe(200);
    expect((await suggestions()).map((s) => s.key)).not.toContain([original, easy].sort().join(','));
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_email', 'after'])
      .where('action', '=', 'version_group.dismiss')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actor_email).toMatch(/@/);
    expect(audit.after).toMatchObject({ videoIds: [original, easy].sort() });
    expect((await post(group(signOriginal, [signed, 'sign_language']))).status).toBe(201);
    expect((await suggestions()).map((s) => s.key)).not.toContain([signOriginal, signed].sort().join(','));
  });
});
