import autocannon from 'autocannon';
import { summarise, type LatencySummary } from './stats.ts';

/** Sequential requests on one connection: per-request latency with an exact p95. */
export async function measureLatency(url: string, count: number): Promise<LatencySummary & { status: number }> {
  const samples: number[] = [];
  let status = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    status = response.status;
    // A benchmark of error answers measures nothing: stop loudly.
    if (status !== 200) throw new Error(`${url} answered ${status}: ${(await response.text().catch(() => '')).slice(0, 200)}`);
  }
  return { ...summarise(samples), status };
}

export interface Throughput {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Concurrent load with autocannon (requests per second over a fixed duration). */
export async function measureThroughput(url: string, seconds: number, connections = 16): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors under load`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Concurrent load cycling through several paths (each connection takes them in turn). */
export async function measureMixedThroughput(base: string, paths: string[], seconds: number, connections = 16): Promise<Throughput> {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${base}: ${result.non2xx} non-2xx answers, ${result.errors} errors under mixed load`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
