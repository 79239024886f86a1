// npm run bench — builds the demo catalogue at 56k (PGlite) and 1M (PostgreSQL), drives every public
// endpoint over HTTP, times the original product's search on the same data, writes bench/results/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { measureLatency, measureThroughput, type Throughput } from './lib/load.ts';
import { originalSearch } from './lib/original-search.ts';
import { benchPostgres } from './lib/postgres-server.ts';
import { startServer } from './lib/server-process.ts';
import { summarise, type LatencySummary } from './lib/stats.ts';
import { renderReport, type SizeReport } from './lib/report.ts';
import { runSyncBenchmarks } from './sync.ts';
import { BENCH_ADMIN_ENV, benchAdminVideos } from './admin-videos.ts';
import { benchDuplicates } from './duplicates.ts';

export const SEARCH_QUERIES = [
  '소방',
  '화재',
  '안전',
  '소화기',
  '심폐소생술',
  '소화기 사용법',
  '지진 대피',
  '119',
  'ㅅㅎㄱ',
  'fire',
  '완강기',
  '리튬이온',
];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SEARCH_REPS = Number(process.env.BENCH_SEARCH_REPS ?? 40);
const LIST_REPS = Number(process.env.BENCH_LIST_REPS ?? 60);
const sizes = (process.env.BENCH_SIZES ?? '56k,1m,sync').split(',').map((s) => s.trim().toLowerCase());

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
  console.log(`\n[${label}] 첫 시작 (데모 카탈로그 ${videos.toLocaleString()}개 생성 포함)…`);
  const first = await startServer({ ...env, ...BENCH_ADMIN_ENV, DEMO_VIDEOS: String(videos) });
  const firstStartMs = first.startupMs;
  const paths = await endpointsFor(first.url);
  const searchPaths = Object.fromEntries(SEARCH_QUERIES.map((q) => [`search ${q}`, `/api/search?q=${encodeURIComponent(q)}`]));

  console.log(`[${label}] 캐시된 응답: 지연과 처리량…`);
  const cached = await latencyTable(first.url, { ...paths, ...searchPaths }, 200);
  const throughput: Record<string, Throughput> = {};
  for (const name of ['statistics', 'videos list', 'popular (month)', 'keyword videos', 'channels']) {
    throughput[name] = await measureThroughput(first.url + paths[name]!, SECONDS);
  }
  throughput['search 소방'] = await measureThroughput(first.url + searchPaths['search 소방']!, SECONDS);
  const rssCachedMb = first.rssMb();
  await first.stop();

  console.log(`[${label}] 캐시 없이 (CACHE_MAX_ENTRIES=0)…`);
  const cold = await startServer({ ...env, DEMO_VIDEOS: String(videos), CACHE_MAX_ENTRIES: '0' });
  const uncached = await latencyTable(cold.url, paths, LIST_REPS);
  const search = await latencyTable(cold.url, searchPaths, SEARCH_REPS);
  console.log(`[${label}] 관리자 영상 목록 (검색·조건·50개씩)…`);
  const adminVideos = await benchAdminVideos(cold.url, LIST_REPS);
  const rssColdMb = cold.rssMb();
  await cold.stop();

  console.log(`[${label}] 원래 제품의 검색 방식(ILIKE 200행 + JS 점수)…`);
  const handle = await openDirect();
  const original: Record<string, LatencySummary> = {};
  for (const q of SEARCH_QUERIES) {
    const samples: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const started = performance.now();
      await originalSearch(handle.db, q);
      samples.push(performance.now() - started);
    }
    original[`search ${q}`] = summarise(samples);
  }
  console.log(`[${label}] 중복 영상 찾기 (같은 영상, 다시 올린 영상, 비슷한 제목)…`);
  const duplicates = await benchDuplicates(handle.db);
  await handle.close();
  return { label, videos, firstStartMs, cached, uncached, search, original, throughput, rssCachedMb, rssColdMb, adminVideos, duplicates };
}

const reports: SizeReport[] = [];
const temp: string[] = [];
try {
  if (sizes.includes('56k')) {
    const dir = mkdtempSync('/tmp/bench-56k-');
    temp.push(dir);
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
writeFileSync('bench/results/latest.md', markdown);
console.log(`\n${markdown}\n보고서: bench/results/report-${stamp}.md`);

if (sizes.includes('sync')) console.log(`\n${await runSyncBenchmarks()}`);
