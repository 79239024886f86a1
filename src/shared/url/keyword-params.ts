// Keyword page URL params (spec §2): page, limit, sort, order, channel, search, period, viewMode, video.
import type { KeywordVideosQuery } from '../api/keywords.ts';
import { VIDEO_PERIODS, type VideoPeriod } from '../constants/catalogue.ts';
import { readEnum, readInt, readText } from './url-params.ts';

export type KeywordVideoSort = KeywordVideosQuery['sort'];
// Copied, not imported: the shared module would bring zod into the browser bundle.
const KEYWORD_VIDEO_SORTS = ['upload_date', 'view_count', 'like_count', 'duration', 'title'] as const satisfies readonly KeywordVideoSort[];
export const PAGE_SIZES = [20, 50, 100] as const;

export interface KeywordVideoFilters {
  page: number;
  limit: number;
  sort: KeywordVideoSort;
  order: 'asc' | 'desc';
  channel: string;
  search: string;
  period: VideoPeriod;
}

export const KEYWORD_PARAM_DEFAULTS = { page: 1, limit: 20, sort: 'view_count', order: 'desc', period: 'all', viewMode: 'grid' } as const;

export function readKeywordParams(params: URLSearchParams) {
  const filters: KeywordVideoFilters = {
    page: readInt(params, 'page', 1),
    limit: readInt(params, 'limit', 20, 1, 100),
    sort: readEnum(params, 'sort', KEYWORD_VIDEO_SORTS, 'view_count'),
    order: readEnum(params, 'order', ['asc', 'desc'] as const, 'desc'),
    channel: readText(params, 'channel', 64),
    search: readText(params, 'search', 50),
    period: readEnum(params, 'period', VIDEO_PERIODS, 'all'),
  };
  const viewMode = readEnum(params, 'viewMode', ['grid', 'list'] as const, 'grid');
  return { filters, viewMode };
}

/** Sort choices as one list ("조회수 많은 순" = view_count desc). */
export const SORT_CHOICES: { value: string; label: string; sort: KeywordVideoSort; order: 'asc' | 'desc' }[] = [
  { value: 'view_count:desc', label: '조회수 많은 순', sort: 'view_count', order: 'desc' },
  { value: 'upload_date:desc', label: '최신순', sort: 'upload_date', order: 'desc' },
  { value: 'upload_date:asc', label: '오래된 순', sort: 'upload_date', order: 'asc' },
  { value: 'like_count:desc', label: '좋아요 많은 순', sort: 'like_count', order: 'desc' },
  { value: 'duration:asc', label: '짧은 영상 순', sort: 'duration', order: 'asc' },
  { value: 'duration:desc', label: '긴 영상 순', sort: 'duration', order: 'desc' },
  { value: 'title:asc', label: '제목 가나다순', sort: 'title', order: 'asc' },
];

export const PERIOD_LABELS: Record<VideoPeriod, string> = {
  all: '전체 기간',
  today: '오늘',
  week: '최근 1주',
  month: '최근 1개월',
  year: '최근 1년',
};
