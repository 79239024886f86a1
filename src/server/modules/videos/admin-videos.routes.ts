import type { FastifyInstance } from 'fastify';
import {
  addVideos,
  bulkDeleteVideos,
  bulkSetVideoStatus,
  getAdminVideo,
  listAdminVideos,
  listDeletedVideos,
  previewAddVideos,
  purgeVideos,
  restoreVideos,
  updateAdminVideo,
} from '../../../shared/api/admin-videos.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { AdminVideoService } from './admin-videos.service.ts';
import { VideoAddService } from './video-add.service.ts';
import { VideoArchiveService } from './video-archive.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerAdminVideoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const videos = new AdminVideoService(ctx);
  const archive = new VideoArchiveService(ctx, videos);
  const adding = new VideoAddService(ctx, videos);

  registerEndpoint(app, listAdminVideos, async (request) => ({
    success: true as const,
    ...(await videos.list(actorOf(request), request.query)),
  }));

  registerEndpoint(app, listDeletedVideos, async (request) => ({
    success: true as const,
    ...(await archive.list(actorOf(request), request.query)),
  }));

  registerEndpoint(app, getAdminVideo, async (request) => ({ success: true as const, data: await videos.get(request.params.videoId) }));

  registerEndpoint(app, updateAdminVideo, async (request) => ({
    success: true as const,
    data: await videos.update(actorOf(request), request.params.videoId, request.body),
  }));

  registerEndpoint(app, bulkSetVideoStatus, async (request) => ({
    success: true as const,
    data: await videos.bulkStatus(actorOf(request), request.body, request.body.status),
  }));

  registerEndpoint(app, bulkDeleteVideos, async (request) => ({
    success: true as const,
    data: await archive.removeMany(actorOf(request), request.body, request.body.reason),
  }));

  registerEndpoint(app, restoreVideos, async (request) => ({
    success: true as const,
    data: await archive.restoreMany(actorOf(request), request.body),
  }));

  registerEndpoint(app, purgeVideos, async (request) => ({
    success: true as const,
    data: await archive.purgeMany(actorOf(request), request.body),
  }));

  registerEndpoint(app, previewAddVideos, async (request) => ({ success: true as const, data: await adding.preview(request.body.urls) }));

  registerEndpoint(app, addVideos, async (request) => ({ success: true as const, data: await adding.add(actorOf(request), request.body) }));
}
