// npm run bench:request-profile — where a request's CPU goes, on the real server over HTTP (issue 27, ADR 0031).
// Starts the server on a kept 56k catalogue (BENCH_DATA_DIR) with the inspector, warms each scenario, then records
// a CPU profile of its requests only and prints: CPU ms per request (from /proc, user + system), the profile's
// self time by package and by function, and the inclusive time of the request's stages (the flame graph's widths).
// PROFILE_CALLGRIND=1 runs the server under valgrind's callgrind instead and reports instructions per request,
// which do not depend on how busy the machine is. PROFILE_SCENARIOS=uncached,empty,cached picks scenarios.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { startServer, type RunningServer } from './lib/server-process.ts';
import { EMPTY_QUERIES, SEARCH_QUERY_CLASSES } from './lib/search-queries.ts';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/bench-56k';
const REPS = Number(process.env.PROFILE_REPS ?? 10);
const CALLGRIND = process.env.PROFILE_CALLGRIND === '1';
const SCENARIOS = (process.env.PROFILE_SCENARIOS ?? 'uncached,empty,cached').split(',');
const OUT_DIR = process.env.PROFILE_OUT ?? mkdtempSync('/tmp/request-profile-');
mkdirSync(OUT_DIR, { recursive: true });

/** vgdb names its pipes after HOST: the server runs with HOST=127.0.0.1, so callgrind_control must too. */
const CALLGRIND_ENV = { ...process.env, HOST: '127.0.0.1' };
const searchPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;
const PUBLIC_GETS = [
  '/api/statistics',
  '/api/videos?sort=latest',
  '/api/videos/popular?period=month',
  '/api/channels?limit=500',
  '/api/categories',
  searchPath('소방'),
  searchPath('소화기 사용법'),
];

interface Scenario {
  name: string;
  cache: boolean;
  paths: string[];
}
const ALL: Scenario[] = [
  { name: 'uncached', cache: false, paths: Object.values(SEARCH_QUERY_CLASSES).flat().map(searchPath) },
  { name: 'empty', cache: false, paths: EMPTY_QUERIES.map(searchPath) },
  { name: 'cached', cache: true, paths: PUBLIC_GETS },
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function drive(base: string, paths: string[], reps: number): Promise<number> {
  let n = 0;
  for (let r = 0; r < reps; r += 1)
    for (const path of paths) {
      const response = await fetch(base + path);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      n += 1;
    }
  return n;
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
async function inspector(server: RunningServer) {
  let url = '';
  for (let i = 0; i < 100 && !url; i += 1) {
    url = /ws:\/\/[^\s]+/.exec(server.output.join(''))?.[0] ?? '';
    if (!url) await new Promise((settle) => setTimeout(settle, 50));
  }
  const socket = new WebSocket(url);
  await new Promise((settle, fail) => {
    socket.onopen = settle;
    socket.onerror = fail;
  });
  let next = 1;
  const waiting = new Map<number, (result: any) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    waiting.get(message.id)?.(message.result);
  };
  const call = (method: string, params: object = {}) =>
    new Promise<any>((done) => {
      const id = next++;
      waiting.set(id, done);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => socket.close() };
}

function packageOf(url: string): string {
  if (!url) return '(native/V8)';
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  const src = /\/(src\/.+)$/.exec(url);
  return src ? src[1]! : url;
}

/** Self time by package and function, and inclusive time of named frames, in ms per request. */
function analyse(profile: CpuProfile, requests: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const pkg = new Map<string, number>();
  const fn = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += us;
    const p = ['(garbage collector)', '(program)'].includes(frame.functionName) ? frame.functionName : packageOf(frame.url);
    pkg.set(p, (pkg.get(p) ?? 0) + us);
    const f = `${frame.functionName || '(anonymous)'} ${packageOf(frame.url)}:${frame.lineNumber + 1}`;
    fn.set(f, (fn.get(f) ?? 0) + us);
    // Inclusive: every distinct named frame on the stack gets the sample once.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const c = byId.get(at)!.callFrame;
      const name = `${c.functionName || '(anonymous)'} ${packageOf(c.url)}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  const per = (us: number) => Math.round((us / 1000 / requests) * 1000) / 1000;
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: per(us), share: Math.round((us / busy) * 1000) / 10 }));
  return { busyMs: per(busy), packages: top(pkg, 25), functions: top(fn, 40), inclusive: top(inclusive, 80) };
}

async function profileScenario(scenario: Scenario): Promise<string[]> {
  const env = { DATA_DIR: DATA_DIR, SYNC_RUNNER: 'off', DEMO_CATALOGUE: 'off', CACHE_MAX_ENTRIES: scenario.cache ? '2000' : '0' };
  const callgrindOut = join(OUT_DIR, `callgrind.${scenario.name}.out`);
  const server = await startServer(
    env,
    30 * 60_000,
    CALLGRIND
      ? { wrapper: ['valgrind', '--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${callgrindOut}`] }
      : { nodeFlags: ['--inspect=127.0.0.1:0'] },
  );
  const lines: string[] = [`## ${scenario.name} (${scenario.paths.length} paths × ${REPS})`, ''];
  try {
    await drive(server.url, [searchPath('소방')], 1);
    // Warm until V8 has optimised the path (a long-running server is past this).
    await drive(server.url, scenario.paths, CALLGRIND ? 3 : 10);
    const pid = server.child.pid!;
    if (CALLGRIND) {
      execFileSync('callgrind_control', ['-z', String(pid)], { env: CALLGRIND_ENV });
      execFileSync('callgrind_control', ['-i', 'on', String(pid)], { env: CALLGRIND_ENV });
      const n = await drive(server.url, scenario.paths, REPS);
      execFileSync('callgrind_control', ['-i', 'off', String(pid)], { env: CALLGRIND_ENV });
      const dumpsBefore = readdirSync(OUT_DIR).length;
      execFileSync('callgrind_control', ['-d', String(pid)], { env: CALLGRIND_ENV });
      while (readdirSync(OUT_DIR).length === dumpsBefore) await new Promise((settle) => setTimeout(settle, 100));
      await new Promise((settle) => setTimeout(settle, 1000));
      const ir = callgrindTotal(callgrindOut);
      lines.push(`- instructions per request: **${Math.round(ir / n).toLocaleString('en')}** (${n} requests)`);
    } else {
      const session = await inspector(server);
      await session.call('Profiler.enable');
      await session.call('Profiler.setSamplingInterval', { interval: 50 });
      const before = cpuMsOf(pid);
      await session.call('Profiler.start');
      const n = await drive(server.url, scenario.paths, REPS);
      const { profile } = await session.call('Profiler.stop');
      const cpu = (cpuMsOf(pid) - before) / n;
      session.close();
      const file = join(OUT_DIR, `${scenario.name}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      const result = analyse(profile as CpuProfile, n);
      lines.push(
        `- CPU per request (/proc, user+system): **${cpu.toFixed(3)} ms** over ${n} requests; profiled busy time ${result.busyMs} ms`,
      );
      lines.push(`- profile: ${file}`, '', '| self time by package | ms/req | % |', '|---|---|---|');
      for (const row of result.packages) lines.push(`| ${row.name} | ${row.ms} | ${row.share} |`);
      lines.push('', '| self time by function | ms/req | % |', '|---|---|---|');
      for (const row of result.functions) lines.push(`| ${row.name} | ${row.ms} | ${row.share} |`);
      lines.push('', '| inclusive (flame graph width) | ms/req | % |', '|---|---|---|');
      for (const row of result.inclusive) lines.push(`| ${row.name} | ${row.ms} | ${row.share} |`);
    }
  } finally {
    await server.stop();
  }
  return [...lines, ''];
}

/** Instructions counted in the dump callgrind_control -d wrote (the `summary:` line of the newest file beside `base`). */
function callgrindTotal(base: string): number {
  const dir = dirname(base);
  const dumps = readdirSync(dir)
    .filter((file) => file.startsWith(basename(base)))
    .map((file) => join(dir, file))
    .sort((x, y) => statSync(y).mtimeMs - statSync(x).mtimeMs);
  const text = readFileSync(dumps[0]!, 'utf8');
  return Number(/^summary: (\d+)/m.exec(text)?.[1] ?? /^totals: (\d+)/m.exec(text)?.[1] ?? NaN);
}

const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');
const report = [
  `# Request profile (${CALLGRIND ? 'callgrind' : 'V8 CPU profile'})`,
  '',
  `${new Date().toISOString()} · load average ${load}`,
  '',
];
for (const scenario of ALL.filter((s) => SCENARIOS.includes(s.name))) {
  console.log(`[profile] ${scenario.name}…`);
  report.push(...(await profileScenario(scenario)));
}
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(join(OUT_DIR, 'report.md'), report.join('\n'));
console.log(report.join('\n'));
console.log(`\n→ ${join(OUT_DIR, 'report.md')}`);
