// What a request costs the server (issue 27): CPU per request read from /proc (user + system, the process and its
// main thread), the first request of never-seen queries right after start, and cached public GETs.
import { readFileSync } from 'node:fs';
import { measureMixedThroughput, type Throughput } from './load.ts';
import { summarise, type LatencySummary } from './stats.ts';

const CLOCK_TICKS = 100;

/** CPU ms so far of a process and of its main thread (V8 compiles hot code on other threads while a run warms up). */
export function cpuOf(pid: number): { all: number; main: number } {
  const read = (path: string) => {
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  };
  return { all: read(`/proc/${pid}/stat`), main: read(`/proc/${pid}/task/${pid}/stat`) };
}

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');

/** Seven spellings of one query that no cache can share: other pages, sizes, periods, sorts and filters. */
export function sevenSpellings(q: string): string[] {
  const base = `/api/search?q=${encodeURIComponent(q)}`;
  return [
    base,
    `${base}&page=2`,
    `${base}&limit=10`,
    `${base}&period=year`,
    `${base}&sortBy=view_count`,
    `${base}&channelType=fire_dept`,
    `${base}&duration=short`,
  ];
}

export interface FirstRequests {
  /** Every first request of every spelling (ms, over HTTP). */
  all: LatencySummary;
  /** Per query: the seven spellings' latencies. */
  perQuery: Record<string, LatencySummary>;
  cpuMsPerRequest: number;
  load: string;
}

/** Right after start: each spelling of each query once, never repeated (most real queries are seen once). */
export async function measureFirstRequests(url: string, pid: number, queries: readonly string[]): Promise<FirstRequests> {
  const all: number[] = [];
  const perQuery: Record<string, LatencySummary> = {};
  const before = cpuOf(pid).all;
  let count = 0;
  for (const q of queries) {
    const samples: number[] = [];
    for (const path of sevenSpellings(q)) {
      const started = performance.now();
      const response = await fetch(url + path);
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      count += 1;
    }
    all.push(...samples);
    perQuery[q] = summarise(samples);
  }
  return { all: summarise(all), perQuery, cpuMsPerRequest: round((cpuOf(pid).all - before) / count), load: loadAverage() };
}

export interface CpuPerRequest {
  /** Sequential requests: CPU ms per request per path (process and main thread). */
  perPath: Record<string, { all: number; main: number }>;
  /** Concurrent load over the paths: req/s beside CPU ms per request in the same seconds. */
  throughput: Throughput & { cpuMsPerRequest: number; mainCpuMsPerRequest: number };
  load: string;
}

/** CPU per request of each path (sequential, after warming), and under concurrent load next to req/s. */
export async function measureCpuPerRequest(
  url: string,
  pid: number,
  paths: Record<string, string>,
  requests: number,
  seconds: number,
): Promise<CpuPerRequest> {
  for (let pass = 0; pass < 20; pass += 1) for (const path of Object.values(paths)) await (await fetch(url + path)).arrayBuffer();
  const perPath: CpuPerRequest['perPath'] = {};
  for (const [name, path] of Object.entries(paths)) {
    const before = cpuOf(pid);
    for (let i = 0; i < requests; i += 1) await (await fetch(url + path)).arrayBuffer();
    const after = cpuOf(pid);
    perPath[name] = { all: round((after.all - before.all) / requests), main: round((after.main - before.main) / requests) };
  }
  const before = cpuOf(pid);
  const result = await measureMixedThroughput(url, Object.values(paths), seconds);
  const after = cpuOf(pid);
  const total = result.rps * seconds;
  return {
    perPath,
    throughput: {
      ...result,
      cpuMsPerRequest: round((after.all - before.all) / total),
      mainCpuMsPerRequest: round((after.main - before.main) / total),
    },
    load: loadAverage(),
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
