import { z } from 'zod';
import { CHANNEL_ORDERINGS, VIDEO_ORDERINGS } from '../constants/sorting.ts';
import { CHANNEL_PAGE_SIZE, MAX_CHANNEL_PAGE_SIZE } from '../constants/catalogue.ts';
import {
  ChannelTypeSchema,
  HiddenCountSchema,
  PaginationSchema,
  limitParam,
  pageParam,
  pagedSchema,
  successSchema,
  sortedQuery,
} from './common.ts';
import { defineEndpoint } from './contract.ts';
import { VideoSchema } from './videos.ts';

const TAGS = ['채널'] as const;

export const ChannelSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  channel_name: z.string(),
  channel_type: ChannelTypeSchema,
  description: z.string(),
  region: z.string().nullable(),
  display_order: z.number().int().nullable(),
  thumbnail_url: z.string().nullable(),
  subscriber_count: HiddenCountSchema,
  video_count: z.number().int(),
  videos_in_project: z.number().int(),
  view_count: z.number().int(),
  total_like_count: z.number().int(),
  is_featured: z.boolean(),
  latest_video_date: z.string().nullable(),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const ChannelListQuerySchema = sortedQuery(
  {
    page: pageParam(),
    limit: limitParam(CHANNEL_PAGE_SIZE, MAX_CHANNEL_PAGE_SIZE),
    channel_type: ChannelTypeSchema.optional(),
  },
  CHANNEL_ORDERINGS,
  'video_count',
);
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
  subscriber_count: HiddenCountSchema,
  videos: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  views_per_video: z.number().int(),
  likes_per_video: z.number().int(),
  subscribers_per_video: z.number().int().nullable(),
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
export type ChannelParams = z.infer<typeof ChannelParamsSchema>;
export const ChannelVideosQuerySchema = sortedQuery(
  {
    page: pageParam(),
    limit: limitParam(),
  },
  VIDEO_ORDERINGS,
  'latest',
);

export const ChannelDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    channel: ChannelSchema,
    totals: z.object({ videos: z.number().int(), views: z.number().int(), likes: z.number().int() }),
    videos: z.array(VideoSchema),
  }),
  pagination: PaginationSchema,
});
export type ChannelVideosQuery = z.infer<typeof ChannelVideosQuerySchema>;

export const listChannels = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/channels',
  access: 'public',
  tags: TAGS,
  summary: '채널 목록',
  query: ChannelListQuerySchema,
  response: ChannelListResponseSchema,
});

export const getChannelCounts = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/channels/counts',
  access: 'public',
  tags: TAGS,
  summary: '유형별 채널 수',
  response: ChannelCountsResponseSchema,
});

export const listFireDepartmentChannels = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/channels/fire-departments',
  access: 'public',
  tags: TAGS,
  summary: '전국 소방본부 채널 (고정 순서)',
  response: FireDepartmentsResponseSchema,
});

export const getChannelStats = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/channels/stats',
  access: 'public',
  tags: TAGS,
  summary: '채널 분석 (개요·비교·효율)',
  response: ChannelStatsResponseSchema,
});

export const getChannel = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/channels/:id',
  access: 'public',
  tags: TAGS,
  summary: '채널 상세 (합계와 영상)',
  params: ChannelParamsSchema,
  query: ChannelVideosQuerySchema,
  response: ChannelDetailResponseSchema,
  errors: { 404: '채널 없음' },
});
