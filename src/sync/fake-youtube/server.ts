// A local fake YouTube (Data API v3 + channel RSS) on 127.0.0.1 for tests and benchmarks:
// real-shaped answers, per-key daily quota charged as Google does, and scriptable failures.

import { once } from 'node:events';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROUTES, HANDLERS, UNIT_COST } from './api.ts';
import type { ApiPath } from './api.ts';
import { FEED_SIZE, renderFeed } from './atom.ts';
import { createDataset } from './dataset.ts';
import type { DatasetOptions, FakePlayback, Privacy } from './dataset.ts';
import { errorBody, KEY_INVALID_MESSAGE, QUOTA_MESSAGE } from './scripts.ts';
import { CAPTIONS_PERMISSION_DENIED, type FakeCaptions } from './captions.ts';
import type { ScriptedResponse } from './scripts.ts';

export interface FakeYouTubeOptions extends DatasetOptions {
  /** Valid API keys, or key → daily budget. Default: one key 'test-key'. */
  keys?: readonly string[] | Record<string, number>;
  /** Budget for keys given as a list (Google's default 10,000 units). */
  dailyQuota?: number;
  port?: number;
  /** Keys that may not read caption tracks: captions.list answers them 403 PERMISSION_DENIED (charged, as Google does). */
  captionsForbiddenKeys?: readonly string[];
}

export interface CallRecord {
  at: Date;
  path: string;
  /** 'videos.list' etc., or 'feed' for the RSS feed. */
  endpoint: string;
  query: Record<string, string>;
  key: string | null;
  /** 0 while a hung request is still open. */
  status: number;
  units: number;
  scripted: boolean;
}

const FEED_PATH = '/feeds/videos.xml';
const NOT_CHARGED = new Set(['quotaExceeded', 'keyInvalid']);

export async function startFakeYouTube(options: FakeYouTubeOptions = {}) {
  const data = createDataset(options);
  const budgets = new Map<string, number>();
  const spent = new Map<string, number>();
  const keyList = options.keys ?? ['test-key'];
  if (Array.isArray(keyList)) for (const k of keyList) budgets.set(k, options.dailyQuota ?? 10_000);
  else for (const [k, budget] of Object.entries(keyList)) budgets.set(k, budget);
  const scripts = new Map<string, ScriptedResponse[]>();
  const captionsForbidden = new Set(options.captionsForbiddenKeys ?? []);
  const calls: CallRecord[] = [];
  let streamedBytes = 0;

  const takeScript = (path: string): ScriptedResponse | undefined => scripts.get(path)?.shift();

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/plain; charset=UTF-8' : 'application/json; charset=UTF-8';
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(text);
  }

  async function streamXml(res: ServerResponse, bytes: number): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' });
    const chunk = `<entry><title>${'불'.repeat(20_000)}</title></entry>\n`;
    streamedBytes = 0;
    const closed = once(res, 'close');
    let written = 0;
    res.write('<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n');
    while (written < bytes && !res.destroyed) {
      const ok = res.write(chunk);
      written += Buffer.byteLength(chunk);
      streamedBytes = written;
      // Backpressure: only write more once the client has read; stop as soon as it hangs up.
      if (!ok) await Promise.race([once(res, 'drain'), closed]);
    }
    if (!res.destroyed) res.end('</feed>\n');
  }

  async function answerScripted(res: ServerResponse, script: ScriptedResponse, record: CallRecord): Promise<void> {
    if ('hang' in script) return;
    if ('streamXmlBytes' in script) {
      record.status = 200;
      return streamXml(res, script.streamXmlBytes);
    }
    if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
    const body = script.body ?? (script.status >= 400 ? errorBody(script.status, script.reason) : { kind: 'youtube#scripted' });
    record.status = script.status;
    const headers = script.contentType ? { ...script.headers, 'content-type': script.contentType } : script.headers;
    send(res, script.status, body, headers);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, path: ApiPath): Promise<void> {
    const query = Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'key'));
    const headerKey = req.headers['x-goog-api-key'];
    const key = url.searchParams.get('key') ?? (typeof headerKey === 'string' ? headerKey : null);
    const record: CallRecord = { at: new Date(), path, endpoint: API_ROUTES[path], query, key, status: 0, units: 0, scripted: false };
    calls.push(record);
    if (key === null) {
      record.status = 403;
      return send(res, 403, errorBody(403, 'forbidden', 'The request is missing a valid API key.'));
    }
    const budget = budgets.get(key);
    if (budget === undefined) {
      record.status = 400;
      const body = errorBody(400, 'keyInvalid', KEY_INVALID_MESSAGE);
      Object.assign(body.error, {
        status: 'INVALID_ARGUMENT',
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' }],
      });
      return send(res, 400, body);
    }
    const cost = UNIT_COST[path];
    if ((spent.get(key) ?? 0) + cost > budget) {
      record.status = 403;
      return send(res, 403, errorBody(403, 'quotaExceeded', QUOTA_MESSAGE));
    }
    const charge = (status: number, reason: string | undefined): void => {
      // Google bills every served request, errors included, but not refusals for quota or key.
      if (status >= 500 || NOT_CHARGED.has(reason ?? '')) return;
      spent.set(key, (spent.get(key) ?? 0) + cost);
      record.units = cost;
    };
    const script = takeScript(path);
    if (script) {
      record.scripted = true;
      if ('status' in script) charge(script.status, script.reason ?? readReason(script.body));
      return answerScripted(res, script, record);
    }
    if (path === '/youtube/v3/captions' && captionsForbidden.has(key)) {
      record.status = 403;
      charge(403, undefined);
      return send(res, 403, CAPTIONS_PERMISSION_DENIED);
    }
    const answer = HANDLERS[path](data, url.searchParams);
    record.status = answer.status;
    charge(answer.status, readReason(answer.body));
    send(res, answer.status, answer.body);
  }

  async function handleFeed(res: ServerResponse, url: URL): Promise<void> {
    const query = Object.fromEntries(url.searchParams);
    const record: CallRecord = {
      at: new Date(),
      path: FEED_PATH,
      endpoint: 'feed',
      query,
      key: null,
      status: 0,
      units: 0,
      scripted: false,
    };
    calls.push(record);
    const script = takeScript(FEED_PATH);
    if (script) {
      record.scripted = true;
      return answerScripted(res, script, record);
    }
    const channel = data.channelById(url.searchParams.get('channel_id') ?? '');
    if (!channel) {
      record.status = 404;
      return send(res, 404, '<!DOCTYPE html><html lang="en"><title>Error 404 (Not Found)!!1</title></html>', {
        'content-type': 'text/html; charset=UTF-8',
      });
    }
    const videos = data
      .uploadIds(channel)
      .slice(0, FEED_SIZE)
      .map((id) => data.video(id)!);
    record.status = 200;
    send(res, 200, renderFeed(channel, videos), { 'content-type': 'text/xml; charset=UTF-8' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const work =
      req.method !== 'GET' && req.method !== 'HEAD'
        ? Promise.resolve(send(res, 405, errorBody(405, 'methodNotAllowed', 'Method Not Allowed')))
        : path in API_ROUTES
          ? handleApi(req, res, url, path as ApiPath)
          : path === FEED_PATH
            ? handleFeed(res, url)
            : Promise.resolve(send(res, 404, errorBody(404, 'notFound', 'Not Found')));
    work.catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, errorBody(500, 'backendError', String(error)));
      else res.destroy();
    });
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const channelOf = (channelId: string) => {
    const channel = data.channelById(channelId);
    if (!channel) throw new Error(`fake YouTube: unknown channel ${channelId}`);
    return channel;
  };

  const state = {
    data,
    channels: data.channels,
    calls,
    /** Queues one-shot answers for a path ('/youtube/v3/videos', '/feeds/videos.xml'), used in order. */
    script(path: string, responses: readonly ScriptedResponse[]): void {
      scripts.set(path, [...(scripts.get(path) ?? []), ...responses]);
    },
    pendingScripts: (path: string): number => scripts.get(path)?.length ?? 0,
    units: (key: string): number => spent.get(key) ?? 0,
    unitsByKey: (): Record<string, number> => Object.fromEntries([...budgets.keys()].map((k) => [k, spent.get(k) ?? 0])),
    totalUnits: (): number => [...spent.values()].reduce((a, b) => a + b, 0),
    setQuota(key: string, budget: number, alreadySpent?: number): void {
      budgets.set(key, budget);
      if (alreadySpent !== undefined) spent.set(key, alreadySpent);
    },
    removeKey: (key: string): boolean => budgets.delete(key),
    /** A new Pacific day: every key's spend back to zero. */
    resetQuota: (): void => spent.clear(),
    /** Bytes written by the last streamed (huge) body before the client hung up. */
    streamedBytes: (): number => streamedBytes,
    callsTo: (endpoint: string): CallRecord[] => calls.filter((c) => c.endpoint === endpoint),
    uploadIds: (channelId: string): string[] => data.uploadIds(channelOf(channelId)),
    addUploads: (channelId: string, count: number, publishedAt?: Date): string[] =>
      data.addUploads(channelOf(channelId), count, publishedAt),
    removeVideo: (videoId: string): void => void data.removeVideo(videoId),
    hideCounts: (videoId: string, hidden: { likes?: boolean; comments?: boolean }): void => void data.hideCounts(videoId, hidden),
    setPlayback: (videoId: string, playback: FakePlayback): void => void data.setPlayback(videoId, playback),
    makePrivate: (videoId: string): void => void data.setPrivacy(videoId, 'private'),
    setPrivacy: (videoId: string, privacy: Privacy): void => void data.setPrivacy(videoId, privacy),
    setCaptions: (videoId: string, captions: FakeCaptions): void => void data.setCaptions(videoId, captions),
    /** A key loses (true) or gains (false) access to caption tracks. */
    forbidCaptions: (key: string, forbidden = true): void => void (forbidden ? captionsForbidden.add(key) : captionsForbidden.delete(key)),
    /** Adds to a video's counts, or (videoId null) to every video's views. */
    bumpStatistics: (videoId: string | null, delta?: { views?: number; likes?: number; comments?: number }): void =>
      data.bumpStatistics(videoId, delta),
  };

  return {
    url,
    state,
    async close(): Promise<void> {
      // Hung requests and half-read streams would keep close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeYouTube = Awaited<ReturnType<typeof startFakeYouTube>>;
export type FakeYouTubeState = FakeYouTube['state'];

function readReason(body: unknown): string | undefined {
  const errors = (body as { error?: { errors?: { reason?: string }[] } } | null)?.error?.errors;
  return Array.isArray(errors) ? errors[0]?.reason : undefined;
}
