// Channel lists, counts, analytics and detail.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Channel, ChannelDetailResponseSchema, ChannelStatsResponseSchema } from '../../../shared/api/channels.ts';
import type { Pagination } from '../../../shared/api/common.ts';
import type { ChannelType } from '../../../shared/constants/catalogue.ts';
import { apiGet } from '../../api/transport.ts';

export type ChannelSort = 'video_count' | 'subscriber_count' | 'view_count' | 'latest_video';
export type ChannelStats = z.infer<typeof ChannelStatsResponseSchema>['data'];
export type ChannelDetail = z.infer<typeof ChannelDetailResponseSchema>;
export const CHANNEL_PAGE_SIZE = 20;

interface ChannelPage {
  data: Channel[];
  pagination: Pagination;
}

export function useChannelList(type: ChannelType | undefined, sort: ChannelSort) {
  return useInfiniteQuery({
    queryKey: ['channels', 'list', type ?? 'all', sort],
    queryFn: ({ pageParam, signal }) =>
      apiGet<ChannelPage>('/channels', { channel_type: type, sort, page: pageParam, limit: CHANNEL_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
  });
}

/** Every channel (spec §7: the list uses page 1, limit 500). */
export function useAllChannels() {
  return useQuery({
    queryKey: ['channels', 'all-500'],
    queryFn: ({ signal }) => apiGet<ChannelPage>('/channels', { limit: 500, sort: 'subscriber_count' }, signal),
    staleTime: 5 * 60_000,
  });
}

export function useChannelStats(enabled: boolean) {
  return useQuery({
    queryKey: ['channels', 'stats'],
    queryFn: ({ signal }) => apiGet<{ data: ChannelStats }>('/channels/stats', {}, signal).then((b) => b.data),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export type ChannelVideoSort = 'latest' | 'popular' | 'likes';

export function useChannelDetail(channelId: string, page: number, sort: ChannelVideoSort) {
  return useQuery<ChannelDetail>({
    queryKey: ['channel', channelId, page, sort],
    queryFn: ({ signal }) => apiGet<ChannelDetail>(`/channels/${encodeURIComponent(channelId)}`, { page, sort, limit: 20 }, signal),
    placeholderData: keepPreviousData,
  });
}
