import { countJobsByState, listApiKeys } from '../../../sync/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { AppMetrics } from '../../core/metrics.ts';

const QUEUE_STATES = ['queued', 'running'] as const;

/** The metrics read from PostgreSQL at scrape time: the sync job queue, job outcomes, quota spent per key (hint only). */
export class MetricsService {
  readonly #metrics: AppMetrics;

  constructor(ctx: Pick<AppContext, 'db' | 'now'>, metrics: AppMetrics) {
    this.#metrics = metrics;
    metrics.gauge(
      'sync_job_queue_depth',
      'Sync jobs waiting (queued) or being worked (running), over every process',
      ['state'],
      async (set) => {
        const rows = await countJobsByState(ctx.db);
        for (const state of QUEUE_STATES)
          set(
            { state },
            rows.filter((row) => row.state === state).reduce((sum, row) => sum + row.count, 0),
          );
      },
    );
    metrics.gauge(
      'sync_jobs',
      'Sync jobs on record by kind and state: succeeded, failed and cancelled are the outcomes (kept 180 days)',
      ['kind', 'state'],
      async (set) => {
        for (const row of await countJobsByState(ctx.db)) set({ kind: row.kind, state: row.state }, row.count);
      },
    );
    metrics.gauge(
      'youtube_quota_units_today',
      'YouTube Data API units spent today (Pacific day) per key, labelled by the key hint (never the key)',
      ['key_hint', 'state'],
      async (set) => {
        for (const key of await listApiKeys(ctx.db, ctx.now())) {
          set({ key_hint: key.hint, state: 'spent' }, key.usedToday);
          set({ key_hint: key.hint, state: 'remaining' }, key.remainingToday);
        }
      },
    );
  }

  /** The Prometheus text exposition of every metric of this process. */
  render() {
    return this.#metrics.render();
  }
}
