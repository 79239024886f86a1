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
      expect(res.headers.etag).toBe(plain.headers.etag);
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
