// The video pages' state lives in the URL (filters, sort, page), and the Korean words they show.
import {
  ADMIN_CHANNEL_TYPES,
  ADMIN_DATE_RANGES,
  ADMIN_DATE_RANGE_LABELS,
  ADMIN_VIDEO_SORTS,
  DELETED_VIDEO_SORTS,
  ETC_CHANNEL_LABEL,
  VIDEO_BULK_MAX,
  VIDEO_STATUS_LABELS,
  VIDEO_STATUSES,
  type AdminChannelType,
  type AdminDateRange,
  type AdminVideoSort,
  type AdminVideoStatus,
  type DeletedVideoSort,
} from '../../../../shared/constants/admin-videos.ts';
import { CHANNEL_TYPE_LABELS } from '../../../../shared/constants/catalogue.ts';
import { readEnum, readInt, readOptionalEnum, readText } from '../../../../shared/url/url-params.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';

export const VIDEOS_PATH = `${ADMIN_BASE}/videos`;
export const DELETED_PATH = `${ADMIN_BASE}/videos/deleted`;
export const ADD_PATH = `${ADMIN_BASE}/videos/new`;

export interface VideoFilters {
  search: string;
  channelType: AdminChannelType | undefined;
  dateRange: AdminDateRange | undefined;
  status: AdminVideoStatus | undefined;
  keywordId: number | undefined;
  channelId: string | undefined;
  sort: AdminVideoSort;
  page: number;
}

export function readVideoFilters(params: URLSearchParams): VideoFilters {
  const keywordId = readInt(params, 'keywordId', 0, 1, 2_147_483_647);
  const channelId = params.get('channelId');
  return {
    search: readText(params, 'search', 100),
    channelType: readOptionalEnum(params, 'channelType', ADMIN_CHANNEL_TYPES),
    dateRange: readOptionalEnum(params, 'dateRange', ADMIN_DATE_RANGES),
    status: readOptionalEnum(params, 'status', VIDEO_STATUSES),
    keywordId: keywordId || undefined,
    channelId: channelId && /^[A-Za-z0-9_-]{1,64}$/.test(channelId) ? channelId : undefined,
    sort: readEnum(params, 'sort', ADMIN_VIDEO_SORTS, 'latest'),
    page: readInt(params, 'page', 1),
  };
}

/** The list's query: what the server filters by (one-character searches are left out, R-ADMIN-VIDEO-01). */
export function toQuery(filters: VideoFilters) {
  const search = filters.search.trim();
  return {
    ...(search.length >= 2 ? { search } : {}),
    ...(filters.channelType ? { channelType: filters.channelType } : {}),
    ...(filters.dateRange ? { dateRange: filters.dateRange } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.keywordId ? { keywordId: filters.keywordId } : {}),
    ...(filters.channelId ? { channelId: filters.channelId } : {}),
  };
}

export function videosHref(filters: Partial<VideoFilters>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'sort' && value === 'latest') || (key === 'page' && value === 1)) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return `${VIDEOS_PATH}${text ? `?${text}` : ''}`;
}

export interface DeletedFilters {
  search: string;
  sort: DeletedVideoSort;
  page: number;
}

export function readDeletedFilters(params: URLSearchParams): DeletedFilters {
  return {
    search: readText(params, 'search', 100),
    sort: readEnum(params, 'sort', DELETED_VIDEO_SORTS, 'deleted'),
    page: readInt(params, 'page', 1),
  };
}

export function deletedHref(filters: Partial<DeletedFilters>): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  if (filters.sort && filters.sort !== 'deleted') query.set('sort', filters.sort);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return `${DELETED_PATH}${text ? `?${text}` : ''}`;
}

export const CHANNEL_TYPE_OPTIONS = [
  { value: '', label: '전체' },
  ...ADMIN_CHANNEL_TYPES.map((type) => ({ value: type, label: type === 'etc' ? ETC_CHANNEL_LABEL : CHANNEL_TYPE_LABELS[type] })),
];
export const DATE_RANGE_OPTIONS = [
  { value: '', label: '전체 기간' },
  ...ADMIN_DATE_RANGES.map((r) => ({ value: r, label: ADMIN_DATE_RANGE_LABELS[r] })),
];
export const STATUS_OPTIONS = [
  { value: '', label: '모든 상태' },
  ...VIDEO_STATUSES.map((s) => ({ value: s, label: VIDEO_STATUS_LABELS[s] })),
];

export const statusLabel = (status: string) => VIDEO_STATUS_LABELS[(status || 'published') as AdminVideoStatus] ?? status;

/** Pages the pager offers: past a lower-bound total, one more page while pages come back full. */
export function pagesToOffer(page: number, totalPages: number, lowerBound: boolean, fullPage: boolean): number {
  return lowerBound && fullPage ? Math.max(totalPages, page + 1) : totalPages;
}

/** Whether "every match" can be chosen for one bulk call. */
export const canChooseAllMatches = (total: number, lowerBound: boolean) => !lowerBound && total <= VIDEO_BULK_MAX;

/** "3개 처리" plus what could not be done, for the notice after a bulk action. */
export function bulkSummary(verb: string, done: number, failures: readonly { message?: string | undefined }[]): string {
  const head = `${done}개를 ${verb}했습니다.`;
  if (failures.length === 0) return head;
  const reasons = [...new Set(failures.map((f) => f.message).filter(Boolean))].join(' ');
  return `${head} ${failures.length}개는 처리하지 못했습니다${reasons ? `: ${reasons}` : '.'}`;
}

/** The tags box: comma or line separated, trimmed, repeats dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n]/u)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
