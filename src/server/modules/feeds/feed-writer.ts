// RSS 2.0 and Atom 1.0 documents written by the `feed` library (ADR 0029): escaping, dates (RFC 822 / RFC 3339),
// atom:link rel="self" and the required elements are the library's; we only say what goes in.
import { Feed } from 'feed';
import type { FeedFormat } from '../../../shared/url/feeds.ts';

export interface FeedEntry {
  title: string;
  /** The page that plays it (also the permanent id). */
  link: string;
  description: string;
  date: Date;
  image: string | null;
  author: { name: string; link?: string };
}

export interface FeedDocument {
  title: string;
  description: string;
  /** The page the feed is about. */
  link: string;
  /** The feed's own addresses (rel="self" and the other format). */
  rssUrl: string;
  atomUrl: string;
  updated: Date;
  origin: string;
  entries: readonly FeedEntry[];
}

export function writeFeed(document: FeedDocument, format: FeedFormat): string {
  const feed = new Feed({
    id: document.link,
    link: document.link,
    title: document.title,
    description: document.description,
    language: 'ko',
    updated: document.updated,
    generator: '119 안전영상',
    copyright: '각 영상의 저작권은 영상을 올린 채널에 있습니다.',
    image: `${document.origin}/og-image.jpg`,
    favicon: `${document.origin}/favicon.svg`,
    feedLinks: { rss: document.rssUrl, atom: document.atomUrl },
    ttl: 10,
  });
  for (const entry of document.entries) {
    feed.addItem({
      title: entry.title,
      id: entry.link,
      link: entry.link,
      description: entry.description,
      date: entry.date,
      published: entry.date,
      // RSS 2.0's <author> must be an e-mail address (W3C validator), so the channel is named in Atom only.
      ...(format === 'atom' ? { author: [entry.author] } : {}),
      ...(entry.image ? { image: { url: entry.image, type: 'image/jpeg', length: 0 } } : {}),
    });
  }
  return format === 'atom' ? feed.atom1() : feed.rss2();
}
