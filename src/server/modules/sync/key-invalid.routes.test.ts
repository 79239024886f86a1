import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scripted, startFakeYouTube, type FakeYouTube } from '../../../sync/fake-youtube/index.ts';
import { registerChannels } from '../../../sync/test-support/sync-fixtures.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

// Through the admin API and the database key store: keys [invalid, good] → the sync goes on with
// the good key; the invalid one is marked with Google's reason on the keys page and not picked again.
const REAL = '/work/shared/fixtures/youtube-real/api';
const PERMISSION_DENIED = JSON.parse(readFileSync(`${REAL}/sns-sdks__testdata_apidata_error_permission_resp.json`, 'utf8'));
const GOOD = 'FAKEKeyInvalidTestGood000000000000000001';
const WRONG = 'FAKEKeyInvalidTestWrong00000000000000001';
const DISABLED = 'FAKEKeyInvalidTestDisabled000000000000001';
let t: TestApp;
let fake: FakeYouTube;
let token: string;

beforeAll(async () => {
  fake = await startFakeYouTube({ channels: 1, videosPerChannel: 8, keys: [GOOD, DISABLED] });
  ({ t } = await createAuthTestApp({ env: { YOUTUBE_API_BASE_URL: fake.url, YOUTUBE_RSS_BASE_URL: fake.url, RATE_LIMIT_SYNC: '1000' } }));
  await registerChannels(t.ctx.db, fake.state.channels, 'fire_station');
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const keys = async () => (await call(t, 'GET', '/api/admin/youtube/keys', token)).body.data;
const runStatistics = async () => {
  const started = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'statistics' });
  expect(started.status).toBe(202);
  await t.ctx.sync.runner.runOne();
  return (await call(t, 'GET', `/api/admin/sync/jobs/${started.body.data.job.id}`, token)).body.data.job;
};

describe('an invalid key is marked and skipped; the sync goes on with the next key', () => {
  it("[wrong, good]: Google's 400 API_KEY_INVALID marks the wrong key; the job succeeds with the good one", async () => {
    // Registered first, never charged: before the fix it was picked first every time and stopped the job.
    expect((await call(t, 'POST', '/api/admin/youtube/keys', token, { label: '틀린 키', key: WRONG })).status).toBe(201);
    expect((await call(t, 'POST', '/api/admin/youtube/keys', token, { label: '정상 키', key: GOOD })).status).toBe(201);
    const job = await runStatistics();
    expect(job.state).toBe('succeeded');
    expect(fake.state.unitsByKey()[GOOD]).toBeGreaterThan(0);
    const listed = await keys();
    const wrong = listed.keys.find((key: { label: string }) => key.label === '틀린 키');
    const good = listed.keys.find((key: { label: string }) => key.label === '정상 키');
    expect(wrong).toMatchObject({ usable: false, invalidReason: expect.stringMatching(/^API_KEY_INVALID: API key not valid/) });
    expect(wrong.invalidAt).not.toBeNull();
    expect(good).toMatchObject({ usable: true, invalidAt: null, invalidReason: null });
    // Quota left counts only keys a sync may use.
    expect(listed.remainingToday).toBe(good.remainingToday);
    // The next job does not try the wrong key again.
    fake.state.calls.length = 0;
    expect((await runStatistics()).state).toBe('succeeded');
    expect(fake.state.calls.every((c) => c.key === GOOD)).toBe(true);
  });

  it("Google's real PERMISSION_DENIED answer (API disabled for the key's project) marks that key too", async () => {
    await t.ctx.db.deleteFrom('youtube_api_keys').execute();
    expect((await call(t, 'POST', '/api/admin/youtube/keys', token, { label: '막힌 키', key: DISABLED })).status).toBe(201);
    // A smaller quota for the good key: the disabled one (more left) is picked first, so it gets the scripted refusal.
    expect((await call(t, 'POST', '/api/admin/youtube/keys', token, { label: '정상 키', key: GOOD, dailyQuota: 5_000 })).status).toBe(201);
    fake.state.calls.length = 0;
    fake.state.script('/youtube/v3/channels', [scripted.json(PERMISSION_DENIED, 403)]);
    expect((await runStatistics()).state).toBe('succeeded');
    expect(fake.state.calls.find((c) => c.scripted)?.key).toBe(DISABLED);
    const disabled = (await keys()).keys.find((key: { label: string }) => key.label === '막힌 키');
    expect(disabled).toMatchObject({
      usable: false,
      invalidReason: expect.stringMatching(/PERMISSION_DENIED: .*caller does not have permission/),
    });
  });

  it('a key test that succeeds makes the key usable again', async () => {
    const disabled = (await keys()).keys.find((key: { label: string }) => key.label === '막힌 키');
    const tested = await call(t, 'POST', `/api/admin/youtube/keys/${disabled.id}/test`, token, {});
    expect(tested.body.data.ok).toBe(true);
    expect((await keys()).keys.find((key: { id: number }) => key.id === disabled.id)).toMatchObject({ usable: true, invalidReason: null });
  });

  it('every key invalid: starting a sync says no usable key (409 NO_API_KEY), not a quota message', async () => {
    await t.ctx.db.updateTable('youtube_api_keys').set({ invalid_at: new Date(), invalid_reason: 'API_KEY_INVALID: test' }).execute();
    const refused = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'statistics' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('NO_API_KEY');
  });
});
