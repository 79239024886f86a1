import { z } from 'zod';
import { SEARCH_DURATIONS, SEARCH_MIN_VIEWS, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_SORTS } from '../constants/catalogue.ts';
import { ChannelTypeSchema, PaginationSchema, limitParam, pageParam } from './common.ts';
import { CategorySchema } from './categories.ts';
import { SuggestionSchema } from './keywords.ts';
import { VideoSchema } from './videos.ts';
import { defineEndpoint } from './contract.ts';

export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, "'q' 검색어를 입력하세요.").max(SEARCH_QUERY_MAX, `'q' 검색어는 ${SEARCH_QUERY_MAX}자 이하로 입력하세요.`),
  page: pageParam(),
  limit: limitParam(SEARCH_PAGE_SIZE, 50),
  period: z.enum(['all', 'today', 'week', 'month', 'year']).default('all'),
  duration: z.enum(SEARCH_DURATIONS).optional(),
  sortBy: z.enum(SEARCH_SORTS).default('relevance'),
  viewCount: z.coerce
    .number()
    .int()
    .refine((v) => (SEARCH_MIN_VIEWS as readonly number[]).includes(v), {
      message: `'viewCount' 값은 ${SEARCH_MIN_VIEWS.join(', ')} 중 하나여야 합니다.`,
    })
    .optional(),
  channelType: z.union([ChannelTypeSchema, z.literal('all')]).optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchVideoSchema = VideoSchema.extend({ relevance: z.number().nullable() });

export const SearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    query: z.string(),
    /** Words actually searched (first two of two or more characters). */
    terms: z.array(z.string()),
    /** Synonyms and 초성 expansions used (at most five), for highlighting. */
    relatedTerms: z.array(z.string()),
    videos: z.array(SearchVideoSchema),
    keywords: z.array(SuggestionSchema),
    categories: z.array(CategorySchema),
    /** True when there are more matches than pagination.total ("1,000개 이상"). */
    totalIsLowerBound: z.boolean(),
  }),
  pagination: PaginationSchema,
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const searchCatalogue = defineEndpoint({
  method: 'GET',
  path: '/api/search',
  access: 'public',
  rateLimit: 'search',
  tags: ['검색'],
  summary: '통합 검색 (영상·키워드·분류)',
  description: '한국어 검색: 두 글자 이상 단어 중 앞의 두 단어, 동의어 확장, 초성 검색(ㅅㅎㄱ → 소화기).',
  query: SearchQuerySchema,
  response: SearchResponseSchema,
});
