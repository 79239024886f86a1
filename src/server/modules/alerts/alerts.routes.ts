import type { FastifyInstance } from 'fastify';
import {
  createAdminAlert,
  endAdminAlert,
  getAlertDraft,
  listActiveAlerts,
  listAdminAlerts,
  updateAdminAlert,
} from '../../../shared/api/disaster-alerts.ts';
import { actorOf } from '../../core/actor.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { alertsKey, msUntilAlertsChange } from '../../core/disaster-alerts.ts';
import { registerEndpoint } from '../../core/route.ts';
import { AlertsService } from './alerts.service.ts';

/** Browsers and CDNs reuse the active list this long at most (less when a notice starts or ends sooner). */
const ACTIVE_MAX_AGE = 30;

// Each handler: the contract validated the input; make one service call; reply.
export function registerAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const alerts = new AlertsService(ctx);

  // Keyed by the notices in force as well as the version: one that ends by the clock changes the key at once.
  registerEndpoint(app, listActiveAlerts, async (request, reply) => {
    const active = await alerts.active(request.query.region);
    const maxAge = Math.min(ACTIVE_MAX_AGE, Math.floor((await msUntilAlertsChange(ctx, ACTIVE_MAX_AGE * 1000)) / 1000));
    return replyCached(ctx, request, reply, maxAge, async () => ({ success: true, data: active }), {
      variant: alertsKey(active),
      pin: true,
    });
  });

  registerEndpoint(app, listAdminAlerts, async () => ({ success: true as const, data: await alerts.list() }));

  registerEndpoint(app, getAlertDraft, async (request) => ({ success: true as const, data: await alerts.draft(request.query.hazard) }));

  registerEndpoint(app, createAdminAlert, async (request) => ({
    success: true as const,
    data: await alerts.create(actorOf(request), request.body),
  }));

  registerEndpoint(app, updateAdminAlert, async (request) => ({
    success: true as const,
    data: await alerts.update(actorOf(request), request.params.id, request.body),
  }));

  registerEndpoint(app, endAdminAlert, async (request) => ({
    success: true as const,
    data: await alerts.end(actorOf(request), request.params.id),
  }));
}
