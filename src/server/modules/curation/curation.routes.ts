import type { FastifyInstance } from 'fastify';
import { approveCurationItem, decideCurationItems, listCurationItems, rejectCurationItem } from '../../../shared/api/curation.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { CurationService } from './curation.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerCurationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const curation = new CurationService(ctx);

  registerEndpoint(app, listCurationItems, async (request) => ({
    success: true as const,
    ...(await curation.list(actorOf(request), request.query)),
  }));

  registerEndpoint(app, approveCurationItem, async (request) => ({
    success: true as const,
    data: await curation.decideOne(actorOf(request), request.params.id, {
      action: 'approve',
      keywordId: request.body?.keywordId,
      note: request.body?.note,
    }),
  }));

  registerEndpoint(app, rejectCurationItem, async (request) => ({
    success: true as const,
    data: await curation.decideOne(actorOf(request), request.params.id, { action: 'reject', note: request.body?.note }),
  }));

  registerEndpoint(app, decideCurationItems, async (request) => ({
    success: true as const,
    data: await curation.decideMany(actorOf(request), request.body),
  }));
}
