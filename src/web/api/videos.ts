// Public video data: lists, the popular tops, one video (for the modal) and its view counter.
// Every call is typed by its contract (shared/api/endpoints.ts); no path is written by hand.
import { useQuery } from '@tanstack/react-query';
import { getPopularVideos, getVideo, recordVideoView as recordVideoViewRoute } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { VIDEO_ID_PATTERN, type ChannelType, type PopularPeriod, type ShortsFilter } from '../../shared/constants/catalogue.ts';
import { callPublic } from './public-client.ts';
import type { LifeStage } from '../../shared/constants/life-stages.ts';
import type { AccessFilter } from '../../shared/constants/versions.ts';

export type PopularData = RouteResponse<typeof getPopularVideos>['data'];
export type VideoDetail = RouteResponse<typeof getVideo>['data'];
export type Video = VideoDetail['video'];

export interface PopularParams {
  period: PopularPeriod;
  channelType?: ChannelType | undefined;
  excluded?: readonly string[];
  shorts?: ShortsFilter | undefined;
  /** Accessible versions and life stages (issue 22): any of them. */
  access?: readonly AccessFilter[];
  lifeStage?: readonly LifeStage[];
}

export function popularQuery({ period, channelType, excluded = [], shorts, access = [], lifeStage = [] }: PopularParams) {
  return {
    queryKey: [
      'videos',
      'popular',
      period,
      channelType ?? 'all',
      [...excluded].sort(),
      shorts ?? 'all',
      access.join(','),
      lifeStage.join(','),
    ],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callPublic(
        getPopularVideos,
        {
          query: {
            period,
            channel_type: channelType,
            excluded_channels: excluded.join(','),
            shorts,
            access: access.length ? access.join(',') : undefined,
            lifeStage: lifeStage.length ? lifeStage.join(',') : undefined,
          },
        },
        signal,
      ).then((body) => body.data),
  };
}

export function usePopularVideos(params: PopularParams, enabled = true) {
  return useQuery({ ...popularQuery(params), enabled });
}

export function useVideoDetail(videoId: string | null) {
  return useQuery({
    queryKey: ['video', videoId],
    queryFn: ({ signal }) => callPublic(getVideo, { params: { videoId: videoId! } }, signal).then((body) => body.data),
    enabled: !!videoId && VIDEO_ID_PATTERN.test(videoId),
    staleTime: 5 * 60_000,
  });
}

const counted = new Set<string>();

/** One view per video per page session (the server also de-duplicates per session id). */
export function recordVideoView(videoId: string): void {
  if (counted.has(videoId)) return;
  counted.add(videoId);
  callPublic(recordVideoViewRoute, { params: { videoId } }).catch(() => counted.delete(videoId));
}
