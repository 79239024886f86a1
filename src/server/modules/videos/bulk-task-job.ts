import * as repo from '../../../db/repositories/bulk-tasks.repo.ts';
import { refreshPlatformStatistics } from '../../../db/repositories/statistics.repo.ts';
import { BULK_TASK_MESSAGES as MSG } from '../../../shared/constants/bulk-tasks.ts';
import type { SettableVideoStatus } from '../../../shared/constants/admin-videos.ts';
import {
  fetchVideoStatistics,
  loadClassifier,
  recordJobItem,
  type Classifier,
  type FetchedStatistics,
  type JobContext,
  type JobHandler,
} from '../../../sync/index.ts';
import type { Actor } from '../../core/actor.ts';
import type { AuditChange } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError } from '../../core/errors.ts';
import { AdminVideoService } from './admin-videos.service.ts';
import { changeLabels, type KeywordNames } from './bulk-task-labels.ts';
import type { BulkItemDetail, BulkTaskParams } from './bulk-task-params.ts';
import { reclassified } from './bulk-task-plan.ts';
import { saveItemStatistics } from './bulk-statistics.ts';
import type { ItemOutcome } from './per-item.ts';
import { VideoArchiveService } from './video-archive.service.ts';
import { blockingTasks, editBlocks, undoField } from './undo-guard.ts';
import { TouchedTotals } from './video-totals.ts';

/** Skipped on purpose (nothing to do for this item); never an error. */
class Skip extends Error {}

/**
 * The `bulk_task` job kind: each video is one transaction holding its change, its audit row and its job item
 * (the before-state an undo reads). A resumed job skips the items it finished; cancel stops between items.
 * Keyword, channel and platform totals are settled at the end from every item of the job (also after a resume).
 */
export function bulkTaskJob(app: () => AppContext): JobHandler {
  return async (job) => {
    const ctx = app();
    const params = job.params as unknown as BulkTaskParams;
    if (params.task === 'collect_keyword') {
      // The engine's own keyword collection, its spends and page results on this job.
      const scoped = Object.create(job, { params: { value: { keywordSlug: params.keywordSlug, pages: params.pages ?? 1 } } }) as JobContext;
      try {
        return await ctx.sync.handlers.keyword(scoped);
      } finally {
        // The collection publishes what the classifier is sure of: the platform row follows at once, not at the next statistics sync.
        await refreshPlatformStatistics(ctx.db);
        await catalogueChanged(ctx);
      }
    }
    await new ItemRun(ctx, job, params).run();
  };
}

class ItemRun {
  readonly #ctx: AppContext;
  readonly #job: JobContext;
  readonly #params: BulkTaskParams;
  readonly #actor: Actor;
  readonly #videos: AdminVideoService;
  readonly #archive: VideoArchiveService;
  #names: KeywordNames = new Map();
  #current: { videoId: string; title: string | null; channelId: string | null; recorded: boolean } | null = null;
  #classifier: Classifier | null = null;
  #statistics = new Map<string, FetchedStatistics>();
  #undo = new Map<string, BulkItemDetail>();
  /** Undo: later runs (not undone) that changed each video after the undone run. */
  #laterRuns = new Map<string, number[]>();

  constructor(ctx: AppContext, job: JobContext, params: BulkTaskParams) {
    this.#ctx = ctx;
    this.#job = job;
    this.#params = params;
    this.#actor = { ...params.actor, userAgent: null };
    this.#videos = new AdminVideoService(ctx);
    this.#archive = new VideoArchiveService(ctx, this.#videos);
  }

  async run(): Promise<void> {
    const ids = this.#params.videoIds;
    const done = await repo.finishedItemKeys(this.#ctx.db, this.#job.job.id);
    this.#names = new Map((await repo.keywordNames(this.#ctx.db)).map((k) => [k.id, k.keyword]));
    if (this.#params.task === 'reclassify' && !this.#params.undoOf) this.#classifier = await loadClassifier(this.#ctx.db);
    if (this.#params.undoOf) await this.#loadUndo(this.#params.undoOf);
    const totals = new TouchedTotals((trx, change, auditId) => this.#record(trx, change, auditId));
    await this.#job.save({ total: ids.length, done: done.size });
    try {
      let finished = done.size;
      const todo = ids.filter((id) => !done.has(id));
      for (let start = 0; start < todo.length; start += 50) {
        const block = todo.slice(start, start + 50);
        const rows = new Map((await repo.videosForTask(this.#ctx.db, block)).map((row) => [row.video_id, row]));
        if (this.#params.task === 'refresh_statistics' && !this.#params.undoOf) await this.#fetchStatistics(block);
        for (const videoId of block) {
          this.#job.throwIfStopped();
          const row = rows.get(videoId);
          this.#current = {
            videoId,
            title: row?.title ?? this.#undo.get(videoId)?.title ?? null,
            channelId: row?.channel_id ?? null,
            recorded: false,
          };
          await this.#item(videoId, totals);
          finished += 1;
          await this.#job.save({ done: finished, currentItem: this.#current.title ?? videoId });
        }
      }
    } finally {
      await this.#settleTotals(totals);
    }
  }

  /** One video: the step, then its result (a success was recorded inside the step's transaction). */
  async #item(videoId: string, totals: TouchedTotals): Promise<void> {
    const current = this.#current!;
    const detail: BulkItemDetail = { videoId, title: current.title, channelId: current.channelId };
    try {
      const outcome = await this.#step(videoId, totals);
      if (current.recorded) return this.#job.count('changed');
      // The step found nothing to change (no audit row was written, so no item either).
      this.#job.count('skipped');
      await this.#job.item(videoId, 'skipped', detail, outcome.note ?? MSG.sameStatus);
    } catch (error) {
      // Not there (unknown id, not in the archive): nothing to do, as the dry run said.
      if (error instanceof Skip || (error instanceof ApiError && error.code === 'NOT_FOUND')) {
        this.#job.count('skipped');
        return this.#job.item(videoId, 'skipped', detail, error.message);
      }
      this.#job.count('failed');
      const message = error instanceof ApiError ? error.message : MSG.itemFailed;
      await this.#job.item(videoId, 'failed', detail, message);
    }
  }

  async #step(videoId: string, totals: TouchedTotals): Promise<ItemOutcome> {
    const { task, undoOf } = this.#params;
    if (undoOf) return this.#undoStep(videoId, totals);
    switch (task) {
      case 'set_status':
        return this.#videos.setStatus(this.#actor, videoId, this.#params.status!, totals);
      case 'change_keyword':
        return this.#videos.edit(this.#actor, videoId, { keywordId: this.#params.keywordId! }, totals);
      case 'delete':
        return this.#archive.remove(this.#actor, videoId, this.#params.reason, totals);
      case 'restore':
        return this.#archive.restore(this.#actor, videoId, totals);
      case 'reclassify': {
        const [video] = await repo.videosForTask(this.#ctx.db, [videoId]);
        if (!video) throw new Skip(MSG.videoMissing);
        const found = reclassified(this.#classifier!, video);
        if (!found) throw new Skip(MSG.noSuggestion);
        if (found.keywordId === video.keyword_id) throw new Skip(MSG.sameSuggestion);
        return this.#videos.edit(this.#actor, videoId, { keywordId: found.keywordId }, totals);
      }
      default:
        return saveItemStatistics(this.#ctx, this.#actor, videoId, this.#statistics.get(videoId), totals);
    }
  }

  /** Puts back what the undone run recorded, unless someone changed the video again since. */
  async #undoStep(videoId: string, totals: TouchedTotals): Promise<ItemOutcome> {
    const recorded = this.#undo.get(videoId);
    if (!recorded) throw new Skip(MSG.changedSince);
    if (this.#params.task === 'delete') return this.#archive.restore(this.#actor, videoId, totals);
    await this.#refuseLaterChanges(videoId, recorded);
    const [video] = await repo.videosForTask(this.#ctx.db, [videoId]);
    if (!video) throw new Skip(MSG.videoMissing);
    if (this.#params.task === 'set_status') {
      if (video.status !== recorded.after?.status) throw new Skip(MSG.changedSince);
      return this.#videos.setStatus(this.#actor, videoId, recorded.before?.status as SettableVideoStatus, totals);
    }
    if (video.keyword_id !== (recorded.after?.keywordId ?? null)) throw new Skip(MSG.changedSince);
    return this.#videos.edit(this.#actor, videoId, { keywordId: (recorded.before?.keywordId as number | null) ?? null }, totals);
  }

  /** A later run or an edit from outside the wizard since the undone run changed this video: its decision stands. */
  async #refuseLaterChanges(videoId: string, recorded: BulkItemDetail): Promise<void> {
    const runs = this.#laterRuns.get(videoId);
    if (runs) throw new Skip(MSG.changedByRun(runs));
    const field = undoField(this.#params.task);
    // Items recorded before the audit id was kept: only the value check below applies.
    if (!field || typeof recorded.auditId !== 'number') return;
    const since = await repo.laterOutsideChanges(this.#ctx.db, videoId, recorded.auditId, this.#params.undoOf!);
    const blocking = since.find((row) => editBlocks(field, row));
    if (blocking) throw new Skip(MSG.changedByAdmin(blocking.actor_email));
  }

  /** Inside the item's transaction, right after its audit row: the job item with the before-state. */
  async #record(trx: Parameters<typeof recordJobItem>[0], change: AuditChange, auditId: number): Promise<void> {
    const current = this.#current!;
    const labels = changeLabels(change, this.#names);
    const before = (change.before ?? null) as Record<string, unknown> | null;
    const detail: BulkItemDetail = {
      videoId: current.videoId,
      title: current.title,
      channelId:
        current.channelId ?? ((before?.channelId ?? (change.after as Record<string, unknown> | null)?.channelId ?? null) as string | null),
      action: change.action,
      before,
      after: (change.after ?? null) as Record<string, unknown> | null,
      beforeLabel: labels.before,
      afterLabel: labels.after,
      auditId,
    };
    await recordJobItem(trx, { jobId: this.#job.job.id, itemKey: current.videoId, state: 'succeeded', detail, now: this.#ctx.now() });
    current.recorded = true;
  }

  async #fetchStatistics(ids: string[]): Promise<void> {
    this.#statistics = await fetchVideoStatistics(this.#ctx.sync.youtubeFor(this.#job), ids);
  }

  async #loadUndo(jobId: number): Promise<void> {
    for (const item of await repo.runItems(this.#ctx.db, jobId)) {
      if (item.state === 'succeeded') this.#undo.set(item.item_key, item.detail as unknown as BulkItemDetail);
    }
    this.#laterRuns = await repo.laterRunsTouching(this.#ctx.db, jobId, blockingTasks(this.#params.task), [...this.#undo.keys()]);
  }

  /** Every keyword and channel an item of this job touched (recorded, so a resumed job settles them too). */
  async #settleTotals(totals: TouchedTotals): Promise<void> {
    for (const item of await repo.runItems(this.#ctx.db, this.#job.job.id)) {
      if (item.state !== 'succeeded') continue;
      const detail = item.detail as unknown as BulkItemDetail;
      const keywordIds = [detail.before?.keywordId, detail.after?.keywordId].filter((id): id is number => typeof id === 'number');
      for (const keywordId of keywordIds) totals.keywords.add(keywordId);
      if (detail.channelId) totals.channels.add(detail.channelId);
    }
    await this.#videos.finishBulk(totals);
  }
}
