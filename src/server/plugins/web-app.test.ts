// The web-app plugin on a fake build: caching, SPA fallback, per-page Open Graph tags, route preloads.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';
import { isApiUrl, registerWebApp } from './web-app.ts';
import { siteOrigin } from '../core/site-origin.ts';
import { catalogueChanged } from '../core/catalogue.ts';
import { clearSetting, saveSetting } from '../../db/repositories/site-settings.repo.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const INDEX = `<!doctype html><html lang="ko"><head>
<!--page-meta:start--><title>기본</title><!--page-meta:end-->
<!--site-config:start--><meta name="site:contact-email" content="x@example.kr" /><!--site-config:end-->
<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  'src/web/features/search/SearchPage.tsx': { file: 'assets/SearchPage-9.js', isDynamicEntry: true, imports: ['_vendor.js', '_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
};

const SHELLS = {
  '/': '<div inert="">HOME</div>',
  '*': '<div inert="">OTHER</div>',
  '/popular': '<div inert="">NAV /popular</div>',
  '/channels': '<div inert="">NAV /channels</div>',
  '/channels?type=fire_dept': '<div inert="">CHANNELS fire_dept</div>',
  '/channels?type=domestic': '<div inert="">CHANNELS domestic</div>',
};

let t: TestApp;
let web: FastifyInstance;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(join(tmpdir(), 'web-app-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets/index-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  writeFileSync(join(root, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(root, 'shells.json'), JSON.stringify(SHELLS));
  web = Fastify({ logger: false });
  registerErrorHandling(web);
  web.get('/api/health', async () => ({ ok: true }));
  await registerWebApp(web, t.ctx, { root, api: t.app });
  await web.ready();
});

afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => web.inject({ method: 'GET', url });

describe('web app plugin', () => {
  it('writes the contact addresses in force into each page: a saved site setting applies without a restart', async () => {
    await saveSetting(t.ctx.db, 'inquiryEmail', 'report-page@119.example.kr', new Date(), 'test');
    await catalogueChanged(t.ctx);
    try {
      const page = await get('/');
      expect(page.body).toContain('<meta name="site:inquiry-email" content="report-page@119.example.kr" />');
      expect(page.body).toContain(`<meta name="site:contact-email" content="${t.ctx.config.CONTACT_EMAIL}" />`);
    } finally {
      await clearSetting(t.ctx.db, 'inquiryEmail');
      await catalogueChanged(t.ctx);
    }
  });

  it('serves index.html with a validator (browsers ask again, a CDN briefly keeps it) and the configured addresses, hashed assets as immutable', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=120, stale-if-error=86400');
    expect(home.body).toContain(`<meta name="site:contact-email" content="${t.ctx.config.CONTACT_EMAIL}" />`);
    expect(home.body).toContain('<meta property="og:title" content="119 안전영상 — 소방·안전 영상 모음" />');
    const asset = await get('/assets/index-abc.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Unhashed files (the banner's and /emergency's CSS and script among them) survive an origin outage in a CDN too.
    expect((await get('/favicon.svg')).headers['cache-control']).toBe(
      'public, max-age=3600, stale-while-revalidate=14400, stale-if-error=86400',
    );
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).headers['content-type']).toMatch(/text\/html/);
  });

  it('falls back to the SPA for client routes (404 status for unknown ones) and keeps JSON 404s for /api', async () => {
    expect((await get('/popular')).statusCode).toBe(200);
    expect((await get('/audience-network/children')).statusCode).toBe(200);
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' } });
    for (const spelling of ['/ap%69%2Fhealth', '/API/nothing', '//api/x', '/%61pi%2fvideos?x=1']) {
      const other = await get(spelling);
      expect(other.statusCode, spelling).toBe(404);
      expect(other.json().success, spelling).toBe(false);
    }
  });

  it('before a build: pages get the 503 build notice, API addresses under any spelling still get the JSON 404', async () => {
    const unbuilt = Fastify({ logger: false });
    registerErrorHandling(unbuilt);
    await registerWebApp(unbuilt, t.ctx, { root: join(root, 'no-build-here') });
    await unbuilt.ready();
    try {
      expect((await unbuilt.inject({ url: '/popular' })).statusCode).toBe(503);
      for (const url of ['/ap%69%2Fhealth', '/api/nothing', '/%61pi/x?y=1']) {
        const res = await unbuilt.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().success, url).toBe(false);
      }
    } finally {
      await unbuilt.close();
    }
  });

  it('knows an API address under other spellings, and a page whose name merely starts with api is not one', () => {
    for (const url of ['/api', '/api?x=1', '/api/videos', '/ap%69%2Fhealth', '/API/health', '//api/x', '/%61pi'])
      expect(isApiUrl(url), url).toBe(true);
    expect(isApiUrl('/api/%E0%A4%A')).toBe(true); // a malformed escape is judged on the raw text
    for (const url of ['/apis', '/api-docs', '/popular', '/search?q=/api/']) expect(isApiUrl(url), url).toBe(false);
  });

  it('writes the keyword, channel and video into the Open Graph tags, escaped', async () => {
    const keyword = await t.ctx.db
      .selectFrom('keyword_master')
      .select(['slug', 'keyword'])
      .where('status', '=', 'active')
      .orderBy('total_videos', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const page = await get(`/view/${encodeURIComponent(keyword.slug)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<meta property="og:title" content="${keyword.keyword} 안전영상 | 119 안전영상" />`);
    expect((await get('/view/no-such-keyword')).statusCode).toBe(404);

    const channel = await t.ctx.db.selectFrom('channel_master').select(['channel_id', 'channel_name']).limit(1).executeTakeFirstOrThrow();
    const channelPage = await get(`/channels/${channel.channel_id}`);
    expect(channelPage.body).toContain(`<meta property="og:title" content="${channel.channel_name} | 119 안전영상" />`);
    expect(channelPage.body).toContain('<meta property="og:type" content="profile" />');

    const video = await t.ctx.db
      .selectFrom('videos')
      .select(['video_id'])
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const videoPage = await get(`/popular?video=${video.video_id}`);
    expect(videoPage.body).toContain('<meta property="og:type" content="video.other" />');
    expect(videoPage.body).toMatch(/<meta property="og:image" content="https:\/\//);
    expect(videoPage.body).not.toMatch(/content="[^"]*<script/);
  });

  it('preloads the lazy chunk of the requested route, not what the entry already loads', async () => {
    const page = await get('/search?q=x');
    expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/SearchPage-9.js">');
    expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-2.js">');
    expect(page.body).not.toContain('href="/assets/vendor-1.js"');
    expect((await get('/')).body).not.toContain('modulepreload');
  });

  it('puts the static shell of the page inside #root: the hero on /, the list title on /channels, none for the admin area', async () => {
    const body = async (url: string) => (await get(url)).body;
    expect(await body('/')).toContain('<div id="root"><div inert="">HOME</div></div>');
    expect(await body('/channels')).toContain('<div id="root"><div inert="">CHANNELS fire_dept</div></div>');
    expect(await body('/channels?type=domestic')).toContain('<div id="root"><div inert="">CHANNELS domestic</div></div>');
    expect(await body('/channels?type=nonsense')).toContain('CHANNELS fire_dept');
    expect(await body('/channels/UC123')).toContain('<div id="root"><div inert="">NAV /channels</div></div>');
    expect(await body('/popular')).toContain('NAV /popular');
    expect(await body('/search?q=x')).toContain('<div id="root"><div inert="">OTHER</div></div>');
    expect(await body('/119sys-ctrl/dashboard')).toContain('<div id="root"></div>');
    expect(await body('/no/such/page')).toContain('<div id="root"></div>');
  });

  it('sends the first API answers of the search and keyword pages with the HTML, escaped, for the URLs the page asks for', async () => {
    const block = (html: string) => {
      const match = /<script type="application\/json" id="initial-api">([^]*?)<\/script>/.exec(html);
      return match ? (JSON.parse(match[1]!) as Record<string, { success: boolean }>) : null;
    };
    const search = block((await get(`/search?q=${encodeURIComponent('소화기')}&sortBy=upload_date`)).body);
    expect(Object.keys(search ?? {})).toEqual([`/api/search?q=${encodeURIComponent('소화기')}&page=1&sort=upload_date`]);
    expect(Object.values(search!)[0]!.success).toBe(true);
    const keyword = await t.ctx.db
      .selectFrom('keyword_master')
      .select(['slug'])
      .where('status', '=', 'active')
      .orderBy('total_videos', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const slug = encodeURIComponent(keyword.slug);
    const view = block((await get(`/view/${slug}?page=2`)).body);
    expect(Object.keys(view ?? {}).sort()).toEqual([
      `/api/keywords/${slug}`,
      `/api/keywords/${slug}/videos?page=2&limit=20&sort=view_count&order=desc&period=all`,
    ]);
    // Unknown keywords and pages without a first request get no block; no answer can close the element early.
    expect(block((await get('/view/no-such-keyword')).body)).toBeNull();
    expect(block((await get('/search')).body)).toBeNull();
    expect((await get(`/search?q=${encodeURIComponent('</script><b>')}`)).body).not.toContain('</script><b>');
  });

  it('explains how to build when there is no build', async () => {
    const bare = Fastify({ logger: false });
    registerErrorHandling(bare);
    await registerWebApp(bare, t.ctx, { root: join(root, 'missing') });
    const response = await bare.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    expect((await bare.inject({ method: 'GET', url: '/api/x' })).statusCode).toBe(404);
    await bare.close();
  });

  // Og:url, canonical and og:image echoed whatever Host the request named.
  it('writes absolute URLs from PUBLIC_ORIGIN, else the configured host and port, never from the request Host', async () => {
    const links = (html: string) => ({
      canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
      ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
      ogImage: /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1],
    });
    const forged = await web.inject({ method: 'GET', url: '/popular?x=1', headers: { host: 'evil.example:666' } });
    // The canonical address drops a query that does not name the page.
    expect(links(forged.body)).toEqual({
      canonical: 'http://127.0.0.1:3000/popular',
      ogUrl: 'http://127.0.0.1:3000/popular',
      ogImage: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\//),
    });
    const proxied = await web.inject({
      method: 'GET',
      url: '/popular',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(proxied.body).not.toContain('evil.example');

    const configured = Fastify({ logger: false });
    registerErrorHandling(configured);
    const config = { ...t.ctx.config, PUBLIC_ORIGIN: 'https://safety.example.kr' };
    await registerWebApp(configured, { ...t.ctx, config }, { root, api: t.app });
    const page = await configured.inject({ method: 'GET', url: '/channels', headers: { host: 'evil.example' } });
    expect(links(page.body)).toEqual({
      canonical: 'https://safety.example.kr/channels',
      ogUrl: 'https://safety.example.kr/channels',
      ogImage: expect.stringMatching(/^https:\/\/safety\.example\.kr\//),
    });
    await configured.close();
  });

  it('without PUBLIC_ORIGIN, a wildcard listening address is written as localhost', () => {
    expect(siteOrigin({ ...t.ctx.config, HOST: '0.0.0.0', PORT: 8080, PUBLIC_ORIGIN: undefined }, null)).toBe('http://localhost:8080');
    expect(
      siteOrigin({ ...t.ctx.config, HOST: '::', PORT: 0, PUBLIC_ORIGIN: undefined }, { address: '::', family: 'IPv6', port: 40123 }),
    ).toBe('http://localhost:40123');
    expect(siteOrigin({ ...t.ctx.config, HOST: '::1', PORT: 3000, PUBLIC_ORIGIN: undefined }, null)).toBe('http://[::1]:3000');
    expect(siteOrigin({ ...t.ctx.config, PUBLIC_ORIGIN: 'https://safety.example.kr' }, null)).toBe('https://safety.example.kr');
  });
});
