// Feeds read back by a real feed parser (@rowanmanning/feed-parser) and checked against the W3C feed validator's
// rules that can be checked offline: item count and order, Korean text intact, scope, ETag/304, CDN headers, 404s.
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser } from 'fast-xml-parser';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { TOPICS_BY_AUDIENCE } from '../../../shared/constants/audience-topics/index.ts';
import { FEED_ITEMS } from './feeds.service.ts';

const ORIGIN = 'https://119video.example.kr';
const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['item', 'entry', 'link', 'atom:link'].includes(name),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(3_000, { env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** What the feed should hold: the newest public videos of the scope, newest first. */
async function newest(where: ReturnType<typeof sql>) {
  const result = await sql<{ video_id: string; title: string }>`
    SELECT video_id, title FROM videos v WHERE v.is_public AND ${where}
    ORDER BY upload_date DESC, id DESC LIMIT ${FEED_ITEMS}`.execute(t.ctx.db);
  return result.rows;
}

async function both(path: string) {
  const rss = await get(`${path}.xml`);
  const atom = await get(`${path}.atom`);
  expect(rss.statusCode, path).toBe(200);
  expect(atom.statusCode, path).toBe(200);
  return { rss, atom, rssFeed: parseFeed(rss.body), atomFeed: parseFeed(atom.body) };
}

/** The W3C validator's rules we can check offline: required elements, date formats, self links, unique ids. */
function expectW3cRules(rssText: string, atomText: string, selfPath: string) {
  const { rss } = xml.parse(rssText);
  expect(rss.version).toBe('2.0');
  const channel = rss.channel;
  for (const field of ['title', 'link', 'description']) expect(String(channel[field] ?? ''), field).not.toBe('');
  const self = channel['atom:link'].find((link: { rel: string }) => link.rel === 'self');
  expect(self).toMatchObject({ href: `${ORIGIN}${selfPath}.xml`, type: 'application/rss+xml' });
  const items = channel.item ?? [];
  for (const item of items) {
    expect(item.title).toBeTruthy();
    expect(item.pubDate).toMatch(RFC822);
    expect([item.link].flat()[0]).toMatch(/^https:\/\//);
    // RSS 2.0's <author> is an e-mail address or absent.
    if (item.author !== undefined) expect(item.author).toMatch(/^\S+@\S+/);
  }
  const guids = items.map((item: { guid: { '#text': string } | string }) =>
    typeof item.guid === 'string' ? item.guid : item.guid['#text'],
  );
  expect(new Set(guids).size).toBe(items.length);

  const { feed } = xml.parse(atomText);
  expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toBeTruthy();
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.link.find((link: { rel: string }) => link.rel === 'self')).toMatchObject({ href: `${ORIGIN}${selfPath}.atom` });
  const entries = feed.entry ?? [];
  for (const entry of entries) {
    expect(entry.id).toBeTruthy();
    expect(entry.updated).toMatch(RFC3339);
    // Atom needs an author on every entry or on the feed.
    expect(entry.author ?? feed.author).toBeTruthy();
  }
  expect(new Set(entries.map((entry: { id: string }) => entry.id)).size).toBe(entries.length);
}

describe('feeds of new videos', () => {
  it('overall: RSS 2.0 and Atom with the newest 30 public videos, newest first, Korean intact, valid', async () => {
    const { rss, atom, rssFeed, atomFeed } = await both('/feeds/new');
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(rssFeed.meta.type).toBe('rss');
    expect(atomFeed.meta.type).toBe('atom');
    expect(rssFeed.title).toBe('119 안전영상 — 새 영상');
    expect(rssFeed.language).toBe('ko');
    const expected = await newest(sql`true`);
    expect(expected.length).toBe(FEED_ITEMS);
    for (const feed of [rssFeed, atomFeed]) {
      expect(feed.items.map((item) => item.title)).toEqual(expected.map((video) => video.title));
      expect(feed.items.map((item) => new URL(item.url!).searchParams.get('video'))).toEqual(expected.map((video) => video.video_id));
      const dates = feed.items.map((item) => item.published!.getTime());
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(feed.items.every((item) => item.url!.startsWith(`${ORIGIN}/`))).toBe(true);
    }
    expect(rssFeed.items[0]!.title).toMatch(/[가-힣]/);
    expectW3cRules(rss.body, atom.body, '/feeds/new');
  });

  it('per keyword, channel, category and audience: only that scope’s videos, in order', async () => {
    const keyword = await t.ctx.db
      .selectFrom('keyword_master')
      .select(['id', 'slug', 'keyword'])
      .where('status', '=', 'active')
      .orderBy('total_videos', 'desc')
      .executeTakeFirstOrThrow();
    const channel = await t.ctx.db
      .selectFrom('channel_master')
      .select(['channel_id', 'channel_name'])
      .where('is_active', '=', true)
      .orderBy('videos_in_project', 'desc')
      .executeTakeFirstOrThrow();
    const category = await t.ctx.db
      .selectFrom('categories')
      .select(['id', 'slug', 'name'])
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const cases = [
      { path: `/feeds/keywords/${encodeURIComponent(keyword.slug)}`, where: sql`v.keyword_id = ${keyword.id}`, title: keyword.keyword },
      { path: `/feeds/channels/${channel.channel_id}`, where: sql`v.channel_id = ${channel.channel_id}`, title: channel.channel_name },
      {
        path: `/feeds/categories/${category.slug}`,
        where: sql`v.keyword_id IN (SELECT kc.keyword_id FROM keyword_categories kc JOIN categories c ON c.id = kc.category_id
          JOIN keyword_master k ON k.id = kc.keyword_id AND k.status = 'active' WHERE c.id = ${category.id} OR c.parent_id = ${category.id})`,
        title: category.name,
      },
    ];
    for (const { path, where, title } of cases) {
      const { rss, atom, rssFeed, atomFeed } = await both(path);
      const expected = await newest(where);
      expect(expected.length, path).toBeGreaterThan(0);
      expect(rssFeed.title, path).toContain(title);
      expect(
        rssFeed.items.map((item) => item.title),
        path,
      ).toEqual(expected.map((video) => video.title));
      expect(
        atomFeed.items.map((item) => item.title),
        path,
      ).toEqual(expected.map((video) => video.title));
      expectW3cRules(rss.body, atom.body, path);
    }
    const elderly = await both('/feeds/audiences/elderly');
    expect(elderly.rssFeed.title).toContain('어르신');
    expect(elderly.rssFeed.items.length).toBeGreaterThan(0);
  });

  it('per audience: the newest videos of the active keywords its topics name, newest first, valid', async () => {
    for (const audience of ['elderly', 'children'] as const) {
      const terms = TOPICS_BY_AUDIENCE[audience].map((topic) => topic.searchKeyword.toLowerCase());
      // The same rule as the service, written apart: a keyword whose name or search words contain a topic's words.
      const expected = await newest(sql`v.keyword_id IN (
        SELECT k.id FROM keyword_master k WHERE k.status = 'active' AND EXISTS (
          SELECT 1 FROM unnest(${terms}::text[]) AS term
          WHERE strpos(lower(k.keyword), term) > 0 OR strpos(lower(k.search_keyword), term) > 0))`);
      expect(expected.length, audience).toBeGreaterThan(1);
      const path = `/feeds/audiences/${audience}`;
      const { rss, atom, rssFeed, atomFeed } = await both(path);
      for (const feed of [rssFeed, atomFeed]) {
        expect(
          feed.items.map((item) => new URL(item.url!).searchParams.get('video')),
          path,
        ).toEqual(expected.map((video) => video.video_id));
        const dates = feed.items.map((item) => item.published!.getTime());
        expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      }
      expectW3cRules(rss.body, atom.body, path);
    }
  });

  it('per kit: the kit’s videos in the kit’s order (not by date), unavailable ones left out, valid', async () => {
    // Five public videos, placed newest, oldest, middle…: the feed must keep the kit's order. The fourth is then archived.
    const pool = (
      await sql<{ video_id: string; title: string }>`
        SELECT video_id, title FROM videos WHERE is_public ORDER BY upload_date DESC, id DESC LIMIT 200`.execute(t.ctx.db)
    ).rows;
    const chosen = [pool[0]!, pool[199]!, pool[100]!, pool[50]!, pool[150]!];
    const kit = (
      await sql<{
        id: number;
      }>`INSERT INTO lesson_kits (slug, title, summary) VALUES ('피드-시험-꾸러미', '피드 시험 꾸러미', '순서를 지키는 피드')
        RETURNING id`.execute(t.ctx.db)
    ).rows[0]!;
    try {
      for (const [index, video] of chosen.entries()) {
        await sql`INSERT INTO lesson_kit_videos (kit_id, position, video_id, saved_title, note)
          VALUES (${kit.id}, ${index + 1}, ${video.video_id}, ${video.title}, ${`메모 ${index + 1}`})`.execute(t.ctx.db);
      }
      await t.ctx.db.updateTable('videos').set({ status: 'archived' }).where('video_id', '=', chosen[3]!.video_id).execute();
      await t.syncCatalogueVersion();
      const path = `/feeds/kits/${encodeURIComponent('피드-시험-꾸러미')}`;
      const { rss, atom, rssFeed, atomFeed } = await both(path);
      const expected = chosen.filter((_, index) => index !== 3);
      expect(rssFeed.title).toContain('피드 시험 꾸러미');
      for (const feed of [rssFeed, atomFeed]) {
        expect(feed.items.length, feed.meta.type).toBe(4);
        expect(feed.items.map((item) => item.title)).toEqual(expected.map((video) => video.title));
        expect(feed.items.map((item) => new URL(item.url!).searchParams.get('video'))).toEqual(expected.map((video) => video.video_id));
        expect(feed.items.every((item) => item.url!.startsWith(`${ORIGIN}/kits/`))).toBe(true);
      }
      // Not the date order: the kit's second video is older than its third.
      const dates = rssFeed.items.map((item) => item.published!.getTime());
      expect(dates[1]!).toBeLessThan(dates[2]!);
      expect(rssFeed.items[0]!.description).toContain('메모 1');
      expectW3cRules(rss.body, atom.body, path);
    } finally {
      await t.ctx.db.updateTable('videos').set({ status: 'published' }).where('video_id', '=', chosen[3]!.video_id).execute();
      await sql`DELETE FROM lesson_kits WHERE id = ${kit.id}`.execute(t.ctx.db);
      await t.syncCatalogueVersion();
    }
  });

  it('answers 304 to a reader that has the feed, with headers a CDN can keep it by', async () => {
    const first = await get('/feeds/new.atom');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=300, stale-while-revalidate=1200, stale-if-error=\d+$/);
    const again = await get('/feeds/new.atom', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a newly published video at once', async () => {
    const before = parseFeed((await get('/feeds/new.xml')).body);
    const hidden = await t.ctx.db
      .selectFrom('videos')
      .select(['video_id', 'title'])
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('videos')
      .set({ status: 'published', upload_date: new Date(Date.now() + 60_000) })
      .where('video_id', '=', hidden.video_id)
      .execute();
    await t.syncCatalogueVersion();
    const after = parseFeed((await get('/feeds/new.xml')).body);
    expect(after.items[0]!.title).toBe(hidden.title);
    expect(after.items.slice(1).map((item) => item.title)).toEqual(before.items.slice(0, FEED_ITEMS - 1).map((item) => item.title));
  });

  it('answers 404 for an unknown keyword, channel, category, audience, kit, scope or extension', async () => {
    for (const url of [
      `/feeds/keywords/${encodeURIComponent('없는-키워드')}.xml`,
      '/feeds/channels/UCnothing.atom',
      '/feeds/categories/no-such.xml',
      '/feeds/audiences/aliens.xml',
      `/feeds/kits/${encodeURIComponent('없는-꾸러미')}.xml`,
      '/feeds/videos/x.xml',
      '/feeds/new.json',
      '/feeds/old.xml',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
