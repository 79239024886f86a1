// A channel's upload feed (/feeds/videos.xml?channel_id=…): finds new uploads without spending
// API quota. The body is untrusted: size, time and redirects are capped, DTDs refused outright.

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { boundedGet } from './bounded-fetch.ts';
import { RssFeedError } from './rss-error.ts';

export { RssFeedError } from './rss-error.ts';
export type { RssFeedErrorCode } from './rss-error.ts';

export interface FeedEntry {
  videoId: string;
  title: string;
  publishedAt: Date;
  updatedAt: Date;
}

export interface ChannelFeed {
  channelId: string;
  title: string;
  /** Newest first, as YouTube lists them (at most 15). */
  entries: FeedEntry[];
}

export interface FetchChannelFeedOptions {
  /** 'https://www.youtube.com' in production, the fake server in tests. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;
// Entity and DTD declarations have no place in a feed: refused before any parser sees them.
const UNSAFE_XML = /<!DOCTYPE|<!ENTITY/i;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  isArray: (name) => name === 'entry' || name === 'link',
});

export async function fetchChannelFeed(channelId: string, options: FetchChannelFeedOptions): Promise<ChannelFeed> {
  if (!CHANNEL_ID.test(channelId)) throw new RssFeedError('notFound', { detail: '채널 ID 형식 오류' });
  const base = new URL(options.baseUrl);
  const url = new URL('/feeds/videos.xml', base);
  url.searchParams.set('channel_id', channelId);
  const { text } = await boundedGet(url, {
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 5_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    maxRedirects: 3,
    allowedOrigin: base,
    headers: { accept: 'application/atom+xml, application/xml;q=0.9, text/xml;q=0.8' },
  });
  const feed = parseChannelFeed(text);
  // A feed for some other channel means a proxy or cache mixed answers up: better no data than wrong data.
  if (feed.channelId !== '' && feed.channelId !== channelId) throw new RssFeedError('malformed', { detail: '다른 채널의 피드' });
  return { ...feed, channelId };
}

/** Parses YouTube's Atom feed text; entries without a valid video id or publish time are skipped. */
export function parseChannelFeed(xml: string): ChannelFeed {
  if (UNSAFE_XML.test(xml)) throw new RssFeedError('unsafeXml');
  if (XMLValidator.validate(xml) !== true) throw new RssFeedError('malformed');
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw new RssFeedError('malformed');
  }
  const feed = doc.feed;
  if (!isRecord(feed)) throw new RssFeedError('malformed', { detail: 'feed 요소 없음' });
  const entries: FeedEntry[] = [];
  for (const entry of Array.isArray(feed.entry) ? feed.entry : []) {
    if (!isRecord(entry)) continue;
    const videoId = text(entry['yt:videoId']) || text(entry.id).replace(/^yt:video:/, '');
    const publishedAt = parseDate(text(entry.published));
    if (!VIDEO_ID.test(videoId) || publishedAt === null) continue;
    const group = isRecord(entry['media:group']) ? entry['media:group'] : {};
    entries.push({
      videoId,
      title: decodeXmlText(text(entry.title) || text(group['media:title'])),
      publishedAt,
      updatedAt: parseDate(text(entry.updated)) ?? publishedAt,
    });
  }
  const firstEntry = Array.isArray(feed.entry) && isRecord(feed.entry[0]) ? feed.entry[0] : {};
  return {
    channelId: normaliseChannelId(text(feed['yt:channelId']) || text(firstEntry['yt:channelId'])),
    title: decodeXmlText(text(feed.title)),
    entries,
  };
}

/** Since late 2023 the feed-level yt:channelId comes without its 'UC' prefix; put it back. */
export function normaliseChannelId(id: string): string {
  if (CHANNEL_ID.test(id)) return id;
  if (/^[A-Za-z0-9_-]{22}$/.test(id)) return `UC${id}`;
  return '';
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five predefined XML entities and character references; nothing user-defined, no expansion. */
export function decodeXmlText(value: string): string {
  return value
    .replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (whole, ref: string) => {
      if (ref[0] !== '#') return NAMED[ref]!;
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : whole;
    })
    .normalize('NFC');
}

function text(node: unknown): string {
  if (typeof node === 'string') return node.trim();
  if (typeof node === 'number') return String(node);
  if (isRecord(node) && typeof node['#text'] === 'string') return node['#text'].trim();
  return '';
}

function parseDate(value: string): Date | null {
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
