import type { FastifyInstance } from 'fastify';
import { searchCatalogue } from '../../../shared/api/search.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { runSearch } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, searchCatalogue, (request, reply) => replyCached(ctx, request, reply, 60, () => runSearch(ctx, request.query)));
}
