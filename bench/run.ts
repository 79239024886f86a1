// npm run bench — builds the demo catalogue at 56k (PGlite) and 1M (PostgreSQL), drives every public
// endpoint over HTTP, times the original product's search on the same data, measures the embedded server's memory
// after load and a 60 s mixed load at 200 req/s (embedded, and two processes on PostgreSQL), writes bench/results/.
// BENCH_ONLY=mixed | memory | lists runs one part alone (BENCH_DATA_DIR reuses a 56k PGlite directory).
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
import { SEARCH_QUERIES } from './lib/queries.ts';
import { BENCH_ADMIN_ENV, benchAdminVideos } from './admin-videos.ts';
import { benchMemory, benchMixedEmbedded, benchMixedPostgres, embeddedDataDir } from './ops.ts';
import { renderMemory, type MemoryReading } from './memory.ts';
import { renderMixed, type MixedResult } from './mixed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SEARCH_REPS = Number(process.env.BENCH_SEARCH_REPS ?? 40);
const LIST_REPS = Number(process.env.BENCH_LIST_REPS ?? 60);
const sizes = (process.env.BENCH_SIZES ?? '56k,1m,sync').split(',').map((s) => s.trim().toLowerCase());

async function endpointsFor(base: string): Promise<Record<string, string>> {
  const get = async (path: string) => ((await (await fetch(base + path)).json()) as any).data;
  const keyword = (await get('/api/keywords?sort=total_videos&limit=1'))[0].slug as string;
  const channel = (await get('/api/channels/fire-departments')).channels[0].channel_id as string;
  const biggest = (await get('/api/channels?sort=video_count&limit=1'))[0].channel_id as string;
  const slug = encodeURIComponent(keyword);
  return {
    statistics: '/api/statistics',
    'videos list': '/api/videos?sort=latest',
    'videos list (views, fire_dept, page 3)': '/api/videos?sort=views&channel_type=fire_dept&page=3',
    'videos (year, domestic)': '/api/videos?period=year&channel_type=domestic',
    'videos (month, views)': '/api/videos?period=month&sort=views',
    'videos (week, biggest channel excluded)': `/api/videos?period=week&excluded_channels=${biggest}`,
    'videos (biggest channel, year)': `/api/videos?channel_id=${biggest}&period=year`,
    'popular (month)': '/api/videos/popular?period=month',
    'popular (year)': '/api/videos/popular?period=year',
    'popular (all, domestic)': '/api/videos/popular?period=all&channel_type=domestic',
    channels: '/api/channels?limit=500',
    'channel counts': '/api/channels/counts',
    'channel stats': '/api/channels/stats',
    'channel detail': `/api/channels/${channel}`,
    'channel detail (biggest)': `/api/channels/${biggest}`,
    categories: '/api/categories',
    keywords: '/api/keywords',
    'keyword detail': `/api/keywords/${slug}`,
    'keyword videos': `/api/keywords/${slug}/videos?sort=view_count`,
    'keyword videos (year, newest)': `/api/keywords/${slug}/videos?sort=upload_date&period=year`,
    suggest: `/api/keywords/suggest?q=${encodeURIComponent('소화')}`,
  };
}

/** BENCH_ONLY=lists: every public list, uncached, on the 56k directory (BENCH_DATA_DIR) or a seeded PostgreSQL
 * database (BENCH_DATABASE_URL + BENCH_REUSE_DATABASE, e.g. the 1M one a full run leaves). */
async function listsOnly(dataDir: () => Promise<string>): Promise<SizeReport> {
  const reuse = process.env.BENCH_REUSE_DATABASE;
  const pgServer = reuse ? await benchPostgres(reuse, reuse) : null;
  const env: Record<string, string> = pgServer ? { DATABASE_URL: pgServer.url } : { DATA_DIR: await dataDir() };
  const server = await startServer({ ...env, CACHE_MAX_ENTRIES: '0', SYNC_RUNNER: 'off', DEMO_CATALOGUE: 'off' });
  try {
    const stats = ((await (await fetch(`${server.url}/api/statistics`)).json()) as any).data;
    const videos = Number(stats.totalVideos ?? stats.total_videos ?? 0);
    console.log(`[목록] ${pgServer ? 'PostgreSQL' : 'PGlite'}, 캐시 없이…`);
    const uncached = await latencyTable(server.url, await endpointsFor(server.url), LIST_REPS);
    const label = `${pgServer ? 'PostgreSQL' : 'PGlite'} · 목록만 (BENCH_ONLY=lists)`;
    return {
      label,
      videos,
      firstStartMs: 0,
      cached: {},
      uncached,
      search: {},
      original: {},
      throughput: {},
      rssCachedMb: 0,
      rssColdMb: server.rssMb(),
    };
  } finally {
    await server.stop();
    pgServer?.stop();
  }
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
  await handle.close();
  return { label, videos, firstStartMs, cached, uncached, search, original, throughput, rssCachedMb, rssColdMb, adminVideos };
}

const only = process.env.BENCH_ONLY?.trim().toLowerCase();
if (only && !['mixed', 'memory', 'lists'].includes(only)) throw new Error(`BENCH_ONLY=${only}: mixed, memory, lists 중 하나입니다.`);
const reports: SizeReport[] = [];
const mixed: MixedResult[] = [];
const extra: string[] = [];
let memory: Record<string, MemoryReading> | undefined;
const temp: string[] = [];
try {
  if (only === 'lists') reports.push(await listsOnly(() => embeddedDataDir(temp)));
  else if (only) {
    const dir = await embeddedDataDir(temp);
    if (only === 'memory') extra.push(...renderMemory((memory = await benchMemory(dir))));
    else {
      // BENCH_MIXED_TARGETS=embedded or postgres runs one of the two.
      const targets = process.env.BENCH_MIXED_TARGETS ?? 'embedded,postgres';
      if (targets.includes('embedded')) mixed.push(await benchMixedEmbedded(dir));
      const onPostgres = targets.includes('postgres') ? await benchMixedPostgres() : null;
      if (onPostgres) mixed.push(onPostgres);
    }
  } else {
    if (sizes.includes('56k')) {
      const dir = mkdtempSync('/tmp/bench-56k-');
      temp.push(dir);
      reports.push(await benchSize('56k · PGlite', 56_000, { DATA_DIR: dir }, () => openDatabase({ dataDir: join(dir, 'pglite') })));
      extra.push(...renderMemory((memory = await benchMemory(dir))));
      mixed.push(await benchMixedEmbedded(dir));
    }
    if (sizes.includes('1m')) {
      const pgServer = await benchPostgres('bench_1m');
      if (!pgServer) console.log('\n[1M] PostgreSQL 15가 없어 건너뜁니다 (BENCH_DATABASE_URL을 지정하세요).');
      else {
        try {
          reports.push(
            await benchSize('1M · PostgreSQL', 1_000_000, { DATABASE_URL: pgServer.url }, () =>
              openDatabase({ databaseUrl: pgServer.url }),
            ),
          );
        } finally {
          pgServer.stop();
        }
      }
    }
    if (sizes.includes('56k')) {
      const onPostgres = await benchMixedPostgres();
      if (onPostgres) mixed.push(onPostgres);
    }
  }
} finally {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
}

mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const name = only ? `${only}-${stamp}` : `report-${stamp}`;
const markdown = [renderReport(reports), ...extra, ...renderMixed(mixed)].join('\n');
writeFileSync(`bench/results/${name}.md`, markdown);
writeFileSync(`bench/results/${name}.json`, JSON.stringify({ reports, memory, mixed }, null, 2));
writeFileSync(only ? `bench/results/${only}-latest.md` : 'bench/results/latest.md', markdown);
console.log(`\n${markdown}\n보고서: bench/results/${name}.md`);

if (!only && sizes.includes('sync')) console.log(`\n${await runSyncBenchmarks()}`);
