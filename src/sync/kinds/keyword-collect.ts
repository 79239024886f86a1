import type { JobHandler } from '../jobs/job-context.ts';
import { mapSearchResult } from '../youtube/mappers.ts';
import { keywordBySlug } from './scope.ts';
import { channelsById, type SyncDeps } from './sync-deps.ts';
import { addOutcome, countOutcome, emptyOutcome, fetchAndWriteVideos, keptDeletedDetail } from './video-batches.ts';

export const KEYWORD_DEFAULT_PAGES = 1;

/**
 * Keyword collection: search.list (100 units a page) for the keyword's search term, then videos.list
 * for the ids we do not have. Videos from channels we do not follow keep their channel name but no
 * channel row; classification decides whether they are published or wait for an expert.
 */
export function keywordCollect(deps: SyncDeps): JobHandler {
  return async (ctx) => {
    const slug = String(ctx.params.keywordSlug ?? '');
    const keyword = await keywordBySlug(deps.db, slug);
    if (!keyword) throw new Error(`키워드 '${slug}'을(를) 찾을 수 없습니다.`);
    const youtube = deps.youtubeFor(ctx);
    const pages = Math.min(5, Math.max(1, Number(ctx.params.pages ?? KEYWORD_DEFAULT_PAGES)));
    await ctx.save({ total: pages, done: 0, currentItem: keyword.keyword });
    const outcome = emptyOutcome();
    let pageToken: string | undefined;
    for (let page = 0; page < pages; page += 1) {
      ctx.throwIfStopped();
      const result = await youtube.searchPage({ q: keyword.search_keyword || keyword.keyword, pageToken });
      const ids = result.items.map(mapSearchResult).flatMap((item) => (item ? [item.videoId] : []));
      const known = ids.length
        ? new Set((await deps.db.selectFrom('videos').select('video_id').where('video_id', 'in', ids).execute()).map((row) => row.video_id))
        : new Set<string>();
      const fresh = ids.filter((id) => !known.has(id));
      const channels = await channelsById(
        deps.db,
        result.items.map((item) => item.snippet?.channelId ?? ''),
      );
      const written = await fetchAndWriteVideos(
        deps.db,
        youtube,
        fresh,
        (video) => channels.get(video.channel_id ?? '') ?? null,
        deps.now(),
      );
      addOutcome(outcome, written);
      await ctx.item(
        `page:${page + 1}`,
        'succeeded',
        {
          found: ids.length,
          new: fresh.length - written.keptDeleted.length,
          inserted: written.inserted.length,
          ...keptDeletedDetail(written.keptDeleted),
        },
        null,
        result.units + written.units,
      );
      await ctx.save({ done: page + 1 });
      pageToken = result.nextPageToken;
      if (!pageToken) break;
    }
    const classified = await deps.classify(outcome.inserted);
    countOutcome(ctx, outcome, classified);
    await deps.db.updateTable('keyword_master').set({ collected_at: deps.now() }).where('id', '=', keyword.id).execute();
  };
}
