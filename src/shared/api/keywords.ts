import { z } from 'zod';
import { KEYWORD_PAGE_SIZE, KEYWORD_SORTS } from '../constants/catalogue.ts';
import { PaginationSchema, PeriodSchema, limitParam, pageParam, pagedSchema, successSchema } from './common.ts';
import { VideoSchema } from './videos.ts';

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

export const KeywordListQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(KEYWORD_PAGE_SIZE),
  sort: z.enum(KEYWORD_SORTS).default('total_views'),
  category: z.string().trim().min(1).max(120).optional(),
  search: z.string().trim().max(50).optional(),
});
export type KeywordListQuery = z.infer<typeof KeywordListQuerySchema>;
export const KeywordListResponseSchema = pagedSchema(KeywordSchema);

export const SuggestQuerySchema = z.object({ q: z.string().trim().min(1).max(50) });
export const SuggestionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  keyword: z.string(),
  total_videos: z.number().int(),
});
export const SuggestResponseSchema = successSchema(z.array(SuggestionSchema));

export const KeywordSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });

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

export const KEYWORD_VIDEO_SORTS = ['upload_date', 'view_count', 'like_count', 'duration', 'title'] as const;
export const KeywordVideosQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(),
  sort: z.enum(KEYWORD_VIDEO_SORTS).default('view_count'),
  order: z.enum(['asc', 'desc']).default('desc'),
  channel: z.string().trim().max(64).optional(),
  search: z.string().trim().max(50).optional(),
  period: PeriodSchema.default('all'),
  viewMode: z.enum(['grid', 'list']).optional(),
});
export type KeywordVideosQuery = z.infer<typeof KeywordVideosQuerySchema>;

export const KeywordVideosResponseSchema = successSchema(z.object({ videos: z.array(VideoSchema), pagination: PaginationSchema }));

export const RelatedKeywordsResponseSchema = successSchema(z.array(SuggestionSchema));
export const KeywordViewResponseSchema = successSchema(z.object({ counted: z.boolean(), pageViews: z.number().int() }));
