import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { JobConflictError, requestCancel, getJob, type JobParams } from '../../../sync/jobs/job-store.ts';
import { NoApiKeyError, QuotaRefusedError } from '../../../sync/engine.ts';
import type { StartSyncBody, SyncJobKind } from '../../../shared/api/sync.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, notFound } from '../../errors.ts';
import { recordAudit } from '../admin/audit.ts';
import { toSyncJob, toSyncJobItem } from './sync-mappers.ts';

export function jobParams(body: StartSyncBody): JobParams {
  return {
    ...(body.channelIds?.length ? { channelIds: body.channelIds } : {}),
    ...(body.keywordSlug ? { keywordSlug: body.keywordSlug } : {}),
    ...(body.pages ? { pages: body.pages } : {}),
  };
}

async function checkScope(ctx: AppContext, body: StartSyncBody): Promise<void> {
  if (body.channelIds?.length) {
    const found = await ctx.db.selectFrom('channel_master').select('channel_id').where('channel_id', 'in', body.channelIds).execute();
    const missing = body.channelIds.filter((id) => !found.some((row) => row.channel_id === id));
    if (missing.length)
      throw new ApiError(400, 'VALIDATION_ERROR', `등록되지 않은 채널입니다: ${missing.slice(0, 3).join(', ')}`, 'channelIds');
  }
  if (body.keywordSlug) {
    const keyword = await ctx.db.selectFrom('keyword_master').select('id').where('slug', '=', body.keywordSlug).executeTakeFirst();
    if (!keyword) throw new ApiError(400, 'VALIDATION_ERROR', `키워드 '${body.keywordSlug}'을(를) 찾을 수 없습니다.`, 'keywordSlug');
  }
}

export async function estimateSync(ctx: AppContext, body: StartSyncBody) {
  await checkScope(ctx, body);
  const figure = await ctx.sync.estimate(body.kind, jobParams(body));
  const allowed =
    figure.apiKeys.enabled > 0 &&
    figure.remaining >= figure.minimum &&
    (['statistics', 'incremental'].includes(body.kind) || figure.remaining >= figure.units);
  return { ...figure, allowed };
}

export async function startSync(ctx: AppContext, request: FastifyRequest, body: StartSyncBody, retryOf?: number) {
  await checkScope(ctx, body);
  try {
    const job = await ctx.sync.enqueue(body.kind, jobParams(body), {
      trigger: 'admin',
      userId: request.principal?.user.id ?? null,
      retryOf,
    });
    await recordAudit(ctx, request, {
      action: retryOf ? 'sync.retry' : 'sync.start',
      targetType: 'sync_job',
      targetId: job.id,
      after: { kind: job.kind, params: job.params, quotaEstimate: job.quota_estimate },
    });
    return toSyncJob(job);
  } catch (error) {
    if (error instanceof JobConflictError) throw new ApiError(409, 'SYNC_JOB_CONFLICT', error.message);
    if (error instanceof NoApiKeyError) throw new ApiError(409, 'NO_API_KEY', error.message);
    if (error instanceof QuotaRefusedError) throw new ApiError(409, 'QUOTA_INSUFFICIENT', error.message);
    throw error;
  }
}

export async function retrySync(ctx: AppContext, request: FastifyRequest, jobId: number) {
  const job = await getJob(ctx.db, jobId);
  if (!job) throw notFound('동기화 작업을 찾을 수 없습니다.');
  if (job.state !== 'failed' && job.state !== 'cancelled')
    throw new ApiError(409, 'SYNC_JOB_NOT_FINISHED', '실패했거나 취소된 작업만 다시 실행할 수 있습니다.');
  const params = job.params as JobParams;
  const body: StartSyncBody = {
    kind: job.kind as SyncJobKind,
    channelIds: params.channelIds,
    keywordSlug: params.keywordSlug,
    pages: params.pages as number | undefined,
  };
  return startSync(ctx, request, body, jobId);
}

export async function cancelSync(ctx: AppContext, request: FastifyRequest, jobId: number) {
  const before = await getJob(ctx.db, jobId);
  if (!before) throw notFound('동기화 작업을 찾을 수 없습니다.');
  const after = await requestCancel(ctx.db, jobId, ctx.now());
  if (!after) throw new ApiError(409, 'SYNC_JOB_FINISHED', '이미 끝난 작업은 취소할 수 없습니다.');
  await recordAudit(ctx, request, {
    action: 'sync.cancel',
    targetType: 'sync_job',
    targetId: jobId,
    before: { state: before.state },
    after: { state: after.state, cancelRequested: after.cancel_requested },
  });
  return toSyncJob(after);
}

const jobsWithRequester = (ctx: AppContext) =>
  ctx.db
    .selectFrom('sync_jobs')
    .leftJoin('admin_users', 'admin_users.id', 'sync_jobs.requested_by')
    .selectAll('sync_jobs')
    .select('admin_users.email as requested_by_email');

export async function listSyncJobs(ctx: AppContext, query: { state?: string; kind?: string; page: number; limit: number }) {
  let base = ctx.db.selectFrom('sync_jobs');
  let rows = jobsWithRequester(ctx);
  if (query.state) {
    base = base.where('state', '=', query.state as never);
    rows = rows.where('sync_jobs.state', '=', query.state as never);
  }
  if (query.kind) {
    base = base.where('kind', '=', query.kind as never);
    rows = rows.where('sync_jobs.kind', '=', query.kind as never);
  }
  const total = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const page = await rows
    .orderBy('sync_jobs.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { jobs: page.map(toSyncJob), total: Number(total.n) };
}

export async function getSyncJob(ctx: AppContext, jobId: number) {
  const job = await jobsWithRequester(ctx).where('sync_jobs.id', '=', jobId).executeTakeFirst();
  if (!job) throw notFound('동기화 작업을 찾을 수 없습니다.');
  return toSyncJob(job);
}

export async function listJobItems(
  ctx: AppContext,
  jobId: number,
  query: { state?: 'succeeded' | 'failed' | 'skipped'; page: number; limit: number },
) {
  await getSyncJob(ctx, jobId);
  let base = ctx.db.selectFrom('sync_job_items').where('job_id', '=', jobId);
  if (query.state) base = base.where('state', '=', query.state);
  const total = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  // Failures first: they are what an admin opens the list for.
  const rows = await base
    .selectAll()
    .orderBy(sql`CASE state WHEN 'failed' THEN 0 WHEN 'skipped' THEN 1 ELSE 2 END`)
    .orderBy('finished_at', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { items: rows.map(toSyncJobItem), total: Number(total.n) };
}
