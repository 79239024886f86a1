import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { compileAddressList } from '../core/address-list.ts';
import type { AppMetrics } from '../core/metrics.ts';
import { refusingLimitOf } from '../core/rate-limited.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
// What a proxy or load balancer sends (UUIDs, hex, nginx's $request_id); nothing that could forge a log line.
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Request IDs: a trusted proxy's X-Request-Id is kept (one ID from the edge to this log line),
 * anyone else gets a fresh UUID — a client cannot choose the ID its requests are logged under.
 */
export function requestIdGenerator(trustedProxies: readonly string[]): (req: IncomingMessage) => string {
  const trusted = compileAddressList(trustedProxies);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && REQUEST_ID.test(given) && trusted(req.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}

/** Never logged, wherever they turn up in a log object (defence in depth: the request line below carries none). */
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    '*.password',
    '*.newPassword',
    '*.currentPassword',
    '*.accessToken',
    '*.refreshToken',
    '*.key',
    '*.apiKey',
  ],
  censor: '[숨김]',
};

/**
 * One JSON line per answered request (pino, at info level): request ID, method, route pattern, path
 * without the query, status, time, client address. No headers, bodies or query strings: no tokens,
 * passwords or keys. The same hook feeds the request metrics. The ID is echoed in X-Request-Id.
 */
export function registerRequestLog(app: FastifyInstance, metrics: AppMetrics): void {
  // Callback hooks (no promise per request: ADR 0031).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    metrics.observeRequest(request.method, route, reply.statusCode, ms / 1000);
    const limit = reply.statusCode === 429 ? refusingLimitOf(request) : undefined;
    if (limit) metrics.rateLimitRefused(limit);
    request.log.info(
      {
        method: request.method,
        route,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(ms * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}
