import type { FastifyInstance } from 'fastify';
import {
  bulkDeleteAdminKeywords,
  createAdminKeyword,
  deleteAdminKeyword,
  exportAdminKeywords,
  getAdminKeyword,
  listAdminKeywords,
  updateAdminKeyword,
} from '../../../shared/api/admin-keywords.ts';
import { getAdminKeywordInsights } from '../../../shared/api/admin-keyword-insights.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { csvAttachment } from '../../core/csv.ts';
import { registerEndpoint } from '../../core/route.ts';
import { keywordInsights } from './admin-keyword-insights.service.ts';
import { AdminKeywordService } from './admin-keywords.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerAdminKeywordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keywords = new AdminKeywordService(ctx);

  registerEndpoint(app, listAdminKeywords, async (request) => ({ success: true as const, ...(await keywords.list(request.query)) }));

  registerEndpoint(app, getAdminKeyword, async (request) => ({ success: true as const, data: await keywords.get(request.params.id) }));

  registerEndpoint(app, getAdminKeywordInsights, async (request) => ({
    success: true as const,
    data: await keywordInsights(ctx, request.params.id),
  }));

  registerEndpoint(app, createAdminKeyword, async (request) => ({
    success: true as const,
    data: await keywords.create(actorOf(request), request.body),
  }));

  registerEndpoint(app, updateAdminKeyword, async (request) => ({
    success: true as const,
    data: await keywords.update(actorOf(request), request.params.id, request.body),
  }));

  registerEndpoint(app, deleteAdminKeyword, async (request) => ({
    success: true as const,
    data: await keywords.remove(actorOf(request), request.params.id),
  }));

  registerEndpoint(app, bulkDeleteAdminKeywords, async (request) => ({
    success: true as const,
    data: await keywords.removeMany(actorOf(request), request.body.ids),
  }));

  registerEndpoint(app, exportAdminKeywords, async (request, reply) =>
    csvAttachment(reply, 'keywords.csv', '키워드 목록.csv', await keywords.exportCsv(request.query.search, request.query.format)),
  );
}
