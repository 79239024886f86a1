import type { FastifyInstance } from 'fastify';
import { compileAddressList } from '../../core/address-list.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError } from '../../core/errors.ts';
import type { AppMetrics } from '../../core/metrics.ts';
import { MetricsService } from './metrics.service.ts';

/**
 * GET /metrics in Prometheus text format, for the addresses in METRICS_ALLOW only (the client address as
 * TRUSTED_PROXIES resolve it, so a request relayed by the proxy counts as its real client's). Not part of the
 * JSON API: no contract, not in OpenAPI.
 */
export function registerMetricsRoute(app: FastifyInstance, ctx: AppContext, metrics: AppMetrics): void {
  const allow = ctx.config.METRICS_ALLOW;
  const off = allow.length === 1 && allow[0] === 'off';
  const allowed = compileAddressList(off ? [] : allow);
  const service = new MetricsService(ctx, metrics);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (off) throw new ApiError(404, 'NOT_FOUND', '지표 주소가 꺼져 있습니다 (METRICS_ALLOW=off).');
    if (!allowed(request.ip)) throw new ApiError(403, 'FORBIDDEN', '이 주소에서는 지표를 볼 수 없습니다 (METRICS_ALLOW).');
    const { contentType, body } = await service.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
