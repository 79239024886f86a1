import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PopularQuerySchema,
  PopularResponseSchema,
  VideoDetailResponseSchema,
  VideoIdParamsSchema,
  VideoListQuerySchema,
  VideoListResponseSchema,
  VideoViewResponseSchema,
} from '../../../shared/api/videos.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { POPULAR_EXCLUSION_CHIPS, POPULAR_TOPS } from '../../../shared/constants/catalogue.ts';
import { findPublicVideo, listVideos, topChannelsBySubscribers } from '../../../db/repositories/videos.repo.ts';
import { rememberedCount, replyCached, type AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { toVideo } from '../../core/mappers.ts';
import { countVideoView, videoDetail } from './videos.service.ts';

export function registerVideoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/videos',
    {
      schema: { tags: ['영상'], summary: '영상 목록', querystring: VideoListQuerySchema, response: { 200: VideoListResponseSchema } },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 60, async () => {
        const q = request.query;
        const filter = {
          period: q.period,
          channelType: q.channel_type,
          keywordId: q.keyword_id,
          channelId: q.channel_id,
          excludedChannels: q.excluded_channels,
        };
        const { rows, total } = await listVideos(ctx.db, filter, q.sort, q.page, q.limit, rememberedCount(ctx, 'videos', filter));
        const now = ctx.now();
        return { success: true, data: rows.map((row) => toVideo(row, now)), pagination: paginationFor(q.page, q.limit, total) };
      }),
  );

  r.get(
    '/api/videos/popular',
    {
      schema: {
        tags: ['영상'],
        summary: '인기 영상 (기간별 상위)',
        querystring: PopularQuerySchema,
        response: { 200: PopularResponseSchema },
      },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 60, async () => {
        const q = request.query;
        const limit = POPULAR_TOPS[q.period];
        const filter = { period: q.period, channelType: q.channel_type, excludedChannels: q.excluded_channels };
        const [{ rows }, chips] = await Promise.all([
          listVideos(ctx.db, filter, 'views', 1, limit),
          topChannelsBySubscribers(ctx.db, q.channel_type, POPULAR_EXCLUSION_CHIPS),
        ]);
        const now = ctx.now();
        return {
          success: true,
          data: {
            period: q.period,
            limit,
            videos: rows.map((row) => toVideo(row, now)),
            topChannels: chips.map((c) => ({ ...c, subscriber_count: Number(c.subscriber_count) })),
          },
        };
      }),
  );

  r.get(
    '/api/videos/:videoId',
    {
      schema: {
        tags: ['영상'],
        summary: '영상 한 건 (키워드·채널 포함)',
        params: VideoIdParamsSchema,
        response: { 200: VideoDetailResponseSchema },
      },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 60, async () => {
        const detail = await videoDetail(ctx, request.params.videoId);
        if (!detail) throw notFound('영상을 찾을 수 없습니다.');
        return { success: true, data: detail };
      }),
  );

  r.post(
    '/api/videos/:videoId/view',
    {
      schema: {
        tags: ['영상'],
        summary: '영상 조회 기록 (increment_view_count)',
        params: VideoIdParamsSchema,
        response: { 200: VideoViewResponseSchema },
      },
    },
    async (request, reply) => {
      const video = await findPublicVideo(ctx.db, request.params.videoId);
      if (!video) throw notFound('영상을 찾을 수 없습니다.');
      const result = await countVideoView(ctx, request, video.video_id, Number(video.view_count));
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: result };
    },
  );
}
