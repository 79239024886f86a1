// The embeddable lists (/embed/keywords/:slug, /embed/kits/:slug, /embed/videos/:id): small server-rendered pages
// that another site may frame (EMBED_ALLOWED_ORIGINS), their style sheet and script, and the thumbnails they show.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { replyDocument } from '../../core/documents.ts';
import { siteOrigin } from '../../core/site-origin.ts';
import { EMBED_ASSET_PATHS, EMBED_CSS, EMBED_JS } from './embed-assets.ts';
import { embedContentSecurityPolicy } from './embed-csp.ts';
import { embedNotFoundHtml, embedPageHtml, type EmbedTheme } from './embed-page.ts';
import { EMBED_LIMIT, EmbedService, type EmbedList } from './embed.service.ts';

const HTML = 'text/html; charset=utf-8';
const YEAR = 'public, max-age=31536000, immutable';
const EmbedQuery = z.object({
  theme: z.enum(['dark', 'light']).catch('dark'),
  limit: z.coerce.number().int().min(1).max(EMBED_LIMIT.max).optional().catch(undefined),
});
type Query = z.infer<typeof EmbedQuery>;
const Key = z.object({ key: z.string().min(1).max(400) });
// A gray 16:9 card for a thumbnail YouTube would not give us.
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#334155"/></svg>';

export function registerEmbedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const embeds = new EmbedService(ctx);
  const origin = () => siteOrigin(ctx.config, app.server.listening ? app.server.address() : null);
  const csp = embedContentSecurityPolicy(ctx.config.EMBED_ALLOWED_ORIGINS);

  /** Only these pages may be framed elsewhere: their own CSP, and no X-Frame-Options (frame-ancestors says it). */
  const frameable = (reply: FastifyReply) => reply.header('content-security-policy', csp).removeHeader('x-frame-options');

  const page = (kind: string, load: (key: string, query: Query) => Promise<EmbedList | null>) =>
    app.get<{ Params: { key: string }; Querystring: Query }>(
      `/embed/${kind}/:key`,
      { schema: { hide: true, params: Key, querystring: EmbedQuery } },
      async (request, reply) => {
        frameable(reply);
        const { key } = request.params;
        const { theme, limit } = request.query;
        return replyDocument(ctx, request, reply, {
          key: `embed\u0000${kind}\u0000${key}\u0000${theme}\u0000${limit ?? ''}`,
          type: HTML,
          maxAge: 300,
          produce: async () => {
            const list = await load(key, request.query);
            return list ? embedPageHtml(list, { origin: origin(), theme }) : null;
          },
          notFound: { type: HTML, body: embedNotFoundHtml(theme as EmbedTheme) },
        });
      },
    );

  page('keywords', (key, query) => embeds.keyword(key, query.limit ?? EMBED_LIMIT.default));
  page('kits', (key, query) => embeds.kit(key, query.limit ?? EMBED_LIMIT.kitDefault));
  page('videos', (key) => embeds.video(key));

  app.get(EMBED_ASSET_PATHS.css, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', YEAR).type('text/css; charset=utf-8').send(EMBED_CSS),
  );
  app.get(EMBED_ASSET_PATHS.js, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', YEAR).type('text/javascript; charset=utf-8').send(EMBED_JS),
  );

  app.get<{ Params: { file: string } }>(
    '/embed/thumbnails/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) => {
      const body = await embeds.thumbnail(request.params.file.replace(/\.jpg$/, ''));
      if (!body) return reply.header('cache-control', 'public, max-age=600').type('image/svg+xml').send(PLACEHOLDER_SVG);
      return reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800').type('image/jpeg').send(body);
    },
  );
}
