// Public channel data: lists, counts per type, analytics and one channel with its videos.
import { CHANNEL_ORDERINGS, VIDEO_ORDERINGS } from '../../shared/constants/sorting.ts';
import { apiOrdering } from './ordering.ts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getChannel, getChannelCounts, getChannelStats, listChannels } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import {
  CHANNEL_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  MAX_CHANNEL_PAGE_SIZE,
  type ChannelSort,
  type ChannelType,
  type ChannelVideoSort,
} from '../../shared/constants/catalogue.ts';
import { callPublic } from './public-client.ts';

export type ChannelPage = RouteResponse<typeof listChannels>;
export type Channel = ChannelPage['data'][number];
export type ChannelCounts = RouteResponse<typeof getChannelCounts>['data'];
export type ChannelStats = RouteResponse<typeof getChannelStats>['data'];
export type ChannelDetail = RouteResponse<typeof getChannel>;

export function useChannelList(type: ChannelType | undefined, sort: ChannelSort) {
  return useInfiniteQuery({
    queryKey: ['channels', 'list', type ?? 'all', sort],
    queryFn: ({ pageParam, signal }) =>
      callPublic(
        listChannels,
        { query: apiOrdering(CHANNEL_ORDERINGS, { channel_type: type, sort, page: pageParam, limit: CHANNEL_PAGE_SIZE }) },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
  });
}

/** Every channel (R-API-03: the list asks for page 1 with limit 500). */
export function useAllChannels() {
  return useQuery({
    queryKey: ['channels', 'all-500'],
    queryFn: ({ signal }) => callPublic(listChannels, { query: { limit: MAX_CHANNEL_PAGE_SIZE, sort: 'subscriber_count' } }, signal),
    staleTime: 5 * 60_000,
  });
}

/** How many active channels there are (one row asked for; the total comes with the page). */
export async function fetchChannelTotal(signal?: AbortSignal): Promise<number> {
  return (await callPublic(listChannels, { query: { limit: 1 } }, signal)).pagination.total;
}

export function useChannelCounts() {
  return useQuery({
    queryKey: ['channels', 'counts'],
    queryFn: ({ signal }) => callPublic(getChannelCounts, {}, signal).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}

export function useChannelStats(enabled: boolean) {
  return useQuery({
    queryKey: ['channels', 'stats'],
    queryFn: ({ signal }) => callPublic(getChannelStats, {}, signal).then((body) => body.data),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useChannelDetail(channelId: string, page: number, sort: ChannelVideoSort) {
  return useQuery({
    queryKey: ['channel', channelId, page, sort],
    queryFn: ({ signal }) =>
      callPublic(
        getChannel,
        { params: { id: channelId }, query: apiOrdering(VIDEO_ORDERINGS, { page, sort, limit: DEFAULT_PAGE_SIZE }) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
