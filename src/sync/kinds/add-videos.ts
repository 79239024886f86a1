import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { mapVideoResource, type MappedVideo } from '../youtube/mappers.ts';
import type { YouTubeClient } from '../youtube/youtube-client.ts';
import { chunks, toUpsert, type ChannelInScope } from './sync-deps.ts';
import { upsertVideos } from '../../db/repositories/video-writes.repo.ts';

/** What YouTube says about one id an admin pasted. */
export type LookedUpVideo =
  { videoId: string; state: 'found'; video: MappedVideo } | { videoId: string; state: 'missing' | 'private' | 'upcoming' };

/** videos.list for ids an admin wants to add by hand (50 a call, 1 unit each). */
export async function lookUpVideos(youtube: YouTubeClient, ids: readonly string[]): Promise<{ videos: LookedUpVideo[]; units: number }> {
  const found = new Map<string, MappedVideo>();
  let units = 0;
  for (const batch of chunks([...new Set(ids)], 50)) {
    const page = await youtube.videosList(batch);
    units += page.units;
    for (const video of page.items.map(mapVideoResource)) if (video) found.set(video.video_id, video);
  }
  const videos = ids.map((videoId): LookedUpVideo => {
    const video = found.get(videoId);
    if (!video) return { videoId, state: 'missing' };
    if (video.privacyStatus === 'private') return { videoId, state: 'private' };
    // A live stream or premiere that has not happened yet has no duration or views to show (as sync waits).
    if (video.liveBroadcastContent === 'upcoming') return { videoId, state: 'upcoming' };
    return { videoId, state: 'found', video };
  });
  return { videos, units };
}

/**
 * Writes one hand-added video as sync would (a draft with its search document, YouTube's title and tags
 * kept as the source); the caller publishes it or queues it for curation. False when it was not inserted
 * (already there, or kept out because it sits in the deleted-video archive).
 */
export async function insertAddedVideo(db: Kysely<Database>, video: MappedVideo, channel: ChannelInScope | null, now: Date) {
  const written = await upsertVideos(
    db,
    [toUpsert(video, channel)],
    { channelType: channel?.channelType ?? null, subscriberCount: channel?.subscriberCount ?? null },
    now,
  );
  return written.inserted.includes(video.video_id);
}
