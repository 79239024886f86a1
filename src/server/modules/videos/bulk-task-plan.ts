import * as repo from '../../../db/repositories/bulk-tasks.repo.ts';
import type { BulkPlanItem } from '../../../shared/api/bulk-tasks.ts';
import { BULK_TASK_MESSAGES as MSG, type BulkTask } from '../../../shared/constants/bulk-tasks.ts';
import type { SettableVideoStatus } from '../../../shared/constants/admin-videos.ts';
import { classifyVideo, loadClassifier, type Classifier } from '../../../sync/index.ts';
import type { AppContext } from '../../core/context.ts';
import { ARCHIVED_LABEL, keywordLabel, statisticsLabel, statusLabel, type KeywordNames } from './bulk-task-labels.ts';

/** What a task needs besides its targets. */
export interface TaskArgs {
  task: BulkTask;
  status?: SettableVideoStatus | undefined;
  keywordId?: number | undefined;
}

const change = (video: { video_id: string; title: string }, before: string, after: string): BulkPlanItem => ({
  videoId: video.video_id,
  title: video.title,
  outcome: 'change',
  before,
  after,
  reason: null,
});
const skip = (videoId: string, title: string | null, before: string | null, reason: string): BulkPlanItem => ({
  videoId,
  title,
  outcome: 'skip',
  before,
  after: null,
  reason,
});

/** The keyword a re-classification would give a video (null: no rule matches). */
export const reclassified = (classifier: Classifier, video: repo.TaskVideo) =>
  classifyVideo(classifier, { title: video.title, description: video.description, tags: video.tags });

/**
 * The dry run: for each target, exactly what the run would do (before → after), or why it would leave it.
 * It reads without locking; the run decides again per item, in the item's own transaction.
 */
export async function planTask(ctx: AppContext, args: TaskArgs, ids: readonly string[], names: KeywordNames): Promise<BulkPlanItem[]> {
  if (args.task === 'restore') {
    const [archived, live] = await Promise.all([repo.archivedForTask(ctx.db, ids), repo.videosForTask(ctx.db, ids)]);
    const byId = new Map(archived.map((video) => [video.video_id, video]));
    const inCatalogue = new Set(live.map((video) => video.video_id));
    return ids.map((id) => {
      const video = byId.get(id);
      if (!video) return skip(id, null, null, MSG.notInArchive);
      if (inCatalogue.has(id)) return skip(id, video.title, ARCHIVED_LABEL, MSG.alreadyInCatalogue);
      return change(video, ARCHIVED_LABEL, statusLabel('published'));
    });
  }
  const videos = new Map((await repo.videosForTask(ctx.db, ids)).map((video) => [video.video_id, video]));
  const classifier = args.task === 'reclassify' ? await loadClassifier(ctx.db) : null;
  return ids.map((id) => {
    const video = videos.get(id);
    if (!video) return skip(id, null, null, MSG.videoMissing);
    const status = statusLabel(video.status);
    switch (args.task) {
      case 'set_status':
        return video.status === args.status
          ? skip(id, video.title, status, MSG.sameStatus)
          : change(video, status, statusLabel(args.status));
      case 'change_keyword': {
        const before = keywordLabel(names, video.keyword_id);
        return video.keyword_id === args.keywordId
          ? skip(id, video.title, before, MSG.sameKeyword)
          : change(video, before, keywordLabel(names, args.keywordId));
      }
      case 'reclassify': {
        const before = keywordLabel(names, video.keyword_id);
        const found = reclassified(classifier!, video);
        if (!found) return skip(id, video.title, before, MSG.noSuggestion);
        if (found.keywordId === video.keyword_id) return skip(id, video.title, before, MSG.sameSuggestion);
        return change(video, before, keywordLabel(names, found.keywordId));
      }
      case 'delete':
        return change(video, status, ARCHIVED_LABEL);
      default:
        return change(video, statisticsLabel(Number(video.view_count), Number(video.like_count)), '유튜브에서 새로 읽은 값');
    }
  });
}
