import { z } from 'zod';
import { VIDEO_ORDERINGS } from '../constants/sorting.ts';
import { POPULAR_PERIODS, SHORTS_FILTERS, VIDEO_ID_PATTERN } from '../constants/catalogue.ts';
import { LIFE_STAGES } from '../constants/life-stages.ts';
import { ACCESS_FILTERS, CAPTION_STATES, VERSION_KINDS } from '../constants/versions.ts';
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
  sortedQuery,
} from './common.ts';
import { defineEndpoint } from './contract.ts';

const TAGS = ['영상'] as const;

const AccessFilterSchema = z.enum(ACCESS_FILTERS, `'access' 값은 ${ACCESS_FILTERS.join(', ')} 가운데에서 고르세요.`);
const LifeStageSchema = z.enum(LIFE_STAGES, `'lifeStage' 값은 ${LIFE_STAGES.join(', ')} 가운데에서 고르세요.`);
const CaptionStateSchema = z.enum(CAPTION_STATES);

/** `a,b` or a repeated parameter → a list without repeats; an empty value means no filter. */
export function listParam<T extends z.ZodType<string>>(item: T, field: string, allowed: readonly string[]) {
  return z.preprocess(
    (value) => {
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => (typeof part === 'string' ? part.split(',') : []));
      const clean = [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
      return clean.length ? clean : undefined;
    },
    z
      .array(item, `'${field}' 값은 ${allowed.join(', ')} 가운데에서 고르세요.`)
      .max(allowed.length)
      .optional(),
  );
}

/** `access=sign_language,captions`: videos offering any of them (itself or one click away). */
export const AccessListSchema = listParam(AccessFilterSchema, 'access', ACCESS_FILTERS).describe(
  '접근성 버전: sign_language(수어), captions(사람이 쓴 자막), audio_description(화면해설), easy_read(쉬운 말), translated(외국어). 여럿이면 하나라도 있는 영상',
);
/** `lifeStage=child,guardian`: videos for any of them (the video's own stages, else its keyword's). */
export const LifeStageListSchema = listParam(LifeStageSchema, 'lifeStage', LIFE_STAGES).describe(
  '생애주기: infant(영유아), child(아동), youth(청소년), adult(성인), senior(노인), disabled(장애인), guardian(보호자), educator(교사·강사)',
);

/** What one video offers, from YouTube and from staff (null: follow YouTube and the group). */
export const VideoAccessSchema = z.object({
  captions: CaptionStateSchema,
  captionLanguages: z.array(z.string()),
  signLanguage: z.boolean(),
  audioDescription: z.boolean(),
  easyRead: z.boolean(),
});
export type VideoAccess = z.infer<typeof VideoAccessSchema>;

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
  /** Accessible versions this video offers, itself or one click away in its group (issue 22): the card badges. */
  accessible: z.array(AccessFilterSchema),
});
export type Video = z.infer<typeof VideoSchema>;

/** Shorts: duration <= 180 s AND (#shorts in title/description/tags OR a portrait player) — our heuristic, no API field. */
export const ShortsFilterSchema = z
  .enum(SHORTS_FILTERS, { message: "'shorts'는 exclude(쇼츠 빼기) 또는 only(쇼츠만)여야 합니다." })
  .optional()
  .describe('exclude: 쇼츠를 뺍니다 · only: 쇼츠만 (쇼츠 = 180초 이하이면서 #shorts 표시나 세로 화면)');

export const VideoListQuerySchema = sortedQuery(
  {
    page: pageParam(),
    limit: limitParam(),
    period: PeriodSchema.default('all'),
    channel_type: ChannelTypeSchema.optional(),
    keyword_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    channel_id: ChannelIdSchema.optional(),
    excluded_channels: ChannelIdListSchema.optional(),
    shorts: ShortsFilterSchema,
    access: AccessListSchema,
    lifeStage: LifeStageListSchema,
  },
  VIDEO_ORDERINGS,
  'latest',
);
export type VideoListQuery = z.infer<typeof VideoListQuerySchema>;
export const VideoListResponseSchema = pagedSchema(VideoSchema);

export const PopularQuerySchema = z.object({
  period: z.enum(POPULAR_PERIODS).default('week'),
  channel_type: ChannelTypeSchema.optional(),
  excluded_channels: ChannelIdListSchema.optional(),
  shorts: ShortsFilterSchema,
  access: AccessListSchema,
  lifeStage: LifeStageListSchema,
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

/** Another version of the same item (issue 22): what the modal's "수어 버전으로 보기" switches to. */
export const VideoVersionSchema = z.object({
  videoId: z.string(),
  kind: z.enum(VERSION_KINDS),
  language: z.string().nullable(),
  title: z.string(),
  duration: z.number().int().nullable(),
});
export type VideoVersion = z.infer<typeof VideoVersionSchema>;

export const VideoDetailResponseSchema = successSchema(
  z.object({
    video: VideoSchema,
    /** This video's kind in its group (null: not grouped), and the other public members. */
    versionKind: z.enum(VERSION_KINDS).nullable(),
    versions: z.array(VideoVersionSchema),
    access: VideoAccessSchema,
    /** Who it is for (its own stages, else its keyword's). */
    lifeStages: z.array(LifeStageSchema),
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
  etag: true,
  method: 'GET',
  path: '/api/videos',
  access: 'public',
  tags: TAGS,
  summary: '영상 목록',
  query: VideoListQuerySchema,
  response: VideoListResponseSchema,
});

export const getPopularVideos = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/videos/popular',
  access: 'public',
  tags: TAGS,
  summary: '인기 영상 (기간별 상위)',
  query: PopularQuerySchema,
  response: PopularResponseSchema,
});

export const getVideo = defineEndpoint({
  etag: true,
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
