import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYouTube, type FakeYouTube } from '../../../sync/fake-youtube/index.ts';
import { registerChannels } from '../../../sync/test-support/sync-fixtures.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

const KEY = 'FAKERouteTestKey0000000000000000000000001';
let t: TestApp;
let fake: FakeYouTube;
let token: string;
let channelId: string;

beforeAll(async () => {
  fake = await startFakeYouTube({ channels: 2, videosPerChannel: 60, keys: [KEY] });
  ({ t } = await createAuthTestApp({ env: { YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_RSS_BASE_URL: fake.url, RATE_LIMIT_SYNC: '1000' } }));
  await registerChannels(t.ctx.db, fake.state.channels, 'fire_station');
  channelId = fake.state.channels[0]!.id;
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('without an API key (runs first: none registered yet)', () => {
  it('the estimate says so and refuses; starting answers 409 NO_API_KEY in plain Korean, not the quota message', async () => {
    const estimate = await call(t, 'POST', '/api/admin/sync/estimate', token, { kind: 'incremental' });
    expect(estimate.status).toBe(200);
    expect(estimate.body.data).toMatchObject({ allowed: false, remaining: 0, apiKeys: { registered: 0, enabled: 0 } });
    for (const kind of ['incremental', 'full', 'statistics']) {
      const refused = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({
        code: 'NO_API_KEY',
        message: '등록된 YouTube API 키가 없어 동기화를 시작하지 않았습니다. API 키 화면에서 키를 먼저 등록하세요.',
      });
    }
    const jobs = await t.ctx.db.selectFrom('sync_jobs').select('id').execute();
    expect(jobs).toEqual([]);
  });
});

describe('API keys', () => {
  it('stores a key encrypted and never returns it, only a hint', async () => {
    const created = await call(t, 'POST', '/api/admin/youtube/keys', token, { label: '본청 키', key: KEY, dailyQuota: 10_000 });
    expect(created.status).toBe(201);
    expect(created.body.data.key).toMatchObject({ label: '본청 키', hint: 'FAKE…001', remainingToday: 10_000 });
    const listed = await call(t, 'GET', '/api/admin/youtube/keys', token);
    expect(JSON.stringify(listed.body)).not.toContain(KEY);
    const stored = await t.ctx.db.selectFrom('youtube_api_keys').select('key_ciphertext').executeTakeFirstOrThrow();
    expect(stored.key_ciphertext).not.toContain(KEY);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'youtube_key.create').execute();
    expect(JSON.stringify(audit)).not.toContain(KEY);
  });

  it('refuses a duplicate (409) and a malformed key (400 naming the field)', async () => {
    expect((await call(t, 'POST', '/api/admin/youtube/keys', token, { label: '또', key: KEY })).status).toBe(409);
    const bad = await call(t, 'POST', '/api/admin/youtube/keys', token, { label: '짧은 키', key: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('key');
  });

  it('tests a key with one channels.list call', async () => {
    const [key] = (await call(t, 'GET', '/api/admin/youtube/keys', token)).body.data.keys;
    const tested = await call(t, 'POST', `/api/admin/youtube/keys/${key.id}/test`, token, {});
    expect(tested.body.data).toMatchObject({ ok: true, units: 1 });
  });
});

describe('starting syncs', () => {
  it('validates: unknown kind, keyword without slug, unknown channel → 400 naming the field', async () => {
    const kind = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'everything' });
    expect(kind).toMatchObject({ status: 400, body: { error: { field: 'kind' } } });
    const keyword = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'keyword' });
    expect(keyword).toMatchObject({
      status: 400,
      body: { error: { field: 'keywordSlug', message: "'keywordSlug': 키워드 수집에는 키워드를 골라야 합니다." } },
    });
    const channel = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'full', channelIds: ['UCnotOurs000000000000000'] });
    expect(channel).toMatchObject({ status: 400, body: { error: { field: 'channelIds' } } });
  });

  it('estimates before starting', async () => {
    const estimate = await call(t, 'POST', '/api/admin/sync/estimate', token, { kind: 'full', channelIds: [channelId] });
    expect(estimate.status).toBe(200);
    expect(estimate.body.data).toMatchObject({ units: 3, allowed: true });
    expect(estimate.body.data.basis).toContain('채널 1곳');
  });

  it('two concurrent starts for one channel: one is queued, the other answered 409', async () => {
    const body = { kind: 'full', channelIds: [channelId] };
    const answers = await Promise.all([
      call(t, 'POST', '/api/admin/sync/jobs', token, body),
      call(t, 'POST', '/api/admin/sync/jobs', token, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('SYNC_JOB_CONFLICT');
    await t.ctx.sync.runner.runOne();
    const jobs = await call(t, 'GET', '/api/admin/sync/jobs?kind=full', token);
    expect(jobs.body.data[0]).toMatchObject({ state: 'succeeded', quotaSpent: 5, progressDone: 1 });
    const items = await call(t, 'GET', `/api/admin/sync/jobs/${jobs.body.data[0].id}/items`, token);
    expect(items.body.data[0]).toMatchObject({ itemKey: channelId, state: 'succeeded', units: 4 });
  });

  it('quick sync: an incremental sync of every channel is accepted (202), cancel and retry work', async () => {
    const started = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'incremental' });
    expect(started.status).toBe(202);
    const id = started.body.data.job.id;
    const cancelled = await call(t, 'POST', `/api/admin/sync/jobs/${id}/cancel`, token, {});
    expect(cancelled.body.data.job.state).toBe('cancelled');
    expect((await call(t, 'POST', `/api/admin/sync/jobs/${id}/cancel`, token, {})).status).toBe(409);
    const retried = await call(t, 'POST', `/api/admin/sync/jobs/${id}/retry`, token, {});
    expect(retried.status).toBe(202);
    expect(retried.body.data.job).toMatchObject({ kind: 'incremental', retryOf: id, state: 'queued' });
    await t.ctx.sync.runner.runOne();
    expect((await call(t, 'GET', `/api/admin/sync/jobs/${retried.body.data.job.id}`, token)).body.data.job.state).toBe('succeeded');
  });

  it('statistics sync and keyword collection run through the admin API too', async () => {
    const stats = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'statistics' });
    expect(stats.status).toBe(202);
    await t.ctx.sync.runner.runOne();
    const statsJob = (await call(t, 'GET', `/api/admin/sync/jobs/${stats.body.data.job.id}`, token)).body.data.job;
    expect(statsJob.state).toBe('succeeded');
    expect(statsJob.quotaSpent).toBeGreaterThan(0);
    const slug = (
      await t.ctx.db.selectFrom('keyword_master').select('slug').where('status', '=', 'active').limit(1).executeTakeFirstOrThrow()
    ).slug;
    const keyword = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'keyword', keywordSlug: slug });
    expect(keyword.status).toBe(202);
    await t.ctx.sync.runner.runOne();
    const keywordJob = (await call(t, 'GET', `/api/admin/sync/jobs/${keyword.body.data.job.id}`, token)).body.data.job;
    expect(keywordJob).toMatchObject({ state: 'succeeded', progressDone: 1 });
    expect(keywordJob.quotaSpent).toBeGreaterThanOrEqual(100);
  });

  it('refuses a job the quota left cannot cover (409 with the estimate)', async () => {
    await t.ctx.db.updateTable('youtube_api_keys').set({ daily_quota: 6 }).execute();
    const refused = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'full' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'QUOTA_INSUFFICIENT' });
    expect(refused.body.error.message).toMatch(/예상 사용량 \d+단위/);
    await t.ctx.db.updateTable('youtube_api_keys').set({ daily_quota: 10_000 }).execute();
  });

  it('with every registered key switched off: NO_API_KEY saying the keys are off', async () => {
    await t.ctx.db.updateTable('youtube_api_keys').set({ is_enabled: false }).execute();
    const estimate = await call(t, 'POST', '/api/admin/sync/estimate', token, { kind: 'incremental' });
    expect(estimate.body.data).toMatchObject({ allowed: false, apiKeys: { registered: 1, enabled: 0 } });
    const refused = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'incremental' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('NO_API_KEY');
    expect(refused.body.error.message).toContain('등록된 키 1개가 모두 꺼져 있습니다');
    await t.ctx.db.updateTable('youtube_api_keys').set({ is_enabled: true }).execute();
  });
});

describe('test page and schedules', () => {
  it('calls an endpoint and shows the raw answer and its cost; the key cannot be overridden', async () => {
    const res = await call(t, 'POST', '/api/admin/youtube/test', token, {
      endpoint: 'videos.list',
      params: { part: 'statistics', id: fake.state.uploadIds(channelId)[0]! },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 200, units: 1, keyHint: 'FAKE…001', body: { kind: 'youtube#videoListResponse' } });
    const sneaky = await call(t, 'POST', '/api/admin/youtube/test', token, { endpoint: 'videos.list', params: { key: 'other' } });
    expect(sneaky.status).toBe(400);
  });

  it('schedules: validated, audited, next run computed', async () => {
    const bad = await call(t, 'PUT', '/api/admin/sync/schedules/statistics', token, { isEnabled: true, dailyAt: '25:00' });
    expect(bad).toMatchObject({ status: 400, body: { error: { field: 'dailyAt' } } });
    const ok = await call(t, 'PUT', '/api/admin/sync/schedules/incremental', token, { isEnabled: true, intervalMinutes: 30 });
    expect(ok.status).toBe(200);
    const next = new Date(ok.body.data.schedule.nextRunAt).getTime();
    expect(next - Date.now()).toBeGreaterThan(25 * 60_000);
    const listed = await call(t, 'GET', '/api/admin/sync/schedules', token);
    expect(listed.body.data.schedules).toHaveLength(2);
  });
});
