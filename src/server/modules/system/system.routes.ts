import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HealthResponseSchema, StatisticsResponseSchema } from '../../../shared/api/system.ts';
import { schemaVersion } from '../../../db/migrate.ts';
import { readCurrentStatistics } from '../../../db/repositories/statistics.repo.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { iso } from '../../core/mappers.ts';

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      schema: { tags: ['시스템'], summary: '서버·데이터베이스 상태', response: { 200: HealthResponseSchema, 503: HealthResponseSchema } },
    },
    async (_request, reply) => {
      const started = performance.now();
      let reachable = true;
      let version: string | null = null;
      try {
        await sql`SELECT 1`.execute(ctx.db);
        version = await schemaVersion(ctx.database);
      } catch {
        reachable = false;
      }
      reply.header('cache-control', 'no-store');
      return reply.code(reachable ? 200 : 503).send({
        success: true as const,
        data: {
          status: reachable ? ('ok' as const) : ('degraded' as const),
          version: ctx.appVersion,
          database: {
            kind: ctx.database.kind,
            reachable,
            schemaVersion: version,
            latencyMs: Math.round((performance.now() - started) * 10) / 10,
          },
        },
      });
    },
  );

  r.get(
    '/api/statistics',
    {
      schema: { tags: ['시스템'], summary: '플랫폼 통계 (current_statistics)', response: { 200: StatisticsResponseSchema } },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 300, async () => {
        const row = await readCurrentStatistics(ctx.db);
        return {
          success: true,
          data: {
            totalVideos: Number(row?.total_videos ?? 0),
            totalChannels: Number(row?.total_channels ?? 0),
            totalViews: Number(row?.total_views ?? 0),
            totalLikes: Number(row?.total_likes ?? 0),
            totalKeywords: Number(row?.total_keywords ?? 0),
            totalCategories: Number(row?.total_categories ?? 0),
            updatedAt: iso(row?.updated_at),
          },
        };
      }),
  );
}
