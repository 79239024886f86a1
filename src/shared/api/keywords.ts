import { z } from 'zod';
import { KEYWORD_ORDERINGS } from '../constants/sorting.ts';
import { KEYWORD_PAGE_SIZE, KEYWORD_VIDEO_SORTS, KEYWORD_VIEW_MODES, SORT_ORDERS } from '../constants/catalogue.ts';
import {
  CsvFormatSchema,
  PaginationSchema,
  PeriodSchema,
  limitParam,
  pageParam,
  pagedSchema,
  successSchema,
  sortedQuery,
} from './common.ts';
import { defineEndpoint } from './contract.ts';
import { AccessListSchema, LifeStageListSchema, VideoSchema } from './videos.ts';

const TAGS = ['키워드'] as const;

export const CategoryRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const KeywordSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  keyword: z.string(),
  search_keyword: z.string(),
  total_views: z.number().int(),
  total_likes: z.number().int(),
  total_videos: z.number().int(),
  total_channels: z.number().int(),
  average_views: z.number().int(),
  average_duration_seconds: z.number().int(),
  view_count: z.number().int(),
  status: z.string(),
  category_names: z.string(),
  collected_at: z.string().nullable(),
  created_at: z.string(),
  video_count: z.number().int(),
  categories: z.array(CategoryRefSchema),
});
export type Keyword = z.infer<typeof KeywordSchema>;

export const KeywordListQuerySchema = sortedQuery(
  {
    page: pageParam(),
    limit: limitParam(KEYWORD_PAGE_SIZE),
    category: z.string().trim().min(1).max(120).optional(),
    search: z.string().trim().max(50).optional(),
  },
  KEYWORD_ORDERINGS,
  'total_views',
);
export type KeywordListQuery = z.infer<typeof KeywordListQuerySchema>;
export const KeywordListResponseSchema = pagedSchema(KeywordSchema);

export const SuggestQuerySchema = z.object({ q: z.string().trim().min(1).max(50) });
export type SuggestQuery = z.infer<typeof SuggestQuerySchema>;
export const SuggestionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  keyword: z.string(),
  total_videos: z.number().int(),
});
export const SuggestResponseSchema = successSchema(z.array(SuggestionSchema));

export const KeywordSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });
export const KeywordExportQuerySchema = z.object({ format: CsvFormatSchema });

export const BreadcrumbItemSchema = z.object({ label: z.string(), href: z.string() });

export const KeywordSummarySchema = z.object({
  totalVideos: z.number().int(),
  totalChannels: z.number().int(),
  totalViews: z.number().int(),
  averageViews: z.number().int(),
  averageDurationMinutes: z.number(),
  pageViews: z.number().int(),
});

export const KeywordDetailResponseSchema = successSchema(
  z.object({
    keyword: KeywordSchema,
    summary: KeywordSummarySchema,
    breadcrumb: z.array(BreadcrumbItemSchema),
  }),
);

export const KeywordVideosQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(),
  sort: z.enum(KEYWORD_VIDEO_SORTS).default('view_count'),
  order: z.enum(SORT_ORDERS).default('desc'),
  channel: z.string().trim().max(64).optional(),
  search: z.string().trim().max(50).optional(),
  period: PeriodSchema.default('all'),
  viewMode: z.enum(KEYWORD_VIEW_MODES).optional(),
  access: AccessListSchema,
  lifeStage: LifeStageListSchema,
});
export type KeywordVideosQuery = z.infer<typeof KeywordVideosQuerySchema>;

/**
 * ADR 0038: `pagination` beside `data`, as on every list; `data.pagination` is the same object, kept (deprecated) for
 * clients written against the first shape, and `data.videos` stays (R-KEYWORD-02's client reads it).
 */
export const KeywordVideosResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    videos: z.array(VideoSchema),
    pagination: PaginationSchema.meta({ deprecated: true, description: '예전 위치(deprecated): 맨 위의 pagination과 같습니다.' }),
  }),
  pagination: PaginationSchema,
});

export const RelatedKeywordsResponseSchema = successSchema(z.array(SuggestionSchema));
export const KeywordViewResponseSchema = successSchema(z.object({ counted: z.boolean(), pageViews: z.number().int() }));

export const listKeywords = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/keywords',
  access: 'public',
  tags: TAGS,
  summary: '키워드 목록',
  query: KeywordListQuerySchema,
  response: KeywordListResponseSchema,
});

export const suggestKeywords = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/keywords/suggest',
  access: 'public',
  tags: TAGS,
  summary: '키워드 추천 (초성 포함)',
  query: SuggestQuerySchema,
  response: SuggestResponseSchema,
});

export const getKeyword = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/keywords/:slug',
  access: 'public',
  tags: TAGS,
  summary: '키워드 상세와 요약',
  params: KeywordSlugParamsSchema,
  response: KeywordDetailResponseSchema,
  errors: { 404: '키워드 없음' },
});

export const listKeywordVideos = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/keywords/:slug/videos',
  access: 'public',
  tags: TAGS,
  summary: '키워드의 영상',
  params: KeywordSlugParamsSchema,
  query: KeywordVideosQuerySchema,
  response: KeywordVideosResponseSchema,
  errors: { 404: '키워드 없음' },
});

export const listRelatedKeywords = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/keywords/:slug/related',
  access: 'public',
  tags: TAGS,
  summary: '관련 키워드',
  params: KeywordSlugParamsSchema,
  response: RelatedKeywordsResponseSchema,
  errors: { 404: '키워드 없음' },
});

export const recordKeywordView = defineEndpoint({
  method: 'POST',
  path: '/api/keywords/:slug/view',
  access: 'public',
  // A tiny, de-duplicated counter the page sends once per view (ADR 0016).
  budget: 'light',
  tags: TAGS,
  summary: '키워드 페이지 조회 기록',
  params: KeywordSlugParamsSchema,
  response: KeywordViewResponseSchema,
  errors: { 404: '키워드 없음' },
});

export const exportKeywordVideos = defineEndpoint({
  produces: 'text/csv',
  method: 'GET',
  path: '/api/keywords/:slug/export',
  access: 'public',
  // An export keeps the full price (ADR 0016).
  budget: 'full',
  tags: TAGS,
  summary: '키워드 영상 CSV 내보내기',
  params: KeywordSlugParamsSchema,
  query: KeywordExportQuerySchema,
  errors: { 404: '키워드 없음' },
});
