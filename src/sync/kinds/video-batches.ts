import type { Kysely } from 'kysely';
import type { JobContext } from '../jobs/job-context.ts';
import type { Database } from '../../db/schema.ts';
import { archivedVideoIds } from '../../db/repositories/deleted-videos.repo.ts';
import { mapVideoResource, type MappedVideo } from '../youtube/mappers.ts';
import type { YouTubeClient } from '../youtube/youtube-client.ts';
import { chunks, toUpsert, type ChannelInScope } from './sync-deps.ts';
import { markVanished, upsertVideos } from '../../db/repositories/video-writes.repo.ts';
import { recordCaptionFlags } from '../../db/repositories/video-access-writes.repo.ts';

export interface BatchOutcome {
  inserted: string[];
  /** Ids seen on YouTube that an admin deleted (or purged): left where they are, never brought back. */
  keptDeleted: string[];
  updated: number;
  vanished: number;
  skipped: number;
  units: number;
}

export const emptyOutcome = (): BatchOutcome => ({ inserted: [], keptDeleted: [], updated: 0, vanished: 0, skipped: 0, units: 0 });

export function addOutcome(total: BatchOutcome, part: BatchOutcome): void {
  total.inserted.push(...part.inserted);
  total.keptDeleted.push(...part.keptDeleted);
  total.updated += part.updated;
  total.vanished += part.vanished;
  total.skipped += part.skipped;
  total.units += part.units;
}

export function countOutcome(
  ctx: JobContext,
  outcome: BatchOutcome,
  classified: { published: number; queued: number; restricted?: number },
): void {
  ctx.count('inserted', outcome.inserted.length);
  ctx.count('updated', outcome.updated);
  ctx.count('vanished', outcome.vanished);
  if (outcome.keptDeleted.length) ctx.count('keptDeleted', outcome.keptDeleted.length);
  ctx.count('published', classified.published);
  ctx.count('queued', classified.queued);
  // Not playable in Korea: queued for an expert, never published on its own.
  if (classified.restricted) ctx.count('restricted', classified.restricted);
}

/**
 * videos.list for up to 50 ids at a time, then one upsert per batch. Videos an admin deleted are not
 * fetched or written (they stay in the archive) and are reported in `keptDeleted`. Ids YouTube no longer returns are
 * marked removed, private ones private; live streams and premieres that have not happened yet wait.
 */
export async function fetchAndWriteVideos(
  db: Kysely<Database>,
  youtube: YouTubeClient,
  ids: readonly string[],
  channelFor: (video: MappedVideo) => ChannelInScope | null,
  now: Date,
): Promise<BatchOutcome> {
  const outcome = emptyOutcome();
  const deleted = await archivedVideoIds(db, ids);
  outcome.keptDeleted.push(...deleted.keys());
  for (const batch of chunks(
    [...new Set(ids)].filter((id) => !deleted.has(id)),
    50,
  )) {
    const page = await youtube.videosList(batch);
    outcome.units += page.units;
    const mapped = page.items.map(mapVideoResource).filter((video): video is MappedVideo => video !== null);
    const returned = new Set(mapped.map((video) => video.video_id));
    const vanished = [
      ...batch.filter((id) => !returned.has(id)).map((videoId) => ({ videoId, state: 'removed' as const })),
      ...mapped
        .filter((video) => video.privacyStatus === 'private')
        .map((video) => ({ videoId: video.video_id, state: 'private' as const })),
    ];
    outcome.vanished += await markVanished(db, vanished, now);
    const writable = mapped.filter(
      (video) => video.privacyStatus !== 'private' && !['live', 'upcoming'].includes(video.liveBroadcastContent ?? ''),
    );
    outcome.skipped += mapped.length - writable.length;
    // One upsert per channel so each row gets its channel's type and subscriber count.
    const byChannel = new Map<ChannelInScope | null, MappedVideo[]>();
    for (const video of writable) {
      const channel = channelFor(video);
      byChannel.set(channel, [...(byChannel.get(channel) ?? []), video]);
    }
    for (const [channel, videos] of byChannel) {
      const written = await upsertVideos(
        db,
        videos.map((video) => toUpsert(video, channel)),
        { channelType: channel?.channelType ?? null, subscriberCount: channel?.subscriberCount ?? null },
        now,
      );
      outcome.inserted.push(...written.inserted);
      outcome.updated += written.updated;
    }
    await recordCaptionFlags(
      db,
      writable.map((video) => ({ videoId: video.video_id, flag: video.captionFlag })),
      now,
    );
  }
  return outcome;
}

/** What an item's result says about deleted videos it saw again (nothing when there were none). */
export function keptDeletedDetail(ids: readonly string[]): Record<string, number | string> {
  if (ids.length === 0) return {};
  const shown = ids.slice(0, 20).join(', ');
  return { keptDeleted: ids.length, keptDeletedIds: ids.length > 20 ? `${shown} 외 ${ids.length - 20}개` : shown };
}
