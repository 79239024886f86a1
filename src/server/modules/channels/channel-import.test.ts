import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelImportResponseSchema, ChannelImportStatusResponseSchema } from '../../../shared/api/admin-channels.ts';
import { startFakeYouTube, type FakeYouTube } from '../../../sync/fake-youtube/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

const KEY = 'FAKEChannelImportKey00000000000000000001';
let t: TestApp;
let fake: FakeYouTube;
let token: string;
const db = () => t.ctx.db;
const yt = (index: number) => fake.state.channels[index]!;
const bulk = (body: unknown) => call(t, 'POST', '/api/admin/channels/bulk-import', token, body);
const followed = async (index: number) =>
  db().selectFrom('channel_master').selectAll().where('channel_id', '=', yt(index).id).executeTakeFirst();
const jobCount = async () => (await db().selectFrom('sync_jobs').select('id').execute()).length;
const blockAudit = async (action: string, work: () => Promise<void>) => {
  const name = `test_block_${action.replace('.', '_')}`;
  await sql`ALTER TABLE audit_log ADD CONSTRAINT ${sql.raw(name)} CHECK (action <> ${sql.lit(action)}) NOT VALID`.execute(db());
  try {
    await work();
  } finally {
    await sql`ALTER TABLE audit_log DROP CONSTRAINT ${sql.raw(name)}`.execute(db());
  }
};

/** An Excel-saved CSV: BOM, Korean header, CRLF, good, duplicate, followed, unknown and unreadable rows. */
const fileText = () =>
  [
    '\uFEFF채널,유형,지역',
    '@fake119-1,소방본부,서울특별시', // 2 ready (handle)
    `${yt(2).id},국내,`, // 3 ready (id)
    `https://www.youtube.com/channel/${yt(2).id}`, // 4 duplicate of 3 (same reference)
    '@FAKE119-1', // 5 duplicate of 2 (handles ignore case)
    'youtube.com/user/fake119user3,해외', // 6 ready (username)
    yt(0).id, // 7 already followed
    '@nobody-is-here', // 8 not on YouTube
    'UCxxxxxxxxxxxxxxxxxxxxxx', // 9 not on YouTube
    'https://youtu.be/dQw4w9WgXcQ', // 10 unreadable (a video)
    '@fake119-4,우주', // 11 unreadable type
    '@fake119-2,domestic', // 12 duplicate of 3 (the same channel, found by its handle)
  ].join('\r\n');

beforeAll(async () => {
  fake = await startFakeYouTube({ channels: 6, videosPerChannel: 3, keys: [KEY] });
  ({ t } = await createAuthTestApp({
    env: { YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_RSS_BASE_URL: fake.url, YOUTUBE_API_KEYS: KEY, RATE_LIMIT_SYNC: '1000' },
  }));
  token = (await signIn(t, await addUser(t))).token;
  await db()
    .insertInto('channel_master')
    .values({ channel_id: yt(0).id, channel_name: yt(0).title, updated_at: new Date() })
    .execute();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('POST /api/admin/channels/bulk-import (dry run)', () => {
  it('says per row what importing would do, and the quota it spent and will need; nothing is saved', async () => {
    const channels = (await db().selectFrom('channel_master').select('id').execute()).length;
    const units = fake.state.totalUnits();
    const res = await bulk({ dryRun: true, text: fileText() });
    expect(res.status).toBe(200);
    const { data } = ChannelImportResponseSchema.parse(res.body);
    if (!data.dryRun) throw new Error('expected a dry run');
    const byLine = Object.fromEntries(data.rows.map((row) => [row.line, row]));
    expect(data.rows.map((row) => [row.line, row.status])).toEqual([
      [2, 'ready'],
      [3, 'ready'],
      [4, 'duplicate'],
      [5, 'duplicate'],
      [6, 'ready'],
      [7, 'exists'],
      [8, 'not_found'],
      [9, 'not_found'],
      [10, 'invalid'],
      [11, 'invalid'],
      [12, 'duplicate'],
    ]);
    expect(byLine[2]).toMatchObject({ lookup: 'handle', channelType: 'fire_dept', region: '서울', channel: { channel_id: yt(1).id } });
    expect(byLine[3]).toMatchObject({ channelType: 'domestic', channel: { channel_name: yt(2).title, video_count: 3 } });
    expect(byLine[4]).toMatchObject({ duplicateOf: 3, reason: '3번째 줄과 같습니다.' });
    expect(byLine[5]).toMatchObject({ duplicateOf: 2 });
    expect(byLine[6]).toMatchObject({ lookup: 'username', channelType: 'international', channel: { channel_id: yt(3).id } });
    expect(byLine[7]).toMatchObject({ existingId: expect.any(Number), reason: '이미 등록된 채널입니다.' });
    expect(byLine[10]!.reason).toContain('영상 주소');
    expect(byLine[11]!.reason).toContain('유형은');
    expect(byLine[12]).toMatchObject({ duplicateOf: 3, reason: '3번째 줄과 같은 채널입니다.' });
    expect(data.summary).toEqual({ total: 11, ready: 3, exists: 1, duplicate: 3, notFound: 2, invalid: 2 });
    // IDs in one call (3 ids); @fake119-1, @nobody-is-here and @fake119-2 one each; fake119user3 found at the first try.
    expect(data.quota.spent).toBe(5);
    expect(fake.state.totalUnits() - units).toBe(5);
    expect(data.quota.needed).toBe(1);
    expect(data.quota.remaining).toBe(10_000 - fake.state.totalUnits());
    expect((await db().selectFrom('channel_master').select('id').execute()).length).toBe(channels);
  });

  it('answers 400 naming the field for a missing dryRun, empty text or a line that cannot be imported', async () => {
    const cases: [unknown, string][] = [
      [{ text: '@fake119-1' }, 'dryRun'],
      [{ dryRun: true }, 'text'],
      [{ dryRun: true, text: '\n\n' }, 'text'],
      [{ dryRun: true, text: '@fake119-1', defaultType: 'tv' }, 'defaultType'],
      [{ dryRun: false, text: fileText(), rows: [{ line: 10 }] }, 'rows'],
      [{ dryRun: false, text: fileText(), rows: [{ line: 99 }] }, 'rows'],
      [{ dryRun: false, text: fileText(), rows: [] }, 'rows'],
      [{ dryRun: false, text: 'https://youtu.be/x' }, 'rows'],
    ];
    const jobs = await jobCount();
    for (const [body, field] of cases) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.field, JSON.stringify(body).slice(0, 80)).toBe(field);
    }
    expect(await jobCount()).toBe(jobs);
  });
});

describe('POST /api/admin/channels/bulk-import (the real run)', () => {
  it('imports the chosen rows as one job: per-row results, quota spent, audit rows, types and regions from the file', async () => {
    const preview = await bulk({ dryRun: true, text: fileText() });
    const rows = preview.body.data.rows
      .filter((row: { status: string }) => row.status === 'ready')
      .map((row: { line: number; channel: { channel_id: string } }) => ({ line: row.line, channelId: row.channel.channel_id }));
    const res = await bulk({ dryRun: false, text: fileText(), rows });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dryRun: false, job: { kind: 'channel_import', state: 'queued', quotaEstimate: 1 } });
    const jobId = res.body.data.job.id as number;
    const units = fake.state.totalUnits();
    await t.ctx.sync.runner.runOne();
    expect(fake.state.totalUnits() - units).toBe(1); // three IDs in one channels.list call

    const status = await call(t, 'GET', `/api/admin/channels/bulk-import/${jobId}`, token);
    const { data } = ChannelImportStatusResponseSchema.parse(status.body);
    expect(data.job).toMatchObject({ state: 'succeeded', quotaSpent: 1, progressDone: 3, progressTotal: 3, result: { imported: 3 } });
    expect(data.rows.map((row) => [row.line, row.outcome, row.channelId])).toEqual([
      [2, 'imported', yt(1).id],
      [3, 'imported', yt(2).id],
      [6, 'imported', yt(3).id],
    ]);
    expect(data.channelIds).toEqual([yt(1).id, yt(2).id, yt(3).id]);
    expect(await followed(1)).toMatchObject({ channel_type: 'fire_dept', region: '서울', channel_name: yt(1).title, video_count: 3 });
    expect(await followed(2)).toMatchObject({ channel_type: 'domestic', region: null, uploads_playlist_id: yt(2).uploadsPlaylistId });
    expect(await followed(3)).toMatchObject({ channel_type: 'international', auto_sync: true });
    const audits = await db().selectFrom('audit_log').selectAll().where('action', 'in', ['channel.create', 'channel.import']).execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['channel.create', 'channel.create', 'channel.create', 'channel.import']);
    expect(audits.every((a) => a.actor_email.includes('@'))).toBe(true);
    // The public list shows them once the catalogue version moves on.
    await t.syncCatalogueVersion();
    const listed = await call(t, 'GET', '/api/channels?channel_type=international&limit=500', null);
    expect(listed.body.data.map((c: { channel_id: string }) => c.channel_id)).toContain(yt(3).id);
  });

  it('starts one full sync of the channels an import added; a failed import is redone from its page, not retried', async () => {
    const [job] = await db().selectFrom('sync_jobs').select('id').where('kind', '=', 'channel_import').orderBy('id').execute();
    const res = await call(t, 'POST', `/api/admin/channels/bulk-import/${job!.id}/sync`, token, {});
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ state: 'queued', quotaEstimate: 1 + 2 * 3, basis: expect.stringContaining('채널 3곳') });
    await t.ctx.sync.runner.runOne();
    const videos = await db()
      .selectFrom('videos')
      .select('video_id')
      .where('channel_id', 'in', [yt(1).id, yt(2).id, yt(3).id])
      .execute();
    expect(videos).toHaveLength(9);
    expect((await call(t, 'POST', '/api/admin/channels/bulk-import/999999/sync', token, {})).status).toBe(404);
    await db().updateTable('sync_jobs').set({ state: 'failed' }).where('id', '=', job!.id).execute();
    const retry = await call(t, 'POST', `/api/admin/sync/jobs/${job!.id}/retry`, token, {});
    expect(retry.status).toBe(409);
    expect(retry.body.error.code).toBe('SYNC_JOB_NOT_RETRYABLE');
    await db().updateTable('sync_jobs').set({ state: 'succeeded' }).where('id', '=', job!.id).execute();
  });

  it('without chosen rows imports every readable line and reports followed and unknown channels per row', async () => {
    const res = await bulk({ dryRun: false, text: '@fake119-5\n@fake119-1\n@nobody-is-here\n' });
    expect(res.body.data.job.quotaEstimate).toBe(3);
    await t.ctx.sync.runner.runOne();
    const status = await call(t, 'GET', `/api/admin/channels/bulk-import/${res.body.data.job.id}`, token);
    expect(status.body.data.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['imported', 'exists', 'not_found']);
    expect(status.body.data.job).toMatchObject({ state: 'succeeded', quotaSpent: 3, result: { imported: 1, exists: 1, notFound: 1 } });
    expect(await followed(5)).toBeDefined();
  });

  it('runs one import at a time (409), refuses what the quota left cannot cover (409), 404 for an unknown job', async () => {
    const first = await bulk({ dryRun: false, text: '@fake119-4' });
    expect(first.status).toBe(200);
    const second = await bulk({ dryRun: false, text: '@fake119-4' });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'IMPORT_RUNNING', message: expect.stringContaining(`#${first.body.data.job.id}`) });
    await t.ctx.sync.runner.runOne();

    await db().updateTable('youtube_api_keys').set({ daily_quota: 1 }).execute();
    try {
      const poor = await bulk({ dryRun: false, text: `${yt(4).id}\n`, rows: [{ line: 1, channelId: yt(4).id }] });
      expect(poor.status).toBe(409);
      expect(poor.body.error.code).toBe('QUOTA_INSUFFICIENT');
      const lookup = await bulk({ dryRun: true, text: '@fake119-4' });
      expect(lookup.status).toBe(409);
      expect(lookup.body.error.code).toBe('YOUTUBE_QUOTAEXHAUSTED');
    } finally {
      await db().updateTable('youtube_api_keys').set({ daily_quota: 10_000 }).execute();
    }
    expect((await call(t, 'GET', '/api/admin/channels/bulk-import/999999', token)).status).toBe(404);
    const full = await t.ctx.sync.enqueue('statistics', {}, { trigger: 'admin' });
    expect((await call(t, 'GET', `/api/admin/channels/bulk-import/${full.id}`, token)).status).toBe(404);
    await db().updateTable('sync_jobs').set({ state: 'cancelled' }).where('id', '=', full.id).execute();
  });

  it('queues nothing when the audit row of the start cannot be written; a channel whose audit row fails is not inserted', async () => {
    const jobs = await jobCount();
    await blockAudit('channel.import', async () => {
      expect((await bulk({ dryRun: false, text: '@fake119-4' })).status).toBe(500);
    });
    expect(await jobCount()).toBe(jobs);

    await db().deleteFrom('channel_master').where('channel_id', '=', yt(4).id).execute();
    const queued = await bulk({ dryRun: false, text: '@fake119-4' });
    await blockAudit('channel.create', async () => {
      await t.ctx.sync.runner.runOne();
    });
    const job = await db().selectFrom('sync_jobs').selectAll().where('id', '=', queued.body.data.job.id).executeTakeFirstOrThrow();
    expect(job.state).toBe('failed');
    expect(await followed(4)).toBeUndefined();
    const items = await db().selectFrom('sync_job_items').select('item_key').where('job_id', '=', job.id).execute();
    expect(items).toEqual([]);
  });

  it('a resumed job keeps the rows that already have their result and does the rest', async () => {
    await db()
      .deleteFrom('channel_master')
      .where('channel_id', 'in', [yt(4).id, yt(5).id])
      .execute();
    const queued = await bulk({ dryRun: false, text: `${yt(4).id}\n${yt(5).id}\n` });
    const jobId = queued.body.data.job.id as number;
    // As if a runner died right after line 1 committed: its result is there, the checkpoint is not.
    await db()
      .insertInto('sync_job_items')
      .values({
        job_id: jobId,
        item_key: 'row:1',
        state: 'succeeded',
        detail: JSON.stringify({ line: 1, input: yt(4).id, outcome: 'imported', channelId: yt(4).id }),
        finished_at: new Date(),
      })
      .execute();
    await t.ctx.sync.runner.runOne();
    const status = await call(t, 'GET', `/api/admin/channels/bulk-import/${jobId}`, token);
    expect(status.body.data.rows.map((row: { line: number; outcome: string }) => [row.line, row.outcome])).toEqual([
      [1, 'imported'],
      [2, 'imported'],
    ]);
    expect(await followed(4)).toBeUndefined(); // line 1 was not done again
    expect(await followed(5)).toBeDefined();
  });
});
