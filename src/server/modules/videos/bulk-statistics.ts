import { adjustPlatformTotals, lockVideo } from '../../../db/repositories/admin-videos.repo.ts';
import { markStatisticsChecked, saveVideoStatistics } from '../../../db/repositories/video-writes.repo.ts';
import { ADMIN_VIDEO_MESSAGES } from '../../../shared/constants/admin-videos.ts';
import type { FetchedStatistics } from '../../../sync/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, notFound } from '../../core/errors.ts';
import type { ItemOutcome } from './per-item.ts';
import { itemAudit, TouchedTotals } from './video-totals.ts';

/** One video's fresh statistics in its own transaction with its audit row; public totals follow the difference. */
export async function saveItemStatistics(
  ctx: AppContext,
  actor: Actor,
  videoId: string,
  fetched: FetchedStatistics | undefined,
  totals: TouchedTotals,
): Promise<ItemOutcome> {
  if (!fetched || fetched.state !== 'live')
    throw new ApiError(
      404,
      'NOT_ON_YOUTUBE',
      fetched?.state === 'private' ? '비공개로 바뀐 영상입니다.' : '유튜브에서 찾을 수 없는 영상입니다.',
    );
  return auditedWrite(ctx, actor, async (trx, rawAudit) => {
    const audit = itemAudit(trx, rawAudit, totals);
    const video = await lockVideo(trx, videoId);
    if (!video) throw notFound(ADMIN_VIDEO_MESSAGES.notFound);
    const now = ctx.now();
    await saveVideoStatistics(trx, [{ videoId, views: fetched.views, likes: fetched.likes, comments: fetched.comments }], now);
    await markStatisticsChecked(trx, [videoId], now);
    const before = { views: Number(video.view_count), likes: Number(video.like_count), keywordId: video.keyword_id };
    if (video.is_public)
      await adjustPlatformTotals(trx, { videos: 0, views: fetched.views - before.views, likes: fetched.likes - before.likes });
    totals.note(video);
    await audit({
      action: 'video.statistics',
      targetType: 'video',
      targetId: videoId,
      before,
      after: { views: fetched.views, likes: fetched.likes, bulk: true },
    });
    return { status: video.status };
  });
}
