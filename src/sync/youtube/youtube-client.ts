// YouTube Data API v3 over fetch: key rotation on quotaExceeded, jittered backoff on rate limits,
// 5xx and network failures, no retry on bad keys or requests. Quota is reported to the provider.

import { classifyResponse, keyRefusalReason, readGoogleError, scrubKey, YouTubeApiError } from './errors.ts';
import type { ResponseClass, YouTubeErrorCode } from './errors.ts';
import { nextPacificMidnight } from './pacific-time.ts';
import type { CaptionResource, ChannelResource, ListResponse, PlaylistItemResource, SearchResultResource, VideoResource } from './types.ts';

export { YouTubeApiError, maskKey } from './errors.ts';
export type { YouTubeErrorCode } from './errors.ts';
export { nextPacificMidnight, pacificDay } from './pacific-time.ts';

import { YOUTUBE_QUOTA_COST, type YouTubeEndpoint } from '../../shared/constants/sync.ts';

/** Units Google charges per call (one table, in shared/constants/sync.ts). */
export const QUOTA_COST = YOUTUBE_QUOTA_COST;
export type { YouTubeEndpoint };

export const ENDPOINT_PATHS: Record<YouTubeEndpoint, string> = {
  'channels.list': '/youtube/v3/channels',
  'playlistItems.list': '/youtube/v3/playlistItems',
  'videos.list': '/youtube/v3/videos',
  'search.list': '/youtube/v3/search',
  'captions.list': '/youtube/v3/captions',
};

export const MAX_IDS_PER_CALL = 50;

export interface ApiKeyLease {
  keyId: number;
  key: string;
}

export interface ApiKeyProvider {
  /** A key with at least `units` left today, or null when every key is spent. */
  acquire(endpoint: YouTubeEndpoint, units: number): Promise<ApiKeyLease | null>;
  /** Called once per HTTP answer Google charges (see `isCharged`). */
  spend(keyId: number, endpoint: YouTubeEndpoint, units: number): Promise<void>;
  /** Google said quotaExceeded: do not hand this key out again before `until`. */
  exhaust(keyId: number, until: Date): Promise<void>;
  /** Google refused the key itself (wrong, deleted, API disabled or restricted): never hand it out again until fixed. */
  invalidate(keyId: number, reason: string): Promise<void>;
}

export interface RetryOptions {
  /** Total attempts for transient failures (rate limits, 5xx, network, timeouts). */
  tries?: number;
  baseMs?: number;
  maxMs?: number;
}

export interface YouTubeClientOptions {
  /** 'https://www.googleapis.com' in production, the fake server's URL in tests. */
  baseUrl: string;
  keys: ApiKeyProvider;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: RetryOptions;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => Date;
}

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RawResponse {
  status: number;
  /** Parsed JSON, or the text when the answer was not JSON. */
  body: unknown;
  /** Units charged across every attempt of this call. */
  units: number;
  keyId: number;
}

export type Page<T> = ListResponse<T> & { units: number; keyId: number | null };

export interface SearchPageOptions {
  q: string;
  pageToken?: string;
  maxResults?: number;
  publishedAfter?: Date | string;
  order?: 'date' | 'rating' | 'relevance' | 'title' | 'viewCount';
  channelId?: string;
}

export interface YouTubeClient {
  call(endpoint: YouTubeEndpoint, params: QueryParams): Promise<RawResponse>;
  /** One filter per call, as Google requires: ids (up to 50), a handle, or a legacy username. */
  channelsList(query: { ids?: readonly string[]; forHandle?: string; forUsername?: string }): Promise<Page<ChannelResource>>;
  playlistItemsPage(playlistId: string, pageToken?: string): Promise<Page<PlaylistItemResource>>;
  videosList(ids: readonly string[]): Promise<Page<VideoResource>>;
  searchPage(options: SearchPageOptions): Promise<Page<SearchResultResource>>;
  /** The caption tracks of one video (50 units). A key without access to captions gets 'forbidden', never 'keyInvalid'. */
  captionsList(videoId: string): Promise<Page<CaptionResource>>;
}

/**
 * Which answers count against a key. Google: "all API requests, including invalid requests,
 * incur a quota cost", so every completed 2xx/4xx is charged at the endpoint's full cost,
 * except quotaExceeded (nothing was served) and a bad key (no project to bill). 5xx and
 * network failures/timeouts are not charged: the ledger may run a little low, never high.
 */
export function isCharged(status: number, kind: ResponseClass): boolean {
  if (status >= 500) return false;
  return kind !== 'quota' && kind !== 'keyInvalid';
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createYouTubeClient(options: YouTubeClientOptions): YouTubeClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const tries = Math.max(1, options.retry?.tries ?? 4);
  const baseMs = options.retry?.baseMs ?? 200;
  const maxMs = options.retry?.maxMs ?? 5_000;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, '');

  // "Equal jitter": half the capped exponential delay is fixed, half random, so retries spread out.
  const backoff = (failures: number, retryAfterMs: number | null): number => {
    const cap = Math.min(maxMs, baseMs * 2 ** (failures - 1));
    const jittered = cap / 2 + random() * (cap / 2);
    return Math.round(Math.min(maxMs, Math.max(jittered, retryAfterMs ?? 0)));
  };

  async function call(endpoint: YouTubeEndpoint, params: QueryParams): Promise<RawResponse> {
    const path = ENDPOINT_PATHS[endpoint];
    if (!path) throw new YouTubeApiError('badRequest', { reason: 'unknownEndpoint' });
    const cost = QUOTA_COST[endpoint];
    const exhausted = new Set<number>();
    // Keys Google refused during this call, with the last refusal (the error when no key is left).
    const refused = new Map<number, { status: number; reason: string; detail: string }>();
    let failures = 0;
    let units = 0;
    for (;;) {
      const lease = await options.keys.acquire(endpoint, cost);
      // A provider that hands back a key we just refused or exhausted would loop forever: treat as none left.
      if (lease && refused.has(lease.keyId)) {
        const last = refused.get(lease.keyId)!;
        throw new YouTubeApiError('keyInvalid', { status: last.status, reason: last.reason, detail: last.detail, keyId: lease.keyId });
      }
      if (!lease && refused.size > 0 && exhausted.size === 0) {
        const [keyId, last] = [...refused].at(-1)!;
        throw new YouTubeApiError('keyInvalid', { status: last.status, reason: last.reason, detail: last.detail, keyId });
      }
      if (!lease || exhausted.has(lease.keyId)) throw new YouTubeApiError('quotaExhausted', { status: 403, reason: 'quotaExceeded' });
      const url = buildUrl(base + path, params, lease.key);
      let status: number;
      let body: unknown;
      let retryAfterMs: number | null = null;
      try {
        const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
        status = response.status;
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
        const text = await response.text();
        // Google never echoes the key today; scrubbing the text keeps it that way for anything we store or show.
        body = parseBody(text.includes(lease.key) ? scrubKey(text, lease.key) : text);
      } catch (error) {
        failures += 1;
        if (failures >= tries) {
          throw new YouTubeApiError('unavailable', {
            reason: networkReason(error),
            detail: scrubKey(String((error as Error)?.message ?? error), lease.key),
            keyId: lease.keyId,
          });
        }
        await sleep(backoff(failures, null));
        continue;
      }
      const kind = classifyResponse(status, body, endpoint);
      if (kind === 'keyInvalid') {
        // Wrong, deleted or disabled: marked with Google's reason (the keys page shows it) and skipped; the next key goes on.
        const info = readGoogleError(body);
        refused.set(lease.keyId, { status, reason: info.reason ?? 'keyInvalid', detail: keyRefusalReason(body, status) });
        await options.keys.invalidate(lease.keyId, keyRefusalReason(body, status));
        continue;
      }
      if (kind === 'quota') {
        exhausted.add(lease.keyId);
        await options.keys.exhaust(lease.keyId, nextPacificMidnight(now()));
        continue;
      }
      if (isCharged(status, kind)) {
        await options.keys.spend(lease.keyId, endpoint, cost);
        units += cost;
      }
      if (kind === 'transient') {
        failures += 1;
        if (failures < tries) {
          await sleep(backoff(failures, retryAfterMs));
          continue;
        }
      }
      return { status, body, units, keyId: lease.keyId };
    }
  }

  async function list<T>(endpoint: YouTubeEndpoint, params: QueryParams): Promise<Page<T>> {
    const raw = await call(endpoint, params);
    if (raw.status < 200 || raw.status >= 300) throw errorFor(raw, endpoint);
    if (typeof raw.body !== 'object' || raw.body === null) {
      throw new YouTubeApiError('unavailable', { status: raw.status, reason: 'invalidJson', keyId: raw.keyId });
    }
    const body = raw.body as Partial<ListResponse<T>>;
    return { ...body, items: Array.isArray(body.items) ? body.items : [], units: raw.units, keyId: raw.keyId };
  }

  const empty = <T>(): Page<T> => ({ items: [], pageInfo: { totalResults: 0, resultsPerPage: 0 }, units: 0, keyId: null });

  return {
    call,
    async channelsList({ ids, forHandle, forUsername }) {
      if (forHandle !== undefined) {
        return list<ChannelResource>('channels.list', { part: 'snippet,statistics,contentDetails', forHandle });
      }
      if (forUsername !== undefined) {
        return list<ChannelResource>('channels.list', { part: 'snippet,statistics,contentDetails', forUsername });
      }
      const list_ = checkIds(ids ?? []);
      if (list_.length === 0) return empty<ChannelResource>();
      return list<ChannelResource>('channels.list', { part: 'snippet,statistics,contentDetails', id: list_, maxResults: 50 });
    },
    async playlistItemsPage(playlistId, pageToken) {
      return list<PlaylistItemResource>('playlistItems.list', { part: 'contentDetails,snippet', playlistId, maxResults: 50, pageToken });
    },
    async videosList(ids) {
      const list_ = checkIds(ids);
      if (list_.length === 0) return empty<VideoResource>();
      // player with maxHeight: Google then sizes the player to the video's shape (portrait = a Short, with the
      // duration; sync/youtube/playability.ts); liveStreamingDetails tells a past live stream. Same 1 unit.
      return list<VideoResource>('videos.list', {
        part: 'snippet,contentDetails,statistics,status,player,liveStreamingDetails',
        id: list_,
        maxResults: 50,
        maxHeight: 720,
      });
    },
    async searchPage({ q, pageToken, maxResults = 50, publishedAfter, order, channelId }) {
      const after = publishedAfter instanceof Date ? publishedAfter.toISOString() : publishedAfter;
      return list<SearchResultResource>('search.list', {
        part: 'snippet',
        type: 'video',
        q,
        pageToken,
        maxResults: Math.min(50, Math.max(1, maxResults)),
        publishedAfter: after,
        order,
        channelId,
      });
    },
    async captionsList(videoId) {
      return list<CaptionResource>('captions.list', { part: 'snippet', videoId });
    },
  };
}

/** The error a final non-2xx answer stands for (transient ones only get here after the last try). */
export function errorFor(raw: RawResponse, endpoint?: YouTubeEndpoint): YouTubeApiError {
  const kind = classifyResponse(raw.status, raw.body, endpoint);
  const info = readGoogleError(raw.body);
  const code: YouTubeErrorCode = kind === 'transient' || kind === 'ok' ? 'unavailable' : kind === 'quota' ? 'quotaExhausted' : kind;
  return new YouTubeApiError(code, { status: raw.status, reason: info.reason, detail: info.message, keyId: raw.keyId });
}

function checkIds(ids: readonly string[]): string[] {
  if (ids.length > MAX_IDS_PER_CALL)
    throw new RangeError(`한 번에 최대 ${MAX_IDS_PER_CALL}개의 ID만 조회할 수 있습니다 (받은 개수: ${ids.length}).`);
  return [...ids];
}

function buildUrl(endpointUrl: string, params: QueryParams, key: string): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (name === 'key' || value === undefined || value === null || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  search.set('key', key);
  return `${endpointUrl}?${search.toString()}`;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

function networkReason(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'networkError';
}
