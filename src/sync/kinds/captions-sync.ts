import {
  countCaptionsDue,
  countUnreadFlags,
  markCaptionsRefused,
  markFlagsRead,
  recordCaptionFlags,
  saveCaptions,
  videosWithCaptionsDue,
  videosWithUnreadFlag,
} from '../../db/repositories/video-access-writes.repo.ts';
import { YOUTUBE_QUOTA_COST } from '../../shared/constants/sync.ts';
import type { JobHandler } from '../jobs/job-context.ts';
import { captionFlagOf, mapCaptionTracks } from '../youtube/mappers.ts';
import { YouTubeApiError } from '../youtube/youtube-client.ts';
import type { SyncDeps } from './sync-deps.ts';

const CAPTIONS_UNITS = YOUTUBE_QUOTA_COST['captions.list'];
const FLAG_BATCH = 50;

/**
 * Captions sync (R-SYNC-09, ADR 0032): first the caption flag (contentDetails.caption, 50 ids a unit) of published
 * videos never read, then captions.list (50 units) for each published video whose flag says a track exists and whose
 * captions were not read for that flag. Nothing is read twice while the flag stays the same (the statistics sync
 * keeps the flags current for free). `params.maxUnits`, set at enqueue time from the quota left, spreads a large
 * catalogue over days; every pass picks the rows still due, so a resumed run goes on where it stopped.
 */
export function captionsSync(deps: SyncDeps): JobHandler {
  return async (ctx) => {
    const youtube = deps.youtubeFor(ctx);
    const budget = Number(ctx.params.maxUnits ?? Number.MAX_SAFE_INTEGER);
    let spent = Number(ctx.checkpoint.units ?? 0);
    const [unread, due] = await Promise.all([countUnreadFlags(deps.db), countCaptionsDue(deps.db)]);
    const done0 = Number(ctx.checkpoint.done ?? 0);
    await ctx.save({ total: done0 + Math.ceil(unread / FLAG_BATCH) + due, done: done0 });
    let done = done0;
    const progress = (units: number, label: string) => {
      spent += units;
      done += 1;
      return ctx.save({ done, currentItem: label, checkpoint: { ...ctx.checkpoint, units: spent, done } });
    };

    // 1. Flags never read: videos.list, 1 unit per 50.
    while (spent + 1 <= budget) {
      ctx.throwIfStopped();
      const ids = await videosWithUnreadFlag(deps.db, FLAG_BATCH);
      if (ids.length === 0) break;
      const page = await youtube.videosList(ids);
      const flags = page.items.map((item) => ({ videoId: item.id ?? '', flag: captionFlagOf(item) })).filter((f) => f.videoId);
      const now = deps.now();
      ctx.count('captionFlagsChanged', await recordCaptionFlags(deps.db, flags, now));
      await markFlagsRead(deps.db, ids, now);
      ctx.count('captionFlagsRead', ids.length);
      await progress(page.units, `자막 표시 ${ids.length}개`);
    }

    // 2. captions.list for flagged videos not read for their flag: 50 units each.
    while (spent + CAPTIONS_UNITS <= budget) {
      ctx.throwIfStopped();
      const [videoId] = await videosWithCaptionsDue(deps.db, 1);
      if (!videoId) break;
      try {
        const page = await youtube.captionsList(videoId);
        const mapped = mapCaptionTracks(page.items);
        await saveCaptions(deps.db, videoId, mapped, deps.now());
        ctx.count(mapped.state === 'human' ? 'captionsHuman' : mapped.state === 'auto' ? 'captionsAuto' : 'captionsNone');
        await progress(page.units, videoId);
      } catch (error) {
        if (!(error instanceof YouTubeApiError) || !['forbidden', 'notFound', 'badRequest'].includes(error.code)) throw error;
        // A key that may not read tracks: an honest 'unknown', still due for a key with access, and no more 50-unit
        // refusals in this run. A video YouTube cannot answer for (not found, bad request) is settled as 'unknown'.
        if (error.code === 'forbidden') await markCaptionsRefused(deps.db, videoId, error.keyId, deps.now());
        else await saveCaptions(deps.db, videoId, { state: 'unknown', languages: [] }, deps.now());
        ctx.count(error.code === 'forbidden' ? 'captionsForbidden' : 'captionsUnreadable');
        await progress(CAPTIONS_UNITS, videoId);
        if (error.code === 'forbidden') break;
      }
    }
    const left = (await countCaptionsDue(deps.db)) + Math.ceil((await countUnreadFlags(deps.db)) / FLAG_BATCH);
    if (left > 0) ctx.count('deferredVideos', left);
  };
}

/** Units a full captions run needs now: flags never read (1 per 50) and captions due (50 each). */
export async function captionsCost(deps: Pick<SyncDeps, 'db'>): Promise<{ units: number; unread: number; due: number }> {
  const [unread, due] = await Promise.all([countUnreadFlags(deps.db), countCaptionsDue(deps.db)]);
  return { units: Math.ceil(unread / FLAG_BATCH) + due * CAPTIONS_UNITS, unread, due };
}
