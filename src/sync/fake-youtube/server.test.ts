import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scripted, startFakeYouTube } from './index.ts';
import type { FakeYouTube } from './index.ts';

let fake: FakeYouTube;
beforeAll(async () => {
  fake = await startFakeYouTube({ channels: 3, videosPerChannel: 120, keys: { k1: 10_000, small: 101 } });
});
afterAll(() => fake.close());
beforeEach(() => fake.state.resetQuota());

async function get(path: string, params: Record<string, string>, key: string | null = 'k1') {
  const query = new URLSearchParams(key === null ? params : { ...params, key });
  const response = await fetch(`${fake.url}${path}?${query}`);
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

const channel = () => fake.state.channels[0]!;

describe('Data API shapes', () => {
  it('channels.list by id or handle; empty answers leave items out', async () => {
    const { status, body } = await get('/youtube/v3/channels', { part: 'snippet,statistics,contentDetails', id: channel().id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'youtube#channelListResponse', pageInfo: { totalResults: 1 } });
    expect(body.etag).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(body.items[0]).toMatchObject({
      kind: 'youtube#channel',
      id: channel().id,
      snippet: { title: channel().title, thumbnails: { default: {}, medium: {}, high: {} } },
      contentDetails: { relatedPlaylists: { uploads: channel().uploadsPlaylistId } },
      statistics: { videoCount: '120', hiddenSubscriberCount: false },
    });
    expect(typeof body.items[0].statistics.subscriberCount).toBe('string');
    expect((await get('/youtube/v3/channels', { part: 'id', forHandle: '@fake119-2' })).body.items[0].id).toBe(fake.state.channels[2]!.id);
    const none = await get('/youtube/v3/channels', { part: 'snippet', id: 'UCnope' });
    expect(none.body.items).toBeUndefined();
    expect(none.body.pageInfo.totalResults).toBe(0);
  });

  it('channels.list forUsername and forHandle (case-insensitive), one filter at a time, hidden subscribers left out', async () => {
    const byName = await get('/youtube/v3/channels', { part: 'snippet', forUsername: 'FAKE119USER1' });
    expect(byName.body.items.map((c: { id: string }) => c.id)).toEqual([fake.state.channels[1]!.id]);
    const byHandle = await get('/youtube/v3/channels', { part: 'id', forHandle: 'FAKE119-1' });
    expect(byHandle.body.items[0].id).toBe(fake.state.channels[1]!.id);
    const unknown = await get('/youtube/v3/channels', { part: 'snippet', forUsername: 'nobody-here' });
    expect(unknown).toMatchObject({ status: 200, body: { pageInfo: { totalResults: 0 } } });
    expect(unknown.body.items).toBeUndefined();
    const both = await get('/youtube/v3/channels', { part: 'id', id: channel().id, forHandle: '@fake119-0' });
    expect(both.status).toBe(400);
    expect(both.body.error.errors[0].reason).toBe('incompatibleParameters');
    const hidden = await startFakeYouTube({ channels: 2, videosPerChannel: 1, hiddenSubscriberChannels: [1] });
    try {
      const query = new URLSearchParams({ part: 'statistics', id: hidden.state.channels.map((c) => c.id).join(','), key: 'test-key' });
      const body = (await (await fetch(`${hidden.url}/youtube/v3/channels?${query}`)).json()) as any;
      expect(body.items[1].statistics).toEqual({ viewCount: expect.any(String), hiddenSubscriberCount: true, videoCount: '1' });
      expect(body.items[0].statistics.subscriberCount).toEqual(expect.any(String));
    } finally {
      await hidden.close();
    }
  });

  it('playlistItems pages by 50, newest first, with next/prev tokens', async () => {
    const pages = [];
    let token: string | undefined;
    do {
      const { body } = await get('/youtube/v3/playlistItems', {
        part: 'contentDetails,snippet',
        playlistId: channel().uploadsPlaylistId,
        maxResults: '50',
        ...(token ? { pageToken: token } : {}),
      });
      pages.push(body);
      token = body.nextPageToken;
    } while (token);
    expect(pages.map((p) => p.items.length)).toEqual([50, 50, 20]);
    expect(pages[0].prevPageToken).toBeUndefined();
    expect(pages[1].prevPageToken).toBeDefined();
    expect(pages[0].pageInfo).toEqual({ totalResults: 120, resultsPerPage: 50 });
    const items = pages.flatMap((p) => p.items);
    expect(items.map((i: any) => i.contentDetails.videoId)).toEqual(fake.state.uploadIds(channel().id));
    expect(items[0]).toMatchObject({ kind: 'youtube#playlistItem', snippet: { position: 0, resourceId: { kind: 'youtube#video' } } });
    expect(items[0].contentDetails.videoPublishedAt).toBe(items[0].snippet.publishedAt);
  });

  it('videos.list returns the parts asked for, statistics as strings, ISO durations', async () => {
    const ids = fake.state.uploadIds(channel().id).slice(0, 50);
    const { body } = await get('/youtube/v3/videos', { part: 'snippet,contentDetails,statistics,status', id: ids.join(',') });
    expect(body.kind).toBe('youtube#videoListResponse');
    expect(body.items).toHaveLength(50);
    const video = body.items[0];
    expect(typeof video.statistics.viewCount).toBe('string');
    expect(video.contentDetails.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
    expect(video.status).toMatchObject({ privacyStatus: 'public', embeddable: true });
    expect(video.snippet.thumbnails.high.url).toContain(video.id);
    const slim = await get('/youtube/v3/videos', { part: 'statistics', id: ids[0]! });
    expect(Object.keys(slim.body.items[0]).sort()).toEqual(['etag', 'id', 'kind', 'statistics']);
    expect((await get('/youtube/v3/videos', { part: 'id', id: [...ids, 'AAAAAAAAAAA'].join(',') })).status).toBe(400);
  });

  it('search matches titles, costs 100 and pages', async () => {
    const first = await get('/youtube/v3/search', { part: 'snippet', type: 'video', q: '심폐소생술', maxResults: '50' });
    expect(first.body.kind).toBe('youtube#searchListResponse');
    expect(first.body.items.every((i: any) => i.id.kind === 'youtube#video' && i.snippet.title.includes('심폐소생술'))).toBe(true);
    expect(fake.state.units('k1')).toBe(100);
    const total = first.body.pageInfo.totalResults;
    expect(first.body.items.length).toBe(Math.min(50, total));
  });

  it("parameter errors look like Google's", async () => {
    const { status, body } = await get('/youtube/v3/videos', { id: 'x' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 400, errors: [{ reason: 'required' }] });
    const missing = await get('/youtube/v3/playlistItems', { part: 'id', playlistId: 'UUnope' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.errors[0].reason).toBe('playlistNotFound');
    expect(
      (await get('/youtube/v3/playlistItems', { part: 'id', playlistId: channel().uploadsPlaylistId, pageToken: 'bogus' })).body.error
        .errors[0].reason,
    ).toBe('invalidPageToken');
  });
});

describe('keys and quota', () => {
  it('charges units per key as Google does, refusing spent and unknown keys', async () => {
    await get('/youtube/v3/search', { part: 'snippet', q: '화재' }, 'small');
    await get('/youtube/v3/videos', { part: 'id', id: 'x' }, 'small');
    expect(fake.state.units('small')).toBe(101);
    const spent = await get('/youtube/v3/videos', { part: 'id', id: 'x' }, 'small');
    expect(spent.status).toBe(403);
    expect(spent.body.error.errors[0]).toMatchObject({ reason: 'quotaExceeded', domain: 'youtube.quota' });
    const unknown = await get('/youtube/v3/videos', { part: 'id', id: 'x' }, 'nobody');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.errors[0].reason).toBe('keyInvalid');
    expect(unknown.body.error.details[0].reason).toBe('API_KEY_INVALID');
    expect((await get('/youtube/v3/videos', { part: 'id', id: 'x' }, null)).status).toBe(403);
    expect(fake.state.unitsByKey()).toEqual({ k1: 0, small: 101 });
    expect(fake.state.calls.at(-2)).toMatchObject({ key: 'nobody', status: 400, units: 0 });
  });
});

describe('scripting', () => {
  it('plays one-shot answers in order, then goes back to normal', async () => {
    fake.state.script('/youtube/v3/videos', [{ status: 500 }, scripted.rateLimited(429, 2), scripted.json({ hello: 1 })]);
    const a = await get('/youtube/v3/videos', { part: 'id', id: 'x' });
    expect(a.status).toBe(500);
    expect(a.body.error.errors[0].reason).toBe('backendError');
    const response = await fetch(`${fake.url}/youtube/v3/videos?part=id&id=x&key=k1`);
    expect([response.status, response.headers.get('retry-after')]).toEqual([429, '2']);
    expect((await get('/youtube/v3/videos', { part: 'id', id: 'x' })).body).toEqual({ hello: 1 });
    expect((await get('/youtube/v3/videos', { part: 'id', id: 'x' })).body.kind).toBe('youtube#videoListResponse');
    expect(fake.state.pendingScripts('/youtube/v3/videos')).toBe(0);
    // 500 is free; the 429, the scripted 200 and the real call are charged.
    expect(fake.state.units('k1')).toBe(3);
  });

  it('close() ends even with a request hanging', async () => {
    const other = await startFakeYouTube({ channels: 1, videosPerChannel: 1 });
    other.state.script('/feeds/videos.xml', [scripted.hang()]);
    const pending = fetch(`${other.url}/feeds/videos.xml?channel_id=x`).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await other.close();
    expect(await pending).toBeInstanceOf(Error);
  });
});

describe('RSS feed', () => {
  const parser = new XMLParser({ ignoreAttributes: false, processEntities: false });

  it('serves the latest 15 public uploads as Atom with yt: and media: elements', async () => {
    const c = fake.state.channels[1]!;
    const [added] = fake.state.addUploads(c.id, 1);
    const { status, body } = await get('/feeds/videos.xml', { channel_id: c.id }, null);
    expect(status).toBe(200);
    expect(body).toContain('xmlns:yt="http://www.youtube.com/xml/schemas/2015"');
    const feed = parser.parse(body).feed;
    expect(feed.entry).toHaveLength(15);
    expect(feed.entry[0]['yt:videoId']).toBe(added);
    expect(feed.entry[0]['media:group']['media:thumbnail']['@_url']).toContain(added);
    expect(feed.entry.map((e: any) => e['yt:videoId'])).toEqual(fake.state.uploadIds(c.id).slice(0, 15));
    expect((await get('/feeds/videos.xml', { channel_id: 'UCnope' }, null)).status).toBe(404);
  });

  it('escapes titles (Q&A, quotes, <>) so the feed stays well-formed', async () => {
    const all = fake.state.channels.flatMap((c) => fake.state.uploadIds(c.id).map((id) => fake.state.data.video(id)!.title));
    expect(all.some((t) => t.includes('&'))).toBe(true);
    for (const c of fake.state.channels) {
      const { body } = await get('/feeds/videos.xml', { channel_id: c.id }, null);
      expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });
});
