// robots.txt and the sitemaps on a seeded catalogue: schema-valid (xmllint against the sitemap XSDs), one URL per
// public page, lastmod from the data, absolute URLs from PUBLIC_ORIGIN, fresh after a change, ETag/304.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { AUDIENCE_TYPES } from '../../../shared/constants/audiences.ts';
import { staticWebRoutes, webRoutePaths } from '../../test-support/web-routes.ts';

const ORIGIN = 'https://119video.example.kr';
const schema = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`./schemas/${name}`, import.meta.url), 'utf8'),
});
/** Pages of the web router that crawlers are not sent to, each with its reason; every other page is in the sitemap. */
const NOT_INDEXED: Record<string, string> = {
  '/search': 'results of a query the visitor types',
  '/search/advanced': 'a search form',
  '/channels-old': 'the old channel list, the same channels as /channels',
  '/diagnostic': 'a connection check for staff',
  '/supabase-diagnostic': 'the old address of the connection check',
};
/** Web routes with a parameter, and the sitemap file that lists their pages. */
const PARAMETER_ROUTES: Record<string, string> = {
  '/view/:slug': 'keywords',
  '/channels/:channelId': 'channels',
  '/categories/:parentSlug': 'categories',
  '/categories/:parentSlug/:slug': 'categories',
  '/kits/:slug': 'kits',
  '/audience-network/:audienceType': 'pages',
};
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(3_000, { env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function expectValid(xml: string, xsd: string) {
  const result = await validateXML({ xml: { fileName: 'doc.xml', contents: xml }, schema: schema(xsd) });
  expect(result.errors, JSON.stringify(result.errors.slice(0, 3))).toEqual([]);
  expect(result.valid).toBe(true);
}

async function sitemapUrls(): Promise<{ files: { loc: string; lastmod: string }[]; urls: { loc: string; lastmod: string }[] }> {
  const index = await get('/sitemap.xml');
  const files = parser.parse(index.body).sitemapindex.sitemap as { loc: string; lastmod: string }[];
  const urls = [];
  for (const file of files) {
    const res = await get(file.loc.slice(ORIGIN.length));
    expect(res.statusCode, file.loc).toBe(200);
    urls.push(...(parser.parse(res.body).urlset.url as { loc: string; lastmod: string }[]));
  }
  return { files, urls };
}

describe('robots.txt', () => {
  it('is plain text that names the sitemap index and keeps the admin area and its API out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /119sys-ctrl');
    expect(lines).toContain('Disallow: /api/admin');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is a schema-valid sitemap index of schema-valid files, one per kind, with absolute URLs from PUBLIC_ORIGIN', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    await expectValid(index.body, 'siteindex.xsd');
    const files = parser.parse(index.body).sitemapindex.sitemap as { loc: string }[];
    expect(files.map((file) => file.loc)).toEqual(
      expect.arrayContaining(['pages', 'keywords', 'channels', 'categories'].map((kind) => `${ORIGIN}/sitemaps/${kind}.xml`)),
    );
    for (const file of files) {
      const res = await get(file.loc.slice(ORIGIN.length));
      await expectValid(res.body, 'sitemap.xsd');
    }
    // The check itself can fail: a lastmod that is no W3C date is refused.
    const broken = index.body.replace(/<lastmod>[^<]+<\/lastmod>/, '<lastmod>어제</lastmod>');
    expect((await validateXML({ xml: { fileName: 'doc.xml', contents: broken }, schema: schema('siteindex.xsd') })).valid).toBe(false);
  });

  it('lists exactly the public pages: active keywords, active channels, every category, kits and the fixed pages', async () => {
    const { urls } = await sitemapUrls();
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(t.ctx.db)).rows[0]!.n);
    const keywords = await count(sql<{ n: number }>`SELECT count(*) AS n FROM keyword_master WHERE status = 'active'`);
    const channels = await count(sql<{ n: number }>`SELECT count(*) AS n FROM channel_master WHERE is_active`);
    const categories = await count(sql<{ n: number }>`SELECT count(*) AS n FROM categories`);
    const kits = await count(sql<{ n: number }>`SELECT count(*) AS n FROM lesson_kits`);
    // The fixed pages come from the web router, not from the sitemap's own list: a public page added there and
    // missing here fails. Every parameter route must be one a sitemap file covers (or be named above).
    expect(webRoutePaths().filter((route) => route.includes(':') && !route.startsWith('/119sys-ctrl'))).toEqual(
      Object.keys(PARAMETER_ROUTES).sort(),
    );
    const fixedPages = staticWebRoutes().filter((route) => !(route in NOT_INDEXED));
    expect(fixedPages).toEqual(expect.arrayContaining(['/', '/popular', '/accessible', '/kits']));
    const audiencePages = AUDIENCE_TYPES.map((type) => `/audience-network/${type}`);
    const pagesFile = parser.parse((await get('/sitemaps/pages.xml')).body).urlset.url as { loc: string }[];
    expect(pagesFile.map((url) => url.loc.slice(ORIGIN.length) || '/').sort()).toEqual([...fixedPages, ...audiencePages].sort());
    expect(urls.length).toBe(keywords + channels + categories + kits + fixedPages.length + audiencePages.length);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    expect(urls.every((url) => url.loc.startsWith(`${ORIGIN}/`))).toBe(true);
    // Korean slugs are percent-encoded, and decode back to a keyword that exists.
    const keyword = urls.find((url) => url.loc.includes('/view/'))!;
    expect(keyword.loc).toMatch(/^https:\/\/119video\.example\.kr\/view\/(%[0-9A-F]{2}|[A-Za-z0-9-])+$/);
    const slug = decodeURIComponent(keyword.loc.split('/view/')[1]!);
    const row = await t.ctx.db.selectFrom('keyword_master').select('updated_at').where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(keyword.lastmod).toBe(`${row.updated_at.toISOString().slice(0, 19)}Z`);
  });

  it('shows a change at once (a new keyword, a deactivated channel) and answers 304 to a reader that has it', async () => {
    const before = await get('/sitemaps/keywords.xml');
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toMatch(/^public, max-age=60, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect((await get('/sitemaps/keywords.xml', { 'if-none-match': etag })).statusCode).toBe(304);

    await sql`INSERT INTO keyword_master (slug, keyword, search_keyword) VALUES ('새-사이트맵-키워드', '새 사이트맵 키워드', '새 사이트맵 키워드')`.execute(
      t.ctx.db,
    );
    const channel = await t.ctx.db
      .selectFrom('channel_master')
      .select('channel_id')
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('channel_master').set({ is_active: false }).where('channel_id', '=', channel.channel_id).execute();
    await t.syncCatalogueVersion();
    try {
      const after = await get('/sitemaps/keywords.xml', { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain(`${ORIGIN}/view/${encodeURIComponent('새-사이트맵-키워드')}`);
      expect((await get('/sitemaps/channels.xml')).body).not.toContain(`/channels/${channel.channel_id}<`);
    } finally {
      await sql`DELETE FROM keyword_master WHERE slug = '새-사이트맵-키워드'`.execute(t.ctx.db);
      await t.ctx.db.updateTable('channel_master').set({ is_active: true }).where('channel_id', '=', channel.channel_id).execute();
      await t.syncCatalogueVersion();
    }
  });

  it('answers 404 for a file that does not exist', async () => {
    for (const name of ['videos.xml', 'keywords-2.xml', 'keywords.txt', '..%2Fsitemap.xml']) {
      expect((await get(`/sitemaps/${name}`)).statusCode, name).toBe(404);
    }
  });
});
