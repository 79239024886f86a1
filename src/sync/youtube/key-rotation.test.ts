import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scripted, startFakeYouTube } from '../fake-youtube/index.ts';
import type { FakeYouTube } from '../fake-youtube/index.ts';
import { createMemoryKeyProvider } from './memory-key-provider.ts';
import { createYouTubeClient, YouTubeApiError } from './youtube-client.ts';

// With keys [invalid, good] the good key was never tried, and the invalid key (never charged) was
// picked first every time. Real answers Google gives for a wrong or disabled key, from the saved fixtures:
const REAL = '/work/shared/fixtures/youtube-real/api';
const KEY_INVALID = JSON.parse(readFileSync(`${REAL}/errors__keyInvalid_400_API_KEY_INVALID.json`, 'utf8'));
const PERMISSION_DENIED = JSON.parse(readFileSync(`${REAL}/sns-sdks__testdata_apidata_error_permission_resp.json`, 'utf8'));

const VIDEOS = '/youtube/v3/videos';
const NOW = new Date('2025-03-09T12:00:00Z');
let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube({ channels: 1, videosPerChannel: 5, keys: { good: 10_000, disabled: 10_000, other: 10_000 } });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.resetQuota();
  fake.state.calls.length = 0;
});

const clientWith = (keys: string[]) => {
  const provider = createMemoryKeyProvider(keys, () => NOW);
  const client = createYouTubeClient({ baseUrl: fake.url, keys: provider, sleep: async () => undefined, now: () => NOW });
  return { client, provider };
};
const someVideo = () => fake.state.uploadIds(fake.state.channels[0]!.id)[0]!;

describe('an invalid or disabled key is marked, skipped, and the next key is used', () => {
  it("[wrong key, good key]: Google's 400 API_KEY_INVALID marks the first with its reason; the call succeeds with the second", async () => {
    const { client, provider } = clientWith(['wrong-key-0000', 'good']);
    const page = await client.videosList([someVideo()]);
    expect(page.items).toHaveLength(1);
    expect(page.keyId).toBe(2);
    expect(provider.invalidReason(1)).toMatch(/API_KEY_INVALID.*API key not valid/);
    expect(provider.invalidReason(2)).toBeNull();
    // Next call: straight to the good key, the invalid one is not tried again.
    fake.state.calls.length = 0;
    await client.videosList([someVideo()]);
    expect(fake.state.calls.map((call) => call.key)).toEqual(['good']);
  });

  it.each([
    ['the real API_KEY_INVALID body', KEY_INVALID, 400, /API_KEY_INVALID/],
    [
      'the real PERMISSION_DENIED body (API not enabled or restricted for the key)',
      PERMISSION_DENIED,
      403,
      /PERMISSION_DENIED.*caller does not have permission/,
    ],
  ])('%s: rotates to the next key', async (_name, body, status, reason) => {
    const { client, provider } = clientWith(['disabled', 'good']);
    fake.state.script(VIDEOS, [scripted.json(body, status)]);
    const page = await client.videosList([someVideo()]);
    expect(page.keyId).toBe(2);
    expect(provider.invalidReason(1)).toMatch(reason);
    expect(fake.state.calls.map((call) => call.key)).toEqual(['disabled', 'good']);
  });

  it('every key invalid: the call fails as keyInvalid (not as spent quota), each key tried once', async () => {
    const { client, provider } = clientWith(['wrong-a-000000', 'wrong-b-000000']);
    const error = await client.videosList([someVideo()]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeApiError);
    expect((error as YouTubeApiError).code).toBe('keyInvalid');
    expect(fake.state.calls).toHaveLength(2);
    expect(provider.invalidReason(1)).not.toBeNull();
    expect(provider.invalidReason(2)).not.toBeNull();
  });

  it('a 403 about the resource (not the key) does not mark the key', async () => {
    const { client, provider } = clientWith(['good', 'other']);
    fake.state.script(VIDEOS, [scripted.status(403, 'forbidden')]);
    const error = await client.videosList([someVideo()]).catch((e: unknown) => e);
    expect((error as YouTubeApiError).code).toBe('forbidden');
    expect(provider.invalidReason(1)).toBeNull();
  });
});
