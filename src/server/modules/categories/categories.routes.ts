import type { FastifyInstance } from 'fastify';
import { getCategory, listCategories } from '../../../shared/api/categories.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { CategoryService } from './categories.service.ts';

// Each handler: the contract validated the input; one service call; reply from the public response cache.
export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const categories = new CategoryService(ctx);

  registerEndpoint(app, listCategories, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await categories.tree() })),
  );

  registerEndpoint(app, getCategory, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({
      success: true,
      ...(await categories.detail(request.params.slug, request.query)),
    })),
  );
}
