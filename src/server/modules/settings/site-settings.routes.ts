import type { FastifyInstance } from 'fastify';
import { getAdminSettings, getSiteSettings, updateAdminSettings } from '../../../shared/api/site-settings.ts';
import { actorOf } from '../../core/actor.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { SiteSettingsService } from './site-settings.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerSiteSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const settings = new SiteSettingsService(ctx);

  // Cached on the catalogue version, which every saved setting moves (the home page and footer read it).
  registerEndpoint(app, getSiteSettings, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await settings.publicView() })),
  );

  registerEndpoint(app, getAdminSettings, async () => ({ success: true as const, data: await settings.admin() }));

  registerEndpoint(app, updateAdminSettings, async (request) => ({
    success: true as const,
    data: await settings.update(actorOf(request), request.body),
  }));
}
