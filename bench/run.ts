// npm run bench — builds the demo catalogue at 56k (PGlite) and 1M (PostgreSQL), drives every public
// endpoint over HTTP, times the original product's search on the same data, writes bench/results/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { measureLatency, measureMixedThroughput, measureThroughput, type Throughput } from './lib/load.ts';
import { originalSearch } from './lib/original-search.ts';
import { benchPostgres } from './lib/postgres-server.ts';
import { startServer } from './lib/server-process.ts';
import { summarise, type LatencySummary } from './lib/stats.ts';
import { renderReport, type SizeReport } from './lib/report.ts';
import type { SearchBench } from './lib/search-report.ts';
import { SEARCH_QUERY_CLASSES } from './lib/search-queries.ts';
import { runSyncBenchmarks } from './sync.ts';
import { BENCH_ADMIN_ENV, benchAdminVideos } from './admin-videos.ts';
import { benchDuplicates } from './duplicates.ts';

// How visitors type (issue 15): every class must beat the original approach and stay fast.
export const SEARCH_QUERIES: string[] = Object.values(SEARCH_QUERY_CLASSES).flat();
const QUERY_CLASS = Object.fromEntries(Object.entries(SEARCH_QUERY_CLASSES).flatMap(([name, list]) => list.map((q) => [q, name])));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SEARCH_REPS = Number(process.env.BENCH_SEARCH_REPS ?? 40);
/** The original approach scans the table for rare words: fewer repetitions at 1M keep the bench short. */
const ORIGINAL_REPS = { small: Number(process.env.BENCH_ORIGINAL_REPS ?? 15), large: Number(process.env.BENCH_ORIGINAL_REPS_LARGE ?? 5) };
const LIST_REPS = Number(process.env.BENCH_LIST_REPS ?? 60);
const sizes = (process.env.BENCH_SIZES ?? '56k,1m,sync').split(',').map((s) => s.trim().toLowerCase());
/** BENCH_ONLY=search: only the search section (one uncached server, the original approach, the table). */
const SEARCH_ONLY = process.env.BENCH_ONLY === 'search';
/** BENCH_DATA_DIR: keep the 56k catalogue between runs (seeded once) instead of a fresh temporary one. */
const KEPT_DATA_DIR = process.env.BENCH_DATA_DIR;

async function endpointsFor(base: string): Promise<Record<string, string>> {
  const keyword = ((await (await fetch(`${base}/api/keywords?sort=total_videos&limit=1`)).json()) as any).data[0].slug as string;
  const channel = ((await (await fetch(`${base}/api/channels/fire-departments`)).json()) as any).data.channels[0].channel_id as string;
  const slug = encodeURIComponent(keyword);
  return {
    statistics: '/api/statistics',
    'videos list': '/api/videos?sort=latest',
    'videos list (views, fire_dept, page 3)': '/api/videos?sort=views&channel_type=fire_dept&page=3',
    'popular (month)': '/api/videos/popular?period=month',
    'popular (all, domestic)': '/api/videos/popular?period=all&channel_type=domestic',
    channels: '/api/channels?limit=500',
    'channel counts': '/api/channels/counts',
    'channel stats': '/api/channels/stats',
    'channel detail': `/api/channels/${channel}`,
    categories: '/api/categories',
    keywords: '/api/keywords',
    'keyword detail': `/api/keywords/${slug}`,
    'keyword videos': `/api/keywords/${slug}/videos?sort=view_count`,
    suggest: `/api/keywords/suggest?q=${encodeURIComponent('소화')}`,
  };
}

/** The first search waits for the index, which takes a while at 1M: retry past client timeouts. */
async function waitForSearchIndex(base: string): Promise<void> {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    try {
      const response = await fetch(`${base}/api/search?q=${encodeURIComponent('소방')}`, { signal: AbortSignal.timeout(240_000) });
      if (response.ok) return;
    } catch {
      // still loading
    }
    if (Date.now() > deadline) throw new Error('the search index did not load in 30 minutes');
  }
}

/** The server process's CPU time so far (user + system, ms) — the work a request costs, whatever the neighbours do. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/** Latency per query, and the server's CPU time per request over the same requests. */
async function searchTable(server: { url: string; child: { pid?: number } }, paths: Record<string, string>, count: number) {
  const latency: Record<string, LatencySummary> = {};
  const cpuMs: Record<string, number> = {};
  // One untimed pass first: the first request of each kind compiles its code paths (JIT), which is not steady state.
  for (const path of Object.values(paths)) await (await fetch(server.url + path)).arrayBuffer();
  for (const [name, path] of Object.entries(paths)) {
    const before = cpuMsOf(server.child.pid!);
    latency[name] = await measureLatency(server.url + path, count);
    cpuMs[name] = Math.round(((cpuMsOf(server.child.pid!) - before) / count) * 100) / 100;
  }
  return { latency, cpuMs };
}

async function latencyTable(base: string, paths: Record<string, string>, count: number) {
  const out: Record<string, LatencySummary> = {};
  for (const [name, path] of Object.entries(paths)) out[name] = await measureLatency(base + path, count);
  return out;
}

async function benchSize(
  label: string,
  videos: number,
  env: Record<string, string>,
  openDirect: () => ReturnType<typeof openDatabase>,
): Promise<SizeReport> {
  if (SEARCH_ONLY) return benchSearchOnly(label, videos, env, openDirect);
  console.log(`\n[${label}] 첫 시작 (데모 카탈로그 ${videos.toLocaleString()}개 생성 포함)…`);
  const first = await startServer({ ...env, ...BENCH_ADMIN_ENV, DEMO_VIDEOS: String(videos) });
  const firstStartMs = first.startupMs;
  const paths = await endpointsFor(first.url);
  const searchPaths = Object.fromEntries(SEARCH_QUERIES.map((q) => [q, `/api/search?q=${encodeURIComponent(q)}`]));

  console.log(`[${label}] 캐시된 응답: 지연과 처리량…`);
  await waitForSearchIndex(first.url);
  const cached = await latencyTable(
    first.url,
    { ...paths, 'search 소방': searchPaths['소방']!, 'search 소화기 사용법': searchPaths['소화기 사용법']! },
    200,
  );
  const throughput: Record<string, Throughput> = {};
  for (const name of ['statistics', 'videos list', 'popular (month)', 'keyword videos', 'channels']) {
    throughput[name] = await measureThroughput(first.url + paths[name]!, SECONDS);
  }
  throughput['search 소방'] = await measureThroughput(first.url + searchPaths['소방']!, SECONDS);
  const rssCachedMb = first.rssMb();
  await first.stop();

  console.log(`[${label}] 캐시 없이 (CACHE_MAX_ENTRIES=0)…`);
  const cold = await startServer({ ...env, DEMO_VIDEOS: String(videos), CACHE_MAX_ENTRIES: '0' });
  await waitForSearchIndex(cold.url);
  const uncached = await latencyTable(cold.url, paths, LIST_REPS);
  const { latency: search, cpuMs } = await searchTable(cold, searchPaths, SEARCH_REPS);
  console.log(`[${label}] 관리자 영상 목록 (검색·조건·50개씩)…`);
  const adminVideos = await benchAdminVideos(cold.url, LIST_REPS);
  console.log(`[${label}] 캐시 없는 검색 처리량 (질의 ${SEARCH_QUERIES.length}개 섞어서)…`);
  const searchThroughput = await measureMixedThroughput(cold.url, Object.values(searchPaths), SECONDS);
  const rssColdMb = cold.rssMb();
  const indexLine = /검색 색인 준비: ([^\n]+)/.exec(cold.output.join(''))?.[1] ?? '';
  await cold.stop();

  const original = await timeOriginal(videos, openDirect);
  console.log(`[${label}] 중복 영상 찾기 (같은 영상, 다시 올린 영상, 비슷한 제목)…`);
  const direct = await openDirect();
  const duplicates = await benchDuplicates(direct.db);
  await direct.close();
  const searchBench: SearchBench = {
    ours: search,
    original,
    throughput: searchThroughput,
    indexLine,
    rssMb: rssColdMb,
    classes: QUERY_CLASS,
    cpuMs,
  };
  return {
    label,
    videos,
    firstStartMs,
    cached,
    uncached,
    search: searchBench,
    throughput,
    rssCachedMb,
    rssColdMb,
    adminVideos,
    duplicates,
  };
}

async function timeOriginal(videos: number, openDirect: () => ReturnType<typeof openDatabase>) {
  console.log('원래 제품의 검색 방식(ILIKE 200행 + JS 점수)…');
  const handle = await openDirect();
  const original: Record<string, LatencySummary> = {};
  const reps = videos > 100_000 ? ORIGINAL_REPS.large : ORIGINAL_REPS.small;
  for (const q of SEARCH_QUERIES) {
    const samples: number[] = [];
    for (let i = 0; i < reps; i += 1) {
      const started = performance.now();
      await originalSearch(handle.db, q);
      samples.push(performance.now() - started);
    }
    original[q] = summarise(samples);
  }
  await handle.close();
  return original;
}

/** BENCH_ONLY=search: one server with the result cache off (it seeds the catalogue the first time). */
async function benchSearchOnly(
  label: string,
  videos: number,
  env: Record<string, string>,
  openDirect: () => ReturnType<typeof openDatabase>,
): Promise<SizeReport> {
  console.log(`\n[${label}] 검색만: 서버 시작 (캐시 없이, 처음이면 데모 카탈로그 생성)…`);
  const cold = await startServer({ ...env, DEMO_VIDEOS: String(videos), CACHE_MAX_ENTRIES: '0' });
  const firstStartMs = cold.startupMs;
  await waitForSearchIndex(cold.url);
  const searchPaths = Object.fromEntries(SEARCH_QUERIES.map((q) => [q, `/api/search?q=${encodeURIComponent(q)}`]));
  const { latency: search, cpuMs } = await searchTable(cold, searchPaths, SEARCH_REPS);
  console.log(`[${label}] 캐시 없는 검색 처리량 (질의 ${SEARCH_QUERIES.length}개 섞어서)…`);
  const searchThroughput = await measureMixedThroughput(cold.url, Object.values(searchPaths), SECONDS);
  const rssColdMb = cold.rssMb();
  const indexLine = /검색 색인 준비: ([^\n]+)/.exec(cold.output.join(''))?.[1] ?? '';
  await cold.stop();
  const original = await timeOriginal(videos, openDirect);
  const searchBench: SearchBench = {
    ours: search,
    original,
    throughput: searchThroughput,
    indexLine,
    rssMb: rssColdMb,
    classes: QUERY_CLASS,
    cpuMs,
  };
  return {
    label,
    videos,
    firstStartMs,
    cached: {},
    uncached: {},
    search: searchBench,
    throughput: {},
    rssCachedMb: 0,
    rssColdMb,
    searchOnly: true,
  };
}

const reports: SizeReport[] = [];
const temp: string[] = [];
try {
  if (sizes.includes('56k')) {
    const dir = KEPT_DATA_DIR ?? mkdtempSync('/tmp/bench-56k-');
    if (!KEPT_DATA_DIR) temp.push(dir);
    reports.push(await benchSize('56k · PGlite', 56_000, { DATA_DIR: dir }, () => openDatabase({ dataDir: join(dir, 'pglite') })));
  }
  if (sizes.includes('1m')) {
    const pgServer = await benchPostgres('bench_1m');
    if (!pgServer) console.log('\n[1M] PostgreSQL 15가 없어 건너뜁니다 (BENCH_DATABASE_URL을 지정하세요).');
    else {
      try {
        reports.push(
          await benchSize('1M · PostgreSQL', 1_000_000, { DATABASE_URL: pgServer.url }, () => openDatabase({ databaseUrl: pgServer.url })),
        );
      } finally {
        pgServer.stop();
      }
    }
  }
} finally {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
}

mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const markdown = renderReport(reports);
writeFileSync(`bench/results/report-${stamp}.md`, markdown);
writeFileSync(`bench/results/report-${stamp}.json`, JSON.stringify(reports, null, 2));
// A search-only run (BENCH_ONLY=search) leaves the full report's latest.md alone.
writeFileSync(SEARCH_ONLY ? 'bench/results/search-latest.md' : 'bench/results/latest.md', markdown);
console.log(`\n${markdown}\n보고서: bench/results/report-${stamp}.md`);

if (sizes.includes('sync')) console.log(`\n${await runSyncBenchmarks()}`);
