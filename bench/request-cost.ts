// npm run bench:request-cost — server CPU per request of two builds side by side, under the same machine load
// (issue 27, ADR 0031). The machine is shared and busy: CPU seconds per request inflate with the load, so a figure
// alone says little, but two servers measured in alternating rounds in the same minutes compare fairly.
// COST_VARIANTS="base=/path/to/checkout,ours=." names the checkouts (each gets its own copy of BENCH_DATA_DIR, as
// PGlite opens a directory from one process); a bare node:http server answering fixed bytes is the floor.
// COST_SCENARIOS=uncached,empty,cached · COST_ROUNDS · COST_REQUESTS (per round and path set) · COST_LOG_LEVEL.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from './lib/server-process.ts';
import { EMPTY_QUERIES, SEARCH_QUERY_CLASSES, UNTUNED_QUERY_CLASSES } from './lib/search-queries.ts';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/bench-56k';
const VARIANTS = (process.env.COST_VARIANTS ?? 'ours=.').split(',').map((pair) => {
  const [name, dir] = pair.split('=');
  return { name: name!, dir: dir! };
});
const SCENARIOS = (process.env.COST_SCENARIOS ?? 'uncached,empty,cached').split(',');
const ROUNDS = Number(process.env.COST_ROUNDS ?? 5);
const REQUESTS = Number(process.env.COST_REQUESTS ?? 200);
const LOG_LEVEL = process.env.COST_LOG_LEVEL ?? 'warn';

const searchPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;
const PATHS: Record<string, string[]> = {
  uncached: [...Object.values(SEARCH_QUERY_CLASSES).flat(), ...Object.values(UNTUNED_QUERY_CLASSES).flat()].map(searchPath),
  empty: EMPTY_QUERIES.map(searchPath),
  cached: [
    '/api/statistics',
    '/api/videos?sort=latest',
    '/api/videos/popular?period=month',
    '/api/channels?limit=500',
    '/api/categories',
    '/api/keywords',
    searchPath('소방'),
    searchPath('소화기 사용법'),
  ],
};

/** CPU ms of the whole process, and of its main thread alone (V8 compiles hot code on other threads while a short
 * run warms up: a long-running server is past that, so the main thread is the steady cost; GC helpers are small). */
function cpuMsOf(pid: number): { all: number; main: number } {
  const read = (path: string) => {
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  return { all: read(`/proc/${pid}/stat`), main: read(`/proc/${pid}/task/${pid}/stat`) };
}

async function drive(base: string, paths: string[], count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(base + paths[i % paths.length]!);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${paths[i % paths.length]}: ${response.status}`);
  }
}

interface Target {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startVariant(name: string, dir: string, cache: boolean): Promise<Target> {
  const copy = `${DATA_DIR}-${name}`;
  if (!existsSync(copy)) cpSync(DATA_DIR, copy, { recursive: true });
  const previous = process.env.BENCH_SERVER_DIR;
  process.env.BENCH_SERVER_DIR = dir;
  let server: RunningServer;
  try {
    server = await startServer({
      DATA_DIR: copy,
      SYNC_RUNNER: 'off',
      DEMO_CATALOGUE: 'off',
      LOG_LEVEL,
      CACHE_MAX_ENTRIES: cache ? '2000' : '0',
    });
  } finally {
    if (previous === undefined) delete process.env.BENCH_SERVER_DIR;
    else process.env.BENCH_SERVER_DIR = previous;
  }
  return { name, url: server.url, pid: server.child.pid!, stop: () => server.stop() };
}

/** node:http answering a fixed 2 KB JSON body with an ETag: what any request costs before our code. */
async function startFloor(): Promise<Target> {
  const code = `const body = Buffer.from(JSON.stringify({ success: true, data: 'x'.repeat(2000) }));
require('node:http').createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.setHeader('etag', '"f"'); res.end(body); })
  .listen(0, '127.0.0.1', function () { console.log('http://127.0.0.1:' + this.address().port); });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return {
    name: 'node:http floor',
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill();
      }),
  };
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const lines = [`# Server CPU per request (/proc user+system), ${new Date().toISOString()}`, '', `load average at start ${load()}`, ''];
for (const scenario of SCENARIOS) {
  const paths = PATHS[scenario]!;
  const targets: Target[] = [];
  for (const variant of VARIANTS) targets.push(await startVariant(variant.name, variant.dir, scenario === 'cached'));
  if (scenario === 'cached') targets.push(await startFloor());
  const samples = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  const mainSamples = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  try {
    // Warm: index loaded, V8 past its tiers, caches filled; then alternating rounds.
    for (const target of targets)
      await drive(target.url, target.name === 'node:http floor' ? ['/'] : paths, Math.max(2_000, paths.length * 20));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        const before = cpuMsOf(target.pid);
        await drive(target.url, target.name === 'node:http floor' ? ['/'] : paths, REQUESTS);
        const after = cpuMsOf(target.pid);
        samples.get(target.name)!.push((after.all - before.all) / REQUESTS);
        mainSamples.get(target.name)!.push((after.main - before.main) / REQUESTS);
      }
    }
  } finally {
    for (const target of targets) await target.stop();
  }
  lines.push(
    `## ${scenario} (${paths.length} paths, ${ROUNDS} rounds × ${REQUESTS} requests, LOG_LEVEL=${LOG_LEVEL}) · load ${load()}`,
    '',
  );
  lines.push('| build | CPU ms/request (process), median of rounds | main thread | rounds (process) |', '|---|---|---|---|');
  for (const [name, values] of samples)
    lines.push(
      `| ${name} | ${median(values).toFixed(3)} | ${median(mainSamples.get(name)!).toFixed(3)} | ${values.map((v) => v.toFixed(3)).join(' ')} |`,
    );
  lines.push('');
  console.log(lines.slice(-3 - samples.size).join('\n'));
}
mkdirSync('bench/results', { recursive: true });
const out = process.env.COST_OUT ?? join('/tmp', `request-cost-${Date.now()}.md`);
writeFileSync(out, lines.join('\n'));
console.log(`\n${lines.join('\n')}\n→ ${out}`);
