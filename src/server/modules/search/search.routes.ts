import type { FastifyInstance } from 'fastify';
import { searchCatalogue, suggestSearch } from '../../../shared/api/search.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { activeAlerts, alertsKey } from '../../core/disaster-alerts.ts';
import { followCatalogue, runSearch, suggestForSearch } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The in-memory index follows the catalogue version; it stops with the app.
  const stop = followCatalogue(ctx, (message) => app.log.info(message));
  app.addHook('onClose', async () => stop());

  // Keyed by the notices in force too: their pinned videos come first for a hazard word (ADR 0028).
  registerEndpoint(app, searchCatalogue, async (request, reply) => {
    const alerts = await activeAlerts(ctx).catch(() => []);
    return replyCached(ctx, request, reply, 60, () => runSearch(ctx, request.query, {}, alerts), { variant: alertsKey(alerts) });
  });
  registerEndpoint(app, suggestSearch, (request, reply) =>
    replyCached(ctx, request, reply, 300, () => suggestForSearch(ctx, request.query.q)),
  );
}
