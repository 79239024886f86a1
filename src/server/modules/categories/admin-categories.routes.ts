import type { FastifyInstance } from 'fastify';
import {
  createAdminCategory,
  deleteAdminCategory,
  linkAdminCategoryKeywords,
  listAdminCategories,
  listAdminCategoryKeywords,
  reorderAdminCategories,
  updateAdminCategory,
} from '../../../shared/api/admin-categories.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { AdminCategoryService } from './admin-categories.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerAdminCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const categories = new AdminCategoryService(ctx);

  registerEndpoint(app, listAdminCategories, async () => ({ success: true as const, data: await categories.tree() }));

  registerEndpoint(app, createAdminCategory, async (request) => ({
    success: true as const,
    data: await categories.create(actorOf(request), request.body),
  }));

  registerEndpoint(app, updateAdminCategory, async (request) => ({
    success: true as const,
    data: await categories.update(actorOf(request), request.params.id, request.body),
  }));

  registerEndpoint(app, deleteAdminCategory, async (request) => ({
    success: true as const,
    data: await categories.remove(actorOf(request), request.params.id, request.query),
  }));

  registerEndpoint(app, reorderAdminCategories, async (request) => ({
    success: true as const,
    data: await categories.reorder(actorOf(request), request.body),
  }));

  registerEndpoint(app, listAdminCategoryKeywords, async (request) => ({
    success: true as const,
    ...(await categories.keywords(request.params.id, request.query)),
  }));

  registerEndpoint(app, linkAdminCategoryKeywords, async (request) => ({
    success: true as const,
    data: await categories.link(actorOf(request), request.params.id, request.body),
  }));
}
