import type { FastifyInstance } from 'fastify';
import { getHealth, getLiveness, getReadiness, getStatistics } from '../../../shared/api/system.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { registerEndpoint } from '../../core/route.ts';
import { SystemService } from './system.service.ts';

// Each handler: one service call; reply.
export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const system = new SystemService(ctx);

  // Never cached; 503 with the same body when the database cannot be reached (load balancers read the status).
  registerEndpoint(app, getHealth, async (_request, reply) => {
    const data = await system.health();
    return reply
      .code(data.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ success: true as const, data });
  });

  // Load-balancer probes: never cached, never rate-limited.
  registerEndpoint(app, getLiveness, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ success: true as const, data: system.live() }),
  );

  registerEndpoint(app, getReadiness, async (_request, reply) => {
    const data = await system.ready();
    return (
      reply
        // Degraded still serves public reads from memory: a balancer keeps it (a CDN would serve stale otherwise).
        .code(data.status === 'not_ready' ? 503 : 200)
        .header('cache-control', 'no-store')
        .send({ success: true as const, data })
    );
  });

  registerEndpoint(app, getStatistics, (request, reply) =>
    replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await system.statistics() })),
  );
}
