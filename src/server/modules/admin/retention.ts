import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** How long operational records are kept. The audit log is append-only by design and is never pruned. */
export const RETENTION = {
  securityEventsDays: 365,
  loginFailuresDays: 1, // the login limit looks back 15 minutes
  endedSessionsDays: 30,
  finishedSyncJobsDays: 180,
} as const;

const DAY_MS = 86_400_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface PruneResult {
  securityEvents: number;
  loginFailures: number;
  sessions: number;
  syncJobs: number;
}

/** Deletes records past their retention; run at start and every few hours. */
export async function pruneOperationalRecords(db: Kysely<Database>, now: Date): Promise<PruneResult> {
  const count = (rows: { numDeletedRows: bigint }[]) => Number(rows[0]?.numDeletedRows ?? 0n);
  const securityEvents = count(
    await db.deleteFrom('security_events').where('occurred_at', '<', before(now, RETENTION.securityEventsDays)).execute(),
  );
  const loginFailures = count(
    await db.deleteFrom('login_failures').where('failed_at', '<', before(now, RETENTION.loginFailuresDays)).execute(),
  );
  const sessions = count(
    await db
      .deleteFrom('admin_sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', before(now, RETENTION.endedSessionsDays)),
          eb('revoked_at', '<', before(now, RETENTION.endedSessionsDays)),
        ]),
      )
      .execute(),
  );
  const syncJobs = count(
    await db
      .deleteFrom('sync_jobs')
      .where('state', 'in', ['succeeded', 'failed', 'cancelled'])
      .where('finished_at', '<', before(now, RETENTION.finishedSyncJobsDays))
      // A schedule's last run stays visible however old it is.
      .where(
        'id',
        'not in',
        db.selectFrom('sync_schedules').select('last_job_id').where('last_job_id', 'is not', null).$narrowType<{ last_job_id: number }>(),
      )
      .execute(),
  );
  return { securityEvents, loginFailures, sessions, syncJobs };
}

const PRUNE_EVERY_MS = 6 * 3_600_000;

/** Prunes once the server is ready, then every six hours (unref'd: it never keeps the process alive). */
export function scheduleRetention(app: FastifyInstance, db: Kysely<Database>, now: () => Date): void {
  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    void pruneOperationalRecords(db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'retention prune failed'));
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
