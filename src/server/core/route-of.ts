import type { FastifyRequest } from 'fastify';

/**
 * The route that will run, as registered ('/api/videos/:videoId'), never the raw URL text: the router decodes
 * `/%61pi/videos` to `/api/videos`, so a guard that reads `request.url` can be walked around by another spelling.
 */
export const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? '';

/** Whether the route that will run is part of the API (catch-all /api 404 included). */
export const isApiRoute = (request: FastifyRequest): boolean => /^\/api(\/|$)/.test(routeOf(request));

/** Sign-in and admin answers are personal: the route says so by its path or by the access it declares. */
export const isPersonalRoute = (request: FastifyRequest): boolean => {
  const { requiredRole, requiresSession } = request.routeOptions.config;
  return !!requiredRole || !!requiresSession || /^\/api\/(auth|admin)(\/|$)/.test(routeOf(request));
};

/** Health probes: a load balancer asks every few seconds, so they are never rate-limited (and not documented as 429). */
export const HEALTH_ROUTES: ReadonlySet<string> = new Set(['/api/health', '/api/health/live', '/api/health/ready']);
