import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scripted, startFakeYouTube } from '../fake-youtube/index.ts';
import type { FakeYouTube } from '../fake-youtube/index.ts';
import { mapPlaylistItem, mapVideoResource } from './mappers.ts';
import { createMemoryKeyProvider } from './memory-key-provider.ts';
import type { MemoryKey } from './memory-key-provider.ts';
import { createYouTubeClient, nextPacificMidnight, YouTubeApiError } from './youtube-client.ts';
import type { YouTubeClientOptions } from './youtube-client.ts';

const SECRET = 'FAKESyTOPSECRET-0123456789abcdef';
const VIDEOS = '/youtube/v3/videos';
let fake: FakeYouTube;

beforeAll(async () => {
  fake = await startFakeYouTube({
    channels: 2,
    videosPerChannel: 120,
    keys: { 'key-one': 10_000, 'key-two': 10_000, [SECRET]: 10_000, empty: 0 },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.resetQuota();
  fake.state.calls.length = 0;
});

const NOW = new Date('2025-03-09T12:00:00Z');

function setup(keys: (string | MemoryKey)[] = ['key-one'], options: Partial<YouTubeClientOptions> = {}) {
  const provider = createMemoryKeyProvider(keys, () => NOW);
  const sleeps: number[] = [];
  const client = createYouTubeClient({
    baseUrl: fake.url,
    keys: provider,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    now: () => NOW,
    ...options,
  });
  return { client, provider, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<YouTubeApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(YouTubeApiError);
  return error as YouTubeApiError;
}

function expectNoSecret(error: unknown): void {
  const e = error as YouTubeApiError;
  for (const text of [e.message, e.detail ?? '', String(e), e.stack ?? '', JSON.stringify(e)]) expect(text).not.toContain(SECRET);
}

describe('full channel walk', () => {
  it('pages a 120-upload channel for exactly 7 units: 1 channels + 3 playlistItems + 3 videos', async () => {
    const { client, provider } = setup();
    const channelId = fake.state.channels[0]!.id;
    const channels = await client.channelsList({ ids: [channelId] });
    const uploads = channels.items[0]!.contentDetails!.relatedPlaylists!.uploads!;
    expect(uploads).toBe(fake.state.channels[0]!.uploadsPlaylistId);

    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.playlistItemsPage(uploads, token);
      ids.push(...page.items.map((item) => mapPlaylistItem(item)!.videoId));
      token = page.nextPageToken;
    } while (token);
    expect(ids).toEqual(fake.state.uploadIds(channelId));

    const rows = [];
    for (let i = 0; i < ids.length; i += 50) rows.push(...(await client.videosList(ids.slice(i, i + 50))).items.map(mapVideoResource));
    expect(rows).toHaveLength(120);
    expect(rows.every((r) => r !== null && r.channel_id === channelId && r.duration !== null)).toBe(true);
    // Newest first, like YouTube's uploads playlist.
    const dates = rows.map((r) => r!.upload_date.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    expect(provider.totalSpent()).toBe(7);
    expect(fake.state.units('key-one')).toBe(7);
    expect(fake.state.calls.map((c) => c.endpoint)).toEqual([
      'channels.list',
      ...Array(3).fill('playlistItems.list'),
      ...Array(3).fill('videos.list'),
    ]);
    expect(provider.log.map((l) => l.endpoint)).toEqual(fake.state.calls.map((c) => c.endpoint));
  });

  it('asks for the documented parts and never sends more than 50 ids', async () => {
    const { client } = setup();
    await client.channelsList({ forHandle: '@fake119-1' });
    await client.playlistItemsPage(fake.state.channels[1]!.uploadsPlaylistId);
    await client.videosList(fake.state.uploadIds(fake.state.channels[1]!.id).slice(0, 50));
    await client.searchPage({ q: '소화기' });
    expect(fake.state.calls.map((c) => c.query)).toMatchObject([
      { part: 'snippet,statistics,contentDetails', forHandle: '@fake119-1' },
      { part: 'contentDetails,snippet', maxResults: '50' },
      { part: 'snippet,contentDetails,statistics,status,player,liveStreamingDetails', maxResults: '50', maxHeight: '720' },
      { part: 'snippet', type: 'video', maxResults: '50', q: '소화기' },
    ]);
    await expect(client.videosList(Array(51).fill('abcdefghijk'))).rejects.toThrow(RangeError);
    expect(fake.state.calls).toHaveLength(4);
  });

  it('empty id lists cost nothing; unknown, removed and private videos are left out', async () => {
    const { client, provider } = setup();
    expect((await client.videosList([])).items).toEqual([]);
    expect((await client.channelsList({ ids: [] })).items).toEqual([]);
    expect(provider.totalSpent()).toBe(0);

    const [a, b, c] = fake.state.uploadIds(fake.state.channels[1]!.id);
    fake.state.removeVideo(b!);
    fake.state.makePrivate(c!);
    const page = await client.videosList([a!, b!, c!, 'AAAAAAAAAAA']);
    expect(page.items.map((v) => v.id)).toEqual([a]);
    // Google leaves `items` out of an empty channels answer; the client fills in [].
    expect((await client.channelsList({ ids: ['UC' + 'z'.repeat(22)] })).items).toEqual([]);
  });

  it('search costs 100 units and pages', async () => {
    const { client, provider } = setup();
    const page = await client.searchPage({ q: '소화기', maxResults: 10, order: 'date' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r) => r.snippet!.title!.includes('소화기'))).toBe(true);
    expect(page.units).toBe(100);
    expect(provider.totalSpent()).toBe(100);
    expect(fake.state.units('key-one')).toBe(100);
  });
});

describe('quota', () => {
  it('quotaExceeded exhausts the key until Pacific midnight and the same call succeeds on the next key', async () => {
    const { client, provider } = setup(['empty', 'key-two']);
    const page = await client.videosList([fake.state.uploadIds(fake.state.channels[0]!.id)[0]!]);
    expect(page.items).toHaveLength(1);
    expect(page.keyId).toBe(2);
    expect(fake.state.calls.map((c) => [c.key, c.status])).toEqual([
      ['empty', 403],
      ['key-two', 200],
    ]);
    expect(provider.exhaustedUntil(1)).toEqual(nextPacificMidnight(NOW));
    // quotaExceeded is not charged, the successful call is.
    expect([...provider.spent()]).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  it('a scripted quotaExceeded mid-run switches keys too', async () => {
    const { client, provider } = setup(['key-one', 'key-two']);
    fake.state.script(VIDEOS, [scripted.quotaExceeded()]);
    await client.videosList([fake.state.uploadIds(fake.state.channels[0]!.id)[0]!]);
    expect(fake.state.calls.map((c) => c.key)).toEqual(['key-one', 'key-two']);
    expect(provider.exhaustedUntil(1)).not.toBeNull();
  });

  it('all keys spent → quotaExhausted', async () => {
    fake.state.setQuota('key-two', 10_000, 10_000);
    const { client } = setup(['empty', 'key-two']);
    const error = await failure(client.videosList(['abcdefghijk']));
    expect(error.code).toBe('quotaExhausted');
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/할당량/);
    expect(fake.state.calls).toHaveLength(2);
    fake.state.setQuota('key-two', 10_000, 0);
  });

  it('no key with quota left → quotaExhausted without any request; search needs 100 units', async () => {
    const { client } = setup([{ key: 'key-one', dailyLimit: 99 }]);
    expect((await failure(client.searchPage({ q: '화재' }))).code).toBe('quotaExhausted');
    expect(fake.state.calls).toHaveLength(0);
    await client.videosList(['abcdefghijk']);
    expect(fake.state.calls).toHaveLength(1);
  });
});

describe('retries', () => {
  it('500, 500, 200 → exactly 3 calls and success; 5xx are not charged', async () => {
    const { client, provider, sleeps } = setup();
    fake.state.script(VIDEOS, [{ status: 500 }, { status: 500 }]);
    const page = await client.videosList([fake.state.uploadIds(fake.state.channels[0]!.id)[0]!]);
    expect(page.items).toHaveLength(1);
    expect(fake.state.callsTo('videos.list').map((c) => c.status)).toEqual([500, 500, 200]);
    expect(sleeps).toEqual([150, 300]);
    expect(provider.totalSpent()).toBe(1);
    expect(fake.state.units('key-one')).toBe(1);
  });

  it('rateLimitExceeded (403) and 429 back off, honouring Retry-After, then succeed', async () => {
    const { client, provider, sleeps } = setup();
    fake.state.script(VIDEOS, [scripted.rateLimited(403), scripted.rateLimited(429, 1)]);
    await client.videosList(['abcdefghijk']);
    expect(fake.state.calls.map((c) => c.status)).toEqual([403, 429, 200]);
    expect(sleeps).toEqual([150, 1000]);
    // Rate-limit refusals are completed 4xx answers: charged on both sides alike.
    expect(provider.totalSpent()).toBe(3);
    expect(fake.state.units('key-one')).toBe(3);
  });

  it('persistent rate limiting → unavailable after `tries`, delays growing and capped', async () => {
    const { client, sleeps } = setup(['key-one'], { retry: { tries: 5, baseMs: 1000, maxMs: 2500 } });
    fake.state.script(
      VIDEOS,
      Array.from({ length: 5 }, () => scripted.userRateLimited()),
    );
    const error = await failure(client.videosList(['abcdefghijk']));
    expect(error.code).toBe('unavailable');
    expect(error.reason).toBe('userRateLimitExceeded');
    expect(fake.state.calls).toHaveLength(5);
    // caps 1000, 2000, then 2500 (maxMs); equal jitter at random 0.5 takes 3/4 of each.
    expect(sleeps).toEqual([750, 1500, 1875, 1875]);
  });

  it('jitter spreads the delay between half and all of the cap', async () => {
    for (const [random, expected] of [
      [0, 100],
      [0.999, 200],
    ] as const) {
      const { client, sleeps } = setup(['key-one'], { random: () => random });
      fake.state.script(VIDEOS, [{ status: 503 }]);
      await client.videosList(['abcdefghijk']);
      expect(sleeps[0]).toBeCloseTo(expected, -1);
    }
  });

  it('a hanging server times out and ends as unavailable', async () => {
    const { client, sleeps } = setup([SECRET], { timeoutMs: 100, retry: { tries: 2 } });
    fake.state.script(VIDEOS, [scripted.hang(), scripted.hang()]);
    const error = await failure(client.videosList(['abcdefghijk']));
    expect(error.code).toBe('unavailable');
    expect(error.reason).toBe('timeout');
    expect(fake.state.calls).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
    expectNoSecret(error);
  });

  it('a refused connection retries and ends as unavailable', async () => {
    const closed = await startFakeYouTube({ channels: 1, videosPerChannel: 1 });
    await closed.close();
    const { client, sleeps } = setup([SECRET], { baseUrl: closed.url });
    const error = await failure(client.videosList(['abcdefghijk']));
    expect(error.code).toBe('unavailable');
    expect(error.reason).toBe('networkError');
    expect(sleeps).toHaveLength(3);
    expectNoSecret(error);
  });
});

describe('final errors', () => {
  it('an invalid key fails after exactly 1 call, with no retry and no key in the message', async () => {
    const wrong = 'FAKESyWRONG-key-never-shown-0000';
    const { client, sleeps, provider } = setup([wrong]);
    const error = await failure(client.videosList(['abcdefghijk']));
    expect(error.code).toBe('keyInvalid');
    expect(error.status).toBe(400);
    expect(error.keyId).toBe(1);
    expect(error.retryable).toBe(false);
    expect(fake.state.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(provider.totalSpent()).toBe(0);
    for (const text of [error.message, error.detail ?? '', error.stack ?? '', JSON.stringify(error)]) expect(text).not.toContain(wrong);
  });

  it.each([
    [scripted.accessNotConfigured(), 'keyInvalid'],
    [scripted.status(403, 'forbidden'), 'forbidden'],
    [scripted.status(400, 'invalidParameter'), 'badRequest'],
  ] as const)('%o → %s at once', async (script, code) => {
    const { client, sleeps } = setup();
    fake.state.script(VIDEOS, [script]);
    expect((await failure(client.videosList(['abcdefghijk']))).code).toBe(code);
    expect(fake.state.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('an unknown playlist → notFound; a bad page token → badRequest (both charged)', async () => {
    const { client, provider } = setup();
    const missing = await failure(client.playlistItemsPage('UU' + 'q'.repeat(22)));
    expect(missing.code).toBe('notFound');
    expect(missing.reason).toBe('playlistNotFound');
    expect(missing.message).toMatch(/찾을 수 없습니다/);
    const bad = await failure(client.playlistItemsPage(fake.state.channels[0]!.uploadsPlaylistId, 'garbage'));
    expect(bad.code).toBe('badRequest');
    expect(provider.totalSpent()).toBe(2);
  });
});

describe('call (raw, for the admin test page)', () => {
  it('returns status, body, units and key id, errors included', async () => {
    const { client } = setup(['key-one']);
    const ok = await client.call('channels.list', { part: 'snippet', id: [fake.state.channels[0]!.id] });
    expect(ok).toMatchObject({ status: 200, units: 1, keyId: 1, body: { kind: 'youtube#channelListResponse' } });
    const bad = await client.call('videos.list', { part: 'nonsense', id: 'x', key: 'ignored' });
    expect(bad.status).toBe(400);
    expect(bad.units).toBe(1);
    expect(fake.state.calls.at(-1)!.key).toBe('key-one');
  });

  it('masks the key if an answer ever echoes it', async () => {
    const { client } = setup([SECRET]);
    fake.state.script(VIDEOS, [scripted.json(errorEcho(SECRET), 400)]);
    const raw = await client.call('videos.list', { part: 'id', id: 'x' });
    expect(JSON.stringify(raw.body)).not.toContain(SECRET);
    expect(JSON.stringify(raw.body)).toContain('FAKE…');
    fake.state.script(VIDEOS, [scripted.json(errorEcho(SECRET), 400)]);
    expectNoSecret(await failure(client.videosList(['abcdefghijk'])));
  });
});

function errorEcho(key: string) {
  const message = `Bad request for https://www.googleapis.com/youtube/v3/videos?key=${key}`;
  return { error: { code: 400, message, errors: [{ reason: 'invalidParameter', domain: 'youtube.parameter', message }] } };
}
