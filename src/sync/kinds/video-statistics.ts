// Statistics of chosen videos (the bulk-task wizard's "refresh statistics"): videos.list 50 ids a call, 1 unit each.
import { mapVideoResource } from '../youtube/mappers.ts';
import type { YouTubeClient } from '../youtube/youtube-client.ts';

export type FetchedStatistics = { state: 'live'; views: number; likes: number; comments: number | null } | { state: 'removed' | 'private' };

/** What YouTube says of each id now (spends are counted on the job through the client). */
export async function fetchVideoStatistics(youtube: YouTubeClient, ids: readonly string[]): Promise<Map<string, FetchedStatistics>> {
  const page = await youtube.videosList(ids);
  const found = new Map<string, FetchedStatistics>(ids.map((id) => [id, { state: 'removed' }]));
  for (const item of page.items) {
    const video = mapVideoResource(item);
    if (!video) continue;
    found.set(
      video.video_id,
      video.privacyStatus === 'private'
        ? { state: 'private' }
        : { state: 'live', views: video.view_count ?? 0, likes: video.like_count ?? 0, comments: video.comment_count },
    );
  }
  return found;
}

/** Units a refresh of `count` videos spends. */
export const statisticsCost = (count: number) => Math.ceil(count / 50);
