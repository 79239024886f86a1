import type { FastifyInstance } from 'fastify';
import {
  cancelSyncJob,
  estimateSync,
  getSyncJob,
  listSyncJobItems,
  listSyncJobs,
  retrySyncJob,
  startSync,
} from '../../../shared/api/sync.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { registerSyncScheduleRoutes } from './sync-schedules.routes.ts';
import { SyncJobsService } from './sync.service.ts';
import { registerYouTubeKeyRoutes } from './youtube-keys.routes.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerSyncRoutes(app: FastifyInstance, ctx: AppContext): void {
  const jobs = new SyncJobsService(ctx);

  registerEndpoint(app, estimateSync, async (request) => ({ success: true as const, data: await jobs.estimate(request.body) }));

  registerEndpoint(app, startSync, async (request) => ({
    success: true as const,
    data: { job: await jobs.start(actorOf(request), request.body) },
  }));

  registerEndpoint(app, listSyncJobs, async (request) => ({ success: true as const, ...(await jobs.list(request.query)) }));

  registerEndpoint(app, getSyncJob, async (request) => ({ success: true as const, data: { job: await jobs.get(request.params.id) } }));

  registerEndpoint(app, listSyncJobItems, async (request) => ({
    success: true as const,
    ...(await jobs.items(request.params.id, request.query)),
  }));

  registerEndpoint(app, cancelSyncJob, async (request) => ({
    success: true as const,
    data: { job: await jobs.cancel(actorOf(request), request.params.id) },
  }));

  registerEndpoint(app, retrySyncJob, async (request) => ({
    success: true as const,
    data: { job: await jobs.retry(actorOf(request), request.params.id) },
  }));

  registerYouTubeKeyRoutes(app, ctx);
  registerSyncScheduleRoutes(app, ctx);
}
