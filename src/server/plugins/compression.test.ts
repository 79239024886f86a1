import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../core/encoded-body.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { registerCompression } from './compression.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerWebApp } from './web-app.ts';

// Issue 25 item 11: the origin compresses (brotli, else gzip) and always says Vary: Accept-Encoding; what it
// compressed once (cached answers, pages, built assets) is never compressed twice.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(300);
});
afterAll(() => t?.close());

const get = (url: string, encoding?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...extra } });
const decode = (res: Awaited<ReturnType<typeof get>>) => {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
};

describe('compression at the origin', () => {
  it('public API JSON: brotli or gzip as asked, identical to the plain answer, Vary on every variant', async () => {
    const url = '/api/videos?limit=20';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [asked, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await get(url, asked);
      expect(res.headers['content-encoding'], asked).toBe(sent);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(res)).toBe(plain.body);
    }
  });

  // RFC 9110 8.8.3: a strong validator names one representation; the br, gzip and plain bodies are three.
  it('each content-coding has its own strong ETag, and each revalidates to 304 (a tag of another coding does not)', async () => {
    const url = '/api/videos?limit=20';
    const tags = new Map<string, string>();
    for (const asked of ['br', 'gzip', undefined]) {
      const res = await get(url, asked);
      const etag = String(res.headers.etag);
      expect(etag, String(asked)).toMatch(/^"[^"]+"$/);
      tags.set(String(asked), etag);
    }
    expect(new Set(tags.values()).size).toBe(3);
    expect(tags.get('br')).toMatch(/-br"$/);
    expect(tags.get('gzip')).toMatch(/-gz"$/);
    for (const asked of ['br', 'gzip', undefined]) {
      const own = await get(url, asked, { 'if-none-match': tags.get(String(asked))! });
      expect(own.statusCode, String(asked)).toBe(304);
      expect(own.headers.etag).toBe(tags.get(String(asked)));
      expect(own.rawPayload.length).toBe(0);
      const other = asked === 'br' ? tags.get('gzip')! : tags.get('br')!;
      const stale = await get(url, asked, { 'if-none-match': other });
      expect(stale.statusCode, `${String(asked)} with another coding's tag`).toBe(200);
    }
    // Weak comparison (If-None-Match): W/ before the tag still matches the representation.
    expect((await get(url, 'gzip', { 'if-none-match': `W/${tags.get('gzip')}` })).statusCode).toBe(304);
  });

  it('feeds, too: one ETag per content-coding, 304 for each', async () => {
    for (const url of ['/feeds/new.atom', '/feeds/new.xml']) {
      const br = await get(url, 'br');
      const plain = await get(url);
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.etag, url).not.toBe(plain.headers.etag);
      expect((await get(url, 'br', { 'if-none-match': String(br.headers.etag) })).statusCode, url).toBe(304);
      expect((await get(url, undefined, { 'if-none-match': String(plain.headers.etag) })).statusCode, url).toBe(304);
      expect((await get(url, undefined, { 'if-none-match': String(br.headers.etag) })).statusCode, url).toBe(200);
    }
  });

  it('a cached answer is compressed once and sent as stored, never compressed again', async () => {
    const url = '/api/categories';
    const first = await get(url, 'br');
    const second = await get(url, 'br');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(() => JSON.parse(decode(second))).not.toThrow();
  });

  it('answers computed per request (search) are compressed by the plugin', async () => {
    const res = await get('/api/search?q=소화기', 'gzip', { 'x-session-id': 'compression-test-1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(res)).success).toBe(true);
  });

  it('a 304 stays empty', async () => {
    const first = await get('/api/videos?limit=5', 'br');
    const again = await get('/api/videos?limit=5', 'br', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('small answers go plain', async () => {
    const res = await get('/api/health/live', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('pages and built assets (already compressed once)', () => {
  const script = `console.log(${JSON.stringify('안전 '.repeat(800))});`;
  const index = `<!doctype html><html lang="ko"><head><title>기본</title></head><body><div id="root"></div>${'<p>소방 안전</p>'.repeat(200)}</body></html>`;

  it('sends the page and the precompressed asset as they were compressed, never a second time', async () => {
    const root = mkdtempSync(join(tmpdir(), 'compress-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), index);
    writeFileSync(join(root, 'shells.json'), '{}');
    writeFileSync(join(root, 'assets/index-abc.js'), script);
    writeFileSync(join(root, 'assets/index-abc.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets/index-abc.js.gz'), gzipSync(script));
    const web = Fastify({ logger: false });
    try {
      registerErrorHandling(web);
      await registerCompression(web);
      await registerWebApp(web, t.ctx, { root, api: t.app });
      const page = await web.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.rawPayload).toString()).toMatch(/^<!doctype html>/);
      const gz = await web.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gz.rawPayload).toString()).toMatch(/^<!doctype html>/);
      // A page's ETag names its coding too; each revalidates to 304 with its own tag only.
      const plainPage = await web.inject({ url: '/' });
      expect(new Set([page.headers.etag, gz.headers.etag, plainPage.headers.etag]).size).toBe(3);
      for (const [encoding, etag] of [
        ['br', page.headers.etag],
        ['gzip', gz.headers.etag],
        ['identity', plainPage.headers.etag],
      ] as const) {
        const again = await web.inject({ url: '/', headers: { 'accept-encoding': encoding, 'if-none-match': String(etag) } });
        expect(again.statusCode, encoding).toBe(304);
      }
      expect((await web.inject({ url: '/', headers: { 'if-none-match': String(page.headers.etag) } })).statusCode).toBe(200);
      const asset = await web.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    } finally {
      await web.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
