import type { FastifyInstance } from 'fastify';
import { getOembed } from '../../../shared/api/oembed.ts';
import type { AppContext } from '../../core/context.ts';
import { replyCached } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { siteOrigin } from '../../core/site-origin.ts';
import { OembedService } from './oembed.service.ts';

// The contract validated the query; one service call; reply from the public response cache. Any site may ask
// (oEmbed consumers often ask from the browser), so the answer allows every origin.
export function registerOembedRoutes(app: FastifyInstance, ctx: AppContext): void {
  const oembed = new OembedService(ctx);
  const origin = () => siteOrigin(ctx.config, app.server.listening ? app.server.address() : null);

  registerEndpoint(app, getOembed, (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    return replyCached(ctx, request, reply, 3600, () => oembed.describe(origin(), request.query));
  });
}
