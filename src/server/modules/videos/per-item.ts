import type { BulkItemResult } from '../../../shared/api/admin-videos.ts';
import { ADMIN_VIDEO_MESSAGES as MSG } from '../../../shared/constants/admin-videos.ts';
import { ApiError, notFound } from '../../core/errors.ts';

export type ItemOutcome = Omit<BulkItemResult, 'videoId' | 'ok'>;

/**
 * Runs `work` for each id in turn; each call is its own transaction with its audit row, so one item's
 * failure (a refusal, or an error) is reported for that item and leaves every other item as it was.
 */
export async function eachItem(ids: readonly string[], work: (videoId: string) => Promise<ItemOutcome>): Promise<BulkItemResult[]> {
  const results: BulkItemResult[] = [];
  for (const videoId of new Set(ids)) {
    try {
      results.push({ videoId, ok: true, ...(await work(videoId)) });
    } catch (error) {
      if (error instanceof ApiError) results.push({ videoId, ok: false, code: error.code, message: error.message });
      else results.push({ videoId, ok: false, code: 'INTERNAL_ERROR', message: '이 영상을 처리하지 못했습니다. 다시 시도하세요.' });
    }
  }
  return results;
}

/** The answer of a bulk call; when nothing named exists at all, a 404 like the single calls. */
export function bulkAnswer(results: BulkItemResult[], notFoundMessage: string = MSG.notFound) {
  if (results.length > 0 && results.every((r) => r.code === 'NOT_FOUND')) throw notFound(notFoundMessage);
  const done = results.filter((r) => r.ok).length;
  return { done, failed: results.length - done, results };
}
