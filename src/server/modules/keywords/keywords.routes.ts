import type { FastifyInstance } from 'fastify';
import { listKeywordChannels } from '../../../shared/api/keyword-channels.ts';
import {
  exportKeywordVideos,
  getKeyword,
  listKeywords,
  listKeywordVideos,
  listRelatedKeywords,
  recordKeywordView,
  suggestKeywords,
} from '../../../shared/api/keywords.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { csvAttachment } from '../../core/csv.ts';
import { sendCached, serialise } from '../../core/response-cache.ts';
import { registerEndpoint } from '../../core/route.ts';
import { viewerOf } from '../../core/visitor.ts';
import { KeywordService } from './keywords.service.ts';

// Each handler: the contract validated the input; one service call; reply (public reads from the response cache).
export function registerKeywordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keywords = new KeywordService(ctx);

  registerEndpoint(app, listKeywords, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => ({ success: true, ...(await keywords.list(request.query)) })),
  );

  registerEndpoint(app, suggestKeywords, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await keywords.suggest(request.query) })),
  );

  // Live page views inside: an ETag, but no shared caching.
  registerEndpoint(app, getKeyword, async (request, reply) =>
    sendCached(request, reply, serialise({ success: true, data: await keywords.detail(request.params.slug) }), { maxAge: 0 }),
  );

  registerEndpoint(app, listKeywordVideos, (request, reply) =>
    replyCached(ctx, request, reply, 60, async () => {
      const data = await keywords.videos(request.params.slug, request.query);
      // ADR 0038: pagination at the top like every list; the old place inside data stays, deprecated.
      return { success: true, data, pagination: data.pagination };
    }),
  );

  registerEndpoint(app, listRelatedKeywords, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await keywords.related(request.params.slug) })),
  );

  registerEndpoint(app, listKeywordChannels, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await keywords.channels(request.params.slug) })),
  );

  registerEndpoint(app, recordKeywordView, async (request, reply) => {
    const data = await keywords.recordView(request.params.slug, viewerOf(request));
    reply.header('cache-control', 'no-store');
    return { success: true as const, data };
  });

  registerEndpoint(app, exportKeywordVideos, async (request, reply) => {
    const file = await keywords.exportCsv(request.params.slug, request.query.format);
    return csvAttachment(reply, file.asciiName, file.name, file.csv);
  });
}
