// robots.txt and the sitemaps: documents for crawlers, not API answers (no contract), cached per catalogue version.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { replyDocument } from '../../core/documents.ts';
import { siteOrigin } from '../../core/site-origin.ts';
import { robotsTxt } from './robots.ts';
import { parseFileName, SitemapService } from './sitemap.service.ts';

const XML = 'application/xml; charset=utf-8';
// Crawlers come back within a minute of a change at most (ADR 0029); the cache itself follows the catalogue version.
const MAX_AGE = 60;

export function registerDiscoveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sitemaps = new SitemapService(ctx);
  const origin = () => siteOrigin(ctx.config, app.server.listening ? app.server.address() : null);

  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    replyDocument(ctx, request, reply, {
      key: `robots\u0000${origin()}`,
      type: 'text/plain; charset=utf-8',
      maxAge: 3600,
      produce: async () => robotsTxt(origin()),
    }),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) =>
    replyDocument(ctx, request, reply, { key: 'sitemap-index', type: XML, maxAge: MAX_AGE, produce: () => sitemaps.index(origin()) }),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    (request, reply) => {
      const file = parseFileName(request.params.file);
      return replyDocument(ctx, request, reply, {
        key: `sitemap\u0000${request.params.file}`,
        type: XML,
        maxAge: MAX_AGE,
        produce: async () => (file ? sitemaps.file(origin(), file.kind, file.part) : null),
      });
    },
  );
}
