// npm run bench:sync (also part of npm run bench) — the sync engine against a local fake YouTube run as its
// own process: full sync of 156 channels × 400 videos (time, units, rows/s) and a statistics sync of
// 56,000 public videos (units, time), on PGlite and on PostgreSQL. Writes bench/results/sync-*.md.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createSyncEngine, getJob, registerKeys, registerKeywords } from '../src/sync/index.ts';
import { benchPostgres } from './lib/postgres-server.ts';

const CHANNELS = Number(process.env.BENCH_SYNC_CHANNELS ?? 156);
const PER_CHANNEL = Number(process.env.BENCH_SYNC_VIDEOS ?? 400);
const STATS_VIDEOS = Math.min(56_000, CHANNELS * PER_CHANNEL);
const KEYS = [
  'FAKEBenchKey0000000000000000000000000001',
  'FAKEBenchKey0000000000000000000000000002',
  'FAKEBenchKey0000000000000000000000000003',
];

interface FakeProcess {
  url: string;
  channels: { id: string; title: string }[];
  stop(): void;
}

async function startFake(): Promise<FakeProcess> {
  const child = spawn(
    process.execPath,
    [
      'src/sync/fake-youtube/cli.ts',
      '--channels',
      String(CHANNELS),
      '--videos',
      String(PER_CHANNEL),
      '--keys',
      KEYS.join(','),
      '--quota',
      '10000',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
  const parsed = JSON.parse(line) as { url: string; channels: { id: string; title: string }[] };
  return { ...parsed, stop: () => void child.kill('SIGTERM') };
}

export interface SyncBenchResult {
  label: string;
  fullSeconds: number;
  fullUnits: number;
  fullRows: number;
  rowsPerSecond: number;
  unitsPer50: number;
  statsVideos: number;
  statsSeconds: number;
  statsUnits: number;
}

async function benchOne(label: string, handle: DatabaseHandle): Promise<SyncBenchResult> {
  const fake = await startFake();
  try {
    const db = handle.db;
    await migrate(handle);
    await db
      .insertInto('channel_master')
      .values(
        fake.channels.map((c) => ({
          channel_id: c.id,
          channel_name: c.title,
          channel_type: 'fire_station' as const,
          updated_at: new Date(),
        })),
      )
      .execute();
    await registerKeywords(db);
    const engine = createSyncEngine({
      db,
      secret: 'bench-secret-0123456789abcdefghijklmnopqrstu',
      youtubeBaseUrl: fake.url,
      rssBaseUrl: fake.url,
    });
    await registerKeys(db, engine.vault, KEYS);

    console.log(`[${label}] 전체 동기화: 채널 ${CHANNELS} × 영상 ${PER_CHANNEL}…`);
    let started = performance.now();
    const full = await engine.enqueue('full', {}, { trigger: 'cli' });
    await engine.runner.runOne();
    const fullSeconds = (performance.now() - started) / 1000;
    const fullJob = (await getJob(db, full.id))!;
    if (fullJob.state !== 'succeeded') throw new Error(`full sync ${fullJob.state}: ${fullJob.error}`);
    const rows = Number(
      (
        await db
          .selectFrom('videos')
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    // Statistics over exactly 56,000 public videos (the rest left as drafts).
    await sql`UPDATE videos SET status = CASE WHEN id <= ${STATS_VIDEOS} THEN 'published' ELSE 'draft' END`.execute(db);
    console.log(`[${label}] 통계 동기화: 공개 영상 ${STATS_VIDEOS.toLocaleString()}개…`);
    started = performance.now();
    const stats = await engine.enqueue('statistics', {}, { trigger: 'cli' });
    await engine.runner.runOne();
    const statsSeconds = (performance.now() - started) / 1000;
    const statsJob = (await getJob(db, stats.id))!;
    if (statsJob.state !== 'succeeded') throw new Error(`statistics sync ${statsJob.state}: ${statsJob.error}`);
    return {
      label,
      fullSeconds,
      fullUnits: fullJob.quota_spent,
      fullRows: rows,
      rowsPerSecond: rows / fullSeconds,
      unitsPer50: (fullJob.quota_spent - CHANNELS) / (rows / 50),
      statsVideos: STATS_VIDEOS,
      statsSeconds,
      statsUnits: statsJob.quota_spent,
    };
  } finally {
    fake.stop();
  }
}

function render(results: SyncBenchResult[]): string {
  const lines = [
    `# Sync benchmark — ${new Date().toISOString()}`,
    '',
    `Fake YouTube (Data API v3 + RSS) in its own process on 127.0.0.1; engine in this process. 2 cores.`,
    '',
    '| Database | Full sync: time | Units (target ≤ 1 per 50 videos + 1–2 per channel) | Rows | Rows/s (target ≥ 2,000 on PostgreSQL) | Statistics of 56k: time (target ≤ 60 s) | Units (target ≤ 1,200) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const perChannel = ((r.fullUnits - r.fullRows / 50) / CHANNELS).toFixed(2);
    lines.push(
      `| ${r.label} | ${r.fullSeconds.toFixed(1)} s | ${r.fullUnits} (${(r.fullRows / 50).toFixed(0)} for videos.list + ${perChannel} per channel) | ${r.fullRows.toLocaleString()} | ${Math.round(r.rowsPerSecond).toLocaleString()} | ${r.statsSeconds.toFixed(1)} s | ${r.statsUnits} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function runSyncBenchmarks(): Promise<string> {
  const results: SyncBenchResult[] = [];
  const dir = mkdtempSync('/tmp/bench-sync-');
  try {
    const lite = await openDatabase({ dataDir: join(dir, 'pglite') });
    try {
      results.push(await benchOne('PGlite', lite));
    } finally {
      await lite.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const server = await benchPostgres('bench_sync');
  if (!server) console.log('[sync] PostgreSQL 15가 없어 건너뜁니다.');
  else {
    const handle = await openDatabase({ databaseUrl: server.url });
    try {
      results.push(await benchOne('PostgreSQL 15', handle));
    } finally {
      await handle.close();
      server.stop();
    }
  }
  const markdown = render(results);
  mkdirSync('bench/results', { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  writeFileSync(`bench/results/sync-${stamp}.md`, markdown);
  writeFileSync('bench/results/sync-latest.md', markdown);
  return markdown;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`\n${await runSyncBenchmarks()}`);
}
