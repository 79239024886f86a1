import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { claimMaintenanceRun } from '../../../db/repositories/maintenance-runs.repo.ts';
import { pruneLoginFailures, pruneSecurityEvents } from '../../../db/repositories/admin-security.repo.ts';
import { pruneSessions } from '../../../db/repositories/admin-sessions.repo.ts';
import { prunePageViews } from '../../../db/repositories/statistics.repo.ts';
import { pruneFinishedJobs } from '../../../sync/index.ts';
import type { AppContext } from '../../core/context.ts';

/**
 * How long operational records are kept (ADR 0004) — the one rule, applied by the one retention job below.
 * The audit log is append-only by design and is never pruned.
 */
export const RETENTION = {
  securityEventsDays: 365,
  loginFailuresDays: 1, // the login limit looks back 15 minutes
  endedSessionsDays: 30, // expired or revoked sessions stay for investigation, with their refresh tokens
  finishedSyncJobsDays: 180,
  pageViewsDays: 1, // view de-duplication looks back 30 minutes, the per-address cap one hour
} as const;

const DAY_MS = 86_400_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface PruneResult {
  securityEvents: number;
  loginFailures: number;
  sessions: number;
  syncJobs: number;
  pageViews: number;
}

/** Deletes records past their retention. */
export async function pruneOperationalRecords(db: AppContext['db'], now: Date): Promise<PruneResult> {
  return {
    securityEvents: await pruneSecurityEvents(db, before(now, RETENTION.securityEventsDays)),
    loginFailures: await pruneLoginFailures(db, before(now, RETENTION.loginFailuresDays)),
    sessions: await pruneSessions(db, before(now, RETENTION.endedSessionsDays)),
    syncJobs: await pruneFinishedJobs(db, before(now, RETENTION.finishedSyncJobsDays)),
    pageViews: await prunePageViews(db, before(now, RETENTION.pageViewsDays)),
  };
}

const PRUNE_EVERY_MS = 6 * 3_600_000;
// Each process looks this often whether the shared run is due; the one that claims it prunes.
const CHECK_EVERY_MS = 15 * 60_000;
export const RETENTION_TASK = 'retention';

export interface RetentionJob {
  /** The check made when the server became ready: the prune's result, or null when another process had the run (tests wait for it). */
  firstRun: Promise<PruneResult | null>;
}

/**
 * Prunes once the server is ready, then every six hours — once for all app processes on one database: a run is
 * claimed in maintenance_runs first (unref'd timers: they never keep the process alive).
 */
export function scheduleRetention(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'now'>): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let started!: (run: Promise<PruneResult | null>) => void;
  const job: RetentionJob = { firstRun: new Promise((resolve) => (started = resolve)) };
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const prune = async () => {
    try {
      const now = ctx.now();
      if (!(await claimMaintenanceRun(ctx.db, RETENTION_TASK, owner, now, PRUNE_EVERY_MS))) return null;
      return await pruneOperationalRecords(ctx.db, now);
    } catch (error) {
      app.log.warn({ err: error }, 'retention prune failed');
      return null;
    }
  };
  app.addHook('onReady', async () => {
    started(prune());
    timer = setInterval(() => void prune(), CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return job;
}
