import { z } from 'zod';
import { POPULAR_PERIODS, SHORTS_FILTERS, VIDEO_ID_PATTERN, VIDEO_SORTS } from '../constants/catalogue.ts';
import {
  ChannelIdListSchema,
  ChannelIdSchema,
  ChannelTypeSchema,
  HiddenCountSchema,
  PaginationSchema,
  PeriodSchema,
  limitParam,
  pageParam,
  pagedSchema,
  successSchema,
} from './common.ts';
import { defineEndpoint } from './contract.ts';

const TAGS = ['영상'] as const;

export const VideoSchema = z.object({
  id: z.number().int(),
  video_id: z.string(),
  youtube_id: z.string(),
  title: z.string(),
  description: z.string(),
  channel_id: z.string().nullable(),
  channel_name: z.string(),
  channel_type: ChannelTypeSchema.nullable(),
  thumbnail_url: z.string().nullable(),
  upload_date: z.string(),
  published_at: z.string(),
  view_count: z.number().int(),
  like_count: HiddenCountSchema,
  comment_count: HiddenCountSchema,
  subscriber_count: HiddenCountSchema,
  duration: z.number().int().nullable(),
  duration_display: z.string().nullable(),
  tags: z.array(z.string()),
  keyword_id: z.number().int().nullable(),
  video_url: z.string().nullable(),
  is_new: z.boolean(),
  status: z.string(),
  /** Our Shorts heuristic (duration <= 180 s AND #shorts or a portrait player); the `shorts` filter uses it. */
  is_short: z.boolean(),
});
export type Video = z.infer<typeof VideoSchema>;

/** Shorts: duration <= 180 s AND (#shorts in title/description/tags OR a portrait player) — our heuristic, no API field. */
export const ShortsFilterSchema = z
  .enum(SHORTS_FILTERS, { message: "'shorts'는 exclude(쇼츠 빼기) 또는 only(쇼츠만)여야 합니다." })
  .optional()
  .describe('exclude: 쇼츠를 뺍니다 · only: 쇼츠만 (쇼츠 = 180초 이하이면서 #shorts 표시나 세로 화면)');

export const VideoListQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(),
  sort: z.enum(VIDEO_SORTS).default('latest'),
  period: PeriodSchema.default('all'),
  channel_type: ChannelTypeSchema.optional(),
  keyword_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  channel_id: ChannelIdSchema.optional(),
  excluded_channels: ChannelIdListSchema.optional(),
  shorts: ShortsFilterSchema,
});
export type VideoListQuery = z.infer<typeof VideoListQuerySchema>;
export const VideoListResponseSchema = pagedSchema(VideoSchema);

export const PopularQuerySchema = z.object({
  period: z.enum(POPULAR_PERIODS).default('week'),
  channel_type: ChannelTypeSchema.optional(),
  excluded_channels: ChannelIdListSchema.optional(),
  shorts: ShortsFilterSchema,
});
export type PopularQuery = z.infer<typeof PopularQuerySchema>;

export const ChipChannelSchema = z.object({
  channel_id: z.string(),
  channel_name: z.string(),
  subscriber_count: HiddenCountSchema,
  thumbnail_url: z.string().nullable(),
});

export const PopularResponseSchema = successSchema(
  z.object({
    period: z.enum(POPULAR_PERIODS),
    limit: z.number().int(),
    videos: z.array(VideoSchema),
    topChannels: z.array(ChipChannelSchema),
  }),
);

export const VideoIdParamsSchema = z.object({
  videoId: z.string().regex(VIDEO_ID_PATTERN, "'videoId' 형식이 올바르지 않습니다."),
});

export const VideoDetailResponseSchema = successSchema(
  z.object({
    video: VideoSchema,
    keyword: z.object({ id: z.number().int(), slug: z.string(), keyword: z.string() }).nullable(),
    channel: z
      .object({
        id: z.number().int(),
        channel_id: z.string(),
        channel_name: z.string(),
        channel_type: ChannelTypeSchema,
        thumbnail_url: z.string().nullable(),
        subscriber_count: HiddenCountSchema,
      })
      .nullable(),
  }),
);

export const VideoViewResponseSchema = successSchema(z.object({ counted: z.boolean(), view_count: z.number().int() }));

export { PaginationSchema };

export const listVideos = defineEndpoint({
  method: 'GET',
  path: '/api/videos',
  access: 'public',
  tags: TAGS,
  summary: '영상 목록',
  query: VideoListQuerySchema,
  response: VideoListResponseSchema,
});

export const getPopularVideos = defineEndpoint({
  method: 'GET',
  path: '/api/videos/popular',
  access: 'public',
  tags: TAGS,
  summary: '인기 영상 (기간별 상위)',
  query: PopularQuerySchema,
  response: PopularResponseSchema,
});

export const getVideo = defineEndpoint({
  method: 'GET',
  path: '/api/videos/:videoId',
  access: 'public',
  tags: TAGS,
  summary: '영상 한 건 (키워드·채널 포함)',
  params: VideoIdParamsSchema,
  response: VideoDetailResponseSchema,
  errors: { 404: '영상 없음' },
});

export const recordVideoView = defineEndpoint({
  method: 'POST',
  path: '/api/videos/:videoId/view',
  access: 'public',
  // A tiny, de-duplicated counter the page sends once per view (ADR 0016).
  budget: 'light',
  tags: TAGS,
  summary: '영상 조회 기록 (increment_view_count)',
  params: VideoIdParamsSchema,
  response: VideoViewResponseSchema,
  errors: { 404: '영상 없음' },
});
