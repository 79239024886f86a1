import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KeywordChannelsResponseSchema } from '../../../shared/api/keyword-channels.ts';
import { KeywordSlugParamsSchema } from '../../../shared/api/keywords.ts';
import { keywordChannels } from '../../../db/repositories/keyword-channels.repo.ts';
import { findKeywordBySlug } from '../../../db/repositories/keywords.repo.ts';
import { replyCached, type AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';

export function registerKeywordChannelRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/keywords/:slug/channels',
    {
      schema: {
        tags: ['키워드'],
        summary: '키워드의 채널 (영상 수 포함, 채널 필터용)',
        params: KeywordSlugParamsSchema,
        response: { 200: KeywordChannelsResponseSchema },
      },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 300, async () => {
        const keyword = await findKeywordBySlug(ctx.db, request.params.slug.normalize('NFC'));
        if (!keyword) throw notFound('키워드를 찾을 수 없습니다.');
        const rows = await keywordChannels(ctx.db, keyword.id);
        return { success: true, data: rows.map((row) => ({ ...row, video_count: Number(row.video_count) })) };
      }),
  );
}
