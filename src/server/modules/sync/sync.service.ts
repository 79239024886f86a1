import type { StartSyncBody, SyncJobItemsQuery, SyncJobListQuery } from '../../../shared/api/sync.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { NO_ITEMS, syncJobStatus } from '../../../shared/constants/sync.ts';
import {
  findJobWithRequester,
  getJob,
  itemCountsByJob,
  JobConflictError,
  listJobItems,
  listJobs,
  NoApiKeyError,
  QuotaRefusedError,
  requestCancel,
  unknownScope,
  type JobParams,
} from '../../../sync/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { toSyncJob, toSyncJobItem } from './sync-mappers.ts';

const JOB_NOT_FOUND = '동기화 작업을 찾을 수 없습니다.';

export function jobParams(body: StartSyncBody): JobParams {
  return {
    ...(body.channelIds?.length ? { channelIds: body.channelIds } : {}),
    ...(body.keywordSlug ? { keywordSlug: body.keywordSlug } : {}),
    ...(body.pages ? { pages: body.pages } : {}),
  };
}

/** Sync jobs as admins see them: estimate, start, follow, cancel, retry. Starting and cancelling are audited. */
export class SyncJobsService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async estimate(body: StartSyncBody) {
    await this.#checkScope(body);
    const figure = await this.#ctx.sync.estimate(body.kind, jobParams(body));
    const allowed =
      figure.apiKeys.enabled > 0 &&
      figure.remaining >= figure.minimum &&
      (['statistics', 'incremental', 'captions'].includes(body.kind) || figure.remaining >= figure.units);
    return { ...figure, allowed };
  }

  /** Queues a job with its audit row in one transaction, then wakes the runner. */
  async start(actor: Actor, body: StartSyncBody, retryOf?: number) {
    await this.#checkScope(body);
    try {
      const job = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
        const queued = await this.#ctx.sync.enqueue(body.kind, jobParams(body), { trigger: 'admin', userId: actor.userId, retryOf }, trx);
        await audit({
          action: retryOf ? 'sync.retry' : 'sync.start',
          targetType: 'sync_job',
          targetId: queued.id,
          after: { kind: queued.kind, params: queued.params, quotaEstimate: queued.quota_estimate },
        });
        return queued;
      });
      this.#ctx.sync.runner.wake();
      return toSyncJob(job);
    } catch (error) {
      if (error instanceof JobConflictError) throw conflict('SYNC_JOB_CONFLICT', error.message);
      if (error instanceof NoApiKeyError) throw conflict('NO_API_KEY', error.message);
      if (error instanceof QuotaRefusedError) throw conflict('QUOTA_INSUFFICIENT', error.message);
      throw error;
    }
  }

  async retry(actor: Actor, jobId: number) {
    const job = await getJob(this.#ctx.db, jobId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    // A job that ran to its end with failed items is 실패 / 일부 실패 to staff, so it can be run again too.
    const status = syncJobStatus(job.state, (await itemCountsByJob(this.#ctx.db, [jobId])).get(jobId) ?? NO_ITEMS);
    if (status !== 'failed' && status !== 'partial' && status !== 'cancelled')
      throw conflict('SYNC_JOB_NOT_FINISHED', '실패했거나 일부 실패했거나 취소된 작업만 다시 실행할 수 있습니다.');
    if (job.kind === 'channel_import')
      throw conflict(
        'SYNC_JOB_NOT_RETRYABLE',
        '채널 일괄 등록은 채널 일괄 등록 화면에서 미리 보기부터 다시 하세요 (이미 등록된 채널은 건너뜁니다).',
      );
    if (job.kind === 'bulk_task') throw conflict('SYNC_JOB_NOT_RETRYABLE', '일괄 작업은 일괄 작업 마법사에서 미리 보기부터 다시 하세요.');
    const params = job.params as JobParams;
    const body: StartSyncBody = {
      kind: job.kind,
      channelIds: params.channelIds,
      keywordSlug: params.keywordSlug,
      pages: params.pages as number | undefined,
    };
    return this.start(actor, body, jobId);
  }

  async cancel(actor: Actor, jobId: number) {
    const after = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const before = await getJob(trx, jobId);
      if (!before) throw notFound(JOB_NOT_FOUND);
      const cancelled = await requestCancel(trx, jobId, this.#ctx.now());
      if (!cancelled) throw conflict('SYNC_JOB_FINISHED', '이미 끝난 작업은 취소할 수 없습니다.');
      await audit({
        action: 'sync.cancel',
        targetType: 'sync_job',
        targetId: jobId,
        before: { state: before.state },
        after: { state: cancelled.state, cancelRequested: cancelled.cancel_requested },
      });
      return cancelled;
    });
    return toSyncJob(after, (await itemCountsByJob(this.#ctx.db, [jobId])).get(jobId));
  }

  async list(query: SyncJobListQuery) {
    const { rows, total } = await listJobs(this.#ctx.db, { state: query.state, kind: query.kind }, query.page, query.limit);
    const items = await itemCountsByJob(
      this.#ctx.db,
      rows.map((row) => Number(row.id)),
    );
    return {
      data: rows.map((row) => toSyncJob(row, items.get(Number(row.id)))),
      pagination: paginationFor(query.page, query.limit, total),
    };
  }

  async get(jobId: number) {
    const job = await findJobWithRequester(this.#ctx.db, jobId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    return toSyncJob(job, (await itemCountsByJob(this.#ctx.db, [jobId])).get(jobId));
  }

  async items(jobId: number, query: SyncJobItemsQuery) {
    await this.get(jobId);
    const { rows, total } = await listJobItems(this.#ctx.db, jobId, { state: query.state }, query.page, query.limit);
    return { data: rows.map(toSyncJobItem), pagination: paginationFor(query.page, query.limit, total) };
  }

  /** Channels and keywords a job names must be ours: a 400 naming the field, before any quota is counted. */
  async #checkScope(body: StartSyncBody): Promise<void> {
    const unknown = await unknownScope(this.#ctx.db, body);
    if (unknown.channelIds.length) throw badRequest(`등록되지 않은 채널입니다: ${unknown.channelIds.slice(0, 3).join(', ')}`, 'channelIds');
    if (unknown.keywordSlug) throw badRequest(`키워드 '${unknown.keywordSlug}'을(를) 찾을 수 없습니다.`, 'keywordSlug');
  }
}
