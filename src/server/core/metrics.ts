import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import type { PublicResponseCache } from './response-cache.ts';

export interface MetricSources {
  database: DatabaseHandle;
  cache: PublicResponseCache;
  /** Security events this process recorded, by type (login_failed, login_lockout, rate_limited…). */
  securityCounts: () => ReadonlyMap<string, number>;
  /** What runs: the package version and the commit (the build-info metric). */
  build: { version: string; commit: string };
}

// prom-client's default gauges that end in _total, which promtool refuses for a gauge ("non-counter metrics should not
// have _total suffix"); the same figures stay available by type in nodejs_active_{handles,requests,resources}.
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

const PREFIX = 'safety_video_';

/**
 * This process's Prometheus metrics (one registry per app, so several apps in one test process stay apart).
 * Counters live in the process and Prometheus sums them over processes; what is read from PostgreSQL at
 * scrape time (job queue, quota) is the same from every process, so take max() over instances.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #requestSeconds: Histogram<'method' | 'route' | 'status'>;
  readonly #refusals: Counter<'limit'>;
  readonly #unsubscribe: () => void;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    for (const name of MISNAMED_DEFAULTS) this.registry.removeSingleMetric(`${PREFIX}${name}`);
    new Gauge({
      name: `${PREFIX}build_info`,
      help: 'What this process runs: the package version and the commit (always 1)',
      labelNames: ['version', 'commit'],
      registers,
    }).set({ version: sources.build.version, commit: sources.build.commit }, 1);
    this.#refusals = new Counter({
      name: `${PREFIX}rate_limit_refusals_total`,
      help: 'Requests answered 429 by a rate limit, by the limit that refused (api, address, staff, search, sync, upload, login)',
      labelNames: ['limit'],
      registers,
    });
    this.#requests = new Counter({
      name: `${PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.#requestSeconds = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    const { cache, database, securityCounts } = sources;
    new Counter({
      name: `${PREFIX}response_cache_lookups_total`,
      help: 'Public API response cache lookups: hit (answered from memory) or miss (produced from the database)',
      labelNames: ['result'],
      registers,
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, cache.lookups.hits);
        this.inc({ result: 'miss' }, cache.lookups.misses);
      },
    });
    new Gauge({
      name: `${PREFIX}response_cache_entries`,
      help: 'Responses held in the public response cache now',
      registers,
      collect() {
        this.set(cache.size);
      },
    });
    new Gauge({
      name: `${PREFIX}response_cache_bytes`,
      help: 'Bytes of response bodies held in the public response cache now (bounded by CACHE_MAX_MB)',
      registers,
      collect() {
        this.set(cache.bytes);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: 'Database connections by state (in_use, idle), the pool size (max) and callers waiting for a connection',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = database.poolStats();
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'max' }, pool.max);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    const querySeconds = new Histogram({
      name: `${PREFIX}db_query_duration_seconds`,
      help: 'Database query time, by outcome (ok, error)',
      labelNames: ['outcome'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.#unsubscribe = database.onQuery((ms, failed) => querySeconds.observe({ outcome: failed ? 'error' : 'ok' }, ms / 1000));
    new Counter({
      name: `${PREFIX}security_events_total`,
      help: 'Security events recorded by this process, by type (login_failed = a failed sign-in, login_lockout = an account or address locked out)',
      labelNames: ['type'],
      registers,
      collect() {
        this.reset();
        for (const [type, count] of securityCounts()) this.inc({ type }, count);
      },
    });
  }

  /** The labelled series per method, route and status, made once (prom-client hashes a label object on every call). */
  readonly #series = new Map<string, { count: { inc(): void }; time: { observe(value: number): void } }>();

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const id = `${method} ${status} ${route}`;
    let series = this.#series.get(id);
    if (!series) {
      const labels = { method, route, status: String(status) };
      series = { count: this.#requests.labels(labels), time: this.#requestSeconds.labels(labels) };
      // Routes are patterns and statuses few, so the map stays small; a bound keeps it so whatever comes.
      if (this.#series.size < 5_000) this.#series.set(id, series);
    }
    series.count.inc();
    series.time.observe(seconds);
  }

  rateLimitRefused(limit: string): void {
    this.#refusals.inc({ limit });
  }

  /** A gauge read at scrape time (errors leave it as it was: a scrape never fails on one source). */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    read: (set: (labels: Record<L, string>, value: number) => void) => Promise<void>,
  ) {
    return new Gauge({
      name: `${PREFIX}${name}`,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        const values: [Record<L, string>, number][] = [];
        try {
          await read((labels, value) => values.push([labels, value]));
        } catch {
          return;
        }
        this.reset();
        for (const [labels, value] of values) this.set(labels as never, value);
      },
    });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  close(): void {
    this.#unsubscribe();
    this.registry.clear();
  }
}
