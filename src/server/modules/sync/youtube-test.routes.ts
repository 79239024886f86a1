import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listApiKeys } from '../../../sync/keys/api-key-store.ts';
import { YouTubeApiError } from '../../../sync/youtube/youtube-client.ts';
import { TestApiBodySchema, TestApiResponseSchema } from '../../../shared/api/sync.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError } from '../../core/errors.ts';

const TAGS = ['동기화'];

/** The admin's API test page: any supported endpoint with chosen parameters, raw answer and its cost. */
export function registerYouTubeTestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/youtube/test',
    {
      config: { requiredRole: 'admin' as const, rateLimit: 'sync' as const },
      schema: {
        tags: TAGS,
        summary: 'YouTube API 시험 호출 (응답 원문과 사용 단위)',
        body: TestApiBodySchema,
        response: { 200: TestApiResponseSchema },
      },
    },
    async (request) => {
      const started = performance.now();
      try {
        const raw = await ctx.sync.youtube().call(request.body.endpoint, request.body.params);
        const hint = (await listApiKeys(ctx.db, ctx.now())).find((key) => key.id === raw.keyId)?.hint ?? null;
        return {
          success: true as const,
          data: { status: raw.status, units: raw.units, keyHint: hint, body: raw.body, ms: Math.round(performance.now() - started) },
        };
      } catch (error) {
        if (error instanceof YouTubeApiError)
          throw new ApiError(error.code === 'quotaExhausted' ? 409 : 502, `YOUTUBE_${error.code.toUpperCase()}`, error.message);
        throw error;
      }
    },
  );
}
