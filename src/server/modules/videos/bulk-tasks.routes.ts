import type { FastifyInstance } from 'fastify';
import { cancelBulkTask, getBulkTask, listBulkTasks, startBulkTask, undoBulkTask } from '../../../shared/api/bulk-tasks.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { BulkTaskService } from './bulk-task.service.ts';

// The bulk-task wizard: each handler makes one service call and replies.
export function registerBulkTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tasks = new BulkTaskService(ctx);

  registerEndpoint(app, startBulkTask, async (request) => ({
    success: true as const,
    data: await tasks.start(actorOf(request), request.body),
  }));

  registerEndpoint(app, listBulkTasks, async (request) => ({
    success: true as const,
    ...(await tasks.list(actorOf(request), request.query.page, request.query.limit)),
  }));

  registerEndpoint(app, getBulkTask, async (request) => ({ success: true as const, data: await tasks.get(request.params.id) }));

  registerEndpoint(app, undoBulkTask, async (request) => ({
    success: true as const,
    data: await tasks.undo(actorOf(request), request.params.id),
  }));

  registerEndpoint(app, cancelBulkTask, async (request) => ({
    success: true as const,
    data: await tasks.cancel(actorOf(request), request.params.id),
  }));
}
