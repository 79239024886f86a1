import type { RunItemRow, RunRow } from '../../../db/repositories/bulk-tasks.repo.ts';
import type { BulkTaskItem, BulkTaskRun } from '../../../shared/api/bulk-tasks.ts';
import type { BulkTask } from '../../../shared/constants/bulk-tasks.ts';
import { iso } from '../../core/mappers.ts';
import type { BulkItemDetail } from './bulk-task-params.ts';

/** A job item as the wizard shows it: a video's before → after, or a keyword collection's page. */
function toItem(row: RunItemRow): BulkTaskItem {
  const detail = row.detail as Partial<BulkItemDetail> & { found?: number; inserted?: number };
  if (row.item_key.startsWith('page:')) {
    return {
      key: row.item_key,
      videoId: null,
      title: `검색 ${row.item_key.slice(5)}쪽`,
      state: row.state,
      before: `찾은 영상 ${Number(detail.found ?? 0)}개`,
      after: `새로 넣은 영상 ${Number(detail.inserted ?? 0)}개`,
      message: row.error,
    };
  }
  return {
    key: row.item_key,
    videoId: detail.videoId ?? row.item_key,
    title: detail.title ?? null,
    state: row.state,
    before: detail.beforeLabel ?? null,
    after: detail.afterLabel ?? null,
    message: row.error,
  };
}

const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

export function toBulkTaskRun(run: RunRow, items: RunItemRow[], now: Date): BulkTaskRun {
  const undoableUntil = run.undoable_until;
  const canUndo =
    undoableUntil !== null &&
    run.undo_of === null &&
    run.undone_by === null &&
    FINISHED.has(run.state) &&
    now.getTime() <= undoableUntil.getTime() &&
    items.some((item) => item.state === 'succeeded');
  return {
    id: run.id,
    task: run.task as BulkTask,
    state: run.state,
    progressDone: run.progress_done,
    progressTotal: run.progress_total,
    currentItem: run.current_item,
    result: run.result,
    error: run.error,
    cancelRequested: run.cancel_requested,
    quotaEstimate: run.quota_estimate,
    quotaSpent: run.quota_spent,
    requestedBy: run.created_by,
    createdAt: iso(run.created_at)!,
    startedAt: iso(run.started_at),
    finishedAt: iso(run.finished_at),
    reversible: undoableUntil !== null,
    undoableUntil: iso(undoableUntil),
    undoneBy: run.undone_by,
    undoOf: run.undo_of,
    canUndo,
    items: items.map(toItem),
  };
}
