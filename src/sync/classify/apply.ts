import type { Kysely } from 'kysely';
import {
  closePendingItems,
  lockDraftVideos,
  refreshKeywordTotals,
  upsertPendingItems,
  type PendingSuggestion,
} from '../../db/repositories/curation.repo.ts';
import { refreshChannelTotals } from '../../db/repositories/channels.repo.ts';
import { publishVideos } from '../../db/repositories/video-writes.repo.ts';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_PUBLISH_CONFIDENCE } from '../../shared/constants/curation.ts';
import { classifyVideo, type Classifier } from './classifier.ts';
import { loadClassifier } from './load.ts';
import { NO_MATCH_REASON } from './reason.ts';
import { playabilityProblem } from '../youtube/playability.ts';

export interface ApplyClassificationOptions {
  /** Confidence from which a video is published without an expert (0–1). */
  publishAt?: number;
  /** Rules to reuse across batches of one job; loaded from the database when absent. */
  classifier?: Classifier;
  now?: Date;
}

export interface ApplyClassificationResult {
  published: number;
  queued: number;
  /** Queued because they cannot be played here (not embeddable, blocked in KR, age-restricted); only when > 0. */
  restricted?: number;
  /** 'id: reason' of the first of them, for the job item. */
  restrictedIds?: string;
}

export const DEFAULT_PUBLISH_AT = DEFAULT_PUBLISH_CONFIDENCE;
const CHUNK = 1_000;
/** Kept on queue items that a later, confident run published on its own. */
export const AUTO_PUBLISHED_NOTE = '자동 분류로 게시됨';

/**
 * Classifies the given videos that are still drafts (others are ignored): confident ones get their keyword
 * and are published; the rest stay drafts with a pending curation item. One transaction (joins the caller's).
 */
export async function applyClassification(
  db: Kysely<Database>,
  videoIds: readonly string[],
  options: ApplyClassificationOptions = {},
): Promise<ApplyClassificationResult> {
  const publishAt = options.publishAt ?? DEFAULT_PUBLISH_AT;
  if (!(publishAt >= 0 && publishAt <= 1)) throw new RangeError(`publishAt must be within 0–1, got ${publishAt}`);
  const ids = [...new Set(videoIds)];
  if (ids.length === 0) return { published: 0, queued: 0 };
  const classifier = options.classifier ?? (await loadClassifier(db));
  const now = options.now ?? new Date();

  const work = async (trx: Kysely<Database>): Promise<ApplyClassificationResult> => {
    const result = { published: 0, queued: 0 };
    const restricted: string[] = [];
    const keywords = new Set<number>();
    const channels = new Set<string | null>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const drafts = await lockDraftVideos(trx, ids.slice(i, i + CHUNK));
      const publish: { videoId: string; keywordId: number }[] = [];
      const queue: PendingSuggestion[] = [];
      for (const video of drafts) {
        const match = classifyVideo(classifier, video);
        // What cannot be played on our pages in Korea is never published on its own: an expert sees it with the reason.
        const problem = playabilityProblem(video);
        if (problem) {
          restricted.push(`${video.video_id}: ${problem}`);
          queue.push({
            videoId: video.video_id,
            keywordId: match?.keywordId ?? null,
            categoryIds: match?.categoryIds ?? [],
            confidence: match?.confidence ?? 0,
            reason: match ? `${problem} · ${match.reason}` : problem,
          });
        } else if (match && match.confidence >= publishAt) {
          publish.push({ videoId: video.video_id, keywordId: match.keywordId });
          keywords.add(match.keywordId);
          channels.add(video.channel_id);
        } else {
          queue.push(
            match
              ? {
                  videoId: video.video_id,
                  keywordId: match.keywordId,
                  categoryIds: match.categoryIds,
                  confidence: match.confidence,
                  reason: match.reason,
                }
              : { videoId: video.video_id, keywordId: null, categoryIds: [], confidence: 0, reason: NO_MATCH_REASON },
          );
        }
      }
      await publishVideos(trx, publish, now);
      await closePendingItems(
        trx,
        publish.map((p) => p.videoId),
        AUTO_PUBLISHED_NOTE,
        now,
      );
      await upsertPendingItems(trx, queue, now);
      result.published += publish.length;
      result.queued += queue.length;
    }
    await refreshKeywordTotals(trx, keywords);
    await refreshChannelTotals(trx, channels);
    if (restricted.length === 0) return result;
    const shown = restricted.slice(0, 10).join('; ');
    return {
      ...result,
      restricted: restricted.length,
      restrictedIds: restricted.length > 10 ? `${shown} 외 ${restricted.length - 10}개` : shown,
    };
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
