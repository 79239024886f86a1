import type { SearchQuery } from '../../../shared/api/search.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { SEARCH_CATEGORIES_LIMIT, SEARCH_KEYWORDS_LIMIT, SEARCH_RELATED_TERMS_MAX } from '../../../shared/constants/catalogue.ts';
import { parseSearchQuery, type QueryGroup } from '../../../shared/search/query.ts';
import { toChosung } from '../../../shared/search/text.ts';
import { categoriesMatching } from '../../../db/repositories/categories.repo.ts';
import { keywordsMatching } from '../../../db/repositories/keywords.repo.ts';
import { groupTerms, searchVideos } from '../../../db/repositories/search.repo.ts';
import type { AppContext } from '../../core/context.ts';
import { toCategory, toVideo } from '../../core/mappers.ts';
import { chosungWords } from './chosung-index.ts';

/** Relevance ranks the best-known matches by static rank; docs/decisions/0002 explains the bound. */
export const RELEVANCE_CANDIDATES = 500;
/** Matches are counted exactly up to this many (then reported as "1,000개 이상"); pages stop there too. */
export const SEARCH_COUNT_LIMIT = 1_000;

export interface SearchTuning {
  candidateLimit?: number;
  countLimit?: number;
}

/** 초성-only words (ㅅㅎㄱ) become the catalogue words they abbreviate (소화기). */
async function expandChosung(ctx: AppContext, groups: QueryGroup[]): Promise<QueryGroup[]> {
  if (!groups.some((g) => g.chosung)) return groups;
  const index = await chosungWords(ctx);
  return groups.map((group) => {
    if (!group.chosung) return group;
    const matches = index.filter((entry) => toChosung(entry.word).startsWith(group.word)).slice(0, 3);
    return { ...group, related: matches.map((m) => m.word) };
  });
}

export async function runSearch(ctx: AppContext, query: SearchQuery, tuning: SearchTuning = {}) {
  const countLimit = tuning.countLimit ?? SEARCH_COUNT_LIMIT;
  const parsed = parseSearchQuery(query.q);
  const groups = await expandChosung(ctx, parsed.groups);
  const words = groups.filter((g) => !g.chosung).map((g) => g.word);
  const related = groups.flatMap((g) => g.related).slice(0, SEARCH_RELATED_TERMS_MAX);
  const textTerms = groups.flatMap(groupTerms);
  const [videos, keywords, categories] = await Promise.all([
    searchVideos(ctx.db, {
      normalized: parsed.normalized,
      groups,
      filter: {
        period: query.period,
        duration: query.duration,
        minViews: query.viewCount,
        channelType: query.channelType === 'all' ? undefined : query.channelType,
      },
      sort: query.sortBy,
      page: query.page,
      limit: query.limit,
      candidateLimit: tuning.candidateLimit ?? RELEVANCE_CANDIDATES,
      countLimit,
      // Past the counted matches there is nothing to page to.
      pageLimit: Number.isFinite(countLimit) ? Math.ceil(countLimit / query.limit) : Infinity,
    }),
    keywordsMatching(ctx.db, textTerms, SEARCH_KEYWORDS_LIMIT),
    categoriesMatching(ctx.db, textTerms, SEARCH_CATEGORIES_LIMIT),
  ]);
  const now = ctx.now();
  return {
    success: true as const,
    data: {
      query: query.q,
      terms: words,
      relatedTerms: related,
      videos: videos.rows.map((row) => ({ ...toVideo(row, now), relevance: row.relevance === null ? null : Number(row.relevance) })),
      keywords: keywords.map((k) => ({ ...k, total_videos: Number(k.total_videos) })),
      categories: categories.map(toCategory),
      totalIsLowerBound: videos.capped,
    },
    pagination: paginationFor(query.page, query.limit, videos.total),
  };
}
