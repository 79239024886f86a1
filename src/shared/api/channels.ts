import { z } from 'zod';
import { CHANNEL_SORTS, MAX_CHANNEL_PAGE_SIZE } from '../constants/catalogue.ts';
import { ChannelTypeSchema, PaginationSchema, limitParam, pageParam, pagedSchema, successSchema } from './common.ts';
import { VideoSchema } from './videos.ts';

export const ChannelSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  channel_name: z.string(),
  channel_type: ChannelTypeSchema,
  description: z.string(),
  region: z.string().nullable(),
  display_order: z.number().int().nullable(),
  thumbnail_url: z.string().nullable(),
  subscriber_count: z.number().int(),
  video_count: z.number().int(),
  videos_in_project: z.number().int(),
  view_count: z.number().int(),
  total_like_count: z.number().int(),
  is_featured: z.boolean(),
  latest_video_date: z.string().nullable(),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const ChannelListQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(20, MAX_CHANNEL_PAGE_SIZE),
  sort: z.enum(CHANNEL_SORTS).default('video_count'),
  channel_type: ChannelTypeSchema.optional(),
});
export type ChannelListQuery = z.infer<typeof ChannelListQuerySchema>;
export const ChannelListResponseSchema = pagedSchema(ChannelSchema);

export const ChannelCountsSchema = z.object({
  fire_dept: z.number().int(),
  fire_station: z.number().int(),
  domestic: z.number().int(),
  international: z.number().int(),
  total: z.number().int(),
});
export type ChannelCounts = z.infer<typeof ChannelCountsSchema>;
export const ChannelCountsResponseSchema = successSchema(ChannelCountsSchema);

export const FireDepartmentsResponseSchema = successSchema(z.object({ channels: z.array(ChannelSchema) }));

export const ChannelMetricsSchema = z.object({
  channel_id: z.string(),
  channel_name: z.string(),
  channel_type: ChannelTypeSchema,
  region: z.string().nullable(),
  subscriber_count: z.number().int(),
  videos: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  views_per_video: z.number().int(),
  likes_per_video: z.number().int(),
  subscribers_per_video: z.number().int(),
  /** Uploads in the catalogue over the last 12 months, per month (one decimal). */
  uploads_per_month: z.number(),
  latest_video_date: z.string().nullable(),
});
export type ChannelMetrics = z.infer<typeof ChannelMetricsSchema>;

export const ChannelTypeTotalsSchema = z.object({
  channel_type: ChannelTypeSchema,
  channels: z.number().int(),
  videos: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  subscribers: z.number().int(),
});

export const ChannelStatsResponseSchema = successSchema(
  z.object({
    totals: z.object({
      channels: z.number().int(),
      videos: z.number().int(),
      views: z.number().int(),
      likes: z.number().int(),
      subscribers: z.number().int(),
    }),
    byType: z.array(ChannelTypeTotalsSchema),
    /** Every active channel's metrics, ordered by views: the comparison and efficiency tabs pick from it. */
    channels: z.array(ChannelMetricsSchema),
  }),
);

export const ChannelParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const ChannelVideosQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(),
  sort: z.enum(['latest', 'popular', 'views', 'likes']).default('latest'),
});

export const ChannelDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    channel: ChannelSchema,
    totals: z.object({ videos: z.number().int(), views: z.number().int(), likes: z.number().int() }),
    videos: z.array(VideoSchema),
  }),
  pagination: PaginationSchema,
});
