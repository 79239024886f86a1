import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { CachedBody } from './cached-body.ts';

/** Bodies smaller than this go as they are (the same threshold as the compression plugin). */
export const COMPRESS_THRESHOLD = 1024;
// Made once per cached body, so a little more effort than on-the-fly compression (quality 4) pays back.
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

/** br, gzip or null: what the client accepts (a q=0 refuses), brotli first. */
export function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

/** Adds accept-encoding to Vary (kept with what is there): a cache must not hand one client's encoding to another. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/** The content-coding a cached body goes out in for this request: small bodies go plain. */
export function encodingFor(request: FastifyRequest, entry: CachedBody): 'br' | 'gzip' | null {
  return entry.body.length >= COMPRESS_THRESHOLD ? chooseEncoding(request.headers['accept-encoding']) : null;
}

/**
 * The strong ETag of one representation (RFC 9110 8.8.3): the plain body's tag, or that tag with the coding added
 * ("…-br", "…-gz"), since a brotli body and a gzip body are different representations with different bytes.
 */
export function etagForEncoding(etag: string, encoding: 'br' | 'gzip' | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"` : etag;
}

/** If-None-Match (weak comparison, RFC 9110 13.1.2) against one representation's tag; `*` matches any. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached body compressed the way the client asks, compressed once per entry and kept beside it (the
 * compression plugin then leaves the answer alone: it already has its Content-Encoding). The ETag names the
 * representation sent, so a client (or a cache) holding the gzip body revalidates the gzip body; 304 when it matches.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, entry: CachedBody, options: { notModified?: boolean } = {}) {
  varyOnEncoding(reply);
  const encoding = encodingFor(request, entry);
  const etag = etagForEncoding(entry.etag, encoding);
  reply.header('etag', etag);
  if (options.notModified !== false && etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding === 'br') {
    entry.brotli ??= brotliCompressSync(entry.body, BROTLI);
    return reply.header('content-encoding', 'br').send(entry.brotli);
  }
  if (encoding === 'gzip') {
    entry.gzipped ??= gzipSync(entry.body);
    return reply.header('content-encoding', 'gzip').send(entry.gzipped);
  }
  return reply.send(entry.body);
}
