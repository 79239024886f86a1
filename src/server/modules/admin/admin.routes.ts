import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../core/actor.ts';
import { getAdminDashboard, listAuditLog, listSecurityEvents } from '../../../shared/api/admin.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { AdminService } from './admin.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = new AdminService(ctx);

  registerEndpoint(app, getAdminDashboard, async (request) => ({
    success: true as const,
    data: await admin.dashboard(actorOf(request), request.query.region),
  }));

  registerEndpoint(app, listSecurityEvents, async (request) => ({
    success: true as const,
    ...(await admin.securityEvents(request.query)),
  }));

  registerEndpoint(app, listAuditLog, async (request) => ({
    success: true as const,
    ...(await admin.auditLog(actorOf(request), request.query)),
  }));
}
