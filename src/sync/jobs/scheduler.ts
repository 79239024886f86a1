import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ScheduledSyncKind, SyncJobKind, SyncSchedulesTable } from '../../db/schema-sync.ts';
import { getJobs, type JobParams, type SyncJobRow } from './job-store.ts';

const SEOUL_OFFSET_MS = 9 * 3_600_000; // Korea has no daylight saving time

/** The next run after `after`: every N minutes, or daily at HH:MM Korean time. */
export function nextRunAt(schedule: { interval_minutes: number | null; daily_at: string | null }, after: Date): Date {
  if (schedule.daily_at) {
    const [hours = 0, minutes = 0] = schedule.daily_at.split(':').map(Number);
    const seoul = new Date(after.getTime() + SEOUL_OFFSET_MS);
    let next = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate(), hours, minutes) - SEOUL_OFFSET_MS;
    if (next <= after.getTime()) next += 86_400_000;
    return new Date(next);
  }
  return new Date(after.getTime() + (schedule.interval_minutes ?? 30) * 60_000);
}

/**
 * Queues the scheduled jobs that are due. The UPDATE … RETURNING claims a due schedule for exactly one
 * process, so several app servers never queue the same run twice.
 */
export async function runDueSchedules(
  db: Kysely<Database>,
  enqueue: (kind: SyncJobKind, params: JobParams) => Promise<SyncJobRow>,
  now: Date,
  log: (message: string) => void = () => undefined,
): Promise<number> {
  const due = await db
    .selectFrom('sync_schedules')
    .selectAll()
    .where('is_enabled', '=', true)
    .where((eb) => eb.or([eb('next_run_at', 'is', null), eb('next_run_at', '<=', now)]))
    .execute();
  let queued = 0;
  for (const schedule of due) {
    const claimed = await db
      .updateTable('sync_schedules')
      .set({ next_run_at: nextRunAt(schedule, now), updated_at: now })
      .where('kind', '=', schedule.kind)
      .where((eb) => (schedule.next_run_at ? eb('next_run_at', '=', schedule.next_run_at) : eb('next_run_at', 'is', null)))
      .returning('kind')
      .executeTakeFirst();
    if (!claimed) continue;
    // A never-run schedule only gets its first time; it runs when that comes.
    if (!schedule.next_run_at) continue;
    try {
      const job = await enqueue(schedule.kind, {});
      await db.updateTable('sync_schedules').set({ last_job_id: job.id }).where('kind', '=', schedule.kind).execute();
      queued += 1;
    } catch (error) {
      log(`예약 동기화(${schedule.kind})를 시작하지 못했습니다: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return queued;
}

export type ScheduleRow = Selectable<SyncSchedulesTable>;

/** Both schedules with their last job (two queries, not one per schedule). */
export async function listSchedules(db: Kysely<Database>): Promise<{ schedule: ScheduleRow; lastJob: SyncJobRow | null }[]> {
  const rows = await db.selectFrom('sync_schedules').selectAll().orderBy('kind').execute();
  const jobs = await getJobs(
    db,
    rows.flatMap((row) => (row.last_job_id ? [Number(row.last_job_id)] : [])),
  );
  return rows.map((schedule) => ({
    schedule,
    lastJob: jobs.find((job) => Number(job.id) === Number(schedule.last_job_id)) ?? null,
  }));
}

/** Switches a schedule on or off and sets its rhythm; the next run is worked out from `now`. */
export async function updateSchedule(
  db: Kysely<Database>,
  kind: ScheduledSyncKind,
  change: { isEnabled: boolean; intervalMinutes: number | null; dailyAt: string | null },
  now: Date,
): Promise<void> {
  const rhythm = { interval_minutes: change.intervalMinutes, daily_at: change.dailyAt };
  await db
    .updateTable('sync_schedules')
    .set({ is_enabled: change.isEnabled, ...rhythm, next_run_at: change.isEnabled ? nextRunAt(rhythm, now) : null, updated_at: now })
    .where('kind', '=', kind)
    .execute();
}
