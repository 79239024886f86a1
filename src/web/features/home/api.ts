// Home page data: statistics, channel counts, the HOT videos.
import { useQuery } from '@tanstack/react-query';
import type { ChannelCounts } from '../../../shared/api/channels.ts';
import type { Statistics } from '../../../shared/api/system.ts';
import type { PopularResponseSchema } from '../../../shared/api/videos.ts';
import type { z } from 'zod';
import type { ChannelType, PopularPeriod } from '../../../shared/constants/catalogue.ts';
import { apiGet } from '../../api/transport.ts';

export type PopularData = z.infer<typeof PopularResponseSchema>['data'];

export function fetchStatistics(signal?: AbortSignal) {
  return apiGet<{ data: Statistics }>('/statistics', {}, signal).then((body) => body.data);
}

export function useChannelCounts() {
  return useQuery({
    queryKey: ['channels', 'counts'],
    queryFn: ({ signal }) => apiGet<{ data: ChannelCounts }>('/channels/counts', {}, signal).then((b) => b.data),
    staleTime: 5 * 60_000,
  });
}

export interface PopularParams {
  period: PopularPeriod;
  channelType?: ChannelType | undefined;
  excluded?: readonly string[];
}

export function popularQuery({ period, channelType, excluded = [] }: PopularParams) {
  return {
    queryKey: ['videos', 'popular', period, channelType ?? 'all', [...excluded].sort()],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<{ data: PopularData }>('/videos/popular', { period, channel_type: channelType, excluded_channels: excluded }, signal).then(
        (b) => b.data,
      ),
  };
}

export function usePopularVideos(params: PopularParams, enabled = true) {
  return useQuery({ ...popularQuery(params), enabled });
}
