import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Claims the current run of a periodic task shared by every app process: true for exactly one claimant per
 * period (the UPDATE … RETURNING takes the row; another process re-reads it after the first commits and finds
 * it no longer due), false when it is not due or another process has it.
 */
export async function claimMaintenanceRun(db: Kysely<Database>, task: string, owner: string, now: Date, everyMs: number): Promise<boolean> {
  await db
    .insertInto('maintenance_runs')
    .values({ task, next_run_at: now })
    .onConflict((oc) => oc.column('task').doNothing())
    .execute();
  const claimed = await db
    .updateTable('maintenance_runs')
    .set({ next_run_at: new Date(now.getTime() + everyMs), last_started_at: now, last_owner: owner, runs: sql`runs + 1` })
    .where('task', '=', task)
    .where('next_run_at', '<=', now)
    .returning('task')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function findMaintenanceRun(db: Kysely<Database>, task: string) {
  return db.selectFrom('maintenance_runs').selectAll().where('task', '=', task).executeTakeFirst();
}
