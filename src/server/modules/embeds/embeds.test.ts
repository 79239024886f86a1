// oEmbed (checked against the oEmbed 1.0 schema), the embeddable lists (facades only: nothing from YouTube until a
// press), their CSP (frame-ancestors from EMBED_ALLOWED_ORIGINS, every other page 'self'), and the thumbnail relay.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OembedSchema } from '../../../shared/api/oembed.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { EMBED_ASSET_PATHS, EMBED_FONTS_CSS_PATH } from './embed-assets.ts';

const ORIGIN = 'https://119video.example.kr';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

let t: TestApp;
let images: Server;
const imageRequests: string[] = [];

beforeAll(async () => {
  images = createServer((request, response) => {
    imageRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  const { port } = images.address() as AddressInfo;
  t = await createTestApp(3_000, { env: { PUBLIC_ORIGIN: ORIGIN, YOUTUBE_IMAGE_BASE_URL: `http://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => images?.close(resolve));
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const oembed = (url: string, extra: Record<string, string> = {}) => get(`/api/oembed?${new URLSearchParams({ url, ...extra })}`);

/** The rules of the oEmbed 1.0 spec (oembed.com §2.3.4), written apart from the app's own contract. */
function expectOembed10(body: Record<string, unknown>) {
  expect(body.version).toBe('1.0');
  expect(['photo', 'video', 'link', 'rich']).toContain(body.type);
  for (const field of ['title', 'author_name', 'author_url', 'provider_name', 'provider_url', 'thumbnail_url']) {
    if (field in body) expect(typeof body[field], field).toBe('string');
  }
  if ('cache_age' in body) expect(Number.isInteger(body.cache_age)).toBe(true);
  // The thumbnail fields come all three or not at all.
  const thumbnail = ['thumbnail_url', 'thumbnail_width', 'thumbnail_height'].filter((field) => field in body);
  expect([0, 3]).toContain(thumbnail.length);
  if (body.type === 'video' || body.type === 'rich') {
    expect(typeof body.html).toBe('string');
    expect(Number.isInteger(body.width) && (body.width as number) > 0).toBe(true);
    expect(Number.isInteger(body.height) && (body.height as number) > 0).toBe(true);
  }
}

async function topKeyword() {
  return t.ctx.db
    .selectFrom('keyword_master')
    .select(['slug', 'keyword'])
    .where('status', '=', 'active')
    .orderBy('total_videos', 'desc')
    .executeTakeFirstOrThrow();
}

describe('oEmbed', () => {
  it('describes a keyword page as a rich embed whose iframe is the embeddable list', async () => {
    const keyword = await topKeyword();
    const res = await oembed(`${ORIGIN}/view/${encodeURIComponent(keyword.slug)}`, { maxwidth: '500' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expectOembed10(res.json());
    const body = OembedSchema.parse(res.json());
    expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: '119 안전영상', width: 500 });
    expect(body.title).toContain(keyword.keyword);
    const frame = parse(body.html).querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`${ORIGIN}/embed/keywords/${encodeURIComponent(keyword.slug)}`);
    expect(frame.getAttribute('title')).toBe(body.title);
    expect(frame.getAttribute('width')).toBe('500');
  });

  it('describes a kit page as a rich embed whose iframe is the kit’s embeddable list (oEmbed 1.0 rules)', async () => {
    const kit = await t.ctx.db
      .selectFrom('lesson_kits')
      .select(['slug', 'title'])
      .where('slug', '=', '유치원-소방-안전')
      .executeTakeFirstOrThrow();
    const res = await oembed(`${ORIGIN}/kits/${encodeURIComponent(kit.slug)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const raw = res.json() as Record<string, unknown>;
    expectOembed10(raw);
    const body = OembedSchema.parse(raw);
    expect(body).toMatchObject({ version: '1.0', type: 'rich', provider_name: '119 안전영상', provider_url: `${ORIGIN}/` });
    expect(body.title).toContain(kit.title);
    const frame = parse(body.html).querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`${ORIGIN}/embed/kits/${encodeURIComponent(kit.slug)}`);
    expect(frame.getAttribute('title')).toBe(body.title);
    expect((await get(new URL(frame.getAttribute('src')!).pathname)).statusCode).toBe(200);
    expect((await oembed(`${ORIGIN}/kits/${encodeURIComponent('없는-꾸러미')}`)).statusCode).toBe(404);
  });

  it('describes a shared video address (?video=) as a video embed', async () => {
    const video = await t.ctx.db
      .selectFrom('videos')
      .select(['video_id', 'title', 'channel_name'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    const res = await oembed(`${ORIGIN}/popular?video=${video.video_id}`);
    expectOembed10(res.json());
    const body = OembedSchema.parse(res.json());
    expect(body).toMatchObject({ type: 'video', title: video.title, author_name: video.channel_name });
    expect(parse(body.html).querySelector('iframe')!.getAttribute('src')).toBe(`${ORIGIN}/embed/videos/${video.video_id}`);
  });

  it('answers 404 for another site’s or an unknown address, 501 for XML, 400 without a url', async () => {
    expect((await oembed('https://evil.example/view/소화기')).statusCode).toBe(404);
    expect((await oembed(`${ORIGIN}/view/${encodeURIComponent('없는-키워드')}`)).statusCode).toBe(404);
    expect((await oembed(`${ORIGIN}/channels`)).statusCode).toBe(404);
    expect((await oembed('not a url')).statusCode).toBe(404);
    const keyword = await topKeyword();
    expect((await oembed(`${ORIGIN}/view/${encodeURIComponent(keyword.slug)}`, { format: 'xml' })).statusCode).toBe(501);
    const missing = await get('/api/oembed');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('url');
  });
});

describe('embeddable lists', () => {
  it('shows facades only: thumbnails through this server, no YouTube address in the page, titled buttons', async () => {
    const keyword = await topKeyword();
    const res = await get(`/embed/keywords/${encodeURIComponent(keyword.slug)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toMatch(/youtube|ytimg|googlevideo/i);
    const doc = parse(res.body);
    expect(doc.querySelector('html')!.getAttribute('lang')).toBe('ko');
    expect(doc.querySelector('html')!.getAttribute('data-theme')).toBe('dark');
    const buttons = doc.querySelectorAll('button[data-video]');
    expect(buttons.length).toBe(6);
    for (const button of buttons) {
      expect(button.getAttribute('aria-label')).toMatch(/^재생: .+/);
      expect(button.querySelector('img')!.getAttribute('src')).toBe(`/embed/thumbnails/${button.getAttribute('data-video')}.jpg`);
    }
    expect(doc.querySelector(`script[src="${EMBED_ASSET_PATHS.js}"]`)).not.toBeNull();
    expect(doc.querySelector('a[target="_blank"]')!.getAttribute('href')).toBe(`${ORIGIN}/view/${encodeURIComponent(keyword.slug)}`);
  });

  it('links the site’s Pretendard rules and lists Pretendard last, so only a device without a Korean font fetches it', async () => {
    const keyword = await topKeyword();
    const kit = `/embed/kits/${encodeURIComponent('유치원-소방-안전')}`;
    for (const path of [`/embed/keywords/${encodeURIComponent(keyword.slug)}`, kit, `/embed/kits/${encodeURIComponent('없는-꾸러미')}`]) {
      const res = await get(path);
      const sheets = parse(res.body)
        .querySelectorAll('link[rel="stylesheet"]')
        .map((link) => link.getAttribute('href'));
      // The same file /emergency links (vite.config.ts writes it), not a copy of its own.
      expect(sheets, path).toEqual([EMBED_ASSET_PATHS.css, '/emergency-fonts.css']);
      expect(EMBED_FONTS_CSS_PATH).toBe('/emergency-fonts.css');
      // Its fonts come from this origin: the embed CSP allows them.
      expect(String(res.headers['content-security-policy']), path).toMatch(/font-src 'self'/);
    }
    const css = (await get(EMBED_ASSET_PATHS.css)).body;
    const stack = /body\{[^}]*font:[^;}]*?16px\/1\.5 ([^;}]+)/.exec(css)?.[1]?.split(',');
    expect(stack?.slice(-2)).toEqual(['"Pretendard Variable"', 'sans-serif']);
    expect(stack).toContain('"Noto Sans KR"');
  });

  it('takes ?limit= and ?theme=, ignores nonsense in them, and answers 404 for an unknown list', async () => {
    const keyword = await topKeyword();
    const base = `/embed/keywords/${encodeURIComponent(keyword.slug)}`;
    const light = parse((await get(`${base}?limit=3&theme=light`)).body);
    expect(light.querySelectorAll('button[data-video]').length).toBe(3);
    expect(light.querySelector('html')!.getAttribute('data-theme')).toBe('light');
    const odd = parse((await get(`${base}?limit=9999&theme=<x>`)).body);
    expect(odd.querySelectorAll('button[data-video]').length).toBe(6);
    expect(odd.querySelector('html')!.getAttribute('data-theme')).toBe('dark');
    const unknown = await get(`/embed/keywords/${encodeURIComponent('없는-키워드')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('may be framed by anyone by default, while every other page keeps frame-ancestors self', async () => {
    const keyword = await topKeyword();
    const embed = await get(`/embed/keywords/${encodeURIComponent(keyword.slug)}`);
    const csp = String(embed.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("img-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/api/health', '/feeds/new.xml', '/robots.txt']) {
      const other = await get(url);
      expect(String(other.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
      expect(other.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('lists only the origins EMBED_ALLOWED_ORIGINS names', async () => {
    const limited = await createTestApp(200, {
      env: { PUBLIC_ORIGIN: ORIGIN, EMBED_ALLOWED_ORIGINS: 'https://school.example.kr, http://localhost:8080' },
    });
    try {
      const keyword = await limited.ctx.db
        .selectFrom('keyword_master')
        .select('slug')
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      const res = await limited.app.inject({ url: `/embed/keywords/${encodeURIComponent(keyword.slug)}` });
      expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors https://school.example.kr http://localhost:8080;');
    } finally {
      await limited.close();
    }
  });

  it('relays a public video’s thumbnail (kept in memory) and a gray card for anything else', async () => {
    const video = await t.ctx.db.selectFrom('videos').select('video_id').where('status', '=', 'published').executeTakeFirstOrThrow();
    const first = await get(`/embed/thumbnails/${video.video_id}.jpg`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload.equals(JPEG)).toBe(true);
    await get(`/embed/thumbnails/${video.video_id}.jpg`);
    expect(imageRequests.filter((url) => url === `/vi/${video.video_id}/mqdefault.jpg`)).toHaveLength(1);
    const draft = await t.ctx.db.selectFrom('videos').select('video_id').where('status', '=', 'draft').executeTakeFirstOrThrow();
    const hidden = await get(`/embed/thumbnails/${draft.video_id}.jpg`);
    expect(hidden.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(imageRequests.some((url) => url.includes(draft.video_id))).toBe(false);
  });
});
