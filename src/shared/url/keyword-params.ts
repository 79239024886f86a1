// Keyword page URL params (R-KEYWORD-02): page, limit, sort, order, channel, search, period, viewMode, video.
import {
  DEFAULT_PAGE_SIZE,
  KEYWORD_VIDEO_SORTS,
  KEYWORD_VIEW_MODES,
  MAX_PAGE_SIZE,
  SORT_ORDERS,
  VIDEO_PERIODS,
  type KeywordVideoSort,
  type SortOrder,
  type VideoPeriod,
} from '../constants/catalogue.ts';
import { readEnum, readInt, readText } from './url-params.ts';
import { readAccess, readLifeStages } from './facet-params.ts';
import type { LifeStage } from '../constants/life-stages.ts';
import type { AccessFilter } from '../constants/versions.ts';

export type { KeywordVideoSort };
export const PAGE_SIZES = [20, 50, 100] as const;

export interface KeywordVideoFilters {
  page: number;
  limit: number;
  sort: KeywordVideoSort;
  order: SortOrder;
  channel: string;
  search: string;
  period: VideoPeriod;
  access: AccessFilter[];
  lifeStage: LifeStage[];
}

export const KEYWORD_PARAM_DEFAULTS = { page: 1, limit: 20, sort: 'view_count', order: 'desc', period: 'all', viewMode: 'grid' } as const;

export function readKeywordParams(params: URLSearchParams) {
  const filters: KeywordVideoFilters = {
    page: readInt(params, 'page', 1),
    limit: readInt(params, 'limit', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    sort: readEnum(params, 'sort', KEYWORD_VIDEO_SORTS, 'view_count'),
    order: readEnum(params, 'order', SORT_ORDERS, 'desc'),
    channel: readText(params, 'channel', 64),
    search: readText(params, 'search', 50),
    period: readEnum(params, 'period', VIDEO_PERIODS, 'all'),
    access: readAccess(params),
    lifeStage: readLifeStages(params),
  };
  const viewMode = readEnum(params, 'viewMode', KEYWORD_VIEW_MODES, 'grid');
  return { filters, viewMode };
}

/** Sort choices as one list ("조회수 많은 순" = view_count desc). */
export const SORT_CHOICES: { value: string; label: string; sort: KeywordVideoSort; order: SortOrder }[] = [
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
