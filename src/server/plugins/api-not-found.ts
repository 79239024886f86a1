import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Router, { type HTTPMethod } from 'find-my-way';
import { sendError, STATUS_MESSAGES } from './error-handler.ts';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Unknown /api paths, whatever their spelling (the router decodes `/%61pi/nope` to `/api/nope`), are a route of their
 * own: they pass the same guards (rate limits, NUL check) as every API route and answer JSON, never the web page.
 * A path that exists under another method answers 405 with `Allow`; anything else the JSON 404.
 * Registered after the modules' routes (the router prefers every more specific route); `routes` is the table they filled.
 */
export function registerApiNotFound(app: FastifyInstance, routes: readonly { method: string; url: string }[]): void {
  let router: Router.Instance<Router.HTTPVersion.V1> | null = null;
  // Built on first use, when every route is in the table; the same router library and options as Fastify's.
  const table = () => {
    if (router) return router;
    router = Router({ ignoreTrailingSlash: true, maxParamLength: 500 });
    for (const route of routes) {
      if (!/^\/api(\/|$)/.test(route.url) || route.url === '/api' || route.url === '/api/*') continue;
      if (METHODS.includes(route.method as HTTPMethod) && !router.hasRoute(route.method as HTTPMethod, route.url))
        router.on(route.method as HTTPMethod, route.url, () => undefined);
    }
    return router;
  };
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const allowed = METHODS.filter((method) => method !== request.method && table().find(method, path) !== null);
    if (allowed.length) {
      const known = STATUS_MESSAGES[405]!;
      reply.header('allow', allowed.join(', '));
      return sendError(reply, 405, known.code, known.message);
    }
    const known = STATUS_MESSAGES[404]!;
    return sendError(reply, 404, known.code, known.message);
  };
  app.all('/api', { schema: { hide: true } }, answer);
  app.all('/api/*', { schema: { hide: true } }, answer);
}
