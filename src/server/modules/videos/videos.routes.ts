import type { FastifyInstance } from 'fastify';
import { getPopularVideos, getVideo, listVideos, recordVideoView } from '../../../shared/api/videos.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { viewerOf } from '../../core/visitor.ts';
import { VideoService } from './videos.service.ts';
import { accessibleVideos } from './accessible.service.ts';
import { listAccessibleVideos } from '../../../shared/api/versions.ts';

// Each handler: the contract validated the input; one service call; reply (public reads from the response cache).
export function registerVideoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const videos = new VideoService(ctx);

  registerEndpoint(app, listVideos, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => ({ success: true, ...(await videos.list(request.query)) })),
  );

  registerEndpoint(app, getPopularVideos, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => ({ success: true, data: await videos.popular(request.query) })),
  );

  registerEndpoint(app, getVideo, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => ({ success: true, data: await videos.detail(request.params.videoId) })),
  );

  registerEndpoint(app, listAccessibleVideos, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => {
      const data = await accessibleVideos(ctx, request.query);
      // ADR 0038: pagination at the top like every list; the old place inside data stays, deprecated.
      return { success: true, data, pagination: data.pagination };
    }),
  );

  registerEndpoint(app, recordVideoView, async (request, reply) => {
    const data = await videos.recordView(request.params.videoId, viewerOf(request));
    reply.header('cache-control', 'no-store');
    return { success: true as const, data };
  });
}
