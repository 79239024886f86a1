// npm run bench -- spike (BENCH_ONLY=spike): the day it matters (issue 21, ADR 0028). A disaster notice is in force;
// visitors arrive from 20 to 2,000 concurrent connections within 10 s and stay 60 s (closed loop: each connection
// sends its next request when the last one answered), on a mix of the home page, /emergency, the active notices,
// popular and keyword lists and the 20 most asked searches. Against one embedded process, and against two
// processes on PostgreSQL (round robin, as a balancer would). Then, on PostgreSQL, the database is stopped
// (immediate shutdown) for 60 s under 500 connections: public reads must all still answer; after its restart,
// fresh answers must be back within 10 s. Reports errors, time-outs, p50/p99, requests per second and load average.
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
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
/** A request that has not answered in this long counts as a time-out (what a visitor's browser would give up on). */
const TIMEOUT_MS = Number(process.env.BENCH_SPIKE_TIMEOUT_MS ?? 10_000);
// 2,000 visitors from one machine: the bench speaks as a proxy on 127.0.0.1 (trusted, so the per-address connection
// cap does not count the bench as one visitor) and names each simulated visitor in X-Forwarded-For, as nginx would.
const AS_PROXY = { TRUSTED_PROXIES: '127.0.0.1' };
const visitorAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;
const VIDEOS = process.env.BENCH_SPIKE_VIDEOS ?? '56000';

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

export interface SpikeResult {
  label: string;
  phase: 'spike' | 'outage';
  connections: string;
  seconds: number;
  sent: number;
  ok: number;
  errors: number;
  timeouts: number;
  errorSamples: string[];
  reqPerSec: number;
  overall: LatencySummary;
  byKind: Record<string, LatencySummary>;
  /** 1-minute load average: before, highest seen, after (2 shared cores: above 2, work queues). */
  load: [number, number, number];
  /** Outage only: answers marked as last good copies, and seconds from the restart to fresh answers on every process. */
  servedFromCopies?: number;
  freshAfterRestartS?: number | null;
}

interface Target {
  kind: string;
  path: string;
  weight: number;
}

async function json(base: string, path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, init);
  return (await response.json()) as { data: any };
}

/** Declares a national earthquake notice (as staff would) with four pinned videos, so every page carries the banner. */
async function declareNotice(base: string): Promise<void> {
  const headers = { 'x-requested-with': '119-admin', origin: base, 'content-type': 'application/json' };
  const login = await json(base, '/api/auth/login', { method: 'POST', headers, body: JSON.stringify(BENCH_ADMIN) });
  const token = login.data?.accessToken as string | undefined;
  if (!token) throw new Error(`bench admin sign-in failed: ${JSON.stringify(login)}`);
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
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`notice not declared: ${response.status} ${await response.text()}`);
}

async function targetsOf(base: string): Promise<Target[]> {
  const keywords = ((await json(base, '/api/keywords?sort=total_videos&limit=10')).data as { slug: string }[]).map((k) =>
    encodeURIComponent(k.slug),
  );
  const list = (kind: string, paths: string[], weight: number) => paths.map((path) => ({ kind, path, weight: weight / paths.length }));
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
        res.on('data', () => undefined);
        res.on('end', () =>
          finish({ status: res.statusCode ?? 0, timedOut: false, fromCopy: res.headers['x-served-from'] === 'last-good' }),
        );
        res.on('error', (error) => finish({ status: 0, timedOut: false, error: error.message, fromCopy: false }));
      },
    );
    // The whole answer within TIMEOUT_MS (connect, wait, body), as a visitor's patience would have it.
    const timer = setTimeout(() => {
      finish({ status: 0, timedOut: true, fromCopy: false });
      req.destroy();
    }, TIMEOUT_MS);
    req.on('error', (error) => finish({ status: 0, timedOut: false, error: error.message, fromCopy: false }));
  });
}

/**
 * Closed-loop load: connections start from `from` and grow linearly to `to` over `rampS`, then stay `holdS`.
 * `during(elapsedS)` is called every second (the outage phase stops and starts the database there).
 */
async function drive(
  label: string,
  phase: SpikeResult['phase'],
  bases: string[],
  targets: Target[],
  shape: { from: number; to: number; rampS: number; holdS: number },
  during?: (elapsedS: number) => Promise<void> | void,
): Promise<SpikeResult> {
  const pick = picker(targets);
  const agent = new http.Agent({ keepAlive: true, maxSockets: shape.to * 2 });
  const latencies: number[] = [];
  const byKind: Record<string, number[]> = {};
  const errorSamples = new Set<string>();
  let sent = 0;
  let ok = 0;
  let errors = 0;
  let timeouts = 0;
  let fromCopies = 0;
  const totalS = shape.rampS + shape.holdS;
  const started = Date.now();
  const deadline = started + totalS * 1000;
  const loadBefore = loadavg()[0]!;
  let loadPeak = loadBefore;
  let next = 0;
  let visitors = 0;
  const worker = async () => {
    const visitor = visitorAddress((visitors += 1));
    while (Date.now() < deadline) {
      const target = pick();
      const base = bases[next++ % bases.length]!;
      sent += 1;
      const outcome = await request(agent, base, target.path, visitor);
      if (outcome.timedOut) timeouts += 1;
      else if (outcome.status >= 200 && outcome.status < 400) {
        ok += 1;
        latencies.push(outcome.ms);
        (byKind[target.kind] ??= []).push(outcome.ms);
        if (outcome.fromCopy) fromCopies += 1;
      } else {
        errors += 1;
        if (errorSamples.size < 5) errorSamples.add(`${target.path} → ${outcome.status || outcome.error}`);
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
    void during?.(Math.round((Date.now() - started) / 1000));
  }, 1000);
  await Promise.all(workers);
  clearInterval(ticker);
  agent.destroy();
  const seconds = (Date.now() - started) / 1000;
  const result: SpikeResult = {
    label,
    phase,
    connections: shape.from === shape.to ? `${shape.to}` : `${shape.from} → ${shape.to}`,
    seconds: Math.round(seconds),
    sent,
    ok,
    errors,
    timeouts,
    errorSamples: [...errorSamples],
    reqPerSec: Math.round(ok / seconds),
    overall: summarise(latencies),
    byKind: Object.fromEntries(Object.entries(byKind).map(([kind, samples]) => [kind, summarise(samples)])),
    load: [loadBefore, loadPeak, loadavg()[0]!].map((n) => Math.round(n * 100) / 100) as [number, number, number],
  };
  if (phase === 'outage') result.servedFromCopies = fromCopies;
  return result;
}

/** Every target once per process, so each has been answered (and kept) before the crowd comes. */
async function warm(bases: string[], targets: Target[]) {
  for (const base of bases) for (const target of targets) await (await fetch(base + target.path)).arrayBuffer();
}

/** Seconds until every process answers a public list freshly (not from a kept copy), polling every 200 ms. */
async function secondsUntilFresh(bases: string[], limitS = 60): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < limitS * 1000) {
    const answers = await Promise.all(
      bases.map(async (base) => {
        try {
          const response = await fetch(`${base}/api/videos/popular?period=week`, { signal: AbortSignal.timeout(2_000) });
          await response.arrayBuffer();
          return response.ok && !response.headers.get('x-served-from');
        } catch {
          return false;
        }
      }),
    );
    if (answers.every(Boolean)) return Math.round((Date.now() - started) / 100) / 10;
    await new Promise((settle) => setTimeout(settle, 200));
  }
  return null;
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

export async function benchSpikeEmbedded(dataDir: string): Promise<SpikeResult> {
  const server = await startServer({ DATA_DIR: dataDir, SYNC_RUNNER: 'off', DEMO_VIDEOS: VIDEOS, ...AS_PROXY, ...BENCH_ADMIN_ENV });
  try {
    await declareNotice(server.url);
    const targets = await targetsOf(server.url);
    await warm([server.url], targets);
    console.log(`[급증] 내장 PGlite 한 프로세스: ${FROM} → ${TO} 연결 (${RAMP_S}초), ${HOLD_S}초 유지…`);
    return await drive('56k · 내장 PGlite · 프로세스 1개', 'spike', [server.url], targets, SPIKE_SHAPE);
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
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const bases = servers.map((s) => s.url);
    await declareNotice(bases[0]!);
    // The other process sees the notice at its next version poll.
    await new Promise((settle) => setTimeout(settle, 1_500));
    const targets = await targetsOf(bases[0]!);
    await warm(bases, targets);
    console.log(`[급증] PostgreSQL, 앱 프로세스 2개: ${FROM} → ${TO} 연결, ${HOLD_S}초 유지…`);
    const spike = await drive('56k · PostgreSQL 15 · 앱 프로세스 2개', 'spike', bases, targets, SPIKE_SHAPE);
    if (!pgServer.pause || !pgServer.resume) return [spike];
    await warm(bases, targets);
    console.log(`[장애] 연결 ${OUTAGE_CONNECTIONS}개 유지 중 데이터베이스를 ${OUTAGE_S}초 멈춤 (immediate)…`);
    const stopAt = 10;
    const restartAt = stopAt + OUTAGE_S;
    let restartedAt = 0;
    let stopped = false;
    let fresh: Promise<number | null> = Promise.resolve(null);
    const outage = await drive(
      '56k · PostgreSQL 15 · 앱 프로세스 2개 · DB 중지',
      'outage',
      bases,
      targets,
      { from: OUTAGE_CONNECTIONS, to: OUTAGE_CONNECTIONS, rampS: 0, holdS: restartAt + 5 },
      (elapsed) => {
        if (elapsed >= stopAt && !stopped) {
          stopped = true;
          pgServer.pause!();
        }
        if (elapsed >= restartAt && !restartedAt) {
          restartedAt = Date.now();
          pgServer.resume!();
          // Timed from the restart, while the crowd is still there.
          fresh = secondsUntilFresh(bases);
        }
      },
    );
    if (!restartedAt) {
      pgServer.resume!();
      fresh = secondsUntilFresh(bases);
    }
    outage.freshAfterRestartS = await fresh;
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
      `${TIMEOUT_MS / 1000}초 안에 답하지 않으면 시간 초과.`,
    '',
    '| 대상 | 단계 | 연결 | 초 | 성공 | 오류 | 시간 초과 | req/s | p50 ms | p99 ms | 부하 평균 (전/최고/후) | 사본 응답 | DB 복귀 후 새 응답 |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.label} | ${r.phase === 'spike' ? '급증' : 'DB 중지'} | ${r.connections} | ${r.seconds} | ${r.ok} | ${r.errors} | ${r.timeouts} | ` +
        `${r.reqPerSec} | ${r.overall.p50} | ${r.overall.p99} | ${r.load.join(' / ')} | ${r.servedFromCopies ?? '-'} | ` +
        `${r.freshAfterRestartS === undefined ? '-' : r.freshAfterRestartS === null ? '60초 넘음' : `${r.freshAfterRestartS}초`} |`,
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

/** The HTML pages come from the web build: without it, / and /emergency would measure the "not built" page. */
export function assertWebBuilt(): void {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web이 없습니다: npm run build 후 다시 실행하세요.');
}
