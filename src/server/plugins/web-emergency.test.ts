// The disaster-notice banner in every public page, the server-rendered /emergency pages, and HTML validators (304).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlert } from '../../db/repositories/disaster-alerts.repo.ts';
import { catalogueChanged } from '../core/catalogue.ts';
import { TestClock } from '../test-support/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerWebApp } from './web-app.ts';

const INDEX = `<!doctype html><html lang="ko"><head>
<!--page-meta:start--><title>기본</title><!--page-meta:end-->
<!--site-config:start--><!--site-config:end-->
</head><body><div id="root"></div></body></html>`;
const ALERT_CSS = fileURLToPath(new URL('../../web/public/alert.css', import.meta.url));
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let web: FastifyInstance;
let root: string;
const clock = new TestClock();
let videos: string[];

beforeAll(async () => {
  t = await createTestApp(300, { now: clock.now });
  root = mkdtempSync(join(tmpdir(), 'web-emergency-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  web = Fastify({ logger: false });
  registerErrorHandling(web);
  await registerWebApp(web, t.ctx, { root, api: t.app });
  await web.ready();
  videos = (await t.ctx.db.selectFrom('videos').select('video_id').where('is_public', '=', true).limit(3).execute()).map((v) => v.video_id);
});

afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

async function declare(regions: string[], title: string, hours = 2) {
  const alert = await insertAlert(
    t.ctx.db,
    {
      hazard: 'earthquake',
      regions,
      title,
      message: '흔들림이 멈출 때까지 몸을 보호하세요.',
      steps: ['흔들릴 때는 탁자 아래로', '흔들림이 멈추면 계단으로 대피'],
      videoIds: videos,
      links: [{ label: '국민재난안전포털', url: 'https://www.safekorea.go.kr/' }],
      startsAt: clock.now(),
      endsAt: new Date(clock.time + hours * HOUR),
    },
    clock.now(),
    'test',
  );
  await catalogueChanged(t.ctx);
  return alert;
}

describe('with no notice in force', () => {
  it('pages carry no banner; /emergency says so and shows the everyday basics, with no JavaScript needed', async () => {
    const home = await get('/');
    expect(home.body).not.toContain('alert-banner');
    const page = await get('/emergency');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('지금 효력이 있는 재난 공지는 없습니다');
    expect(page.body).toContain('평소에 알아 둘 안전 수칙');
    expect(page.body).not.toMatch(/<script type="module"/);
  });
});

describe('with notices in force', () => {
  it('every public page carries the banner before the app root (first paint), linking to the notice; the admin area does not', async () => {
    const national = await declare(['전국'], '경북 경주 규모 5.8 지진');
    const regional = await declare(['서울', '경기'], '서울 호우 경보');
    for (const path of ['/', '/search?q=지진', '/view/fire', '/popular']) {
      const page = await get(path);
      const banner = page.body.indexOf('id="alert-banner"');
      expect(banner, path).toBeGreaterThan(0);
      expect(banner).toBeLessThan(page.body.indexOf('<div id="root">'));
      expect(page.body).toContain(`href="/emergency/${national.id}"`);
      expect(page.body).toContain(`data-regions="서울 경기"`);
      expect(page.body).toContain('<link rel="stylesheet" href="/alert.css" />');
      expect(page.body).toContain('role="status"');
    }
    expect((await get('/119sys-ctrl')).body).not.toContain('alert-banner');
    const list = await get('/emergency');
    expect(list.body).toContain('경북 경주 규모 5.8 지진');
    expect(list.body).toContain('흔들릴 때는 탁자 아래로');
    expect(list.body).toContain(`href="https://www.youtube.com/watch?v=${videos[0]}"`);
    expect(list.body).toContain('loading="lazy"');
    expect(list.body).toContain('우리 지역');
    const one = await get(`/emergency/${regional.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toMatch(/<h1[^>]*>서울 호우 경보<\/h1>/);
    expect((await get('/emergency/999999')).statusCode).toBe(404);
  });

  it('the page and its stylesheet stay under 100 KB before thumbnails', async () => {
    const page = await get('/emergency');
    const css = readFileSync(ALERT_CSS);
    expect(page.rawPayload.length + css.length).toBeLessThan(100 * 1024);
  });

  it('a notice leaves every page at its end, by the clock alone', async () => {
    const short = await declare(['전국'], '곧 끝나는 공지', 1);
    expect((await get('/')).body).toContain(`/emergency/${short.id}`);
    clock.advance(HOUR);
    expect((await get('/')).body).not.toContain(`/emergency/${short.id}`);
    expect((await get('/emergency')).body).not.toContain('곧 끝나는 공지');
  });
});

describe('validators on HTML pages', () => {
  it('answers 304 to a matching If-None-Match, for app pages and /emergency, with CDN-friendly caching', async () => {
    for (const path of ['/', '/popular', '/emergency']) {
      const first = await get(path);
      const etag = first.headers.etag as string;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toMatch(/stale-while-revalidate=\d+, stale-if-error=\d+/);
      const again = await get(path, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
      // Each content-coding is its own representation with its own validator (RFC 9110; issue 25 item 10).
      const gzipped = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.etag).toBe(etag.replace(/"$/, '-gz"'));
      const gzippedAgain = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': gzipped.headers.etag as string });
      expect(gzippedAgain.statusCode, path).toBe(304);
    }
  });
});

describe('while the database is away', () => {
  it('pages answered once come from their last good copy (with their age); a page never built still answers', async () => {
    const videoPage = `/?video=${videos[0]}`;
    for (const path of ['/', '/popular', '/emergency', videoPage]) expect((await get(path)).statusCode).toBe(200);
    const shareTitle = (html: string) => /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
    const titleBefore = shareTitle((await get(videoPage)).body);
    expect(titleBefore).toBeTruthy();
    for (let i = 0; i < 30; i += 1) await get(`/search?q=${i}`);
    const realDb = t.ctx.db;
    t.ctx.db = realDb.withPlugin({
      transformQuery: () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      transformResult: async (args) => args.result,
    });
    await catalogueChanged(t.ctx).catch(() => t.ctx.cache.setVersion(t.ctx.cache.version + 1));
    try {
      // Pages that need nothing from the database are simply built again; the notices come from memory.
      for (const path of ['/', '/popular', '/emergency']) expect((await get(path)).statusCode, path).toBe(200);
      expect((await get('/emergency')).body).toContain('경북 경주 규모 5.8 지진');
      // A video's page reads its title for the share tags: the page's last good copy, or the page built again from
      // the title remembered before the outage (memo keeps its last value, ADR 0028); either way the same share card.
      const page = await get(videoPage);
      expect(page.statusCode).toBe(200);
      expect(shareTitle(page.body)).toBe(titleBefore);
      if (page.headers['x-served-from'] === 'last-good') expect(page.headers.age).toMatch(/^\d+$/);
      const fresh = await get(`/?video=${videos[1]}`);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.body).toContain('<div id="root">');
    } finally {
      t.ctx.db = realDb;
    }
  });
});
