// Page answers for crawlers and share previews, read back with an HTML parser: real 404s for unknown addresses of every
// kind, canonical links, Open Graph cards, feed and oEmbed alternates, and JSON-LD (VideoObject, BreadcrumbList).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';
import { registerWebApp } from './web-app.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { staticWebRoutes } from '../test-support/web-routes.ts';

const ORIGIN = 'https://safety.example.kr';
const INDEX = `<!doctype html><html lang="ko"><head>
<!--page-meta:start--><title>기본</title><!--page-meta:end-->
<!--site-config:start--><!--site-config:end--></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let web: FastifyInstance;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(join(tmpdir(), 'page-meta-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  web = Fastify({ logger: false });
  registerErrorHandling(web);
  await registerWebApp(web, { ...t.ctx, config: { ...t.ctx.config, PUBLIC_ORIGIN: ORIGIN } }, { root, api: t.app });
  await web.ready();
});

afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await web.inject({ method: 'GET', url });
  const doc = parse(res.body);
  const meta = (property: string) =>
    doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ??
    doc.querySelector(`meta[name="${property}"]`)?.getAttribute('content');
  return {
    status: res.statusCode,
    doc,
    meta,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: doc.querySelectorAll('link[rel="alternate"]').map((link: HTMLElement) => ({
      type: link.getAttribute('type'),
      href: link.getAttribute('href'),
    })),
    jsonLd: doc
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.textContent) as Record<string, any>),
  };
}

async function aCategoryPair() {
  const child = await t.ctx.db
    .selectFrom('categories as c')
    .innerJoin('categories as p', 'p.id', 'c.parent_id')
    .select(['c.slug as slug', 'c.name as name', 'p.slug as parent'])
    .executeTakeFirstOrThrow();
  const other = await t.ctx.db
    .selectFrom('categories')
    .select('slug')
    .where('parent_id', 'is', null)
    .where('slug', '!=', child.parent)
    .executeTakeFirstOrThrow();
  return { ...child, otherParent: other.slug };
}

describe('status of page addresses', () => {
  it('answers 200 for every page of the web router without a parameter (read from router.tsx)', async () => {
    const routes = staticWebRoutes();
    expect(routes).toEqual(expect.arrayContaining(['/', '/accessible', '/kits', '/search/advanced']));
    for (const route of routes) expect((await page(route)).status, route).toBe(200);
    const accessible = await page('/accessible');
    expect(accessible.meta('og:title')).toBe('수어·자막·화면해설 영상 모음 | 119 안전영상');
    expect(accessible.canonical).toBe(`${ORIGIN}/accessible`);
  });

  it('answers 404 for an unknown category, a category under the wrong parent, keyword, channel, audience or kit', async () => {
    const { slug, parent, otherParent } = await aCategoryPair();
    expect((await page(`/categories/${parent}`)).status).toBe(200);
    expect((await page(`/categories/${parent}/${slug}`)).status).toBe(200);
    for (const url of [
      '/categories/no-such-category',
      `/categories/${parent}/no-such-child`,
      `/categories/${otherParent}/${slug}`,
      `/categories/${parent}/${slug}/extra`,
      `/view/${encodeURIComponent('없는-키워드-입니다')}`,
      '/channels/UCnoSuchChannel000000000',
      '/audience-network/aliens',
      `/kits/${encodeURIComponent('없는-꾸러미')}`,
      '/no/such/page',
    ]) {
      const answer = await page(url);
      expect(answer.status, url).toBe(404);
      expect(answer.doc.querySelector('#root'), url).not.toBeNull();
    }
  });
});

describe('canonical links and Open Graph cards', () => {
  it('gives search, popular and category pages their own card and a canonical address without filters', async () => {
    const search = await page(`/search?q=${encodeURIComponent('소화기')}&sort=date&page=3`);
    expect(search.status).toBe(200);
    expect(search.meta('og:title')).toBe("'소화기' 검색 결과 | 119 안전영상");
    expect(search.meta('og:description')).toContain('소화기');
    expect(search.canonical).toBe(`${ORIGIN}/search?q=${encodeURIComponent('소화기')}`);
    expect(search.meta('og:url')).toBe(search.canonical);

    const popular = await page('/popular?period=week');
    expect(popular.meta('og:title')).toBe('인기 안전영상 | 119 안전영상');
    expect(popular.canonical).toBe(`${ORIGIN}/popular`);

    const { slug, name, parent } = await aCategoryPair();
    const category = await page(`/categories/${parent}/${slug}?page=2`);
    expect(category.meta('og:title')).toBe(`${name} 안전영상 | 119 안전영상`);
    expect(category.meta('twitter:title')).toBe(`${name} 안전영상 | 119 안전영상`);
    expect(category.canonical).toBe(`${ORIGIN}/categories/${parent}/${slug}`);
    expect(category.meta('og:image')).toMatch(/^https:\/\/safety\.example\.kr\//);
  });

  it('names the RSS and Atom feeds (and oEmbed) of a page in <link rel="alternate">', async () => {
    const keyword = await t.ctx.db
      .selectFrom('keyword_master')
      .select('slug')
      .where('status', '=', 'active')
      .orderBy('total_videos', 'desc')
      .executeTakeFirstOrThrow();
    const view = await page(`/view/${encodeURIComponent(keyword.slug)}`);
    const feed = `${ORIGIN}/feeds/keywords/${encodeURIComponent(keyword.slug)}`;
    expect(view.alternates).toEqual(
      expect.arrayContaining([
        { type: 'application/rss+xml', href: `${feed}.xml` },
        { type: 'application/atom+xml', href: `${feed}.atom` },
      ]),
    );
    const oembed = view.alternates.find((link) => link.type === 'application/json+oembed')!;
    expect(new URL(oembed.href!).searchParams.get('url')).toBe(`${ORIGIN}/view/${encodeURIComponent(keyword.slug)}`);
    expect((await page('/')).alternates).toEqual(
      expect.arrayContaining([{ type: 'application/rss+xml', href: `${ORIGIN}/feeds/new.xml` }]),
    );
  });

  it('names the feeds of channel, category, audience and kit pages, and the kit page’s oEmbed', async () => {
    const channel = await t.ctx.db
      .selectFrom('channel_master')
      .select('channel_id')
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    const { slug, parent } = await aCategoryPair();
    const kit = '유치원-소방-안전';
    const cases = [
      { page: `/channels/${channel.channel_id}`, feed: `/feeds/channels/${channel.channel_id}` },
      { page: `/categories/${parent}/${slug}`, feed: `/feeds/categories/${slug}` },
      { page: `/categories/${parent}`, feed: `/feeds/categories/${parent}` },
      { page: '/audience-network/elderly', feed: '/feeds/audiences/elderly' },
      { page: `/kits/${encodeURIComponent(kit)}`, feed: `/feeds/kits/${encodeURIComponent(kit)}` },
    ];
    for (const { page: address, feed } of cases) {
      const answer = await page(address);
      expect(answer.status, address).toBe(200);
      expect(answer.alternates, address).toEqual(
        expect.arrayContaining([
          { type: 'application/rss+xml', href: `${ORIGIN}${feed}.xml` },
          { type: 'application/atom+xml', href: `${ORIGIN}${feed}.atom` },
        ]),
      );
      // Each named feed exists.
      for (const ext of ['xml', 'atom']) expect((await t.app.inject({ method: 'GET', url: `${feed}.${ext}` })).statusCode, feed).toBe(200);
    }
    const kitPage = await page(`/kits/${encodeURIComponent(kit)}`);
    const oembed = kitPage.alternates.find((link) => link.type === 'application/json+oembed')!;
    expect(new URL(oembed.href!).searchParams.get('url')).toBe(`${ORIGIN}/kits/${encodeURIComponent(kit)}`);
    expect((await page(`/channels/${channel.channel_id}`)).alternates.some((link) => link.type === 'application/json+oembed')).toBe(false);
  });
});

describe('structured data (JSON-LD)', () => {
  it('describes a keyword page with a BreadcrumbList from home through its categories to the keyword', async () => {
    const keyword = await t.ctx.db
      .selectFrom('keyword_master')
      .select(['slug', 'keyword'])
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const view = await page(`/view/${encodeURIComponent(keyword.slug)}`);
    const crumbs = view.jsonLd.find((item) => item['@type'] === 'BreadcrumbList')!;
    expect(crumbs['@context']).toBe('https://schema.org');
    const items = crumbs.itemListElement as { '@type': string; position: number; name: string; item: string }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
    expect(items.every((item) => item['@type'] === 'ListItem' && item.item.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(items[0]).toMatchObject({ name: '홈', item: `${ORIGIN}/` });
    expect(items.at(-1)).toMatchObject({ name: keyword.keyword, item: `${ORIGIN}/view/${encodeURIComponent(keyword.slug)}` });
  });

  it('describes the modal’s shared address (?video=) with a VideoObject that search engines accept', async () => {
    const video = await t.ctx.db
      .selectFrom('videos')
      .innerJoin('keyword_master', 'keyword_master.id', 'videos.keyword_id')
      .select(['videos.video_id', 'videos.title', 'videos.duration', 'keyword_master.slug'])
      .where('videos.status', '=', 'published')
      .where('keyword_master.status', '=', 'active')
      .where('videos.duration', '>', 3_600)
      .executeTakeFirstOrThrow();
    const shared = await page(`/view/${encodeURIComponent(video.slug)}?video=${video.video_id}&sort=date`);
    const object = shared.jsonLd.find((item) => item['@type'] === 'VideoObject')!;
    expect(object).toMatchObject({ '@context': 'https://schema.org', name: video.title, inLanguage: 'ko' });
    expect(object.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${video.video_id}`);
    expect(new Date(object.uploadDate).toISOString()).toBe(object.uploadDate);
    expect(object.duration).toMatch(/^PT\d+H\d+M\d+S$/);
    expect(object.thumbnailUrl).toMatch(/^https:\/\//);
    expect(object.description.length).toBeGreaterThan(0);
    expect(object.interactionStatistic.userInteractionCount).toBeGreaterThanOrEqual(0);
    expect(shared.canonical).toBe(`${ORIGIN}/view/${encodeURIComponent(video.slug)}?video=${video.video_id}`);
    expect(object.url).toBe(shared.canonical);
    expect(shared.meta('og:type')).toBe('video.other');
    // The keyword page keeps its breadcrumb; the oEmbed link names the video's address.
    expect(shared.jsonLd.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
    const oembed = shared.alternates.find((link) => link.type === 'application/json+oembed')!;
    expect(new URL(oembed.href!).searchParams.get('url')).toBe(shared.canonical);
  });

  it('cannot be closed early by a title that contains </script>', async () => {
    const video = await t.ctx.db.selectFrom('videos').select('video_id').where('status', '=', 'published').executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('videos')
      .set({ title: '</script><script>alert(1)</script> 소화기' })
      .where('video_id', '=', video.video_id)
      .execute();
    await t.syncCatalogueVersion();
    const shared = await page(`/?video=${video.video_id}`);
    expect(shared.jsonLd[0]!.name).toBe('</script><script>alert(1)</script> 소화기');
    expect(shared.doc.querySelectorAll('script:not([type])').length).toBe(0);
  });
});
