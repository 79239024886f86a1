import { hash } from 'node:crypto';
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
  /** Request URLs (path and query as sent) that a validated request mapped to a key, with that route's max-age (ADR 0031). */
  #byUrl = new Map<string, { key: string; maxAge: number }>();
  readonly maxEntries: number;
  /** Bytes of bodies held at most (the entry count alone does not bound memory: a body can be 1 KB or 300 KB). */
  readonly maxBytes: number;
  #bytes = 0;
  /** Lookups answered from memory (a stored entry, or one being produced for another request) and produced anew (metrics). */
  readonly lookups = { hits: 0, misses: 0 };
  /** Of the hits, those answered by URL before validation (`answerFor`). */
  earlyHits = 0;

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

  /**
   * Remembers that a request for `url` (validated by its route) is answered by `key`: the same URL later is answered
   * by `answerFor` before validation runs. A URL maps to the same key in every catalogue version, so the map outlives
   * version changes; it is bounded like the entries.
   */
  rememberUrl(url: string, key: string, maxAge: number): void {
    if (this.maxEntries <= 0 || this.#byUrl.get(url)?.key === key) return;
    this.#byUrl.set(url, { key, maxAge });
    if (this.#byUrl.size > this.maxEntries * 2) this.#byUrl.delete(this.#byUrl.keys().next().value!);
  }

  /** The current entry for a URL remembered by `rememberUrl`, or null (then the request takes the full path). */
  answerFor(url: string): { entry: CachedBody; maxAge: number } | null {
    const alias = this.#byUrl.get(url);
    if (!alias) return null;
    const hit = this.#entries.get(alias.key);
    if (!hit || hit.version !== this.#version) return null;
    this.#entries.delete(alias.key);
    this.#entries.set(alias.key, hit);
    this.lookups.hits += 1;
    this.earlyHits += 1;
    return { entry: hit, maxAge: alias.maxAge };
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

export function serialise(data: unknown, version = 0): CachedBody {
  const body = Buffer.from(JSON.stringify(data));
  const etag = `"${hash('sha1', body, 'base64url').slice(0, 27)}"`;
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
