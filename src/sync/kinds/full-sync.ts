import type { JobContext, JobHandler } from '../jobs/job-context.ts';
import { mapChannelResource, mapPlaylistItem, type MappedChannel } from '../youtube/mappers.ts';
import { YouTubeApiError, type YouTubeClient } from '../youtube/youtube-client.ts';
import {
  channelsInScope,
  chunks,
  errorMessage,
  JOB_FATAL,
  settleAll,
  uploadsPlaylistOf,
  type ChannelInScope,
  type SyncDeps,
} from './sync-deps.ts';
import { waitForDeferredChannels } from './deferred-channels.ts';
import { addOutcome, countOutcome, emptyOutcome, fetchAndWriteVideos, keptDeletedDetail } from './video-batches.ts';
import { refreshChannelTotals } from '../../db/repositories/channels.repo.ts';
import { markVanished } from '../../db/repositories/video-writes.repo.ts';

export const CHANNEL_CONCURRENCY = 4;

/** Full channel sync: details, every upload through the uploads playlist, then videos.list per 50. */
export function fullSync(deps: SyncDeps): JobHandler {
  return async (ctx) => {
    const channels = await channelsInScope(deps.db, ctx.params.channelIds);
    const youtube = deps.youtubeFor(ctx);
    const start = Number(ctx.checkpoint.next ?? 0);
    const deferred = new Set<string>((ctx.checkpoint.deferred as string[] | undefined) ?? []);
    await ctx.save({ total: channels.length, done: start });
    // channels.list takes 50 ids: fetch details per block of 50 channels (again for a resumed block).
    for (const block of chunks(channels.slice(start), 50)) {
      ctx.throwIfStopped();
      const details = await channelDetails(youtube, block, ctx);
      // A few channels at a time: their API round trips and database writes overlap.
      for (const group of chunks(block, CHANNEL_CONCURRENCY)) {
        ctx.throwIfStopped();
        await ctx.save({ currentItem: group.map((channel) => channel.channelName).join(', ') });
        await settleAll(
          group.map(async (channel) => {
            if (!(await ctx.lockChannel(channel.channelId))) return void deferred.add(channel.channelId);
            await syncChannel(deps, ctx, youtube, channel, details.get(channel.channelId));
            await ctx.unlockChannel(channel.channelId);
          }),
        );
        const next = channels.indexOf(group[group.length - 1]!) + 1;
        await ctx.save({ done: next, checkpoint: { next, deferred: [...deferred] } });
      }
    }
    await waitForDeferredChannels(ctx, channels, deferred, async (channel) => {
      const details = await channelDetails(youtube, [channel], ctx);
      await syncChannel(deps, ctx, youtube, channel, details.get(channel.channelId));
    });
  };
}

async function channelDetails(youtube: YouTubeClient, block: ChannelInScope[], ctx: JobContext): Promise<Map<string, MappedChannel>> {
  const page = await youtube.channelsList({ ids: block.map((channel) => channel.channelId) });
  ctx.count('units.channels', page.units);
  const mapped = page.items.map(mapChannelResource).filter((channel): channel is MappedChannel => channel !== null);
  return new Map(mapped.map((channel) => [channel.channel_id, channel]));
}

async function syncChannel(
  deps: SyncDeps,
  ctx: JobContext,
  youtube: YouTubeClient,
  channel: ChannelInScope,
  details: MappedChannel | undefined,
): Promise<void> {
  const now = deps.now();
  if (!details) {
    ctx.count('failedChannels');
    await ctx.item(
      channel.channelId,
      'failed',
      { channel: channel.channelName },
      'YouTube에서 채널을 찾을 수 없습니다 (삭제되었거나 ID가 잘못되었습니다).',
    );
    return;
  }
  const current: ChannelInScope = {
    ...channel,
    subscriberCount: details.subscriber_count ?? channel.subscriberCount,
    uploadsPlaylistId: details.uploadsPlaylistId ?? channel.uploadsPlaylistId,
  };
  await deps.db
    .updateTable('channel_master')
    .set({
      subscriber_count: current.subscriberCount,
      video_count: details.video_count ?? channel.videoCount,
      view_count: details.view_count ?? undefined,
      thumbnail_url: details.thumbnail_url ?? undefined,
      uploads_playlist_id: current.uploadsPlaylistId,
      updated_at: now,
    })
    .where('channel_id', '=', channel.channelId)
    .execute();
  const outcome = emptyOutcome();
  try {
    const seen = new Set<string>();
    let pageToken: string | undefined;
    let listed = 0;
    let reported = 0;
    do {
      ctx.throwIfStopped();
      const page = await youtube.playlistItemsPage(uploadsPlaylistOf(current), pageToken);
      outcome.units += page.units;
      reported = page.pageInfo?.totalResults ?? reported;
      const ids = page.items.map(mapPlaylistItem).flatMap((item) => (item ? [item.videoId] : []));
      listed += page.items.length;
      ids.forEach((id) => seen.add(id));
      addOutcome(outcome, await fetchAndWriteVideos(deps.db, youtube, ids, () => current, deps.now()));
      pageToken = page.nextPageToken;
    } while (pageToken);
    // Only a complete listing can say what is gone: anything of ours the playlist no longer has.
    if (listed >= reported) {
      const ours = await deps.db
        .selectFrom('videos')
        .select('video_id')
        .where('channel_id', '=', channel.channelId)
        .where('source_state', '=', 'available')
        .execute();
      const gone = ours.filter((row) => !seen.has(row.video_id)).map((row) => ({ videoId: row.video_id, state: 'removed' as const }));
      outcome.vanished += await markVanished(deps.db, gone, deps.now());
    }
    const classified = await deps.classify(outcome.inserted);
    await refreshChannelTotals(deps.db, [channel.channelId]);
    await deps.db
      .updateTable('channel_master')
      .set({ last_full_sync_at: deps.now(), last_synced_at: deps.now() })
      .where('channel_id', '=', channel.channelId)
      .execute();
    countOutcome(ctx, outcome, classified);
    await ctx.item(
      channel.channelId,
      'succeeded',
      {
        channel: channel.channelName,
        inserted: outcome.inserted.length,
        updated: outcome.updated,
        vanished: outcome.vanished,
        ...classified,
        ...keptDeletedDetail(outcome.keptDeleted),
      },
      null,
      outcome.units,
    );
  } catch (error) {
    if (error instanceof YouTubeApiError && JOB_FATAL.has(error.code)) throw error;
    if (!(error instanceof YouTubeApiError)) throw error;
    ctx.count('failedChannels');
    await ctx.item(channel.channelId, 'failed', { channel: channel.channelName }, errorMessage(error), outcome.units);
  }
}
