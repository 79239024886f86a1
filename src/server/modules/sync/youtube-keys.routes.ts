import type { FastifyInstance } from 'fastify';
import { createApiKey, deleteApiKey, listApiKeys, testApiKey, testYouTubeApi, updateApiKey } from '../../../shared/api/sync.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { YouTubeKeysService } from './youtube-keys.service.ts';

export function registerYouTubeKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keys = new YouTubeKeysService(ctx);

  registerEndpoint(app, listApiKeys, async () => ({ success: true as const, data: await keys.list() }));

  registerEndpoint(app, createApiKey, async (request) => ({
    success: true as const,
    data: { key: await keys.create(actorOf(request), request.body) },
  }));

  registerEndpoint(app, updateApiKey, async (request) => ({
    success: true as const,
    data: { key: await keys.update(actorOf(request), request.params.id, request.body) },
  }));

  registerEndpoint(app, deleteApiKey, async (request, reply) => {
    await keys.remove(actorOf(request), request.params.id);
    return reply.send();
  });

  registerEndpoint(app, testApiKey, async (request) => ({ success: true as const, data: await keys.test(request.params.id) }));

  registerEndpoint(app, testYouTubeApi, async (request) => ({ success: true as const, data: await keys.callYouTube(request.body) }));
}
