import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResponseSchema } from '../../../shared/api/search.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { runSearch } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      config: { rateLimit: 'search' },
      schema: {
        tags: ['검색'],
        summary: '통합 검색 (영상·키워드·분류)',
        description: '한국어 검색: 두 글자 이상 단어 중 앞의 두 단어, 동의어 확장, 초성 검색(ㅅㅎㄱ → 소화기).',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    (request, reply) => replyCached(ctx, request, reply, 60, () => runSearch(ctx, request.query)),
  );
}
