// BENCH_ONLY=jobs (part of npm run bench): visitors while staff work runs (ADR 0026). On the 56k catalogue, on PGlite
// and on PostgreSQL: public p50/p99 and /api/health/live max during a 500-item bulk task and during a channel import
// of 500 channels (the local fake YouTube), the cancel latency of a running bulk task, and a fresh clone's first
// start (`npm start` on an empty DATA_DIR: time to ready, peak RSS of the process tree, RSS once settled and after a
// restart). Every figure is printed beside the machine's load average (2 shared cores: above 2, work queues).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { BENCH_ADMIN, BENCH_ADMIN_ENV } from './admin-videos.ts';
import { benchPostgres } from './lib/postgres-server.ts';
import { startServer, type RunningServer } from './lib/server-process.ts';
import { summarise, type LatencySummary } from './lib/stats.ts';

const FAKE_KEY = 'FAKEBenchKey0000000000000000000000000009';
const BULK_ITEMS = 500;
const IMPORT_CHANNELS = 500;
const LIVE_EVERY_MS = 25;

export interface UnderLoad {
  label: string;
  jobSeconds: number;
  items: number;
  publicLatency: LatencySummary;
  liveLatency: LatencySummary;
  /** Probe requests that failed (connection reset, 5xx). */
  failed: number;
  load: [number, number];
}

export interface JobsBench {
  database: string;
  baseline: UnderLoad;
  bulk: UnderLoad;
  undo: UnderLoad;
  channelImport: UnderLoad;
  cancel: { cancelToStopMs: number; itemsAfterCancel: number; doneAtCancel: number; outcome: string; load: number };
}

export interface FirstStart {
  readyMs: number;
  peakRssMb: number;
  settledRssMb: number;
  restartReadyMs: number;
  restartRssMb: number;
  load: [number, number];
}

const load1 = () => Math.round(loadavg()[0]! * 10) / 10;

async function startFake(channels: number): Promise<{ url: string; channelIds: string[]; stop(): void }> {
  const child = spawn(
    process.execPath,
    ['src/sync/fake-youtube/cli.ts', '--channels', String(channels), '--videos', '3', '--keys', FAKE_KEY, '--quota', '1000000'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
  const parsed = JSON.parse(line) as { url: string; channels: { id: string }[] };
  return { url: parsed.url, channelIds: parsed.channels.map((c) => c.id), stop: () => void child.kill('SIGTERM') };
}

class Admin {
  readonly base: string;
  #token = '';
  constructor(base: string) {
    this.base = base;
  }
  async signIn(): Promise<void> {
    const body = await this.#call('POST', '/api/auth/login', BENCH_ADMIN);
    this.#token = body.data.accessToken;
  }
  async #call(method: string, path: string, payload?: unknown): Promise<any> {
    const response = await fetch(this.base + path, {
      method,
      headers: {
        ...(this.#token ? { authorization: `Bearer ${this.#token}` } : {}),
        'x-requested-with': '119-admin',
        origin: this.base,
        'content-type': 'application/json',
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    const body = (await response.json()) as any;
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  }
  post = (path: string, payload: unknown = {}) => this.#call('POST', path, payload);
  get = (path: string) => this.#call('GET', path);
  job = async (id: number) => (await this.get(`/api/admin/sync/jobs/${id}`)).data.job as { state: string; progressDone: number };
}

const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

/** Public pages visitors read, varied so most miss the response cache. */
function publicPaths(): string[] {
  const q = encodeURIComponent;
  const paths: string[] = [];
  for (let page = 1; page <= 40; page += 1) {
    paths.push(`/api/videos?sort=views&page=${page}`, `/api/videos?sort=latest&page=${page}&channel_type=fire_dept`);
    paths.push(`/api/search?q=${q(['소방', '화재 대피', '심폐소생술', '소화기', '구조'][page % 5]!)}&page=${1 + (page % 8)}`);
  }
  return paths;
}

/**
 * Probes while `work` runs: two visitors reading public pages back to back, and /api/health/live every 25 ms (one at
 * a time, so a stall shows as one long sample).
 */
async function probeDuring(base: string, label: string, work: () => Promise<number>): Promise<UnderLoad> {
  const paths = publicPaths();
  const pub: number[] = [];
  const live: number[] = [];
  let running = true;
  let failed = 0;
  // A request that fails (a reset, an error status) counts with the time it took, and is counted.
  const timed = async (path: string, into: number[]) => {
    const began = performance.now();
    try {
      const response = await fetch(base + path);
      await response.arrayBuffer();
      if (response.status >= 500) failed += 1;
    } catch {
      failed += 1;
    }
    into.push(performance.now() - began);
  };
  const visitor = async (offset: number) => {
    for (let i = offset; running; i += 2) await timed(paths[i % paths.length]!, pub);
  };
  const liveProbe = async () => {
    while (running) {
      await timed('/api/health/live', live);
      await new Promise((resolve) => setTimeout(resolve, LIVE_EVERY_MS));
    }
  };
  const loadBefore = load1();
  const began = performance.now();
  const probes = Promise.all([visitor(0), visitor(1), liveProbe()]);
  let items = 0;
  try {
    items = await work();
  } finally {
    running = false;
    await probes;
  }
  return {
    label,
    jobSeconds: Math.round((performance.now() - began) / 100) / 10,
    items,
    publicLatency: summarise(pub),
    liveLatency: summarise(live),
    failed,
    load: [loadBefore, load1()],
  };
}

async function waitFor(admin: Admin, id: number, until: (job: { state: string; progressDone: number }) => boolean, everyMs = 20) {
  for (;;) {
    const job = await admin.job(id);
    if (until(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

async function publishedIds(admin: Admin, count: number, status = 'published'): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const body = await admin.get(`/api/admin/videos?status=${status}&sort=views&limit=100&page=${page}`);
    if (body.data.length === 0) break;
    ids.push(...body.data.map((v: { video_id: string }) => v.video_id));
  }
  return ids.slice(0, count);
}

async function runBulk(admin: Admin, videoIds: string[], status: string): Promise<number> {
  const body = await admin.post('/api/admin/bulk-tasks', { task: 'set_status', status, videoIds, dryRun: false });
  return body.data.run.id as number;
}

/** One server: the measurements of the part, on whatever database it was started on. */
async function measureServer(server: RunningServer, database: string, fakeChannelIds: string[]): Promise<JobsBench> {
  const admin = new Admin(server.url);
  await admin.signIn();
  await admin.post('/api/admin/youtube/keys', { label: 'bench', key: FAKE_KEY, dailyQuota: 1_000_000 }).catch(() => undefined);
  const idle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return 0;
  };
  console.log(`[작업 중 방문자 · ${database}] 기준 (작업 없음 5초)…`);
  const baseline = await probeDuring(server.url, '작업 없음 (5초)', idle);

  const targets = await publishedIds(admin, BULK_ITEMS);
  console.log(`[작업 중 방문자 · ${database}] 일괄 작업 ${targets.length}개…`);
  let runId = 0;
  const bulk = await probeDuring(server.url, `일괄 작업 ${targets.length}개 (게시 → 초안)`, async () => {
    runId = await runBulk(admin, targets, 'draft');
    return (await waitFor(admin, runId, (job) => FINISHED.has(job.state), 100)).progressDone;
  });
  const undo = await probeDuring(server.url, `그 작업 되돌리기 (${targets.length}개)`, async () => {
    const undoId = (await admin.post(`/api/admin/bulk-tasks/${runId}/undo`)).data.id as number;
    return (await waitFor(admin, undoId, (job) => FINISHED.has(job.state), 100)).progressDone;
  });

  console.log(`[작업 중 방문자 · ${database}] 취소 지연…`);
  const cancelRun = await runBulk(admin, targets, 'draft');
  const atCancel = await waitFor(admin, cancelRun, (job) => job.progressDone >= 10 || FINISHED.has(job.state));
  const cancelAt = performance.now();
  // Too late (409: the run had finished by the time the cancel was read) is a result too.
  const answered = await admin.post(`/api/admin/bulk-tasks/${cancelRun}/cancel`).then(
    () => 'ok',
    (error: Error) => (/: 409 /.test(error.message) ? 'too late (409)' : Promise.reject(error)),
  );
  const stopped = await waitFor(admin, cancelRun, (job) => FINISHED.has(job.state));
  const cancel = {
    cancelToStopMs: Math.round(performance.now() - cancelAt),
    itemsAfterCancel: stopped.progressDone - atCancel.progressDone,
    doneAtCancel: atCancel.progressDone,
    outcome: `${answered}, ${stopped.state}`,
    load: load1(),
  };
  if (stopped.progressDone > 0) {
    const back = (await admin.post(`/api/admin/bulk-tasks/${cancelRun}/undo`)).data.id as number;
    await waitFor(admin, back, (job) => FINISHED.has(job.state), 100);
  }

  console.log(`[작업 중 방문자 · ${database}] 채널 일괄 등록 ${fakeChannelIds.length}개…`);
  const channelImport = await probeDuring(server.url, `채널 일괄 등록 ${fakeChannelIds.length}개 (가짜 YouTube)`, async () => {
    const rows = fakeChannelIds.map((id, i) => ({ line: i + 1, channelId: id }));
    const started = await admin.post('/api/admin/channels/bulk-import', {
      dryRun: false,
      text: fakeChannelIds.join('\n'),
      autoSync: false,
      rows,
    });
    return (await waitFor(admin, started.data.job.id, (job) => FINISHED.has(job.state), 100)).progressDone;
  });
  return { database, baseline, bulk, undo, channelImport, cancel };
}

function serverEnv(fakeUrl: string): Record<string, string> {
  return { ...BENCH_ADMIN_ENV, YOUTUBE_API_BASE_URL: fakeUrl, YOUTUBE_RSS_BASE_URL: fakeUrl, SYNC_POLL_MS: '200' };
}

export async function benchJobsEmbedded(dataDir: string): Promise<JobsBench> {
  const fake = await startFake(IMPORT_CHANNELS);
  const server = await startServer({ DATA_DIR: dataDir, ...serverEnv(fake.url) });
  try {
    return await measureServer(server, '내장 PGlite', fake.channelIds);
  } finally {
    await server.stop();
    fake.stop();
  }
}

export async function benchJobsPostgres(): Promise<JobsBench | null> {
  // A database of this run's own (two runs may share one PostgreSQL server), dropped at the end; BENCH_JOBS_DATABASE
  // names a seeded one to reuse as it is.
  const name = `bench_jobs_${process.pid}`;
  const pgServer = await benchPostgres(process.env.BENCH_JOBS_DATABASE ?? name, process.env.BENCH_JOBS_DATABASE);
  if (!pgServer) return null;
  const fake = await startFake(IMPORT_CHANNELS);
  try {
    console.log('[작업 중 방문자 · PostgreSQL] 데모 카탈로그 생성 (없으면)…');
    const server = await startServer({ DATABASE_URL: pgServer.url, DEMO_VIDEOS: '56000', ...serverEnv(fake.url) });
    try {
      return await measureServer(server, 'PostgreSQL 15', fake.channelIds);
    } finally {
      await server.stop();
    }
  } finally {
    fake.stop();
    if (!process.env.BENCH_JOBS_DATABASE) await dropDatabase(pgServer.url, name);
    pgServer.stop();
  }
}

async function dropDatabase(url: string, name: string): Promise<void> {
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** Resident memory of a process and its children now (MB), from /proc. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    } catch {
      // The process ended between two reads.
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/** `npm start` (node scripts/start.ts, as a newcomer runs it) on a DATA_DIR; resolves when it prints its address. */
async function npmStart(
  dataDir: string,
  serverDir: string,
): Promise<{ readyMs: number; peakRssMb: number; pid: number; stop(): Promise<void> }> {
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...BENCH_ADMIN_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(child.pid!))), 100);
  const output: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (/사이트: http/.test(output.join(''))) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output.join('')}`)));
  });
  const readyMs = Math.round(performance.now() - began);
  return {
    readyMs,
    pid: child.pid!,
    get peakRssMb() {
      return Math.max(peak, treeRssMb(child.pid!));
    },
    stop: () =>
      new Promise<void>((done) => {
        clearInterval(sampler);
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** A fresh clone's first start: empty DATA_DIR, demo catalogue seeded; then the same directory started again. */
export async function benchFirstStart(serverDir = process.env.BENCH_SERVER_DIR ?? process.cwd()): Promise<FirstStart> {
  const dataDir = mkdtempSync('/tmp/bench-first-start-');
  const loadBefore = load1();
  try {
    // The web build `npm start` makes when dist/web is missing is not part of the figure: made first, untimed.
    spawnSync(process.execPath, ['scripts/build-web.ts'], { cwd: serverDir, stdio: 'inherit' });
    console.log(`[첫 시작] npm start, 빈 DATA_DIR (${serverDir})…`);
    const first = await npmStart(dataDir, serverDir);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const settledRssMb = treeRssMb(first.pid);
    const peakRssMb = first.peakRssMb;
    await first.stop();
    console.log('[첫 시작] 같은 DATA_DIR로 다시 시작…');
    const second = await npmStart(dataDir, serverDir);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const restartRssMb = treeRssMb(second.pid);
    await second.stop();
    return { readyMs: first.readyMs, peakRssMb, settledRssMb, restartReadyMs: second.readyMs, restartRssMb, load: [loadBefore, load1()] };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (v: number) => `${Math.round(v)} ms`;

export function renderJobs(results: JobsBench[], first: FirstStart | null): string {
  const lines = [
    '## 작업 중 방문자 (BENCH_ONLY=jobs, ADR 0026)',
    '',
    `목표 (PGlite): /api/health/live 최대 ≤ 100 ms, 공개 p99 ≤ 250 ms. 방문자 둘이 공개 목록·검색을 쉬지 않고 읽고, live는 ${LIVE_EVERY_MS} ms마다 하나씩.`,
    '',
    '| 데이터베이스 | 작업 | 걸린 시간 | 항목 | 공개 p50 | 공개 p99 | 공개 최대 | live p50 | live 최대 | 실패 | 부하 평균 (전→후) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    for (const u of [r.baseline, r.bulk, r.undo, r.channelImport]) {
      lines.push(
        `| ${r.database} | ${u.label} | ${u.jobSeconds} s | ${u.items} | ${ms(u.publicLatency.p50)} | ${ms(u.publicLatency.p99)} | ${ms(u.publicLatency.max)} | ${ms(u.liveLatency.p50)} | ${ms(u.liveLatency.max)} | ${u.failed} | ${u.load[0]} → ${u.load[1]} |`,
      );
    }
  }
  lines.push(
    '',
    '| 데이터베이스 | 취소 → 멈춤 | 취소 뒤 처리된 항목 | 취소 때 처리한 항목 | 결과 | 부하 평균 |',
    '|---|---:|---:|---:|---|---:|',
  );
  for (const r of results) {
    const c = r.cancel;
    lines.push(`| ${r.database} | ${ms(c.cancelToStopMs)} | ${c.itemsAfterCancel} | ${c.doneAtCancel} | ${c.outcome} | ${c.load} |`);
  }
  if (first) {
    lines.push(
      '',
      '### 첫 시작 (npm start, 빈 DATA_DIR, 56k 데모)',
      '',
      '| 준비까지 | 최대 RSS (프로세스 트리) | 5초 뒤 RSS | 다시 시작: 준비까지 | 다시 시작: 5초 뒤 RSS | 부하 평균 (전→후) |',
      '|---:|---:|---:|---:|---:|---|',
      `| ${(first.readyMs / 1000).toFixed(1)} s | ${first.peakRssMb} MB | ${first.settledRssMb} MB | ${(first.restartReadyMs / 1000).toFixed(1)} s | ${first.restartRssMb} MB | ${first.load[0]} → ${first.load[1]} |`,
    );
  }
  return lines.join('\n');
}
