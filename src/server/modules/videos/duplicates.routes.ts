import type { FastifyInstance } from 'fastify';
import { listDuplicateMerges, listDuplicates, mergeDuplicates } from '../../../shared/api/admin-duplicates.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { AdminVideoService } from './admin-videos.service.ts';
import { DuplicateService } from './duplicates.service.ts';
import { VideoArchiveService } from './video-archive.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerDuplicateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const videos = new AdminVideoService(ctx);
  const duplicates = new DuplicateService(ctx, videos, new VideoArchiveService(ctx, videos));

  registerEndpoint(app, listDuplicates, async (request) => ({ success: true as const, ...(await duplicates.list(request.query)) }));

  registerEndpoint(app, listDuplicateMerges, async (request) => ({
    success: true as const,
    ...(await duplicates.merges(actorOf(request), request.query.page, request.query.limit)),
  }));

  registerEndpoint(app, mergeDuplicates, async (request) => ({
    success: true as const,
    data: await duplicates.merge(actorOf(request), request.body),
  }));
}
