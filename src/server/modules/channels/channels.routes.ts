import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChannelCountsResponseSchema,
  ChannelDetailResponseSchema,
  ChannelListQuerySchema,
  ChannelListResponseSchema,
  ChannelParamsSchema,
  ChannelStatsResponseSchema,
  ChannelVideosQuerySchema,
  FireDepartmentsResponseSchema,
} from '../../../shared/api/channels.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { CHANNEL_TYPES } from '../../../shared/constants/catalogue.ts';
import {
  channelVideoTotals,
  countChannelsByType,
  findChannel,
  listChannels,
  listFireDepartments,
} from '../../../db/repositories/channels.repo.ts';
import { listVideos } from '../../../db/repositories/videos.repo.ts';
import { rememberedCount, replyCached, type AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { toChannel, toVideo } from '../../core/mappers.ts';
import { channelStatistics } from './channels.service.ts';

export function registerChannelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/channels',
    {
      schema: { tags: ['채널'], summary: '채널 목록', querystring: ChannelListQuerySchema, response: { 200: ChannelListResponseSchema } },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 60, async () => {
        const q = request.query;
        const { rows, total } = await listChannels(ctx.db, q.channel_type, q.sort, q.page, q.limit);
        return { success: true, data: rows.map(toChannel), pagination: paginationFor(q.page, q.limit, total) };
      }),
  );

  r.get(
    '/api/channels/counts',
    {
      schema: { tags: ['채널'], summary: '유형별 채널 수', response: { 200: ChannelCountsResponseSchema } },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 300, async () => {
        const rows = await countChannelsByType(ctx.db);
        const counts = Object.fromEntries(CHANNEL_TYPES.map((type) => [type, 0])) as Record<(typeof CHANNEL_TYPES)[number], number>;
        for (const row of rows) counts[row.channel_type] = Number(row.count);
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        return { success: true, data: { ...counts, total } };
      }),
  );

  r.get(
    '/api/channels/fire-departments',
    {
      schema: { tags: ['채널'], summary: '전국 소방본부 채널 (고정 순서)', response: { 200: FireDepartmentsResponseSchema } },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 300, async () => ({
        success: true,
        data: { channels: (await listFireDepartments(ctx.db)).map(toChannel) },
      })),
  );

  r.get(
    '/api/channels/stats',
    {
      schema: { tags: ['채널'], summary: '채널 분석 (개요·비교·효율)', response: { 200: ChannelStatsResponseSchema } },
    },
    (request, reply) => replyCached(ctx, request, reply, 300, async () => ({ success: true, data: await channelStatistics(ctx) })),
  );

  r.get(
    '/api/channels/:id',
    {
      schema: {
        tags: ['채널'],
        summary: '채널 상세 (합계와 영상)',
        params: ChannelParamsSchema,
        querystring: ChannelVideosQuerySchema,
        response: { 200: ChannelDetailResponseSchema },
      },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 60, async () => {
        const channel = await findChannel(ctx.db, request.params.id);
        if (!channel) throw notFound('채널을 찾을 수 없습니다.');
        const q = request.query;
        const [totals, videos] = await Promise.all([
          channelVideoTotals(ctx.db, channel.channel_id),
          listVideos(
            ctx.db,
            { channelId: channel.channel_id },
            q.sort,
            q.page,
            q.limit,
            rememberedCount(ctx, 'videos', { channelId: channel.channel_id }),
          ),
        ]);
        const now = ctx.now();
        return {
          success: true,
          data: { channel: toChannel(channel), totals, videos: videos.rows.map((row) => toVideo(row, now)) },
          pagination: paginationFor(q.page, q.limit, videos.total),
        };
      }),
  );
}
