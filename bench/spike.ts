// npm run bench -- spike (BENCH_ONLY=spike): the day it matters (issue 21, ADR 0028). A disaster notice is in force;
// visitors arrive from 20 to 2,000 concurrent connections within 10 s and stay 60 s (closed loop: each connection
// sends its next request when the last one answered), on a mix of the home page, /emergency, the active notices,
// popular and keyword lists and the 20 most asked searches. Against one embedded process, and against two
// processes on PostgreSQL (round robin, as a balancer would). Then, on PostgreSQL, the database is stopped
// (immediate shutdown) for 60 s under 500 connections: public reads must all still answer — the crowd also asks for a
// long tail of video pages larger than the normal response cache, so part of it can only come from the last good
// copies, and for searches never asked before (the in-memory index); after the restart, a change staff make to the
// notice must be visible on every process within 10 s. Reports errors, time-outs, p50/p99, requests per second,
// load average, and the bench's own CPU and event-loop delay (it shares the 2 cores with the server).
//
// Server settings are an operator's defaults (cache sizes, time-outs, connection caps and the per-minute limits),
// with what an operator behind a proxy sets: TRUSTED_PROXIES (the bench speaks as nginx would, naming each visitor in
// X-Forwarded-For) and RATE_LIMIT_PROCESSES=2 for the two processes.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BENCH_ADMIN, BENCH_ADMIN_ENV } from './admin-videos.ts';
import { benchPostgres } from './lib/postgres-server.ts';
import { startServer, type RunningServer } from './lib/server-process.ts';
import { summarise, type LatencySummary } from './lib/stats.ts';

const FROM = Number(process.env.BENCH_SPIKE_FROM ?? 20);
const TO = Number(process.env.BENCH_SPIKE_TO ?? 2_000);
const RAMP_S = Number(process.env.BENCH_SPIKE_RAMP_SECONDS ?? 10);
const HOLD_S = Number(process.env.BENCH_SPIKE_HOLD_SECONDS ?? 60);
const OUTAGE_CONNECTIONS = Number(process.env.BENCH_SPIKE_OUTAGE_CONNECTIONS ?? 500);
const OUTAGE_S = Number(process.env.BENCH_SPIKE_OUTAGE_SECONDS ?? 60);
/**
 * A request that has not fully answered (connect, wait, whole body) in this long counts as a time-out: what a
 * visitor's patience would allow, and the "first byte within 10 s" a CDN is told to wait (docs/operations.md §5).
 * A time-out is a failure like an error; answers are counted, not retried.
 */
const TIMEOUT_MS = Number(process.env.BENCH_SPIKE_TIMEOUT_MS ?? 10_000);
/** Fresh answers must be back within this long after the database restarts (issue 21). */
const FRESH_WITHIN_S = 10;
// 2,000 visitors from one machine: the bench speaks as a proxy on 127.0.0.1 (trusted, so the per-address connection
// cap does not count the bench as one visitor) and names the visitor of each request in X-Forwarded-For, as nginx
// does on its kept-alive upstream connections, which carry many visitors' requests. The crowd is this many people
// (the Gyeongju earthquake's peak was 44,204), so each visitor's per-minute budget is an operator's default.
const AS_PROXY = { TRUSTED_PROXIES: '127.0.0.1' };
const VISITORS = Number(process.env.BENCH_SPIKE_VISITORS ?? 40_000);
const visitorAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
const VIDEOS = process.env.BENCH_SPIKE_VIDEOS ?? '56000';
const SIZE = Number(VIDEOS) >= 1000 ? `${Math.round(Number(VIDEOS) / 1000)}k` : VIDEOS;
/** The normal response cache's bound the servers get (an operator's default unless the bench's environment sets it). */
const CACHE_ENTRIES = Number(process.env.CACHE_MAX_ENTRIES ?? 2_000);
/** Video pages in the outage's long tail: half again the normal cache's entries (3,000 with the default 2,000). */
const TAIL = Number(process.env.BENCH_SPIKE_TAIL ?? Math.round(CACHE_ENTRIES * 1.5));

/** The 20 searches people make most on such a day. */
export const TOP_SEARCHES = [
  '지진',
  '지진 대피',
  '화재',
  '화재 대피',
  '소화기',
  '소화기 사용법',
  '심폐소생술',
  '산불',
  '산불 대피',
  '태풍',
  '홍수',
  '대피',
  '119',
  '완강기',
  '응급처치',
  '소방',
  '안전',
  '지진해일',
  '대피소',
  '가스 누출',
];

/** Words of searches nobody asked before the outage: three of them at random (27,000 combinations). */
const NEW_SEARCH_WORDS = [
  '아파트',
  '학교',
  '어린이',
  '노인',
  '차량',
  '터널',
  '지하철',
  '엘리베이터',
  '화상',
  '골절',
  '심정지',
  '연기',
  '비상구',
  '경보',
  '한파',
  '폭염',
  '폭우',
  '낙뢰',
  '붕괴',
  '전기',
  '가스',
  '대피',
  '지진',
  '산불',
  '소화기',
  '응급',
  '안전',
  '구조',
  '방법',
  '교육',
];
const pickWord = () => NEW_SEARCH_WORDS[Math.floor(Math.random() * NEW_SEARCH_WORDS.length)]!;

export interface WindowCounts {
  ok: number;
  errors: number;
  timeouts: number;
  /** Answers marked `X-Served-From: last-good` (with an `Age`). */
  fromCopies: number;
  /** Searches never asked before that answered 200 (from the in-memory index while the database is away). */
  newSearchesOk: number;
}

export interface SpikeResult {
  label: string;
  phase: 'spike' | 'outage';
  connections: string;
  seconds: number;
  sent: number;
  ok: number;
  errors: number;
  timeouts: number;
  /** Failed answers by status or error code ("503", "ECONNRESET", "time-out"). */
  failures: Record<string, number>;
  errorSamples: string[];
  reqPerSec: number;
  overall: LatencySummary;
  byKind: Record<string, LatencySummary>;
  /** 1-minute load average: before, highest seen, after (2 shared cores: above 2, work queues). */
  load: [number, number, number];
  /** CPU seconds per second (1 = one core) of the load generator itself, and of the app processes. */
  cpu: { bench: number; servers: number };
  /** The load generator's event-loop delay (ms, p99 and max): how late its own timers and reads ran. */
  benchLoopDelayMs: { p99: number; max: number };
  /** Outage only: answers before the stop, while the database was down, and after its restart. */
  windows?: { before: WindowCounts; down: WindowCounts; after: WindowCounts };
  servedFromCopies?: number;
  /** Outage only: seconds from the restart until a change made then was visible on every process (null: not in 60 s). */
  freshAfterRestartS?: number | null;
  /** Of those, seconds until the change itself was accepted (the admin write after the restart). */
  writeAcceptedAfterRestartS?: number | null;
  /** What keeps the target from being met (empty: met). */
  shortfalls: string[];
}

interface Target {
  kind: string;
  path: string | (() => string);
  weight: number;
}

/**
 * Every request of the bench's own (setup, warming, probes) comes from a visitor of the crowd too: from 127.0.0.1
 * without X-Forwarded-For they would all be one visitor, and an operator's per-minute limits would refuse them.
 */
const aVisitor = () => ({ 'x-forwarded-for': visitorAddress(1 + Math.floor(Math.random() * VISITORS)) });

async function json(base: string, path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, { ...init, headers: { ...aVisitor(), ...(init.headers as Record<string, string>) } });
  return (await response.json()) as { data: any };
}

const staffHeaders = (base: string) => ({ 'x-requested-with': '119-admin', origin: base, 'content-type': 'application/json' });

async function signIn(base: string): Promise<string> {
  const login = await json(base, '/api/auth/login', { method: 'POST', headers: staffHeaders(base), body: JSON.stringify(BENCH_ADMIN) });
  const token = login.data?.accessToken as string | undefined;
  if (!token) throw new Error(`bench admin sign-in failed: ${JSON.stringify(login)}`);
  return token;
}

interface Notice {
  id: number;
  message: string;
  token: string;
}

/** Declares a national earthquake notice (as staff would) with four pinned videos, so every page carries the banner. */
async function declareNotice(base: string): Promise<Notice> {
  const token = await signIn(base);
  const draft = await json(base, '/api/admin/alerts/draft?hazard=earthquake', { headers: { authorization: `Bearer ${token}` } });
  if (!draft.data) throw new Error(`no draft: ${JSON.stringify(draft)}`);
  const body = {
    hazard: 'earthquake',
    regions: ['전국'],
    title: draft.data.title,
    message: draft.data.message,
    steps: draft.data.steps,
    videoIds: draft.data.videos.slice(0, 4).map((v: { video_id: string }) => v.video_id),
    links: draft.data.links,
    endsAt: new Date(Date.now() + 6 * 3_600_000).toISOString(),
  };
  const response = await fetch(`${base}/api/admin/alerts`, {
    method: 'POST',
    headers: { ...staffHeaders(base), authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`notice not declared: ${response.status} ${await response.text()}`);
  const created = (await response.json()) as { data: { id: number } };
  return { id: created.data.id, message: body.message, token };
}

async function targetsOf(base: string): Promise<Target[]> {
  const keywords = ((await json(base, '/api/keywords?sort=total_videos&limit=10')).data as { slug: string }[]).map((k) =>
    encodeURIComponent(k.slug),
  );
  return [
    ...list('home page', ['/'], 0.2),
    ...list('/emergency', ['/emergency'], 0.15),
    ...list('active notices', ['/api/alerts/active'], 0.15),
    ...list('popular list', ['/api/videos/popular?period=week', '/api/videos/popular?period=month', '/api/videos?sort=latest'], 0.1),
    ...list(
      'keyword list',
      keywords.map((slug) => `/api/keywords/${slug}/videos?sort=view_count`),
      0.15,
    ),
    ...list(
      'top-20 search',
      TOP_SEARCHES.map((q) => `/api/search?q=${encodeURIComponent(q)}`),
      0.25,
    ),
  ];
}

const list = (kind: string, paths: string[], weight: number): Target[] =>
  paths.map((path) => ({ kind, path, weight: weight / paths.length }));

/** Video pages of the best-viewed TAIL videos (asked once each before the outage), in pages of 100. */
async function tailPaths(base: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < TAIL; page += 1) {
    const answer = await json(base, `/api/videos?sort=views&limit=100&page=${page}`);
    const videos = answer.data as { video_id: string }[] | undefined;
    if (!Array.isArray(videos)) throw new Error(`video list for the long tail: ${JSON.stringify(answer).slice(0, 200)}`);
    if (videos.length === 0) break;
    paths.push(...videos.map((v) => `/api/videos/${v.video_id}`));
  }
  return paths.slice(0, TAIL);
}

/**
 * The outage's mix: the spike's (70 %), a long tail of video pages (25 %, more than the normal cache holds, so part of
 * it is answered from the last good copies once the database is gone) and searches never asked before (5 %).
 */
function outageTargets(spikeTargets: Target[], tail: string[]): Target[] {
  const scaled = spikeTargets.map((t) => ({ ...t, weight: t.weight * 0.7 }));
  const tailTargets: Target[] = tail.length
    ? [{ kind: 'video page (long tail)', path: () => tail[Math.floor(Math.random() * tail.length)]!, weight: 0.25 }]
    : [];
  const newSearch: Target = {
    kind: NEW_SEARCH_KIND,
    path: () => `/api/search?q=${encodeURIComponent(`${pickWord()} ${pickWord()} ${pickWord()}`)}`,
    weight: 0.05,
  };
  return [...scaled, ...tailTargets, newSearch];
}
const NEW_SEARCH_KIND = 'search never asked';

function picker(targets: Target[]): () => Target {
  const total = targets.reduce((sum, t) => sum + t.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const target of targets) if ((r -= target.weight) <= 0) return target;
    return targets[targets.length - 1]!;
  };
}

interface Outcome {
  status: number;
  ms: number;
  timedOut: boolean;
  error?: string;
  fromCopy: boolean;
}

function request(agent: http.Agent, base: string, path: string, visitor: string): Promise<Outcome> {
  const started = performance.now();
  const url = new URL(path, base);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<Outcome, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, ms: outcome.timedOut ? TIMEOUT_MS : performance.now() - started });
    };
    const req = http.get(
      url,
      {
        agent,
        headers: {
          'accept-encoding': 'gzip',
          accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
          'x-forwarded-for': visitor,
        },
      },
      (res) => {
        // The body is read (so its transfer is timed) but not kept or decoded.
        res.resume();
        res.on('end', () =>
          finish({ status: res.statusCode ?? 0, timedOut: false, fromCopy: res.headers['x-served-from'] === 'last-good' }),
        );
        res.on('error', (error) => finish({ status: 0, timedOut: false, error: codeOf(error), fromCopy: false }));
      },
    );
    // The whole answer within TIMEOUT_MS (connect, wait, body), as a visitor's patience would have it.
    const timer = setTimeout(() => {
      finish({ status: 0, timedOut: true, fromCopy: false });
      req.destroy();
    }, TIMEOUT_MS);
    req.on('error', (error) => finish({ status: 0, timedOut: false, error: codeOf(error), fromCopy: false }));
  });
}

const codeOf = (error: Error) => (error as NodeJS.ErrnoException).code ?? error.message;

/** CPU seconds (user + system) a process has used so far, from /proc (0 when it is gone). */
function cpuSecondsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the line (12 and 13 after the command), in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const emptyCounts = (): WindowCounts => ({ ok: 0, errors: 0, timeouts: 0, fromCopies: 0, newSearchesOk: 0 });

/**
 * Closed-loop load: connections start from `from` and grow linearly to `to` over `rampS`, then stay `holdS`.
 * `during(elapsedS)` is called every second (the outage phase stops and starts the database there); `windowOf`
 * names the moment a request was sent in ('before', 'down', 'after'), counted apart.
 */
async function drive(
  label: string,
  phase: SpikeResult['phase'],
  servers: RunningServer[],
  targets: Target[],
  shape: { from: number; to: number; rampS: number; holdS: number },
  outage?: { during: (elapsedS: number) => void; windowOf: () => 'before' | 'down' | 'after' },
): Promise<SpikeResult> {
  const bases = servers.map((s) => s.url);
  const pick = picker(targets);
  const agent = new http.Agent({ keepAlive: true, maxSockets: shape.to * 2 });
  const latencies: number[] = [];
  const byKind: Record<string, number[]> = {};
  const errorSamples = new Set<string>();
  const failures: Record<string, number> = {};
  const windows = { before: emptyCounts(), down: emptyCounts(), after: emptyCounts() };
  let sent = 0;
  let ok = 0;
  let errors = 0;
  let timeouts = 0;
  const totalS = shape.rampS + shape.holdS;
  const started = Date.now();
  const deadline = started + totalS * 1000;
  const loadBefore = loadavg()[0]!;
  let loadPeak = loadBefore;
  let next = 0;
  const benchCpu = process.cpuUsage();
  const serverCpu = servers.map((s) => cpuSecondsOf(s.child.pid));
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const worker = async () => {
    while (Date.now() < deadline) {
      const target = pick();
      const base = bases[next++ % bases.length]!;
      const path = typeof target.path === 'string' ? target.path : target.path();
      const visitor = visitorAddress(1 + Math.floor(Math.random() * VISITORS));
      sent += 1;
      const window = windows[outage?.windowOf() ?? 'before'];
      const outcome = await request(agent, base, path, visitor);
      if (outcome.timedOut) {
        timeouts += 1;
        window.timeouts += 1;
        failures['time-out'] = (failures['time-out'] ?? 0) + 1;
      } else if (outcome.status >= 200 && outcome.status < 400) {
        ok += 1;
        window.ok += 1;
        latencies.push(outcome.ms);
        (byKind[target.kind] ??= []).push(outcome.ms);
        if (outcome.fromCopy) window.fromCopies += 1;
        if (target.kind === NEW_SEARCH_KIND) window.newSearchesOk += 1;
      } else {
        errors += 1;
        window.errors += 1;
        const what = outcome.status ? String(outcome.status) : (outcome.error ?? 'unknown');
        failures[what] = (failures[what] ?? 0) + 1;
        if (errorSamples.size < 5) errorSamples.add(`${path} → ${what}`);
      }
    }
  };
  const workers: Promise<void>[] = [];
  const extra = shape.to - shape.from;
  for (let i = 0; i < shape.from; i += 1) workers.push(worker());
  // Each further connection joins at its moment of the ramp.
  for (let i = 1; i <= extra; i += 1) {
    const at = (shape.rampS * 1000 * i) / extra;
    workers.push(new Promise((settle) => setTimeout(settle, at)).then(worker));
  }
  const ticker = setInterval(() => {
    loadPeak = Math.max(loadPeak, loadavg()[0]!);
    outage?.during(Math.round((Date.now() - started) / 1000));
  }, 1000);
  await Promise.all(workers);
  clearInterval(ticker);
  loopDelay.disable();
  agent.destroy();
  const seconds = (Date.now() - started) / 1000;
  const used = process.cpuUsage(benchCpu);
  const serversUsed = servers.reduce((sum, s, i) => sum + cpuSecondsOf(s.child.pid) - serverCpu[i]!, 0);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const result: SpikeResult = {
    label,
    phase,
    connections: shape.from === shape.to ? `${shape.to}` : `${shape.from} → ${shape.to}`,
    seconds: Math.round(seconds),
    sent,
    ok,
    errors,
    timeouts,
    failures,
    errorSamples: [...errorSamples],
    reqPerSec: Math.round(ok / seconds),
    overall: summarise(latencies),
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, samples]) => [kind, summarise(samples)])),
    load: [loadBefore, loadPeak, loadavg()[0]!].map(round2) as [number, number, number],
    cpu: { bench: round2((used.user + used.system) / 1e6 / seconds), servers: round2(serversUsed / seconds) },
    benchLoopDelayMs: { p99: Math.round(loopDelay.percentile(99) / 1e6), max: Math.round(loopDelay.max / 1e6) },
    shortfalls: [],
  };
  if (phase === 'outage') {
    result.windows = windows;
    result.servedFromCopies = windows.down.fromCopies;
  }
  return result;
}

/** What keeps a result from the target: any error or time-out; for the outage, no proof of copies, new searches or freshness. */
function shortfallsOf(r: SpikeResult): string[] {
  const found: string[] = [];
  if (r.errors) found.push(`오류 ${r.errors}건`);
  if (r.timeouts) found.push(`시간 초과 ${r.timeouts}건`);
  if (r.phase !== 'outage') return found;
  const down = r.windows!.down;
  if (down.ok === 0) found.push('DB 중지 중 응답 없음');
  if (down.fromCopies === 0) found.push('DB 중지 중 사본 응답 0건 (마지막 정상 사본 경로를 거치지 않음)');
  if (down.newSearchesOk === 0) found.push('DB 중지 중 새 검색 응답 0건');
  if (r.freshAfterRestartS === null || r.freshAfterRestartS === undefined) found.push('DB 복귀 후 새 데이터가 보이지 않음');
  else if (r.freshAfterRestartS > FRESH_WITHIN_S) found.push(`새 데이터가 ${r.freshAfterRestartS}초 뒤에 보임 (목표 ${FRESH_WITHIN_S}초)`);
  return found;
}

/** Every path once per process, a few at a time, so each has been answered (and kept) before the crowd comes. */
async function warm(bases: string[], paths: string[]) {
  for (const base of bases) {
    let at = 0;
    const one = async () => {
      while (at < paths.length) {
        const path = paths[at++]!;
        const response = await fetch(base + path, { headers: aVisitor() });
        await response.arrayBuffer();
        // A path that did not answer 200 has no copy: the outage would measure nothing for it.
        if (response.status !== 200) throw new Error(`warming ${path} answered ${response.status}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, one));
  }
}
const fixedPaths = (targets: Target[]) => targets.flatMap((t) => (typeof t.path === 'string' ? [t.path] : []));

/**
 * After the restart, as staff would: the notice is updated (a line naming the moment), then every process is asked
 * until both its active notices and its /emergency page show the new line. Seconds from the restart: until the
 * write was accepted, and until every process showed it (null if not within `limitS`).
 */
async function freshAfterRestart(
  bases: string[],
  notice: Notice,
  restartedAt: number,
  limitS = 60,
): Promise<{ writeS: number | null; freshS: number | null }> {
  const since = (from: number) => Math.round((Date.now() - from) / 100) / 10;
  const giveUp = restartedAt + limitS * 1000;
  const marker = `복구 확인 ${new Date().toISOString().slice(11, 19)}`;
  const message = `${notice.message.slice(0, 380)} ${marker}`;
  let writeS: number | null = null;
  const refused: Record<string, number> = {};
  while (Date.now() < giveUp && writeS === null) {
    try {
      let response = await patchNotice(bases[0]!, notice, message);
      if (response.status === 401) {
        notice.token = await signIn(bases[0]!);
        response = await patchNotice(bases[0]!, notice, message);
      }
      if (response.ok) writeS = since(restartedAt);
      else refused[response.status] = (refused[response.status] ?? 0) + 1;
    } catch (error) {
      // The database is still coming back: try again.
      const what = (error as Error).name === 'TimeoutError' ? 'time-out' : codeOf(error as Error);
      refused[what] = (refused[what] ?? 0) + 1;
    }
    if (writeS === null) await new Promise((settle) => setTimeout(settle, 200));
  }
  if (Object.keys(refused).length) console.log(`[장애] 재시작 뒤 공지 수정이 거절된 횟수: ${JSON.stringify(refused)}`);
  if (writeS === null) return { writeS, freshS: null };
  const shows = async (base: string) => {
    try {
      const [active, page] = await Promise.all(
        ['/api/alerts/active', '/emergency'].map(async (path) => {
          const response = await fetch(base + path, { headers: aVisitor(), signal: AbortSignal.timeout(2_000) });
          return response.ok ? await response.text() : '';
        }),
      );
      return active!.includes(marker) && page!.includes(marker);
    } catch {
      return false;
    }
  };
  while (Date.now() < giveUp) {
    if ((await Promise.all(bases.map(shows))).every(Boolean)) return { writeS, freshS: since(restartedAt) };
    await new Promise((settle) => setTimeout(settle, 200));
  }
  return { writeS, freshS: null };
}

function patchNotice(base: string, notice: Notice, message: string): Promise<Response> {
  return fetch(`${base}/api/admin/alerts/${notice.id}`, {
    method: 'PATCH',
    headers: { ...staffHeaders(base), authorization: `Bearer ${notice.token}` },
    body: JSON.stringify({ message }),
    // A staff member's patience for one save; a refused or timed-out attempt is counted and tried again.
    signal: AbortSignal.timeout(10_000),
  });
}

const SPIKE_SHAPE = { from: FROM, to: TO, rampS: RAMP_S, holdS: HOLD_S };

/** The 56k embedded catalogue with the bench admin (BENCH_DATA_DIR to reuse one that has it). */
export async function spikeDataDir(temp: string[]): Promise<string> {
  if (process.env.BENCH_DATA_DIR) return process.env.BENCH_DATA_DIR;
  const dir = mkdtempSync('/tmp/bench-spike-');
  temp.push(dir);
  console.log(`\n[급증] 내장 PGlite 데모 카탈로그 생성 (${VIDEOS}개)…`);
  const seeding = await startServer({ DATA_DIR: dir, DEMO_VIDEOS: VIDEOS, SYNC_RUNNER: 'off', ...BENCH_ADMIN_ENV });
  await seeding.stop();
  return dir;
}

const OPERATOR = { operatorLimits: true };

export async function benchSpikeEmbedded(dataDir: string): Promise<SpikeResult> {
  const server = await startServer(
    { DATA_DIR: dataDir, SYNC_RUNNER: 'off', DEMO_VIDEOS: VIDEOS, ...AS_PROXY, ...BENCH_ADMIN_ENV },
    undefined,
    OPERATOR,
  );
  try {
    await declareNotice(server.url);
    const targets = await targetsOf(server.url);
    await warm([server.url], fixedPaths(targets));
    console.log(`[급증] 내장 PGlite 한 프로세스: ${FROM} → ${TO} 연결 (${RAMP_S}초), ${HOLD_S}초 유지…`);
    const result = await drive(`${SIZE} · 내장 PGlite · 프로세스 1개`, 'spike', [server], targets, SPIKE_SHAPE);
    result.shortfalls = shortfallsOf(result);
    return result;
  } finally {
    await server.stop();
  }
}

/** Two processes on one PostgreSQL: the spike, then the outage under 500 connections. */
export async function benchSpikePostgres(): Promise<SpikeResult[]> {
  const pgServer = await benchPostgres(process.env.BENCH_SPIKE_DATABASE ?? 'bench_spike_56k', process.env.BENCH_SPIKE_DATABASE);
  if (!pgServer) {
    console.log('\n[급증] PostgreSQL 15가 없어 건너뜁니다.');
    return [];
  }
  const env = {
    DATABASE_URL: pgServer.url,
    DEMO_VIDEOS: VIDEOS,
    SYNC_RUNNER: 'off',
    RATE_LIMIT_PROCESSES: '2',
    ...AS_PROXY,
    ...BENCH_ADMIN_ENV,
  };
  let servers: RunningServer[] = [];
  try {
    console.log('[급증] PostgreSQL에 데모 카탈로그 생성 (없으면)…');
    servers.push(await startServer(env, undefined, OPERATOR));
    servers.push(await startServer(env, undefined, OPERATOR));
    const bases = servers.map((s) => s.url);
    const notice = await declareNotice(bases[0]!);
    // The other process sees the notice at its next version poll.
    await new Promise((settle) => setTimeout(settle, 1_500));
    const targets = await targetsOf(bases[0]!);
    await warm(bases, fixedPaths(targets));
    console.log(`[급증] PostgreSQL, 앱 프로세스 2개: ${FROM} → ${TO} 연결, ${HOLD_S}초 유지…`);
    const spike = await drive(`${SIZE} · PostgreSQL 15 · 앱 프로세스 2개`, 'spike', servers, targets, SPIKE_SHAPE);
    spike.shortfalls = shortfallsOf(spike);
    if (!pgServer.pause || !pgServer.resume) return [spike];
    // Copies that are never asked for are no proof: without a tail there is nothing the normal cache has dropped.
    if (TAIL <= 0) throw new Error('BENCH_SPIKE_TAIL must be above 0: the outage must ask for answers the normal cache has dropped.');
    // The long tail is asked once (so each process has answered it and kept a copy), after the fixed targets: the
    // normal cache (2,000 entries by default) cannot hold it all, the last good copies (32 MB) can.
    const tail = await tailPaths(bases[0]!);
    await warm(bases, [...fixedPaths(targets), ...tail]);
    console.log(
      `[장애] 연결 ${OUTAGE_CONNECTIONS}개 유지 중 데이터베이스를 ${OUTAGE_S}초 멈춤 (immediate), 긴 꼬리 영상 ${tail.length}개…`,
    );
    const stopAt = 10;
    const restartAt = stopAt + OUTAGE_S;
    let state: 'before' | 'stopping' | 'down' | 'starting' | 'after' = 'before';
    let stopping: Promise<void> = Promise.resolve();
    let fresh: Promise<{ writeS: number | null; freshS: number | null }> | null = null;
    const restart = () => {
      state = 'starting';
      fresh = stopping
        .then(() => pgServer.resume!())
        .then(() => {
          state = 'after';
          // Timed from the restart, while the crowd is still there.
          return freshAfterRestart(bases, notice, Date.now());
        });
    };
    const outage = await drive(
      `${SIZE} · PostgreSQL 15 · 앱 프로세스 2개 · DB 중지`,
      'outage',
      servers,
      outageTargets(targets, tail),
      // Held until the restart and 15 s more: long enough for the freshness check's 10 s under the crowd.
      { from: OUTAGE_CONNECTIONS, to: OUTAGE_CONNECTIONS, rampS: 0, holdS: restartAt + 15 },
      {
        during: (elapsed) => {
          if (elapsed >= stopAt && state === 'before') {
            state = 'stopping';
            stopping = pgServer.pause!().then(() => void (state = 'down'));
          }
          if (elapsed >= restartAt && state === 'down') restart();
        },
        // A request sent while stopping or starting is counted with the outage (the database cannot answer it).
        windowOf: () => (state === 'before' ? 'before' : state === 'after' ? 'after' : 'down'),
      },
    );
    if (state === 'before' || state === 'stopping' || state === 'down') restart();
    const measured = await fresh!;
    outage.freshAfterRestartS = measured.freshS;
    outage.writeAcceptedAfterRestartS = measured.writeS;
    outage.shortfalls = shortfallsOf(outage);
    return [spike, outage];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    pgServer.stop();
  }
}

export function renderSpike(results: SpikeResult[]): string[] {
  if (results.length === 0) return [];
  const lines = [
    '## 급증과 장애 (BENCH_ONLY=spike)',
    '',
    `연결이 ${FROM}개에서 ${TO}개로 ${RAMP_S}초 안에 늘고 ${HOLD_S}초 유지 (닫힌 루프), 재난 공지 1건 선포 상태. ` +
      `섞음: 홈 20%, /emergency 15%, 진행 중 공지 15%, 인기·최신 목록 10%, 키워드 목록 15%, 많이 찾는 검색 20개 25%. ` +
      `요청마다 방문자 ${VISITORS.toLocaleString('ko-KR')}명 중 한 명의 주소 (X-Forwarded-For, TRUSTED_PROXIES=127.0.0.1). ` +
      `서버 설정은 운영 기본값 (분당 한도, 캐시 크기, 시간 제한, 연결 한도), 앱 프로세스 2개에는 RATE_LIMIT_PROCESSES=2. ` +
      `응답 전체가 ${TIMEOUT_MS / 1000}초 안에 오지 않으면 시간 초과 (실패로 셈).`,
    '',
    `DB 중지: 연결 ${OUTAGE_CONNECTIONS}개, 10초 뒤 \`pg_ctl -m immediate stop\`, ${OUTAGE_S}초 뒤 다시 시작. 섞음은 위의 70%, ` +
      `영상 페이지 긴 꼬리 25% (미리 한 번씩 물어 둔 ${TAIL}개: 보통 캐시 ${CACHE_ENTRIES.toLocaleString('ko-KR')}개보다 많아 일부는 마지막 정상 사본으로만 답할 수 있음), ` +
      `처음 묻는 검색 5%. "새 데이터"는 재시작 직후 관리자 API로 고친 공지 문구가 두 프로세스의 /api/alerts/active와 /emergency에 모두 보일 때까지의 초.`,
    '',
    '| 대상 | 단계 | 연결 | 초 | 성공 | 오류 | 시간 초과 | req/s | p50 ms | p99 ms | 부하 평균 (전/최고/후) | CPU 코어 (벤치/앱) | 벤치 이벤트 루프 지연 p99/max ms | 판정 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.label} | ${r.phase === 'spike' ? '급증' : 'DB 중지'} | ${r.connections} | ${r.seconds} | ${r.ok} | ${r.errors} | ${r.timeouts} | ` +
        `${r.reqPerSec} | ${r.overall.p50} | ${r.overall.p99} | ${r.load.join(' / ')} | ${r.cpu.bench} / ${r.cpu.servers} | ` +
        `${r.benchLoopDelayMs.p99} / ${r.benchLoopDelayMs.max} | ${r.shortfalls.length ? `**실패**: ${r.shortfalls.join(', ')}` : '통과'} |`,
    );
  }
  const outages = results.filter((r) => r.windows);
  if (outages.length) {
    lines.push(
      '',
      '| 대상 | 구간 | 성공 | 오류 | 시간 초과 | 사본 응답 (X-Served-From: last-good) | 처음 묻는 검색 성공 |',
      '|---|---|---|---|---|---|---|',
    );
    for (const r of outages)
      for (const [name, w] of [
        ['중지 전', r.windows!.before],
        ['DB 중지 중', r.windows!.down],
        ['재시작 후', r.windows!.after],
      ] as const)
        lines.push(`| ${r.label} | ${name} | ${w.ok} | ${w.errors} | ${w.timeouts} | ${w.fromCopies} | ${w.newSearchesOk} |`);
    for (const r of outages)
      lines.push(
        '',
        `${r.label}: 재시작 뒤 공지 수정이 받아들여지기까지 ${secondsText(r.writeAcceptedAfterRestartS)}, ` +
          `두 프로세스 모두에 새 문구가 보이기까지 ${secondsText(r.freshAfterRestartS)} (목표 ${FRESH_WITHIN_S}초).`,
      );
  }
  const failed = results.filter((r) => Object.keys(r.failures).length);
  if (failed.length) {
    lines.push('', '실패 내역:');
    for (const r of failed)
      lines.push(
        `- ${r.label} (${r.phase}): ${Object.entries(r.failures)
          .map(([what, n]) => `${what} ${n}건`)
          .join(', ')}`,
      );
  }
  lines.push('', '| 대상 | 단계 | 종류 | n | p50 | p99 | max |', '|---|---|---|---|---|---|---|');
  for (const r of results)
    for (const [kind, s] of Object.entries(r.byKind))
      lines.push(`| ${r.label} | ${r.phase} | ${kind} | ${s.n} | ${s.p50} | ${s.p99} | ${s.max} |`);
  const samples = results.flatMap((r) => r.errorSamples.map((s) => `- ${r.label} (${r.phase}): ${s}`));
  if (samples.length) lines.push('', '오류 예:', ...samples);
  return lines;
}

const secondsText = (s: number | null | undefined) => (s === null || s === undefined ? '60초 안에 안 됨' : `${s}초`);

/** The HTML pages come from the web build: without it, / and /emergency would measure the "not built" page. */
export function assertWebBuilt(): void {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web이 없습니다: npm run build 후 다시 실행하세요.');
}
