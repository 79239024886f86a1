import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scripted, startFakeYouTube } from '../fake-youtube/index.ts';
import type { FakeYouTube } from '../fake-youtube/index.ts';
import { decodeXmlText, fetchChannelFeed, parseChannelFeed, RssFeedError } from './channel-feed.ts';

const FEED = '/feeds/videos.xml';
let fake: FakeYouTube;
let channelId: string;

beforeAll(async () => {
  fake = await startFakeYouTube({ channels: 2, videosPerChannel: 40 });
  channelId = fake.state.channels[0]!.id;
});
afterAll(() => fake.close());
afterEach(() => expect(fake.state.pendingScripts(FEED)).toBe(0));

const read = (options: Partial<Parameters<typeof fetchChannelFeed>[1]> = {}) =>
  fetchChannelFeed(channelId, { baseUrl: fake.url, ...options });

async function failure(promise: Promise<unknown>): Promise<RssFeedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RssFeedError);
  return error as RssFeedError;
}

describe('fetchChannelFeed against the fake YouTube', () => {
  it('reads the latest 15 uploads, newest first, with the channel id restored', async () => {
    const feed = await read();
    expect(feed.channelId).toBe(channelId);
    expect(feed.title).toBe(fake.state.channels[0]!.title);
    expect(feed.entries.map((e) => e.videoId)).toEqual(fake.state.uploadIds(channelId).slice(0, 15));
    const first = fake.state.data.video(feed.entries[0]!.videoId)!;
    expect(feed.entries[0]).toEqual({
      videoId: first.id,
      title: first.title,
      publishedAt: new Date(first.publishedAt),
      updatedAt: new Date(first.publishedAt),
    });
  });

  it('sees new uploads and no longer lists private ones', async () => {
    const [added] = fake.state.addUploads(channelId, 1);
    const before = (await read()).entries.map((e) => e.videoId);
    expect(before[0]).toBe(added);
    fake.state.makePrivate(added!);
    expect((await read()).entries.map((e) => e.videoId)).not.toContain(added);
  });

  it('unknown channel → notFound; bad id refused without a request', async () => {
    expect((await failure(fetchChannelFeed('UC' + 'x'.repeat(22), { baseUrl: fake.url }))).code).toBe('notFound');
    const calls = fake.state.calls.length;
    expect((await failure(fetchChannelFeed('../../etc', { baseUrl: fake.url }))).code).toBe('notFound');
    expect(fake.state.calls.length).toBe(calls);
  });

  it('malformed XML → malformed', async () => {
    fake.state.script(FEED, [scripted.malformedXml()]);
    const error = await failure(read());
    expect(error.code).toBe('malformed');
    expect(error.message).toMatch(/형식/);
  });

  it('DOCTYPE/ENTITY (billion laughs, XXE) → unsafeXml', async () => {
    fake.state.script(FEED, [scripted.billionLaughs(), scripted.externalEntity()]);
    expect((await failure(read())).code).toBe('unsafeXml');
    expect((await failure(read())).code).toBe('unsafeXml');
  });

  it('a 20 MB body → tooLarge, without reading it all', async () => {
    fake.state.script(FEED, [scripted.hugeXml(20 * 1024 * 1024)]);
    const started = Date.now();
    expect((await failure(read({ maxBytes: 1_000_000 }))).code).toBe('tooLarge');
    expect(Date.now() - started).toBeLessThan(4_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.state.streamedBytes()).toBeLessThan(10 * 1024 * 1024);
  });

  it('a hanging server → timeout', async () => {
    fake.state.script(FEED, [scripted.hang()]);
    const started = Date.now();
    const error = await failure(read({ timeoutMs: 150 }));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('follows a redirect on the same host but refuses another host', async () => {
    const sameHost = `${fake.url}${FEED}?channel_id=${channelId}`;
    fake.state.script(FEED, [scripted.redirect(sameHost)]);
    expect((await read()).entries).toHaveLength(15);
    fake.state.script(FEED, [scripted.redirect('http://evil.example/feeds/videos.xml')]);
    expect((await failure(read())).code).toBe('redirectRefused');
    // localhost is the same machine but not the same host name: refused too.
    fake.state.script(FEED, [scripted.redirect(sameHost.replace('127.0.0.1', 'localhost'))]);
    expect((await failure(read())).code).toBe('redirectRefused');
  });

  it('gives up after 3 redirects', async () => {
    const again = `${fake.url}${FEED}?channel_id=${channelId}`;
    fake.state.script(
      FEED,
      Array.from({ length: 4 }, () => scripted.redirect(again)),
    );
    expect((await failure(read())).code).toBe('redirectRefused');
  });

  it('an HTTP error → http with the status', async () => {
    fake.state.script(FEED, [{ status: 500, body: 'oops' }]);
    const error = await failure(read());
    expect(error.code).toBe('http');
    expect(error.status).toBe(500);
  });

  it('a feed for a different channel is refused', async () => {
    const other = await fetch(`${fake.url}${FEED}?channel_id=${fake.state.channels[1]!.id}`).then((r) => r.text());
    fake.state.script(FEED, [scripted.xml(other)]);
    expect((await failure(read())).code).toBe('malformed');
  });
});

describe('byte cap without any length to trust', () => {
  it('stops at maxBytes on an endless close-delimited body', async () => {
    // A raw server with no Content-Length and no chunking: the body only ends when the socket does.
    const server = createServer((_req, res) => {
      const socket = res.socket!;
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nConnection: close\r\n\r\n<feed>');
      const timer = setInterval(() => socket.writable && socket.write('<entry>'.repeat(8_000)), 1);
      socket.on('close', () => clearInterval(timer));
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const error = await failure(fetchChannelFeed(channelId, { baseUrl: base, maxBytes: 200_000, timeoutMs: 3_000 }));
      expect(error.code).toBe('tooLarge');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('parseChannelFeed', () => {
  const xml = (entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <yt:channelId>abcdefghijklmnopqrstuv</yt:channelId><title>소방 &amp; 안전</title>${entries}</feed>`;

  it('decodes predefined entities and character references only', () => {
    const feed = parseChannelFeed(
      xml(`<entry><yt:videoId>abcDEF12_-x</yt:videoId><title>Q&amp;A &quot;소화기&quot; &#x1F692; &#54868;재 &bogus;</title>
      <published>2025-01-02T03:04:05+00:00</published><updated>2025-01-03T00:00:00+00:00</updated></entry>`),
    );
    expect(feed.channelId).toBe('UCabcdefghijklmnopqrstuv');
    expect(feed.title).toBe('소방 & 안전');
    expect(feed.entries).toEqual([
      {
        videoId: 'abcDEF12_-x',
        title: 'Q&A "소화기" 🚒 화재 &bogus;',
        publishedAt: new Date('2025-01-02T03:04:05Z'),
        updatedAt: new Date('2025-01-03T00:00:00Z'),
      },
    ]);
  });

  it('skips entries without a usable id or date; an empty feed is fine', () => {
    const feed = parseChannelFeed(
      xml(`<entry><yt:videoId>bad id</yt:videoId><published>2025-01-02T03:04:05Z</published></entry>
      <entry><yt:videoId>abcDEF12_-x</yt:videoId><published>someday</published></entry>
      <entry><id>yt:video:zyxWVU98765</id><title>t</title><published>2025-01-02T03:04:05Z</published></entry>`),
    );
    expect(feed.entries.map((e) => e.videoId)).toEqual(['zyxWVU98765']);
    expect(parseChannelFeed(xml('')).entries).toEqual([]);
  });

  it('refuses non-feeds and hostile declarations', () => {
    expect(() => parseChannelFeed('<html><body>hi</body></html>')).toThrow(RssFeedError);
    expect(() => parseChannelFeed('not xml at all <')).toThrow(/형식/);
    expect(() => parseChannelFeed('<?xml version="1.0"?><!DOCTYPE x><feed/>')).toThrow(/DTD/);
    expect(() => parseChannelFeed('<feed><!ENTITY a "b"></feed>')).toThrow(/엔티티/);
  });

  it('decodeXmlText leaves invalid references alone', () => {
    expect(decodeXmlText('&#0; &#xD800; &#x110000; &lt;b&gt;')).toBe('&#0; &#xD800; &#x110000; <b>');
  });
});
