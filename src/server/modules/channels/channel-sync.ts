// A full sync of chosen channels (details, every upload, video details), queued with its audit row in one
// transaction through the sync engine; the same queue, estimate and refusals as the sync pages.
import { JobConflictError, QuotaRefusedError } from '../../../sync/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError } from '../../core/errors.ts';

export async function startFullSync(ctx: AppContext, actor: Actor, channelIds: string[]) {
  const params = { channelIds };
  const estimate = await ctx.sync.estimate('full', params);
  try {
    const job = await auditedWrite(ctx, actor, async (trx, audit) => {
      const job = await ctx.sync.enqueue('full', params, { trigger: 'admin', userId: actor.userId }, trx);
      await audit({
        action: 'sync.start',
        targetType: 'sync_job',
        targetId: job.id,
        after: { kind: job.kind, params: job.params, quotaEstimate: job.quota_estimate },
      });
      return job;
    });
    ctx.sync.runner.wake(); // the job is committed now
    return { jobId: Number(job.id), state: job.state, quotaEstimate: job.quota_estimate, basis: estimate.basis };
  } catch (error) {
    if (error instanceof JobConflictError) throw new ApiError(409, 'SYNC_JOB_CONFLICT', error.message);
    if (error instanceof QuotaRefusedError) throw new ApiError(409, 'QUOTA_INSUFFICIENT', error.message);
    throw error;
  }
}
