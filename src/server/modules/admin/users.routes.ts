import type { FastifyInstance } from 'fastify';
import {
  activateAdminUser,
  createAdminUser,
  deactivateAdminUser,
  endAdminUserSessions,
  listAdminUsers,
  resetAdminUserPassword,
  updateAdminUser,
} from '../../../shared/api/admin.ts';
import { actorOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { UsersService } from './users.service.ts';

// Each handler: the contract validated the input; make one service call; reply.
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const users = new UsersService(ctx);

  registerEndpoint(app, listAdminUsers, async () => ({ success: true as const, data: await users.list() }));

  registerEndpoint(app, createAdminUser, async (request) => ({
    success: true as const,
    data: await users.create(actorOf(request), request.body),
  }));

  registerEndpoint(app, updateAdminUser, async (request) => ({
    success: true as const,
    data: await users.update(actorOf(request), request.params.id, request.body),
  }));

  registerEndpoint(app, deactivateAdminUser, async (request) => ({
    success: true as const,
    data: await users.setActive(actorOf(request), request.params.id, false),
  }));

  registerEndpoint(app, activateAdminUser, async (request) => ({
    success: true as const,
    data: await users.setActive(actorOf(request), request.params.id, true),
  }));

  registerEndpoint(app, resetAdminUserPassword, async (request) => ({
    success: true as const,
    data: await users.resetPassword(actorOf(request), request.params.id, request.body?.password),
  }));

  registerEndpoint(app, endAdminUserSessions, async (request) => ({
    success: true as const,
    data: await users.endSessions(actorOf(request), request.params.id),
  }));
}
