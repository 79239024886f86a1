// /search URL params (R-SEARCH-05): q, page, period, sortBy, viewCount, channelType, duration, shorts, access, lifeStage.
import type { SearchQuery } from '../api/search.ts';
import {
  CHANNEL_TYPE_LABELS,
  CHANNEL_TYPES,
  SEARCH_DURATIONS,
  SEARCH_MIN_VIEWS,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
  SHORTS_FILTER_LABELS,
  SHORTS_FILTERS,
} from '../constants/catalogue.ts';
import { readEnum, readInt, readOptionalEnum, readText } from './url-params.ts';
import { readAccess, readLifeStages } from './facet-params.ts';
import type { LifeStage } from '../constants/life-stages.ts';
import type { AccessFilter } from '../constants/versions.ts';

export const SEARCH_PERIODS = ['all', 'today', 'week', 'month', 'year'] as const;
export const SEARCH_DEFAULTS = {
  page: 1,
  period: 'all',
  sortBy: 'relevance',
  viewCount: '',
  channelType: 'all',
  duration: '',
  shorts: '',
  access: '',
  lifeStage: '',
} as const;

export interface SearchState {
  q: string;
  page: number;
  period: SearchQuery['period'];
  sortBy: SearchQuery['sortBy'];
  viewCount: number | undefined;
  channelType: NonNullable<SearchQuery['channelType']>;
  duration: SearchQuery['duration'];
  shorts: SearchQuery['shorts'];
  /** Accessible versions and life stages (issue 22): any of them. */
  access: AccessFilter[];
  lifeStage: LifeStage[];
}

export function readSearchState(params: URLSearchParams): SearchState {
  const views = readInt(params, 'viewCount', 0, 0, 1_000_000_000);
  return {
    q: readText(params, 'q', SEARCH_QUERY_MAX),
    page: readInt(params, 'page', 1),
    period: readEnum(params, 'period', SEARCH_PERIODS, 'all'),
    sortBy: readEnum(params, 'sortBy', SEARCH_SORTS, 'relevance'),
    viewCount: (SEARCH_MIN_VIEWS as readonly number[]).includes(views) ? views : undefined,
    channelType: readEnum(params, 'channelType', ['all', ...CHANNEL_TYPES] as const, 'all'),
    duration: readOptionalEnum(params, 'duration', SEARCH_DURATIONS),
    shorts: readOptionalEnum(params, 'shorts', SHORTS_FILTERS),
    access: readAccess(params),
    lifeStage: readLifeStages(params),
  };
}

/** The API request for a state (defaults left out, so equal searches share one cache entry). */
export function searchApiParams(state: SearchState) {
  return {
    q: state.q,
    page: state.page,
    period: state.period === 'all' ? undefined : state.period,
    // ADR 0038: the API's `sort` (the page's own URL keeps the spec's `sortBy`).
    sort: state.sortBy === 'relevance' ? undefined : state.sortBy,
    viewCount: state.viewCount,
    channelType: state.channelType === 'all' ? undefined : state.channelType,
    duration: state.duration,
    shorts: state.shorts,
    access: state.access.length ? state.access : undefined,
    lifeStage: state.lifeStage.length ? state.lifeStage : undefined,
  };
}

export const PERIOD_OPTIONS = [
  { value: 'all', label: '전체 기간' },
  { value: 'today', label: '오늘' },
  { value: 'week', label: '최근 1주' },
  { value: 'month', label: '최근 1개월' },
  { value: 'year', label: '최근 1년' },
];
export const SORT_OPTIONS = [
  { value: 'relevance', label: '관련도순' },
  { value: 'view_count', label: '조회수 많은 순' },
  { value: 'upload_date', label: '최신순' },
  { value: 'like_count', label: '좋아요 많은 순' },
];
export const VIEW_COUNT_OPTIONS = [
  { value: '', label: '제한 없음' },
  ...SEARCH_MIN_VIEWS.map((n) => ({ value: String(n), label: `${n >= 10_000 ? `${n / 10_000}만` : `${n / 1000}천`}회 이상` })),
];
export const CHANNEL_TYPE_OPTIONS = [
  { value: 'all', label: '모든 채널' },
  ...CHANNEL_TYPES.map((type) => ({ value: type, label: CHANNEL_TYPE_LABELS[type] })),
];
export const DURATION_OPTIONS = [
  { value: '', label: '모든 길이' },
  { value: 'short', label: '4분 미만' },
  { value: 'medium', label: '4~20분' },
  { value: 'long', label: '20분 초과' },
];
/** The same choice as /popular's Shorts chips, in the same words. */
export const SHORTS_OPTIONS = [
  { value: '', label: SHORTS_FILTER_LABELS.all },
  ...SHORTS_FILTERS.map((value) => ({ value, label: SHORTS_FILTER_LABELS[value] })),
];
