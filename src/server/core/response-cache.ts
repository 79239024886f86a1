import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './cached-body.ts';
import { sendEncoded } from './encoded-body.ts';
export { etagMatches } from './encoded-body.ts';

export type { CachedBody } from './cached-body.ts';

/** A copy kept for when the database is away; outlives catalogue versions and normal-cache eviction (ADR 0028). */
interface LastGood {
  entry: CachedBody;
  pinned: boolean;
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
  /** The last value each memo key produced (outlives versions and expiry; bounded like the memo). */
  #memoKept = new Map<string, { value: unknown }>();
  /** Request URLs (path and query as sent) that a validated request mapped to a key, with that route's max-age (ADR 0031). */
  #byUrl = new Map<string, { key: string; maxAge: number }>();
  readonly maxEntries: number;
  /** Bytes of bodies held at most (the entry count alone does not bound memory: a body can be 1 KB or 300 KB). */
  readonly maxBytes: number;
  #bytes = 0;
  /** Lookups answered from memory (a stored entry, or one being produced for another request) and produced anew (metrics). */
  readonly lookups = { hits: 0, misses: 0, stale: 0 };
  /** Last good copies by key (no version): the normal cache's eviction and version moves never empty it. */
  #lastGood = new Map<string, LastGood>();
  #lastGoodBytes = 0;
  readonly lastGoodMaxBytes: number;
  /** Until when producing is known to fail (the database is away): keys with a last good copy answer from it at once. */
  #failingUntil = 0;
  /** Of the hits, those answered by URL before validation (`answerFor`). */
  earlyHits = 0;

  constructor(maxEntries: number, maxBytes = 64 * 1024 * 1024, lastGoodMaxBytes = Math.max(maxBytes / 2, 1024 * 1024)) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.lastGoodMaxBytes = lastGoodMaxBytes;
  }

  /** Copies kept for when the database is away, and their bytes. */
  get lastGood(): { size: number; bytes: number } {
    return { size: this.#lastGood.size, bytes: this.#lastGoodBytes };
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
    // The last value produced, whatever its version or age: while the database is away it answers instead (ADR 0028),
    // so a value that expired during an outage (the access badges every search uses) does not turn answers into 503s.
    const kept = this.#memoKept.get(key) as { value: T } | undefined;
    if (kept && now < this.#failingUntil) return Promise.resolve(kept.value);
    const entry = { version: this.#version, expires: now + ttlMs, value: undefined as unknown as Promise<T> };
    entry.value = produce().then(
      (produced) => {
        this.#memoKept.delete(key);
        this.#memoKept.set(key, { value: produced });
        if (this.#memoKept.size > this.maxEntries) this.#memoKept.delete(this.#memoKept.keys().next().value!);
        return produced;
      },
      (error: unknown) => {
        // Not remembered: the next call asks again (at once after the database's retry pause).
        if (this.#memo.get(key) === entry) this.#memo.delete(key);
        if (!kept || isClientMistake(error)) throw error;
        this.#failingUntil = Date.now() + FAILING_RETRY_MS;
        return kept.value;
      },
    );
    this.#memo.set(key, entry);
    if (this.#memo.size > this.maxEntries) this.#memo.delete(this.#memo.keys().next().value!);
    return entry.value;
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

  async get(key: string, produce: () => Promise<unknown>, options: GetOptions = {}): Promise<CachedBody> {
    return this.getEntry(key, async (version) => serialise(await produce(), version), options);
  }

  /**
   * The entry for `key` at this version, produced once (concurrent askers share the work). When producing fails with
   * anything but a client mistake, the last good copy of the key is answered instead (marked stale), if there is one.
   */
  async getEntry(key: string, produce: (version: number) => Promise<CachedBody>, options: GetOptions = {}): Promise<CachedBody> {
    const version = this.#version;
    const hit = this.#entries.get(key);
    if (hit && hit.version === version) {
      // Re-insert to keep Map order as least-recently-used first.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      this.lookups.hits += 1;
      return hit;
    }
    // The database failed a moment ago: a key that has a last good copy does not wait for it to fail again.
    if (Date.now() < this.#failingUntil) {
      const kept = this.#staleCopy(key);
      if (kept) return kept;
    }
    const pendingKey = `${version}\u0000${key}`;
    const pending = this.#inflight.get(pendingKey);
    if (pending) {
      this.lookups.hits += 1;
      return pending;
    }
    this.lookups.misses += 1;
    const work = produce(version)
      .then((produced) => {
        const entry: CachedBody = { ...produced, version, producedAt: Date.now() };
        this.#failingUntil = 0;
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
        this.#keep(key, entry, options.pin === true);
        return entry;
      })
      .catch((error: unknown) => {
        if (isClientMistake(error)) throw error;
        this.#failingUntil = Date.now() + FAILING_RETRY_MS;
        const kept = this.#staleCopy(key);
        if (kept) return kept;
        throw error;
      })
      .finally(() => this.#inflight.delete(pendingKey));
    this.#inflight.set(pendingKey, work);
    return work;
  }

  /** Whether a request just now found the database away (metrics, readiness). */
  get failing(): boolean {
    return Date.now() < this.#failingUntil;
  }

  /** Records that the database answered or failed outside a cached answer (the version poll). */
  noteDatabase(ok: boolean): void {
    this.#failingUntil = ok ? 0 : Date.now() + FAILING_RETRY_MS;
  }

  #staleCopy(key: string): CachedBody | null {
    const kept = this.#lastGood.get(key);
    if (!kept) return null;
    this.lookups.stale += 1;
    // Most recently used last, so a copy still asked for outlives those nobody asks for.
    this.#lastGood.delete(key);
    this.#lastGood.set(key, kept);
    return { ...kept.entry, stale: true };
  }

  /** Keeps the newest good copy of a key; unpinned copies go least recently used first past the byte bound. */
  #keep(key: string, entry: CachedBody, pin: boolean): void {
    if (entry.body.length > this.lastGoodMaxBytes / 8) return;
    const replaced = this.#lastGood.get(key);
    if (replaced) {
      this.#lastGoodBytes -= replaced.entry.body.length;
      this.#lastGood.delete(key);
    }
    this.#lastGood.set(key, { entry: { ...entry, gzipped: undefined, brotli: undefined }, pinned: pin || replaced?.pinned === true });
    this.#lastGoodBytes += entry.body.length;
    if (this.#lastGoodBytes <= this.lastGoodMaxBytes) return;
    for (const [oldKey, old] of this.#lastGood) {
      if (this.#lastGoodBytes <= this.lastGoodMaxBytes) break;
      if (old.pinned || oldKey === key) continue;
      this.#lastGood.delete(oldKey);
      this.#lastGoodBytes -= old.entry.body.length;
    }
  }
}

export interface GetOptions {
  /** Keep this key's last good copy whatever else is asked for (the notices, /emergency, the home page). */
  pin?: boolean;
}

/** After a failure, producing is tried again this soon; meanwhile keys with a last good copy answer from it. */
const FAILING_RETRY_MS = 1_000;

/** A refusal of the request itself (4xx): never answered with an old copy. */
function isClientMistake(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
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
  return { version, data, body, etag: strongEtag(body) };
}

export function strongEtag(body: Buffer | string): string {
  return `"${hash('sha1', body, 'base64url').slice(0, 27)}"`;
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

/** A CDN may keep serving a copy this long while the origin answers errors or not at all (ADR 0028). */
export const STALE_IF_ERROR_SECONDS = 86_400;

/** Cache-Control of a public answer: fresh for maxAge, then served while revalidating, and through an origin outage. */
export function publicCacheControl(maxAge: number, options: { sharedMaxAge?: number } = {}): string {
  const shared = options.sharedMaxAge !== undefined ? `, s-maxage=${options.sharedMaxAge}` : '';
  const revalidate = Math.max(maxAge, options.sharedMaxAge ?? 0, 30) * 4;
  return `public, max-age=${maxAge}${shared}, stale-while-revalidate=${revalidate}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

/** Marks an answer that is a last good copy: its age, and a short freshness so caches ask again soon. */
export function markStale(reply: FastifyReply, entry: CachedBody): void {
  const age = Math.max(0, Math.round((Date.now() - (entry.producedAt ?? Date.now())) / 1000));
  reply.header('age', String(age));
  reply.header('x-served-from', 'last-good');
  reply.header('cache-control', publicCacheControl(5));
}

/** Sends a serialised body with ETag/Cache-Control, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody, options: CacheOptions) {
  reply.header('cache-control', options.maxAge > 0 ? publicCacheControl(options.maxAge) : 'no-cache');
  if (entry.stale) markStale(reply, entry);
  // The ETag (one per content-coding) and the 304 come with the representation chosen (core/encoded-body.ts).
  return sendEncoded(request, reply.type('application/json; charset=utf-8'), entry);
}

/** A text document (XML, plain text) kept like a JSON answer: encoded once, with a strong ETag. */
export function serialiseText(text: string, version = 0): CachedBody {
  const body = Buffer.from(text, 'utf8');
  return { version, data: null, body, etag: strongEtag(body) };
}
