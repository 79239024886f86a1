// RSS 2.0 and Atom feeds of new videos (/feeds/new.xml, /feeds/keywords/:slug.atom …): documents for feed readers,
// not API answers (no contract), cached per catalogue version with ETag/304 and CDN headers.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FEED_SCOPES, FEED_TYPES, parseFeedFile } from '../../../shared/url/feeds.ts';
import type { AppContext } from '../../core/context.ts';
import { replyDocument } from '../../core/documents.ts';
import { siteOrigin } from '../../core/site-origin.ts';
import { FeedService } from './feeds.service.ts';

// Readers and CDNs may keep a feed for five minutes; a change shows at the next ask after that.
const MAX_AGE = 300;
const File = z.string().min(5).max(400);

export function registerFeedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const feeds = new FeedService(ctx);
  const origin = () => siteOrigin(ctx.config, app.server.listening ? app.server.address() : null);

  app.get<{ Params: { file: string } }>('/feeds/:file', { schema: { hide: true, params: z.object({ file: File }) } }, (request, reply) => {
    const file = parseFeedFile(request.params.file);
    return replyDocument(ctx, request, reply, {
      key: `feed\u0000${request.params.file}`,
      type: `${FEED_TYPES[file?.format ?? 'rss']}; charset=utf-8`,
      maxAge: MAX_AGE,
      produce: async () => (file?.key === 'new' ? feeds.feed(origin(), file.format) : null),
    });
  });

  app.get<{ Params: { scope: string; file: string } }>(
    '/feeds/:scope/:file',
    { schema: { hide: true, params: z.object({ scope: z.string().max(20), file: File }) } },
    (request, reply) => {
      const file = parseFeedFile(request.params.file);
      const kind = FEED_SCOPES.find((scope) => scope === request.params.scope);
      return replyDocument(ctx, request, reply, {
        key: `feed\u0000${request.params.scope}\u0000${request.params.file}`,
        type: `${FEED_TYPES[file?.format ?? 'rss']}; charset=utf-8`,
        maxAge: MAX_AGE,
        produce: async () => (file && kind ? feeds.feed(origin(), file.format, { kind, key: file.key }) : null),
      });
    },
  );
}
