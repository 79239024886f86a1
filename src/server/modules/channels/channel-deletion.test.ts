import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn, type TestClock } from '../../test-support/auth-test-helpers.ts';

let t: TestApp;
let clock: TestClock;
let token: string;
let user: Awaited<ReturnType<typeof addUser>>;
const db = () => t.ctx.db;
const DAY = 86_400_000;

/** Demo channels with published videos, busiest first (each test takes its own). */
async function channelsWithVideos() {
  return db()
    .selectFrom('channel_master as c')
    .innerJoin('videos as v', 'v.channel_id', 'c.channel_id')
    .select(['c.id', 'c.channel_id', 'c.channel_name', 'c.channel_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('v.keyword_id', 'is not', null)
    .groupBy(['c.id', 'c.channel_id', 'c.channel_name', 'c.channel_type'])
    .orderBy('n', 'desc')
    .execute();
}
const videosOf = (channelId: string) =>
  db().selectFrom('videos').select(['video_id', 'keyword_id']).where('channel_id', '=', channelId).execute();
const publicChannel = (channelId: string) => call(t, 'GET', `/api/channels/${channelId}`, null);
const blockAudit = async (action: string, work: () => Promise<void>) => {
  const name = `test_block_${action.replace('.', '_')}`;
  await sql`ALTER TABLE audit_log ADD CONSTRAINT ${sql.raw(name)} CHECK (action <> ${sql.lit(action)}) NOT VALID`.execute(db());
  try {
    await work();
  } finally {
    await sql`ALTER TABLE audit_log DROP CONSTRAINT ${sql.raw(name)}`.execute(db());
  }
};

beforeAll(async () => {
  ({ t, clock } = await createAuthTestApp({ videos: 400 }));
  user = await addUser(t);
  token = (await signIn(t, user)).token;
});
afterAll(() => t?.close());

describe('DELETE /api/admin/channels/:id?videos=keep and restore', () => {
  it('keeps the videos with no channel, then restores the channel and links them again', async () => {
    const [channel] = await channelsWithVideos();
    const videos = await videosOf(channel!.channel_id);
    const keyword = videos[0]!.keyword_id!;
    const keywordBefore = await db()
      .selectFrom('keyword_master')
      .select('total_channels')
      .where('id', '=', keyword)
      .executeTakeFirstOrThrow();
    const res = await call(t, 'DELETE', `/api/admin/channels/${channel!.channel_id}?videos=keep`, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      channel_id: channel!.channel_id,
      videoMode: 'keep',
      videos: videos.length,
      deleted_by: expect.stringContaining('@'),
    });
    expect(new Date(res.body.data.restorableUntil).getTime() - clock.now().getTime()).toBe(30 * DAY);
    const unlinked = await db()
      .selectFrom('videos')
      .select(['channel_id', 'channel_type', 'channel_name'])
      .where(
        'video_id',
        'in',
        videos.map((v) => v.video_id),
      )
      .execute();
    expect(unlinked).toHaveLength(videos.length);
    expect(unlinked.every((v) => v.channel_id === null && v.channel_type === null && v.channel_name === channel!.channel_name)).toBe(true);
    expect((await publicChannel(channel!.channel_id)).status).toBe(404);
    const keywordAfter = await db()
      .selectFrom('keyword_master')
      .select('total_channels')
      .where('id', '=', keyword)
      .executeTakeFirstOrThrow();
    expect(Number(keywordAfter.total_channels)).toBeLessThanOrEqual(Number(keywordBefore.total_channels));

    const listed = await call(t, 'GET', '/api/admin/channels/deleted', token);
    expect(listed.body.data[0]).toMatchObject({ id: res.body.data.id, channel_name: channel!.channel_name, videoMode: 'keep' });

    const restored = await call(t, 'POST', `/api/admin/channels/deleted/${res.body.data.id}/restore`, token, {});
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      channel: { id: channel!.id, channel_id: channel!.channel_id, channel_type: channel!.channel_type },
      relinkedVideos: videos.length,
      archivedVideos: 0,
    });
    expect((await videosOf(channel!.channel_id)).length).toBe(videos.length);
    expect((await publicChannel(channel!.channel_id)).status).toBe(200);
    const keywordRestored = await db()
      .selectFrom('keyword_master')
      .select('total_channels')
      .where('id', '=', keyword)
      .executeTakeFirstOrThrow();
    expect(Number(keywordRestored.total_channels)).toBe(Number(keywordBefore.total_channels));
    expect((await call(t, 'GET', '/api/admin/channels/deleted', token)).body.data).toEqual([]);
    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'channel')
      .where('target_id', '=', String(channel!.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['channel.delete', 'channel.restore']);
  });
});

describe('DELETE /api/admin/channels/:id?videos=archive', () => {
  it('moves the videos to the deleted-videos archive with deleted_at, deleted_by and the reason; restore brings the channel back', async () => {
    const [, channel] = await channelsWithVideos();
    const videos = await videosOf(channel!.channel_id);
    const res = await call(t, 'DELETE', `/api/admin/channels/${channel!.id}?videos=archive`, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ videoMode: 'archive', videos: videos.length });
    expect(await videosOf(channel!.channel_id)).toEqual([]);
    const archived = await db()
      .selectFrom('deleted_videos')
      .selectAll()
      .where(
        'video_id',
        'in',
        videos.map((v) => v.video_id),
      )
      .execute();
    expect(archived).toHaveLength(videos.length);
    expect(archived[0]).toMatchObject({
      channel_id: channel!.channel_id,
      deleted_by: expect.stringContaining('@'),
      deletion_reason: `채널 삭제: ${channel!.channel_name}`,
    });
    expect(new Date(archived[0]!.deleted_at!).getTime()).toBe(clock.now().getTime());
    const stats = await call(t, 'GET', '/api/statistics', null);
    expect(stats.status).toBe(200);

    const restored = await call(t, 'POST', `/api/admin/channels/deleted/${res.body.data.id}/restore`, token, {});
    expect(restored.body.data).toMatchObject({ relinkedVideos: 0, archivedVideos: videos.length });
    expect((await publicChannel(channel!.channel_id)).status).toBe(200);
  });
});

describe('refusals', () => {
  it('asks what happens to the videos (400 naming videos), 404 for unknown channels and deletions', async () => {
    const [channel] = await channelsWithVideos();
    const none = await call(t, 'DELETE', `/api/admin/channels/${channel!.id}`, token);
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ field: 'videos', message: expect.stringContaining('영상을 어떻게 할지 고르세요') });
    expect((await call(t, 'DELETE', `/api/admin/channels/${channel!.id}?videos=burn`, token)).body.error.field).toBe('videos');
    expect((await call(t, 'DELETE', '/api/admin/channels/999999?videos=keep', token)).status).toBe(404);
    expect((await call(t, 'POST', '/api/admin/channels/deleted/999999/restore', token, {})).status).toBe(404);
    expect((await call(t, 'POST', '/api/admin/channels/deleted/abc/restore', token, {})).body.error.field).toBe('id');
  });

  it('cannot restore after 30 days, nor over the same channel added again', async () => {
    const [, , a, b] = await channelsWithVideos();
    const first = await call(t, 'DELETE', `/api/admin/channels/${a!.id}?videos=keep`, token);
    clock.advance(30 * DAY + 1_000);
    token = (await signIn(t, user)).token; // a month later: a new session
    const late = await call(t, 'POST', `/api/admin/channels/deleted/${first.body.data.id}/restore`, token, {});
    expect(late.status).toBe(404);
    expect(late.body.error.message).toContain('30일');
    expect((await call(t, 'GET', '/api/admin/channels/deleted', token)).body.data.map((d: { id: number }) => d.id)).not.toContain(
      first.body.data.id,
    );

    const second = await call(t, 'DELETE', `/api/admin/channels/${b!.id}?videos=keep`, token);
    await db()
      .insertInto('channel_master')
      .values({ channel_id: b!.channel_id, channel_name: b!.channel_name, updated_at: new Date() })
      .execute();
    const taken = await call(t, 'POST', `/api/admin/channels/deleted/${second.body.data.id}/restore`, token, {});
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CHANNEL_EXISTS', message: '같은 채널이 이미 다시 등록되어 있어 되살릴 수 없습니다.' });
  });

  it('a delete whose audit row cannot be written leaves the channel, its videos and the archive as they were', async () => {
    const [channel] = await channelsWithVideos();
    const videos = await videosOf(channel!.channel_id);
    const archive = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM deleted_videos`.execute(db())).rows[0]!.n);
    const archivedBefore = await archive();
    for (const mode of ['keep', 'archive']) {
      await blockAudit('channel.delete', async () => {
        expect((await call(t, 'DELETE', `/api/admin/channels/${channel!.id}?videos=${mode}`, token)).status).toBe(500);
      });
    }
    expect(await videosOf(channel!.channel_id)).toEqual(videos);
    expect(await archive()).toBe(archivedBefore);
    expect((await publicChannel(channel!.channel_id)).status).toBe(200);
    const kept = await db().selectFrom('deleted_channels').select('id').where('channel_id', '=', channel!.channel_id).execute();
    expect(kept).toEqual([]);
  });

  it('a restore whose audit row cannot be written leaves the channel deleted', async () => {
    const [channel] = await channelsWithVideos();
    const deleted = await call(t, 'DELETE', `/api/admin/channels/${channel!.id}?videos=keep`, token);
    await blockAudit('channel.restore', async () => {
      expect((await call(t, 'POST', `/api/admin/channels/deleted/${deleted.body.data.id}/restore`, token, {})).status).toBe(500);
    });
    expect((await publicChannel(channel!.channel_id)).status).toBe(404);
    expect(await videosOf(channel!.channel_id)).toEqual([]);
    const restored = await call(t, 'POST', `/api/admin/channels/deleted/${deleted.body.data.id}/restore`, token, {});
    expect(restored.status).toBe(200);
  });
});
