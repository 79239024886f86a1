import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { AdminRole } from '../../../shared/api/auth.ts';
import { clientOf } from '../../core/actor.ts';
import { ApiError } from '../../core/errors.ts';
import type {} from '../../core/principal.ts';
import type { SessionService } from './sessions.ts';

export interface RouteEntry {
  method: string;
  url: string;
  requiredRole: AdminRole | undefined;
  requiresSession: boolean;
}

export const isAdminPath = (url: string) => /^\/api\/admin(\/|$)/.test(url);

/**
 * Declares the role check. Routes under /api/admin must name a role: registering one without
 * fails at start-up, and a request that somehow reaches one is refused (fail closed).
 * Returns the route table for the test that walks it.
 */
export function registerAuthGuard(app: FastifyInstance, sessions: SessionService): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { requiredRole?: AdminRole; requiresSession?: boolean };
    const methods = ([] as HTTPMethods[]).concat(route.method as HTTPMethods | HTTPMethods[]);
    for (const method of methods) {
      routes.push({ method, url: route.url, requiredRole: config.requiredRole, requiresSession: !!config.requiresSession });
    }
    if (isAdminPath(route.url) && !config.requiredRole) {
      throw new Error(`${methods.join(',')} ${route.url}: /api/admin 아래 경로는 config.requiredRole을 선언해야 합니다.`);
    }
  });

  // A callback hook: a public route passes without a promise (ADR 0031); the session check stays asynchronous.
  app.addHook('onRequest', (request, _reply, done) => {
    const { requiredRole, requiresSession } = request.routeOptions.config;
    if (requiredRole || requiresSession) {
      void sessions.authorize(request.headers.authorization, requiredRole ?? null, clientOf(request)).then((principal) => {
        request.principal = principal;
        done();
      }, done);
    } else if (isAdminPath(request.routeOptions.url ?? '')) {
      done(new ApiError(403, 'FORBIDDEN', '접근 권한이 없습니다.'));
    } else done();
  });
  return routes;
}
