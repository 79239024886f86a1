import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminChannelListResponseSchema, AdminChannelResponseSchema } from '../../../shared/api/admin-channels.ts';
import { startFakeYouTube, type FakeYouTube } from '../../../sync/fake-youtube/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

// Against the fake YouTube: 4 channels of 120 uploads, none followed yet; channel 3 hides its subscribers.
const KEY = 'FAKEChannelAdminKey000000000000000000001';
let t: TestApp;
let fake: FakeYouTube;
let token: string;
const db = () => t.ctx.db;
const yt = (index: number) => fake.state.channels[index]!;
const create = (body: unknown) => call(t, 'POST', '/api/admin/channels', token, body);
const preview = (channel: string) => call(t, 'POST', '/api/admin/channels/preview', token, { channel });
const channelCount = async () =>
  Number(
    (
      await db()
        .selectFrom('channel_master')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
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
  fake = await startFakeYouTube({ channels: 4, videosPerChannel: 120, keys: [KEY], hiddenSubscriberChannels: [3] });
  ({ t } = await createAuthTestApp({
    env: { YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_RSS_BASE_URL: fake.url, YOUTUBE_API_KEYS: KEY, RATE_LIMIT_SYNC: '1000' },
  }));
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('adding a channel by anything a person would paste', () => {
  it('resolves every accepted form to the same channel before saving', async () => {
    const c = yt(0);
    const forms = [
      c.id,
      '@fake119-0',
      'https://www.youtube.com/@fake119-0',
      'youtube.com/@FAKE119-0/videos',
      `https://m.youtube.com/channel/${c.id}`,
      `www.youtube.com/channel/${c.id}?view_as=subscriber`,
      'https://www.youtube.com/c/fake119-0',
      'http://youtube.com/user/fake119user0',
    ];
    for (const form of forms) {
      const res = await preview(form);
      expect(res.status, form).toBe(200);
      expect(res.body.data.channel, form).toMatchObject({
        channel_id: c.id,
        channel_name: c.title,
        uploads_playlist_id: c.uploadsPlaylistId,
      });
      expect(res.body.data.followed, form).toBeNull();
    }
    expect(await channelCount()).toBe(await channelCount()); // nothing saved by a preview
    const units = fake.state.callsTo('channels.list').filter((call) => call.units > 0).length;
    // One call each; /user/fake119user0 is found by forUsername at the first try.
    expect(units).toBe(forms.length);
  });

  it('stores the resolved channel (201, catalogue column names, R-ADMIN-CHANNEL-01 defaults) and shows it on the public list', async () => {
    const c = yt(0);
    const before = await channelCount();
    const res = await create({ channel: 'https://www.youtube.com/@fake119-0' });
    expect(res.status).toBe(201);
    const { data } = AdminChannelResponseSchema.parse(res.body);
    expect(data).toMatchObject({
      channel_id: c.id,
      channel_name: c.title,
      channel_type: 'fire_dept',
      description: c.description,
      thumbnail_url: expect.stringContaining('yt3.ggpht.com'),
      subscriber_count: c.subscriberCount,
      video_count: 120,
      view_count: c.viewCount,
      uploads_playlist_id: c.uploadsPlaylistId,
      is_active: true,
      auto_sync: true,
      is_featured: false,
      region: null,
      lastSync: null,
      syncing: null,
    });
    expect(data.display_order).toBeGreaterThan(18); // a new headquarters goes after the fixed 19
    expect(await channelCount()).toBe(before + 1);
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'channel.create').execute();
    expect(audit.at(-1)).toMatchObject({ target_id: String(data.id), actor_email: expect.stringContaining('@') });
    const listed = await call(t, 'GET', '/api/channels?channel_type=fire_dept&limit=500', null);
    expect(listed.body.data.map((row: { channel_id: string }) => row.channel_id)).toContain(c.id);
  });

  it('answers 409 CHANNEL_EXISTS for every form of a followed channel, before spending quota on a pasted ID', async () => {
    const c = yt(0);
    const units = fake.state.totalUnits();
    const byId = await create({ channel: c.id, channelType: 'domestic' });
    expect(byId.status).toBe(409);
    expect(byId.body.error).toMatchObject({ code: 'CHANNEL_EXISTS', field: 'channel', message: '이미 등록된 채널입니다.' });
    expect(fake.state.totalUnits()).toBe(units);
    for (const form of ['@fake119-0', 'youtube.com/user/fake119user0']) {
      expect((await create({ channel: form })).body.error.code, form).toBe('CHANNEL_EXISTS');
    }
    expect((await preview(c.id)).body.data.followed).toMatchObject({ channel_id: c.id });
  });

  it('answers 404 CHANNEL_NOT_FOUND when YouTube has no such channel, and 400 naming the field for unreadable input', async () => {
    for (const channel of ['@nobody-is-here', 'UCxxxxxxxxxxxxxxxxxxxxxx', 'https://www.youtube.com/user/nobodyhere']) {
      const res = await create({ channel });
      expect(res.status, channel).toBe(404);
      expect(res.body.error, channel).toMatchObject({ code: 'CHANNEL_NOT_FOUND', field: 'channel' });
    }
    const cases: [unknown, string, RegExp][] = [
      [{ channel: '   ' }, 'channel', /채널 주소, @핸들 또는 채널 ID를 넣으세요/],
      [{ channel: 'https://youtu.be/dQw4w9WgXcQ' }, 'channel', /영상 주소입니다/],
      [{ channel: 'https://example.com/@x' }, 'channel', /유튜브 주소가 아닙니다/],
      [{}, 'channel', /넣으세요/],
      [{ channel: '@fake119-1', channelType: 'tv' }, 'channelType', /fire_dept/],
      [{ channel: '@fake119-1', region: '화성' }, 'region', /지역은 목록에 있는 값/],
      [{ channel: '@fake119-1', autoSync: 'yes' }, 'autoSync', /'autoSync'/],
    ];
    const before = await channelCount();
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field, JSON.stringify(body)).toBe(field);
      expect(res.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await channelCount()).toBe(before);
  });

  it('does not invent 0 for a count YouTube leaves out (hidden subscribers): the column keeps its own default', async () => {
    const shown = await preview('@fake119-3');
    expect(shown.body.data.channel.subscriber_count).toBeNull();
    await sql`ALTER TABLE channel_master ALTER COLUMN subscriber_count SET DEFAULT 4321`.execute(db());
    try {
      const res = await create({ channel: '@fake119-3', channelType: 'international' });
      expect(res.status).toBe(201);
      expect(res.body.data.subscriber_count).toBe(4321);
      expect(res.body.data.video_count).toBe(120);
    } finally {
      await sql`ALTER TABLE channel_master ALTER COLUMN subscriber_count SET DEFAULT 0`.execute(db());
    }
  });

  it('leaves nothing behind when its audit row cannot be written (one transaction)', async () => {
    const before = await channelCount();
    await blockAudit('channel.create', async () => {
      const res = await create({ channel: '@fake119-2', channelType: 'domestic' });
      expect(res.status).toBe(500);
    });
    expect(await channelCount()).toBe(before);
    expect(await db().selectFrom('channel_master').select('id').where('channel_id', '=', yt(2).id).execute()).toEqual([]);
  });

  it('answers 409 when every key is out of quota, without saving', async () => {
    fake.state.setQuota(KEY, 10_000, 10_000);
    try {
      const res = await create({ channel: '@fake119-2' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('YOUTUBE_QUOTAEXHAUSTED');
    } finally {
      fake.state.setQuota(KEY, 10_000, 0);
      await db().updateTable('youtube_api_keys').set({ exhausted_until: null }).execute();
    }
  });
});

describe('syncing a newly added channel', () => {
  it('a full sync of a just-added channel of 120 uploads brings all 120 in for 1 + 3 + 3 units; nothing new then costs 0', async () => {
    const added = await create({ channel: `https://www.youtube.com/channel/${yt(1).id}`, channelType: 'domestic' });
    expect(added.status).toBe(201);
    const id = added.body.data.id as number;
    const units = fake.state.totalUnits();
    const started = await call(t, 'POST', `/api/admin/channels/${id}/sync`, token, {});
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ state: 'queued', quotaEstimate: 7, basis: expect.stringContaining('채널 1곳') });
    const listedWhileQueued = await call(t, 'GET', `/api/admin/channels/${id}`, token);
    expect(listedWhileQueued.body.data.syncing).toMatchObject({ jobId: started.body.data.jobId, kind: 'full', state: 'queued' });
    await t.ctx.sync.runner.runOne();
    const job = await db().selectFrom('sync_jobs').selectAll().where('id', '=', started.body.data.jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'succeeded', quota_spent: 7 });
    expect(fake.state.totalUnits() - units).toBe(7);
    expect(fake.state.callsTo('channels.list').at(-1)!.query.id).toBe(yt(1).id);
    const videos = await db().selectFrom('videos').select('video_id').where('channel_id', '=', yt(1).id).execute();
    expect(videos).toHaveLength(120);
    const after = await call(t, 'GET', `/api/admin/channels/${yt(1).id}`, token);
    expect(after.body.data).toMatchObject({ lastSync: { kind: 'full', state: 'succeeded' }, syncing: null });

    const quiet = fake.state.totalUnits();
    const incremental = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'incremental', channelIds: [yt(1).id] });
    expect(incremental.status).toBe(202);
    await t.ctx.sync.runner.runOne();
    expect(fake.state.totalUnits()).toBe(quiet);
    expect((await call(t, 'GET', `/api/admin/channels/${id}`, token)).body.data.lastSync).toMatchObject({ kind: 'incremental' });
  });

  it('is part of the scheduled incremental sync while auto-sync is on, and left out when it is off', async () => {
    // The demo channels are not on the fake YouTube: leave them out of the scheduled run.
    await db()
      .updateTable('channel_master')
      .set({ auto_sync: false })
      .where(
        'channel_id',
        'not in',
        fake.state.channels.map((c) => c.id),
      )
      .execute();
    const inScope = async () => {
      const job = await t.ctx.sync.enqueue('incremental', {}, { trigger: 'schedule' });
      await t.ctx.sync.runner.runOne();
      const items = await db().selectFrom('sync_job_items').select('item_key').where('job_id', '=', job.id).execute();
      return items.map((item) => item.item_key).includes(yt(1).id);
    };
    expect(await inScope()).toBe(true);
    const off = await call(t, 'PATCH', `/api/admin/channels/${yt(1).id}`, token, { autoSync: false });
    expect(off.body.data.auto_sync).toBe(false);
    expect(await inScope()).toBe(false);
    await call(t, 'PATCH', `/api/admin/channels/${yt(1).id}`, token, { autoSync: true });
  });

  it('answers 404 for an unknown channel, 409 for a second sync of the same channel, and queues nothing without its audit row', async () => {
    expect((await call(t, 'POST', '/api/admin/channels/999999/sync', token, {})).status).toBe(404);
    const first = await call(t, 'POST', `/api/admin/channels/${yt(1).id}/sync`, token, {});
    expect(first.status).toBe(202);
    const second = await call(t, 'POST', `/api/admin/channels/${yt(1).id}/sync`, token, {});
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('SYNC_JOB_CONFLICT');
    await t.ctx.sync.runner.runOne();
    const jobs = async () => (await db().selectFrom('sync_jobs').select('id').execute()).length;
    const before = await jobs();
    await blockAudit('sync.start', async () => {
      expect((await call(t, 'POST', `/api/admin/channels/${yt(1).id}/sync`, token, {})).status).toBe(500);
    });
    expect(await jobs()).toBe(before);
  });
});

describe('GET /api/admin/channels', () => {
  it('pages 20 at a time with stats, searches by name or channel ID, filters and sorts', async () => {
    const res = await call(t, 'GET', '/api/admin/channels', token);
    expect(res.status).toBe(200);
    const body = AdminChannelListResponseSchema.parse(res.body);
    expect(body.data).toHaveLength(20);
    expect(body.stats.total).toBe(await channelCount());
    expect(body.pagination.total).toBe(body.stats.total);
    const names = body.data.map((row) => row.channel_name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);

    // The seeded headquarters, and the fake YouTube's channel 1 that borrowed its name.
    const byName = await call(t, 'GET', `/api/admin/channels?search=${encodeURIComponent('서울특별시')}`, token);
    expect(byName.body.data.map((row: { channel_name: string }) => row.channel_name)).toEqual([
      '서울특별시소방재난본부',
      '서울특별시소방재난본부',
    ]);
    const byId = await call(t, 'GET', `/api/admin/channels?search=${yt(1).id.slice(0, 12)}`, token);
    expect(byId.body.data.map((row: { channel_id: string }) => row.channel_id)).toEqual([yt(1).id]);

    const domestic = await call(t, 'GET', '/api/admin/channels?type=domestic&limit=100', token);
    expect(domestic.body.data.every((row: { channel_type: string }) => row.channel_type === 'domestic')).toBe(true);
    await call(t, 'PATCH', `/api/admin/channels/${yt(1).id}`, token, { isFeatured: true, isActive: false });
    const featured = await call(t, 'GET', '/api/admin/channels?featured=true&active=false', token);
    expect(featured.body.data.map((row: { channel_id: string }) => row.channel_id)).toEqual([yt(1).id]);
    const manual = await call(t, 'GET', '/api/admin/channels?autoSync=false&limit=100', token);
    expect(manual.body.data.every((row: { auto_sync: boolean }) => !row.auto_sync)).toBe(true);
    const bySubscribers = await call(t, 'GET', '/api/admin/channels?sort=subscribers&limit=100', token);
    const counts = bySubscribers.body.data.map((row: { subscriber_count: number }) => row.subscriber_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const newest = await call(t, 'GET', '/api/admin/channels?sort=created&limit=1', token);
    expect(newest.body.data[0].channel_id).toBe(yt(1).id);
    await call(t, 'PATCH', `/api/admin/channels/${yt(1).id}`, token, { isActive: true });
  });

  it('answers 400 naming the field for a bad query, 404 for an unknown channel', async () => {
    expect((await call(t, 'GET', '/api/admin/channels?sort=random', token)).body.error.field).toBe('sort');
    expect((await call(t, 'GET', '/api/admin/channels?active=maybe', token)).body.error.field).toBe('active');
    expect((await call(t, 'GET', '/api/admin/channels?type=tv', token)).body.error.field).toBe('type');
    expect((await call(t, 'GET', '/api/admin/channels/999999', token)).status).toBe(404);
    expect((await call(t, 'GET', '/api/admin/channels/UCnotOurs00000000000000', token)).body.error.message).toBe(
      '채널을 찾을 수 없습니다.',
    );
  });
});

describe('PATCH /api/admin/channels/:id', () => {
  it('changes type (its videos follow), region, flags; moves a headquarters in the fixed order', async () => {
    const res = await call(t, 'PATCH', `/api/admin/channels/${yt(1).id}`, token, { channelType: 'fire_station', region: '부산' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ channel_type: 'fire_station', region: '부산', display_order: null });
    const types = await db().selectFrom('videos').select('channel_type').distinct().where('channel_id', '=', yt(1).id).execute();
    expect(types).toEqual([{ channel_type: 'fire_station' }]);
    const update = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'channel.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(update.before).toMatchObject({ channelType: 'domestic' });
    expect(update.after).toMatchObject({ channelType: 'fire_station', region: '부산' });

    const hq = await db()
      .selectFrom('channel_master')
      .select(['id', 'channel_id'])
      .where('channel_id', '=', yt(0).id)
      .executeTakeFirstOrThrow();
    const moved = await call(t, 'PATCH', `/api/admin/channels/${hq.id}`, token, { displayOrder: 2 });
    expect(moved.body.data.display_order).toBe(2);
    const order = await call(t, 'GET', '/api/channels/fire-departments', null);
    const ids = order.body.data.channels.map((c: { channel_id: string }) => c.channel_id);
    expect(ids.indexOf(yt(0).id)).toBe(1);
    const orders = order.body.data.channels.map((c: { display_order: number }) => c.display_order);
    expect(orders).toEqual(orders.map((_: number, i: number) => i + 1));
  });

  it('answers 400 naming the field, 404 for an unknown channel, and leaves the row as it was without its audit row', async () => {
    const bad = await call(t, 'PATCH', `/api/admin/channels/${yt(1).id}`, token, { displayOrder: 3 });
    expect(bad).toMatchObject({ status: 400, body: { error: { field: 'displayOrder' } } });
    expect((await call(t, 'PATCH', `/api/admin/channels/${yt(1).id}`, token, {})).status).toBe(400);
    expect((await call(t, 'PATCH', `/api/admin/channels/${yt(1).id}`, token, { region: '달' })).body.error.field).toBe('region');
    expect((await call(t, 'PATCH', '/api/admin/channels/999999', token, { isActive: false })).status).toBe(404);
    const before = await db().selectFrom('channel_master').selectAll().where('channel_id', '=', yt(1).id).executeTakeFirstOrThrow();
    await blockAudit('channel.update', async () => {
      const res = await call(t, 'PATCH', `/api/admin/channels/${yt(1).id}`, token, { channelType: 'international', isFeatured: false });
      expect(res.status).toBe(500);
    });
    const after = await db().selectFrom('channel_master').selectAll().where('channel_id', '=', yt(1).id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const types = await db().selectFrom('videos').select('channel_type').distinct().where('channel_id', '=', yt(1).id).execute();
    expect(types).toEqual([{ channel_type: 'fire_station' }]);
  });
});
