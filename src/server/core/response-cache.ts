import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedBody {
  version: number;
  /** The value that was serialised, for responses that add live fields to cached ones. */
  data: unknown;
  /** Encoded once: every answer sends these bytes as they are (no per-request string encoding). */
  body: Buffer;
  etag: string;
}

export interface CacheOptions {
  /** Seconds a browser or CDN may reuse the response without asking. */
  maxAge: number;
}

/**
 * Public GET responses cached in the process, keyed by URL and the catalogue version
 * (catalogue_state.version, bumped by triggers). Serialised once, with a strong ETag.
 */
export class PublicResponseCache {
  #entries = new Map<string, CachedBody>();
  #inflight = new Map<string, Promise<CachedBody>>();
  #version = 0;
  #memo = new Map<string, { version: number; expires: number; value: Promise<unknown> }>();
  readonly maxEntries: number;
  /** Bytes of bodies held at most (the entry count alone does not bound memory: a body can be 1 KB or 300 KB). */
  readonly maxBytes: number;
  #bytes = 0;
  /** Lookups answered from memory (a stored entry, or one being produced for another request) and produced anew (metrics). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(maxEntries: number, maxBytes = 64 * 1024 * 1024) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  /** Bytes of bodies held now. */
  get bytes(): number {
    return this.#bytes;
  }

  get version(): number {
    return this.#version;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Moves to a newer catalogue version; older entries become unreachable and are dropped. */
  setVersion(version: number): void {
    if (version === this.#version) return;
    this.#version = version;
    this.#entries.clear();
    this.#bytes = 0;
    this.#memo.clear();
  }

  /**
   * Remembers a value (e.g. a list's total, shared by all its pages and sorts) for this catalogue
   * version and at most `ttlMs`, since period filters move with the clock.
   */
  memo<T>(key: string, ttlMs: number, produce: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.#memo.get(key);
    if (hit && hit.version === this.#version && hit.expires > now) return hit.value as Promise<T>;
    const value = produce();
    this.#memo.set(key, { version: this.#version, expires: now + ttlMs, value });
    value.catch(() => this.#memo.delete(key));
    if (this.#memo.size > this.maxEntries) this.#memo.delete(this.#memo.keys().next().value!);
    return value;
  }

  async get(key: string, produce: () => Promise<unknown>): Promise<CachedBody> {
    const version = this.#version;
    const hit = this.#entries.get(key);
    if (hit && hit.version === version) {
      // Re-insert to keep Map order as least-recently-used first.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      this.lookups.hits += 1;
      return hit;
    }
    const pendingKey = `${version}\u0000${key}`;
    const pending = this.#inflight.get(pendingKey);
    if (pending) {
      this.lookups.hits += 1;
      return pending;
    }
    this.lookups.misses += 1;
    const work = produce()
      .then((data) => {
        const entry = serialise(data, version);
        if (this.maxEntries > 0 && version === this.#version && entry.body.length <= this.maxBytes / 4) {
          const replaced = this.#entries.get(key);
          if (replaced) this.#bytes -= replaced.body.length;
          this.#entries.set(key, entry);
          this.#bytes += entry.body.length;
          // Least recently used first out, until both bounds hold.
          while (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes) {
            const [oldestKey, oldest] = this.#entries.entries().next().value!;
            this.#entries.delete(oldestKey);
            this.#bytes -= oldest.body.length;
          }
        }
        return entry;
      })
      .finally(() => this.#inflight.delete(pendingKey));
    this.#inflight.set(pendingKey, work);
    return work;
  }
}

/** A produced answer that is already text (XML, plain text): kept as its bytes, not as JSON. */
export class TextBody {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export function serialise(data: unknown, version = 0): CachedBody {
  if (data instanceof TextBody) return serialiseText(data.text, version);
  const body = Buffer.from(JSON.stringify(data));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { version, data, body, etag };
}

const servedFromCache = new WeakSet<FastifyRequest>();

/** Marks a request answered without computing (a cache entry or another request's result): it costs next to nothing (ADR 0016). */
export function markServedFromCache(request: FastifyRequest): void {
  servedFromCache.add(request);
}

/** Whether the answer came from the response cache. */
export function wasServedFromCache(request: FastifyRequest): boolean {
  return servedFromCache.has(request);
}

/** Sends a serialised body with ETag/Cache-Control, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody, options: CacheOptions) {
  reply.header('etag', entry.etag);
  reply.header(
    'cache-control',
    options.maxAge > 0 ? `public, max-age=${options.maxAge}, stale-while-revalidate=${options.maxAge * 4}` : 'no-cache',
  );
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** A text document (XML, plain text) kept like a JSON answer: encoded once, with a strong ETag. */
export function serialiseText(text: string, version = 0): CachedBody {
  const body = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { version, data: null, body, etag };
}
