import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SyncItemState, SyncJobItemsTable, SyncJobKind, SyncJobsTable, SyncJobState, SyncTrigger } from '../../db/schema-sync.ts';
import { NO_ITEMS, type SyncItemCounts } from '../../shared/constants/sync.ts';

export type SyncJobRow = Selectable<SyncJobsTable>;

export interface JobParams {
  channelIds?: string[];
  keywordSlug?: string;
  [name: string]: unknown;
}

export class JobConflictError extends Error {
  readonly existingJobId: number;
  constructor(existingJobId: number) {
    super(`같은 범위의 동기화 작업(#${existingJobId})이 이미 대기 중이거나 실행 중입니다.`);
    this.existingJobId = existingJobId;
  }
}

// Two jobs of one kind overlap when either covers every channel or they share a channel or keyword.
function overlaps(kind: SyncJobKind, a: JobParams, b: JobParams): boolean {
  if (kind === 'keyword') return a.keywordSlug === b.keywordSlug;
  if (kind === 'statistics' || kind === 'captions') return true;
  if (!a.channelIds?.length || !b.channelIds?.length) return true;
  return a.channelIds.some((id) => b.channelIds?.includes(id));
}

/** Queues a job unless one of the same kind already covers the same channels (or keyword). */
export async function enqueueJob(
  db: Kysely<Database>,
  input: {
    kind: SyncJobKind;
    params: JobParams;
    trigger: SyncTrigger;
    requestedBy?: number | null;
    quotaEstimate: number;
    retryOf?: number | undefined;
    now: Date;
  },
): Promise<SyncJobRow> {
  // Joins the caller's transaction (an admin's start commits with its audit row), else opens one.
  const work = async (trx: Kysely<Database>) => {
    // Serialises enqueues across processes so the overlap check cannot race.
    await sql`SELECT pg_advisory_xact_lock(hashtext('sync_jobs_enqueue'))`.execute(trx);
    const active = await trx
      .selectFrom('sync_jobs')
      .select(['id', 'params'])
      .where('kind', '=', input.kind)
      .where('state', 'in', ['queued', 'running'])
      .execute();
    const clash = active.find((job) => overlaps(input.kind, job.params as JobParams, input.params));
    if (clash) throw new JobConflictError(clash.id);
    return trx
      .insertInto('sync_jobs')
      .values({
        kind: input.kind,
        params: JSON.stringify(input.params),
        trigger: input.trigger,
        requested_by: input.requestedBy ?? null,
        retry_of: input.retryOf ?? null,
        quota_estimate: input.quotaEstimate,
        checkpoint: '{}',
        result: '{}',
        created_at: input.now,
        updated_at: input.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Takes the oldest queued job, or a running one whose runner stopped renewing its lease. */
export async function claimJob(db: Kysely<Database>, owner: string, leaseMs: number, now: Date): Promise<SyncJobRow | undefined> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const result = await sql<SyncJobRow>`
    UPDATE sync_jobs SET state = 'running', lease_owner = ${owner}, lease_expires_at = ${leaseUntil},
      heartbeat_at = ${now}, attempts = attempts + 1, started_at = coalesce(started_at, ${now}), updated_at = ${now}
    WHERE id = (
      SELECT id FROM sync_jobs
      WHERE state = 'queued' OR (state = 'running' AND lease_expires_at < ${now})
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING *`.execute(db);
  return result.rows[0];
}

/** Renews the lease; undefined means the lease was lost (another runner took the job over). */
export async function renewLease(
  db: Kysely<Database>,
  jobId: number,
  owner: string,
  leaseMs: number,
  now: Date,
): Promise<{ cancelRequested: boolean } | undefined> {
  const row = await db
    .updateTable('sync_jobs')
    .set({ lease_expires_at: new Date(now.getTime() + leaseMs), heartbeat_at: now, updated_at: now })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .returning('cancel_requested')
    .executeTakeFirst();
  return row ? { cancelRequested: row.cancel_requested } : undefined;
}

export interface ProgressUpdate {
  done?: number;
  total?: number;
  currentItem?: string | null;
  checkpoint?: Record<string, unknown>;
  result?: Record<string, number>;
  quotaSpentDelta?: number;
}

/**
 * Saves progress; undefined means the lease was lost. The answer carries the cancel flag: a job saves after
 * every item, so a cancel from any process stops it at its next step (not at the next heartbeat).
 */
export async function saveProgress(
  db: Kysely<Database>,
  jobId: number,
  owner: string,
  update: ProgressUpdate,
  now: Date,
): Promise<{ cancelRequested: boolean } | undefined> {
  const row = await db
    .updateTable('sync_jobs')
    .set({
      ...(update.done !== undefined ? { progress_done: update.done } : {}),
      ...(update.total !== undefined ? { progress_total: update.total } : {}),
      ...(update.currentItem !== undefined ? { current_item: update.currentItem } : {}),
      ...(update.checkpoint ? { checkpoint: JSON.stringify(update.checkpoint) } : {}),
      ...(update.result ? { result: JSON.stringify(update.result) } : {}),
      quota_spent: sql`quota_spent + ${update.quotaSpentDelta ?? 0}`,
      updated_at: now,
    })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'running')
    .returning('cancel_requested')
    .executeTakeFirst();
  return row ? { cancelRequested: row.cancel_requested } : undefined;
}

export async function recordItem(
  db: Kysely<Database>,
  input: {
    jobId: number;
    itemKey: string;
    state: 'succeeded' | 'failed' | 'skipped';
    detail?: Record<string, unknown>;
    error?: string | null;
    units?: number;
    now: Date;
  },
): Promise<void> {
  const values = {
    state: input.state,
    detail: JSON.stringify(input.detail ?? {}),
    error: input.error ?? null,
    units: input.units ?? 0,
    finished_at: input.now,
  };
  await db
    .insertInto('sync_job_items')
    .values({ job_id: input.jobId, item_key: input.itemKey, ...values })
    .onConflict((oc) => oc.columns(['job_id', 'item_key']).doUpdateSet(values))
    .execute();
}

/** Ends a job the runner owns; 'queued' hands it back (graceful shutdown) to resume from its checkpoint. */
export async function finishJob(
  db: Kysely<Database>,
  jobId: number,
  owner: string,
  outcome: { state: SyncJobState; error?: string | null; quotaSpentDelta?: number },
  now: Date,
): Promise<void> {
  const requeue = outcome.state === 'queued';
  await db
    .updateTable('sync_jobs')
    .set({
      state: outcome.state,
      error: outcome.error ?? null,
      lease_owner: null,
      lease_expires_at: null,
      current_item: requeue ? sql`current_item` : null,
      quota_spent: sql`quota_spent + ${outcome.quotaSpentDelta ?? 0}`,
      finished_at: requeue ? null : now,
      updated_at: now,
    })
    .where('id', '=', jobId)
    .where('lease_owner', '=', owner)
    .execute();
  await db.deleteFrom('sync_channel_locks').where('job_id', '=', jobId).execute();
}

/** Cancels a queued job at once; a running one stops at its next item. */
export async function requestCancel(db: Kysely<Database>, jobId: number, now: Date): Promise<SyncJobRow | undefined> {
  const queued = await db
    .updateTable('sync_jobs')
    .set({ state: 'cancelled', finished_at: now, updated_at: now, error: '관리자가 취소했습니다.' })
    .where('id', '=', jobId)
    .where('state', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
  if (queued) return queued;
  return db
    .updateTable('sync_jobs')
    .set({ cancel_requested: true, updated_at: now })
    .where('id', '=', jobId)
    .where('state', '=', 'running')
    .returningAll()
    .executeTakeFirst();
}

export async function getJob(db: Kysely<Database>, jobId: number): Promise<SyncJobRow | undefined> {
  return db.selectFrom('sync_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}

/** A job row with the e-mail of the admin who asked for it (the admin pages show it). */
export type SyncJobWithRequester = SyncJobRow & { requested_by_email: string | null };

const jobsWithRequester = (db: Kysely<Database>) =>
  db
    .selectFrom('sync_jobs')
    .leftJoin('admin_users', 'admin_users.id', 'sync_jobs.requested_by')
    .selectAll('sync_jobs')
    .select('admin_users.email as requested_by_email');

export async function findJobWithRequester(db: Kysely<Database>, jobId: number): Promise<SyncJobWithRequester | undefined> {
  return jobsWithRequester(db).where('sync_jobs.id', '=', jobId).executeTakeFirst();
}

/** Newest first, with the total for paging. */
export async function listJobs(
  db: Kysely<Database>,
  filter: { state?: SyncJobState | undefined; kind?: SyncJobKind | undefined },
  page: number,
  limit: number,
): Promise<{ rows: SyncJobWithRequester[]; total: number }> {
  let base = db.selectFrom('sync_jobs');
  let rows = jobsWithRequester(db);
  if (filter.state) {
    base = base.where('state', '=', filter.state);
    rows = rows.where('sync_jobs.state', '=', filter.state);
  }
  if (filter.kind) {
    base = base.where('kind', '=', filter.kind);
    rows = rows.where('sync_jobs.kind', '=', filter.kind);
  }
  const [total, found] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    rows
      .orderBy('sync_jobs.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { rows: found, total: Number(total.n) };
}

export async function getJobs(db: Kysely<Database>, jobIds: readonly number[]): Promise<SyncJobRow[]> {
  return jobIds.length ? db.selectFrom('sync_jobs').selectAll().where('id', 'in', jobIds).execute() : [];
}

export type SyncJobItemRow = Selectable<SyncJobItemsTable>;

/** Each job's items by result, in one grouped read (jobs without items are absent). */
export async function itemCountsByJob(db: Kysely<Database>, jobIds: readonly number[]): Promise<Map<number, SyncItemCounts>> {
  const counts = new Map<number, SyncItemCounts>();
  if (jobIds.length === 0) return counts;
  const rows = await db
    .selectFrom('sync_job_items')
    .select(['job_id', 'state', sql<string>`count(*)`.as('n')])
    .where('job_id', 'in', [...jobIds])
    .groupBy(['job_id', 'state'])
    .execute();
  for (const row of rows) {
    const id = Number(row.job_id);
    const entry = counts.get(id) ?? { ...NO_ITEMS };
    entry[row.state] = Number(row.n);
    counts.set(id, entry);
  }
  return counts;
}

/** A job's per-item results, failures first (what an admin opens the list for). */
export async function listJobItems(
  db: Kysely<Database>,
  jobId: number,
  filter: { state?: SyncItemState | undefined },
  page: number,
  limit: number,
): Promise<{ rows: SyncJobItemRow[]; total: number }> {
  let base = db.selectFrom('sync_job_items').where('job_id', '=', jobId);
  if (filter.state) base = base.where('state', '=', filter.state);
  const [total, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(sql`CASE state WHEN 'failed' THEN 0 WHEN 'skipped' THEN 1 ELSE 2 END`)
      .orderBy('finished_at', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Retention: finished jobs (and their items, by cascade) older than `before`; a schedule's last run stays however old. */
export async function pruneFinishedJobs(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('sync_jobs')
    .where('state', 'in', ['succeeded', 'failed', 'cancelled'])
    .where('finished_at', '<', before)
    .where(
      'id',
      'not in',
      db.selectFrom('sync_schedules').select('last_job_id').where('last_job_id', 'is not', null).$narrowType<{ last_job_id: number }>(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Jobs on record by kind and state (metrics: the queue's depth and the outcomes, the same from every process). */
export async function countJobsByState(db: Kysely<Database>): Promise<{ kind: SyncJobKind; state: SyncJobState; count: number }[]> {
  const rows = await db
    .selectFrom('sync_jobs')
    .select(['kind', 'state', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['kind', 'state'])
    .execute();
  return rows.map((row) => ({ kind: row.kind, state: row.state, count: Number(row.count) }));
}
