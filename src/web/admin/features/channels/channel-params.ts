// The channel list's state lives in the URL: search, filters, sort and page (R-ADMIN-CHANNEL-02).
import { ADMIN_CHANNEL_SORTS, type AdminChannelSort } from '../../../../shared/constants/admin-channels.ts';
import { CHANNEL_TYPES, type ChannelType } from '../../../../shared/constants/catalogue.ts';
import { readEnum, readInt, readOptionalEnum, readText } from '../../../../shared/url/url-params.ts';
import type { AdminChannelQuery } from '../../../api/admin-channels.ts';

export const CHANNEL_FILTER_KEYS = ['search', 'type', 'active', 'autoSync', 'featured', 'sort'] as const;
export type ChannelFilterKey = (typeof CHANNEL_FILTER_KEYS)[number];
export type ChannelFilters = Record<ChannelFilterKey, string>;

const FLAGS = ['true', 'false'] as const;
export const DEFAULT_SORT: AdminChannelSort = 'name';

export interface ChannelListState {
  search: string;
  type: ChannelType | undefined;
  active: 'true' | 'false' | undefined;
  autoSync: 'true' | 'false' | undefined;
  featured: 'true' | 'false' | undefined;
  sort: AdminChannelSort;
  page: number;
}

export function readChannelList(params: URLSearchParams): ChannelListState {
  return {
    search: readText(params, 'search'),
    type: readOptionalEnum(params, 'type', CHANNEL_TYPES),
    active: readOptionalEnum(params, 'active', FLAGS),
    autoSync: readOptionalEnum(params, 'autoSync', FLAGS),
    featured: readOptionalEnum(params, 'featured', FLAGS),
    sort: readEnum(params, 'sort', ADMIN_CHANNEL_SORTS, DEFAULT_SORT),
    page: readInt(params, 'page', 1),
  };
}

/** What the filter form edits (every value as text; '' = not filtered). */
export function filterValues(state: ChannelListState): ChannelFilters {
  return {
    search: state.search,
    type: state.type ?? '',
    active: state.active ?? '',
    autoSync: state.autoSync ?? '',
    featured: state.featured ?? '',
    sort: state.sort === DEFAULT_SORT ? '' : state.sort,
  };
}

export function toApiQuery(state: ChannelListState): AdminChannelQuery {
  return {
    page: state.page,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.active ? { active: state.active } : {}),
    ...(state.autoSync ? { autoSync: state.autoSync } : {}),
    ...(state.featured ? { featured: state.featured } : {}),
  };
}

/** The address of a filtered list (page 1 unless given); defaults are left out. */
export function channelListHref(filters: Partial<ChannelFilters>, page = 1): string {
  const params = new URLSearchParams();
  for (const key of CHANNEL_FILTER_KEYS) {
    const value = filters[key];
    if (value && !(key === 'sort' && value === DEFAULT_SORT)) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}
