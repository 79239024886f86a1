import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

// The bulk-task wizard's reads and its run records (bulk_task_runs). Job rows and items are written by the job
// store (src/sync); they are only read here.

type Db = Kysely<Database>;

/** Catalogue videos as a dry run and a job step see them. */
export async function videosForTask(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('videos')
    .select(['video_id', 'title', 'description', 'tags', 'status', 'keyword_id', 'channel_id', 'view_count', 'like_count', 'is_public'])
    .where('video_id', 'in', videoIds)
    .execute();
}
export type TaskVideo = Awaited<ReturnType<typeof videosForTask>>[number];

/** Archived videos (restore and the undo of a delete). */
export async function archivedForTask(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('deleted_videos')
    .select(['video_id', 'title', 'status', 'keyword_id', 'channel_id'])
    .where('video_id', 'in', videoIds)
    .execute();
}

/** Every keyword's name and state (a few hundred rows: labels for before → after). */
export async function keywordNames(db: Db) {
  return db.selectFrom('keyword_master').select(['id', 'keyword', 'slug', 'status']).execute();
}

export async function keywordForTask(db: Db, keywordId: number) {
  return db.selectFrom('keyword_master').select(['id', 'keyword', 'slug', 'status']).where('id', '=', keywordId).executeTakeFirst();
}

export async function insertRun(
  db: Db,
  run: { jobId: number; task: string; undoableUntil: Date | null; undoOf: number | null; createdBy: string; now: Date },
): Promise<void> {
  await db
    .insertInto('bulk_task_runs')
    .values({
      job_id: run.jobId,
      task: run.task,
      undoable_until: run.undoableUntil,
      undo_of: run.undoOf,
      created_by: run.createdBy,
      created_at: run.now,
    })
    .execute();
}

/** Marks a run undone by `undoJobId`; false when another undo got there first. */
export async function markUndone(db: Db, jobId: number, undoJobId: number): Promise<boolean> {
  const row = await db
    .updateTable('bulk_task_runs')
    .set({ undone_by: undoJobId })
    .where('job_id', '=', jobId)
    .where('undone_by', 'is', null)
    .returning('job_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A run with its job row; `lock` holds it for an undo decision. */
export async function findRun(db: Db, jobId: number, lock = false) {
  let query = db
    .selectFrom('bulk_task_runs as r')
    .innerJoin('sync_jobs as j', 'j.id', 'r.job_id')
    .selectAll('j')
    .select(['r.task', 'r.undoable_until', 'r.undo_of', 'r.undone_by', 'r.created_by'])
    .where('r.job_id', '=', jobId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

export async function runItems(db: Db, jobId: number) {
  return db
    .selectFrom('sync_job_items')
    .select(['item_key', 'state', 'detail', 'error'])
    .where('job_id', '=', jobId)
    .orderBy(sql`CASE state WHEN 'failed' THEN 0 WHEN 'skipped' THEN 1 ELSE 2 END`)
    .orderBy('item_key')
    .execute();
}
export type RunItemRow = Awaited<ReturnType<typeof runItems>>[number];

/** Keys of items a (resumed) job already finished: their change committed with the item. */
export async function finishedItemKeys(db: Db, jobId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('sync_job_items').select('item_key').where('job_id', '=', jobId).execute();
  return new Set(rows.map((row) => row.item_key));
}

/**
 * Later wizard runs (not undone, not undos themselves) of these tasks that changed any of these videos after run
 * `jobId`: video → the runs' ids, oldest first.
 */
export async function laterRunsTouching(
  db: Db,
  jobId: number,
  tasks: readonly string[],
  videoIds: readonly string[],
): Promise<Map<string, number[]>> {
  const touched = new Map<string, number[]>();
  if (videoIds.length === 0 || tasks.length === 0) return touched;
  const rows = await db
    .selectFrom('sync_job_items as i')
    .innerJoin('bulk_task_runs as r', 'r.job_id', 'i.job_id')
    .select(['i.item_key', 'i.job_id'])
    .where('i.job_id', '>', jobId)
    .where('i.state', '=', 'succeeded')
    .where('i.item_key', 'in', videoIds)
    .where('r.undo_of', 'is', null)
    .where('r.undone_by', 'is', null)
    .where('r.task', 'in', tasks)
    .orderBy('i.job_id')
    .execute();
  for (const row of rows) touched.set(row.item_key, [...(touched.get(row.item_key) ?? []), row.job_id]);
  return touched;
}

/**
 * Audit rows on a video after `afterAuditId` that no later wizard run's item recorded as its own (an admin's edit,
 * a delete or restore outside the wizard…), oldest first.
 */
export async function laterOutsideChanges(db: Db, videoId: string, afterAuditId: number, afterJobId: number) {
  return db
    .selectFrom('audit_log as a')
    .select(['a.id', 'a.action', 'a.actor_email', 'a.before', 'a.after'])
    .where('a.target_type', '=', 'video')
    .where('a.target_id', '=', videoId)
    .where('a.id', '>', afterAuditId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sync_job_items as i')
            .select(sql`1`.as('one'))
            .where('i.item_key', '=', videoId)
            .where('i.job_id', '>', afterJobId)
            .where(sql<boolean>`(i.detail->>'auditId')::bigint = a.id`),
        ),
      ),
    )
    .orderBy('a.id')
    .limit(20)
    .execute();
}

/**
 * A scoped reader's runs: the ones it started, and those whose every video (the succeeded items of a finished run,
 * the targets of one still queued or running) belongs to a channel of its regions.
 */
function runInScope(scope: { regions: readonly string[]; email: string }) {
  const videos = sql`(
    SELECT i.item_key AS video_id FROM sync_job_items i
    WHERE i.job_id = r.job_id AND i.state = 'succeeded' AND j.state NOT IN ('queued', 'running')
    UNION ALL SELECT e FROM jsonb_array_elements_text(j.params->'videoIds') e WHERE j.state IN ('queued', 'running')
  )`;
  const region = sql`COALESCE(
    (SELECT c.region FROM videos v JOIN channel_master c ON c.channel_id = v.channel_id WHERE v.video_id = t.video_id),
    (SELECT c.region FROM deleted_videos d JOIN channel_master c ON c.channel_id = d.channel_id WHERE d.video_id = t.video_id)
  )`;
  return sql<boolean>`(r.created_by = ${scope.email} OR (
    EXISTS (SELECT 1 FROM ${videos} t)
    AND NOT EXISTS (SELECT 1 FROM ${videos} t WHERE ${region} IS NULL OR NOT (${region} = ANY(${sql.val([...scope.regions])}::text[])))
  ))`;
}

/** Past runs, newest first, one page; `scope` limits them to what an hq_editor may see. */
export async function listRuns(db: Db, page: number, limit: number, scope: { regions: readonly string[]; email: string } | null) {
  const base = db
    .selectFrom('bulk_task_runs as r')
    .innerJoin('sync_jobs as j', 'j.id', 'r.job_id')
    .where(scope ? runInScope(scope) : sql<boolean>`true`);
  const [rows, count] = await Promise.all([
    base
      .selectAll('j')
      .select(['r.task', 'r.undoable_until', 'r.undo_of', 'r.undone_by', 'r.created_by'])
      .select(sql<number>`(SELECT count(*)::int FROM sync_job_items i WHERE i.job_id = r.job_id AND i.state = 'succeeded')`.as('succeeded'))
      .orderBy('r.job_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The videos a run changed (its succeeded items). */
export async function succeededKeys(db: Db, jobId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sync_job_items')
    .select('item_key')
    .where('job_id', '=', jobId)
    .where('state', '=', 'succeeded')
    .execute();
  return rows.map((row) => row.item_key);
}
