import { z } from 'zod';
import { SEARCH_DURATIONS, SEARCH_MIN_VIEWS, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_SORTS } from '../constants/catalogue.ts';
import { ChannelTypeSchema, PaginationSchema, limitParam, pageParam, resolveSortParams, sortParams } from './common.ts';
import { SEARCH_ORDERINGS } from '../constants/sorting.ts';
import { CategorySchema } from './categories.ts';
import { SuggestQuerySchema, SuggestionSchema } from './keywords.ts';
import { AccessListSchema, LifeStageListSchema, ShortsFilterSchema, VideoSchema } from './videos.ts';
import { defineEndpoint } from './contract.ts';

export const SEARCH_EMPTY_REASONS = ['no-words', 'unknown-chosung', 'no-match', 'filtered'] as const;

export const SearchQuerySchema = z
  .object({
    q: z.string().trim().min(1, "'q' 검색어를 입력하세요.").max(SEARCH_QUERY_MAX, `'q' 검색어는 ${SEARCH_QUERY_MAX}자 이하로 입력하세요.`),
    page: pageParam(),
    limit: limitParam(SEARCH_PAGE_SIZE, 50),
    period: z.enum(['all', 'today', 'week', 'month', 'year']).default('all'),
    duration: z.enum(SEARCH_DURATIONS).optional(),
    /** ADR 0038: the list convention's name; `sortBy` (the spec's) stays as a deprecated alias. */
    sort: z
      .enum(SEARCH_SORTS, `'sort'는 ${SEARCH_SORTS.join(', ')} 중 하나입니다.`)
      .optional()
      .describe('정렬: relevance(기본, 검색어와 가까운 순), view_count, upload_date, like_count (모두 desc)'),
    order: sortParams(SEARCH_ORDERINGS, 'relevance').order,
    sortBy: z
      .enum(SEARCH_SORTS)
      .default('relevance')
      .meta({ deprecated: true })
      .describe('예전 이름(deprecated): sort를 쓰세요. 둘 다 오면 sort가 이깁니다.'),
    viewCount: z.coerce
      .number()
      .int()
      .refine((v) => (SEARCH_MIN_VIEWS as readonly number[]).includes(v), {
        message: `'viewCount' 값은 ${SEARCH_MIN_VIEWS.join(', ')} 중 하나여야 합니다.`,
      })
      .optional(),
    channelType: z.union([ChannelTypeSchema, z.literal('all')]).optional(),
    shorts: ShortsFilterSchema,
    access: AccessListSchema,
    lifeStage: LifeStageListSchema,
  })
  .transform(({ sort, order, ...rest }, ctx) => ({
    ...rest,
    sortBy: resolveSortParams(SEARCH_ORDERINGS, { sort: sort ?? rest.sortBy, order }, ctx),
  }));
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchVideoSchema = VideoSchema.extend({ relevance: z.number().nullable() });

/** Where an answer card's steps come from: the topic's own, a disaster notice in force, or the hazard's ready-made notice. */
export const ANSWER_STEP_SOURCES = ['topic', 'notice', 'hazard'] as const;

/** The answer card above the results when a question maps to a topic of the question dictionary (issue 23). */
export const SearchAnswerSchema = z.object({
  slug: z.string(),
  topic: z.string(),
  /** 3–7 action steps written by staff (or lent by a disaster notice of the topic's hazard). */
  steps: z.array(z.string()),
  stepsFrom: z.enum(ANSWER_STEP_SOURCES),
  /** Show "119에 신고하세요". */
  call119: z.boolean(),
  /** The catalogue words the topic's videos are found by. */
  keywords: z.array(z.string()),
  /** The best video: the one staff chose, else the first result. */
  video: SearchVideoSchema.nullable(),
  /** True when the search was read as a question (a phrase or question word of the dictionary), not a bare keyword. */
  asked: z.boolean(),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

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
    /** Typed words of one character, left out (R-SEARCH-03). */
    ignoredWords: z.array(z.string()),
    /** Words past the first two, left out (R-SEARCH-03). */
    unusedWords: z.array(z.string()),
    /** When nothing matched: a query that probably would ("이 검색어로 찾을까요"). */
    suggestion: z.string().nullable(),
    /** When nothing matched: keywords nearest to the query (or the most used ones). */
    nearestKeywords: z.array(SuggestionSchema),
    /** Why there are no videos: no searchable word, a 초성 word that abbreviates nothing, no match, or the filters. */
    emptyReason: z.enum(SEARCH_EMPTY_REASONS).nullable(),
    /** What to do now, when the search is a question the dictionary knows (page 1 only). */
    answer: SearchAnswerSchema.nullable(),
  }),
  pagination: PaginationSchema,
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
export type SearchEmptyReason = (typeof SEARCH_EMPTY_REASONS)[number];

/** Suggestions for a search box being typed in (keywords; spaces, 초성 and half-typed syllables allowed). */
export const SearchSuggestQuerySchema = SuggestQuerySchema;
export const SearchSuggestResponseSchema = z.object({ success: z.literal(true), data: z.array(SuggestionSchema) });
export type SearchSuggestResponse = z.infer<typeof SearchSuggestResponseSchema>;
export type SearchSuggestion = z.infer<typeof SuggestionSchema>;

export const searchCatalogue = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/search',
  access: 'public',
  rateLimit: 'search',
  tags: ['검색'],
  summary: '통합 검색 (영상·키워드·분류)',
  description:
    '한국어 검색: 띄어 쓰지 않은 말(소화기사용법)과 조사(소화기로)도 찾고, 앞의 두 단어, 동의어 확장, 초성 검색(ㅅㅎㄱ → 소화기). ' +
    '찾은 것이 없으면 이유(emptyReason), 고쳐 쓴 검색어(suggestion), 가까운 키워드(nearestKeywords)를 알려 줍니다.',
  query: SearchQuerySchema,
  response: SearchResponseSchema,
});

export const suggestSearch = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/search/suggest',
  access: 'public',
  tags: ['검색'],
  summary: '검색창 추천 키워드 (최대 5개)',
  description: '입력 중인 말로 시작하는 키워드(띄어쓰기 무시, 조합 중인 마지막 글자와 초성 포함), 이어서 그 말을 담은 키워드.',
  query: SearchSuggestQuerySchema,
  response: SearchSuggestResponseSchema,
});
