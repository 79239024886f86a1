// The operations parts of `npm run bench`: the embedded server's memory after load, and the 60 s mixed
// load at 200 req/s against the embedded default and against two processes on one PostgreSQL.
import { mkdtempSync } from 'node:fs';
import { benchPostgres } from './lib/postgres-server.ts';
import { SEARCH_QUERIES } from './lib/queries.ts';
import { startServer } from './lib/server-process.ts';
import { memoryLoad, readMemory, type MemoryReading } from './memory.ts';
import { runMixedLoad, type MixedResult } from './mixed.ts';

const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_RATE = Number(process.env.BENCH_MIXED_RATE ?? 200);

/** An embedded (PGlite) data directory with the 56k demo catalogue: BENCH_DATA_DIR to reuse one, else built. */
export async function embeddedDataDir(temp: string[]): Promise<string> {
  if (process.env.BENCH_DATA_DIR) return process.env.BENCH_DATA_DIR;
  const dir = mkdtempSync('/tmp/bench-56k-');
  temp.push(dir);
  console.log('\n[56k · PGlite] 데모 카탈로그 생성…');
  const seeding = await startServer({ DATA_DIR: dir, DEMO_VIDEOS: '56000', SYNC_RUNNER: 'off' });
  await seeding.stop();
  return dir;
}

/** RSS after the bench load, response cache on and off (each on a fresh process). */
export async function benchMemory(dataDir: string): Promise<Record<string, MemoryReading>> {
  const readings: Record<string, MemoryReading> = {};
  for (const [name, cache] of [
    ['캐시 사용 (CACHE_MAX_ENTRIES=2000)', '2000'],
    ['캐시 없이 (CACHE_MAX_ENTRIES=0)', '0'],
  ] as const) {
    console.log(`[메모리] ${name}: 부하 뒤 RSS…`);
    const server = await startServer({ DATA_DIR: dataDir, SYNC_RUNNER: 'off', CACHE_MAX_ENTRIES: cache });
    await new Promise((settle) => setTimeout(settle, 2_000));
    readings[`시작 직후, ${name}`] = await readMemory(server);
    await memoryLoad(server.url, SEARCH_QUERIES);
    readings[`부하 뒤, ${name}`] = await readMemory(server);
    await server.stop();
  }
  return readings;
}

export async function benchMixedEmbedded(dataDir: string): Promise<MixedResult> {
  console.log(`[혼합 부하] 내장 PGlite 한 프로세스, ${MIXED_RATE} req/s × ${MIXED_SECONDS}s…`);
  const server = await startServer({ DATA_DIR: dataDir, SYNC_RUNNER: 'off' });
  try {
    const result = await runMixedLoad('56k · 내장 PGlite (기본 설정) · 프로세스 1개', [server.url], MIXED_SECONDS, MIXED_RATE);
    result.rssAfterMb = server.rssMb();
    return result;
  } finally {
    await server.stop();
  }
}

/** Two app processes on one PostgreSQL (56k demo catalogue; BENCH_MIXED_DATABASE names a seeded database to reuse). */
export async function benchMixedPostgres(): Promise<MixedResult | null> {
  const pgServer = await benchPostgres(process.env.BENCH_MIXED_DATABASE ?? 'bench_mixed_56k', process.env.BENCH_MIXED_DATABASE);
  if (!pgServer) {
    console.log('\n[혼합 부하] PostgreSQL 15가 없어 건너뜁니다 (BENCH_DATABASE_URL을 지정하세요).');
    return null;
  }
  const env = { DATABASE_URL: pgServer.url, DEMO_VIDEOS: '56000', SYNC_RUNNER: 'off', RATE_LIMIT_PROCESSES: '2' };
  try {
    console.log('[혼합 부하] PostgreSQL에 데모 카탈로그 생성 (없으면)…');
    const first = await startServer(env);
    const second = await startServer(env);
    try {
      console.log(`[혼합 부하] PostgreSQL, 앱 프로세스 2개, ${MIXED_RATE} req/s × ${MIXED_SECONDS}s…`);
      const result = await runMixedLoad('56k · PostgreSQL 15 · 앱 프로세스 2개', [first.url, second.url], MIXED_SECONDS, MIXED_RATE);
      result.rssAfterMb = Math.max(first.rssMb(), second.rssMb());
      return result;
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  } finally {
    pgServer.stop();
  }
}
