import { sql } from 'kysely';
import type { JobContext, JobHandler } from '../jobs/job-context.ts';
import { mapChannelResource, mapVideoResource, type MappedVideo } from '../youtube/mappers.ts';
import type { YouTubeClient } from '../youtube/youtube-client.ts';
import { channelsInScope, chunks, settleAll, type SyncDeps } from './sync-deps.ts';
import { markStatisticsChecked, markVanished, saveVideoStatistics } from '../../db/repositories/video-writes.repo.ts';
import { recordCaptionFlags } from '../../db/repositories/video-access-writes.repo.ts';

/** Units kept back so a statistics run never leaves the day's other jobs without quota. */
export const STATISTICS_QUOTA_RESERVE = 100;
// videos.list calls in flight at once (each 50 ids, 1 unit).
const BATCHES_AT_ONCE = 4;

/**
 * Statistics sync: subscriber counts for every channel, then view/like/comment counts for public videos
 * in batches of 50, least recently refreshed first. `params.maxBatches` (set at enqueue time from the
 * quota left) spreads a large catalogue over several days: the rest comes first next time.
 */
export function statisticsSync(deps: SyncDeps): JobHandler {
  return async (ctx) => {
    const youtube = deps.youtubeFor(ctx);
    if (!ctx.checkpoint.channelsDone) {
      await refreshChannels(deps, ctx, youtube);
      await ctx.save({ checkpoint: { ...ctx.checkpoint, channelsDone: true } });
    }
    const cutoff = ctx.job.created_at;
    const stale = await deps.db
      .selectFrom('videos')
      .select(sql<string>`count(*)`.as('n'))
      .where('is_public', '=', true)
      .where((eb) => eb.or([eb('stats_synced_at', 'is', null), eb('stats_synced_at', '<', cutoff)]))
      .executeTakeFirstOrThrow();
    const maxBatches = Number(ctx.params.maxBatches ?? Number.MAX_SAFE_INTEGER);
    let done = Number(ctx.checkpoint.batches ?? 0);
    const total = done + Math.min(Math.ceil(Number(stale.n) / 50), Math.max(0, maxBatches - done));
    await ctx.save({ total, done });
    while (done < total) {
      ctx.throwIfStopped();
      // Refreshed rows leave the stale set, so each query picks the next batches (and a resumed run too).
      const wanted = Math.min(BATCHES_AT_ONCE, total - done);
      const rows = await deps.db
        .selectFrom('videos')
        .select(['video_id'])
        .where('is_public', '=', true)
        .where((eb) => eb.or([eb('stats_synced_at', 'is', null), eb('stats_synced_at', '<', cutoff)]))
        .orderBy(sql`stats_synced_at NULLS FIRST`)
        .orderBy('id')
        .limit(50 * wanted)
        .execute();
      if (rows.length === 0) break;
      const batches = chunks(
        rows.map((row) => row.video_id),
        50,
      );
      await settleAll(batches.map((ids) => refreshBatch(deps, ctx, youtube, ids)));
      done += batches.length;
      await ctx.save({ done, currentItem: `${done} / ${total} 묶음`, checkpoint: { ...ctx.checkpoint, batches: done } });
    }
    if (Number(stale.n) > total * 50) ctx.count('deferredVideos', Number(stale.n) - total * 50);
    // Totals everything else reads: keyword and channel sums, and today's platform statistics.
    await sql`SELECT refresh_keyword_totals()`.execute(deps.db);
    await sql`SELECT refresh_channel_totals()`.execute(deps.db);
    await sql`SELECT * FROM refresh_platform_statistics()`.execute(deps.db);
  };
}

async function refreshChannels(deps: SyncDeps, ctx: JobContext, youtube: YouTubeClient): Promise<void> {
  const channels = await channelsInScope(deps.db, undefined);
  for (const block of chunks(channels, 50)) {
    ctx.throwIfStopped();
    const page = await youtube.channelsList({ ids: block.map((channel) => channel.channelId) });
    for (const item of page.items) {
      const channel = mapChannelResource(item);
      if (!channel) continue;
      await deps.db
        .updateTable('channel_master')
        .set({
          subscriber_count: channel.subscriber_count ?? undefined,
          video_count: channel.video_count ?? undefined,
          view_count: channel.view_count ?? undefined,
          updated_at: deps.now(),
        })
        .where('channel_id', '=', channel.channel_id)
        .execute();
    }
    ctx.count('channelsRefreshed', page.items.length);
  }
}

async function refreshBatch(deps: SyncDeps, ctx: JobContext, youtube: YouTubeClient, ids: string[]): Promise<void> {
  const now = deps.now();
  const page = await youtube.videosList(ids);
  const mapped = page.items.map(mapVideoResource).filter((video): video is MappedVideo => video !== null);
  const returned = new Set(mapped.map((video) => video.video_id));
  const vanished = [
    ...ids.filter((id) => !returned.has(id)).map((videoId) => ({ videoId, state: 'removed' as const })),
    ...mapped.filter((video) => video.privacyStatus === 'private').map((video) => ({ videoId: video.video_id, state: 'private' as const })),
  ];
  ctx.count('vanished', await markVanished(deps.db, vanished, now));
  const live = mapped.filter((video) => video.privacyStatus !== 'private');
  await saveVideoStatistics(
    deps.db,
    live.map((video) => ({
      videoId: video.video_id,
      views: video.view_count ?? 0,
      likes: video.like_count,
      comments: video.comment_count,
    })),
    now,
  );
  // The caption flag comes with the same answer: a change makes the captions sync read the tracks again.
  await recordCaptionFlags(
    deps.db,
    live.map((video) => ({ videoId: video.video_id, flag: video.captionFlag })),
    now,
  );
  // Rows we asked about but did not rewrite (vanished) still count as checked, or the next query picks them again.
  await markStatisticsChecked(deps.db, ids, now);
  ctx.count('statsUpdated', live.length);
}
