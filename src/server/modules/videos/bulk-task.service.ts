import * as repo from '../../../db/repositories/bulk-tasks.repo.ts';
import { deletedVideoIdsMatching } from '../../../db/repositories/deleted-videos.repo.ts';
import type { BulkTaskBody, BulkTaskRun, BulkUndoState } from '../../../shared/api/bulk-tasks.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import {
  BULK_TASK_MESSAGES as MSG,
  BULK_TASK_TARGETS_MAX,
  BULK_TASK_UNDO_DAYS,
  QUOTA_BULK_TASKS,
  REVERSIBLE_BULK_TASKS,
  type BulkTask,
} from '../../../shared/constants/bulk-tasks.ts';
import { ADMIN_VIDEO_MESSAGES } from '../../../shared/constants/admin-videos.ts';
import { parseYouTubeVideoId } from '../../../shared/url/youtube-video.ts';
import { JobConflictError, NoApiKeyError, QuotaRefusedError, requestCancel, type SyncJobRow } from '../../../sync/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Transaction } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../../core/errors.ts';
import { splitByScope } from '../../core/staff-scope.ts';
import { AdminVideoService } from './admin-videos.service.ts';
import type { BulkTaskParams } from './bulk-task-params.ts';
import { planTask } from './bulk-task-plan.ts';
import { toBulkTaskRun } from './bulk-task-view.ts';
import { blockingTasks } from './undo-guard.ts';

const DAY_MS = 86_400_000;

/** A pasted entry that is no video: its position in videoIds (1 = first) and what it said. */
interface BadEntry {
  line: number;
  input: string;
}

/** Who runs the job's items: the caller with its role and scope, so each item's write is checked against them. */
const jobActor = (actor: Actor): BulkTaskParams['actor'] => ({
  userId: actor.userId,
  email: actor.email,
  address: actor.address,
  ...(actor.access ? { access: actor.access } : {}),
});

/** The bulk-task wizard: dry run, start as a job, follow, cancel, undo. Starting, cancelling and undoing are audited. */
export class BulkTaskService {
  readonly #ctx: AppContext;
  readonly #videos: AdminVideoService;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
    this.#videos = new AdminVideoService(ctx);
  }

  async start(actor: Actor, body: BulkTaskBody) {
    const keywordSlug = body.task === 'collect_keyword' ? await this.#collectKeyword(body.keywordId!) : undefined;
    if (body.task === 'change_keyword') await this.#videos.checkKeyword(this.#ctx.db, body.keywordId!);
    const { ids: videoIds, invalid } = body.task === 'collect_keyword' ? { ids: [], invalid: [] } : await this.#targets(body, actor);
    // A dry run marks entries that are no video and plans the rest; a run is refused until they are left out.
    if (invalid.length && !body.dryRun) throw badRequest(MSG.badVideoRefs(invalid), 'videoIds');
    const params: BulkTaskParams = {
      task: body.task,
      videoIds,
      ...(body.task === 'set_status' ? { status: body.status! } : {}),
      ...(body.task === 'change_keyword' ? { keywordId: body.keywordId! } : {}),
      ...(body.task === 'delete' && body.reason ? { reason: body.reason } : {}),
      ...(keywordSlug ? { keywordSlug, pages: body.pages ?? 1 } : {}),
      actor: jobActor(actor),
    };
    if (body.dryRun) return { dryRun: true as const, plan: await this.#plan(params, actor, invalid) };
    const job = await this.#enqueue(actor, params, null, 'bulk_task.start', { task: body.task, count: videoIds.length });
    return { dryRun: false as const, run: await this.get(job.id) };
  }

  async get(jobId: number): Promise<BulkTaskRun> {
    const run = await repo.findRun(this.#ctx.db, jobId);
    if (!run) throw notFound(MSG.notFound);
    return toBulkTaskRun(run, await repo.runItems(this.#ctx.db, jobId), this.#ctx.now());
  }

  /** Past runs, newest first, each with where its undo stands (an hq_editor sees only runs within its regions). */
  async list(actor: Actor, page: number, limit: number) {
    const scope = actor.access?.regions ? { regions: actor.access.regions, email: actor.email } : null;
    const { rows, total } = await repo.listRuns(this.#ctx.db, page, limit, scope);
    const now = this.#ctx.now();
    const data = await Promise.all(
      rows.map(async (row) => {
        const { items: _items, ...run } = toBulkTaskRun(row, [], now);
        const undo = await this.#undoState(row, row.succeeded, now);
        return { ...run, ...undo, canUndo: undo.undoState === 'available' };
      }),
    );
    return { data, pagination: paginationFor(page, limit, total) };
  }

  /** The same checks the undo makes, said before anyone presses it. */
  async #undoState(
    run: repo.RunRow,
    succeeded: number,
    now: Date,
  ): Promise<{ undoState: BulkUndoState; blockedBy: number[]; undoNote: string | null }> {
    const state = (undoState: BulkUndoState, undoNote: string | null, blockedBy: number[] = []) => ({ undoState, blockedBy, undoNote });
    if (run.undo_of !== null || run.undoable_until === null) return state('not_reversible', MSG.notReversible);
    if (run.undone_by !== null) return state('undone', MSG.undoneBy(run.undone_by));
    if (run.state === 'queued' || run.state === 'running') return state('not_finished', MSG.notFinished);
    if (now.getTime() > run.undoable_until.getTime()) return state('expired', MSG.undoExpired);
    if (succeeded === 0) return state('nothing', MSG.nothingToUndo);
    const videoIds = await repo.succeededKeys(this.#ctx.db, run.id);
    const later = await repo.laterRunsTouching(this.#ctx.db, run.id, blockingTasks(run.task as BulkTask), videoIds);
    if (later.size > 0) {
      const runs = [...new Set([...later.values()].flat())].sort((a, b) => a - b);
      return state('changed_since', MSG.changedByRuns(runs), runs);
    }
    return state('available', null);
  }

  async cancel(actor: Actor, jobId: number): Promise<BulkTaskRun> {
    await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const run = await repo.findRun(trx, jobId, true);
      if (!run) throw notFound(MSG.notFound);
      const cancelled = await requestCancel(trx, jobId, this.#ctx.now());
      if (!cancelled) throw conflict('BULK_TASK_FINISHED', MSG.finished);
      await audit({
        action: 'bulk_task.cancel',
        targetType: 'sync_job',
        targetId: jobId,
        before: { state: run.state },
        after: { state: cancelled.state, cancelRequested: cancelled.cancel_requested },
      });
    });
    return this.get(jobId);
  }

  /** Undoes a whole run (its succeeded items) as a new job, within 30 days; one undo per run. */
  async undo(actor: Actor, jobId: number): Promise<BulkTaskRun> {
    const job = await this.#enqueueUndo(actor, jobId);
    return this.get(job.id);
  }

  async #enqueueUndo(actor: Actor, jobId: number): Promise<SyncJobRow> {
    const now = this.#ctx.now();
    const queued = await this.#guard(() =>
      auditedWrite(this.#ctx, actor, async (trx, audit) => {
        const run = await repo.findRun(trx, jobId, true);
        if (!run) throw notFound(MSG.notFound);
        if (run.undo_of !== null || run.undoable_until === null) throw conflict('BULK_TASK_NOT_REVERSIBLE', MSG.notReversible);
        if (run.undone_by !== null) throw conflict('BULK_TASK_ALREADY_UNDONE', MSG.alreadyUndone);
        if (run.state === 'queued' || run.state === 'running') throw conflict('BULK_TASK_NOT_FINISHED', MSG.notFinished);
        if (now.getTime() > run.undoable_until.getTime()) throw conflict('BULK_TASK_UNDO_EXPIRED', MSG.undoExpired);
        const videoIds = (await repo.runItems(trx, jobId)).filter((item) => item.state === 'succeeded').map((item) => item.item_key);
        if (videoIds.length === 0) throw conflict('BULK_TASK_NOTHING_TO_UNDO', MSG.nothingToUndo);
        // A later run over the same videos would be silently overwritten: that run has to be undone first.
        const later = await repo.laterRunsTouching(trx, jobId, blockingTasks(run.task as BulkTask), videoIds);
        if (later.size > 0) {
          const runs = [...new Set([...later.values()].flat())].sort((a, b) => a - b);
          throw conflict('BULK_TASK_CHANGED_SINCE', MSG.changedByRuns(runs));
        }
        const params: BulkTaskParams = {
          task: run.task as BulkTaskParams['task'],
          videoIds,
          undoOf: jobId,
          actor: jobActor(actor),
        };
        const job = await this.#queue(trx, actor, params, null);
        if (!(await repo.markUndone(trx, jobId, job.id))) throw conflict('BULK_TASK_ALREADY_UNDONE', MSG.alreadyUndone);
        await audit({
          action: 'bulk_task.undo',
          targetType: 'sync_job',
          targetId: jobId,
          after: { undoJobId: job.id, count: videoIds.length },
        });
        return job;
      }),
    );
    this.#ctx.sync.runner.wake();
    return queued;
  }

  async #enqueue(actor: Actor, params: BulkTaskParams, undoableUntil: Date | null | undefined, action: string, after: object) {
    const job = await this.#guard(() =>
      auditedWrite(this.#ctx, actor, async (trx, audit) => {
        const queued = await this.#queue(trx, actor, params, undoableUntil);
        await audit({ action, targetType: 'sync_job', targetId: queued.id, after: { ...after, quotaEstimate: queued.quota_estimate } });
        return queued;
      }),
    );
    this.#ctx.sync.runner.wake();
    return job;
  }

  /** Queues the job and its run record in the caller's transaction. */
  async #queue(trx: Transaction, actor: Actor, params: BulkTaskParams, undoableUntil: Date | null | undefined): Promise<SyncJobRow> {
    const now = this.#ctx.now();
    const job = await this.#ctx.sync.enqueue('bulk_task', params, { trigger: 'admin', userId: actor.userId }, trx);
    const reversible = !params.undoOf && REVERSIBLE_BULK_TASKS.includes(params.task);
    await repo.insertRun(trx, {
      jobId: job.id,
      task: params.task,
      undoableUntil: undoableUntil ?? (reversible ? new Date(now.getTime() + BULK_TASK_UNDO_DAYS * DAY_MS) : null),
      undoOf: params.undoOf ?? null,
      createdBy: actor.email,
      now,
    });
    return job;
  }

  async #guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof JobConflictError) throw conflict('BULK_TASK_BUSY', MSG.busy);
      if (error instanceof NoApiKeyError) throw conflict('NO_API_KEY', error.message);
      if (error instanceof QuotaRefusedError) throw conflict('QUOTA_INSUFFICIENT', error.message);
      throw error;
    }
  }

  /** The dry run; a video outside the caller's scope is shown as skipped, with the reason (the run refuses it too). */
  async #plan(params: BulkTaskParams, actor: Actor, invalid: readonly BadEntry[]) {
    const names = new Map((await repo.keywordNames(this.#ctx.db)).map((k) => [k.id, k.keyword]));
    const scope = await splitByScope(this.#ctx.db, actor.access, 'video', params.videoIds);
    const outside = new Map(scope.refused.map((item) => [item.key, item.error.message]));
    const planned = params.task === 'collect_keyword' ? [] : await planTask(this.#ctx, params, params.videoIds, names);
    const items = planned.map((item) => {
      const reason = outside.get(item.videoId);
      return reason ? { ...item, outcome: 'skip' as const, after: null, reason } : item;
    });
    const quota = QUOTA_BULK_TASKS.includes(params.task) ? await this.#quota(params) : null;
    const changes = items.filter((item) => item.outcome === 'change').length;
    const marked = invalid.map(({ line, input }) => ({
      videoId: '',
      line,
      input,
      title: null,
      outcome: 'invalid' as const,
      before: null,
      after: null,
      reason: MSG.notVideoRef,
    }));
    return {
      task: params.task,
      total: items.length,
      changes,
      skips: items.length - changes,
      invalid: marked.length,
      items: [...marked, ...items],
      reversible: REVERSIBLE_BULK_TASKS.includes(params.task),
      quota,
      note: params.task === 'collect_keyword' ? MSG.collectNote : null,
    };
  }

  async #quota(params: BulkTaskParams) {
    const figure = await this.#ctx.sync.estimate('bulk_task', params);
    const allowed = figure.apiKeys.enabled > 0 && figure.remaining >= figure.units;
    return { units: figure.units, remaining: figure.remaining, basis: figure.basis, allowed, apiKeys: figure.apiKeys };
  }

  async #collectKeyword(keywordId: number): Promise<string> {
    const keyword = await repo.keywordForTask(this.#ctx.db, keywordId);
    if (!keyword) throw notFound(ADMIN_VIDEO_MESSAGES.unknownKeyword);
    if (keyword.status !== 'active') throw badRequest(ADMIN_VIDEO_MESSAGES.inactiveKeyword, 'keywordId');
    return keyword.slug;
  }

  /** Pasted IDs or addresses (each read as a video id; the rest are bad entries), or every match of the filter (up to 500). */
  async #targets(body: BulkTaskBody, actor: Actor): Promise<{ ids: string[]; invalid: BadEntry[] }> {
    if (body.videoIds) {
      const ids: string[] = [];
      const invalid: BadEntry[] = [];
      body.videoIds.forEach((input, index) => {
        const id = parseYouTubeVideoId(input);
        if (id) ids.push(id);
        else invalid.push({ line: index + 1, input });
      });
      return { ids: [...new Set(ids)], invalid };
    }
    return { ids: await this.#filterTargets(body, actor), invalid: [] };
  }

  async #filterTargets(body: BulkTaskBody, actor: Actor): Promise<string[]> {
    if (body.task !== 'restore') {
      try {
        return await this.#videos.targets({ filter: body.filter }, actor);
      } catch (error) {
        if (error instanceof ApiError && error.field === 'filter') throw badRequest(MSG.tooMany, 'filter');
        throw error;
      }
    }
    const ids = await deletedVideoIdsMatching(this.#ctx.db, body.filter?.search, BULK_TASK_TARGETS_MAX + 1, actor.access?.regions);
    if (ids.length > BULK_TASK_TARGETS_MAX) throw badRequest(MSG.tooMany, 'filter');
    if (ids.length === 0) throw notFound(ADMIN_VIDEO_MESSAGES.noneMatching);
    return ids;
  }
}
