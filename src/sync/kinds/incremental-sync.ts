import type { JobContext, JobHandler } from '../jobs/job-context.ts';
import { mapPlaylistItem } from '../youtube/mappers.ts';
import { YouTubeApiError, type YouTubeClient } from '../youtube/youtube-client.ts';
import { waitForDeferredChannels } from './deferred-channels.ts';
import { channelsInScope, errorMessage, JOB_FATAL, uploadsPlaylistOf, type ChannelInScope, type SyncDeps } from './sync-deps.ts';
import { countOutcome, fetchAndWriteVideos, keptDeletedDetail } from './video-batches.ts';
import { archivedVideoIds } from '../../db/repositories/deleted-videos.repo.ts';
import { refreshChannelTotals } from '../../db/repositories/channels.repo.ts';

interface PendingVideo {
  v: string; // video id
  c: string; // channel id
}

/**
 * Incremental sync: each channel's RSS feed (no quota) names its latest uploads; only ids we have never
 * seen go to videos.list, 50 to a call across channels. A channel whose feed fails falls back to the
 * first page of its uploads playlist (1 unit).
 */
export function incrementalSync(deps: SyncDeps): JobHandler {
  return async (ctx) => {
    const channels = await channelsInScope(deps.db, ctx.params.channelIds);
    const byId = new Map(channels.map((channel) => [channel.channelId, channel]));
    const youtube = deps.youtubeFor(ctx);
    const start = Number(ctx.checkpoint.next ?? 0);
    let pending: PendingVideo[] = (ctx.checkpoint.pending as PendingVideo[] | undefined) ?? [];
    const deferred = new Set<string>((ctx.checkpoint.deferred as string[] | undefined) ?? []);
    await ctx.save({ total: channels.length, done: start });

    // Writes whole batches of 50 (all of them at the end); the rest waits in the checkpoint.
    const flush = async (all: boolean) => {
      const take = all ? pending.length : pending.length - (pending.length % 50);
      if (take === 0) return;
      const batch = pending.slice(0, take);
      pending = pending.slice(take);
      const outcome = await fetchAndWriteVideos(
        deps.db,
        youtube,
        batch.map((item) => item.v),
        (video) => byId.get(video.channel_id ?? '') ?? null,
        deps.now(),
      );
      const classified = await deps.classify(outcome.inserted);
      countOutcome(ctx, outcome, classified);
      await refreshChannelTotals(deps.db, [...new Set(batch.map((item) => item.c))]);
    };

    const visit = async (channel: ChannelInScope) => {
      const found = await newUploads(deps, ctx, youtube, channel);
      if (found) pending.push(...found.map((v) => ({ v, c: channel.channelId })));
      await deps.db.updateTable('channel_master').set({ last_synced_at: deps.now() }).where('channel_id', '=', channel.channelId).execute();
    };

    for (let index = start; index < channels.length; index += 1) {
      ctx.throwIfStopped();
      const channel = channels[index] as ChannelInScope;
      if (await ctx.lockChannel(channel.channelId)) {
        await visit(channel);
        await ctx.unlockChannel(channel.channelId);
      } else {
        deferred.add(channel.channelId);
      }
      await flush(false);
      await ctx.save({
        done: index + 1,
        currentItem: channel.channelName,
        checkpoint: { next: index + 1, pending, deferred: [...deferred] },
      });
    }
    await waitForDeferredChannels(ctx, channels, deferred, visit);
    await flush(true);
    await ctx.save({ checkpoint: { next: channels.length, pending: [], deferred: [] } });
  };
}

/** Ids of the channel's latest uploads that we do not have yet; null when both sources failed. */
async function newUploads(deps: SyncDeps, ctx: JobContext, youtube: YouTubeClient, channel: ChannelInScope): Promise<string[] | null> {
  let ids: string[];
  let source: 'rss' | 'playlist' = 'rss';
  let units = 0;
  try {
    ids = (await deps.readFeed(channel.channelId)).map((entry) => entry.videoId);
  } catch (feedError) {
    source = 'playlist';
    try {
      const page = await youtube.playlistItemsPage(uploadsPlaylistOf(channel));
      units = page.units;
      ids = page.items.map(mapPlaylistItem).flatMap((item) => (item ? [item.videoId] : []));
      ctx.count('rssFallbacks');
    } catch (error) {
      if (error instanceof YouTubeApiError && JOB_FATAL.has(error.code)) throw error;
      ctx.count('failedChannels');
      await ctx.item(
        channel.channelId,
        'failed',
        { channel: channel.channelName },
        `RSS: ${errorMessage(feedError)} / 재생목록: ${errorMessage(error)}`,
      );
      return null;
    }
  }
  const known = ids.length
    ? new Set((await deps.db.selectFrom('videos').select('video_id').where('video_id', 'in', ids).execute()).map((row) => row.video_id))
    : new Set<string>();
  const unknown = ids.filter((id) => !known.has(id));
  // Deleted videos the feed still lists stay in the archive: not fetched, and said so here.
  const deleted = await archivedVideoIds(deps.db, unknown);
  const fresh = unknown.filter((id) => !deleted.has(id));
  if (deleted.size) ctx.count('keptDeleted', deleted.size);
  await ctx.item(
    channel.channelId,
    'succeeded',
    { channel: channel.channelName, source, listed: ids.length, new: fresh.length, ...keptDeletedDetail([...deleted.keys()]) },
    null,
    units,
  );
  return fresh;
}
