import type { BulkTask } from '../../../shared/constants/bulk-tasks.ts';

/**
 * What decides whether an undo may put a video back (issue 20): a later wizard run that changed the same field, or
 * a later change by anyone else (an admin's edit, a delete…), even one that ended on the same value. Never silently
 * restore an older state over a newer decision.
 */
export type UndoField = 'status' | 'keywordId';

/** The field a reversible task changes (a delete's undo is a restore, which refuses on its own when it cannot). */
export function undoField(task: BulkTask): UndoField | null {
  if (task === 'set_status') return 'status';
  if (task === 'change_keyword' || task === 'reclassify') return 'keywordId';
  return null;
}

/** Later runs of these tasks (not undone) over the same video block an undo of `task`. */
export function blockingTasks(task: BulkTask): BulkTask[] {
  const field = undoField(task);
  if (field === 'status') return ['set_status', 'delete'];
  if (field === 'keywordId') return ['change_keyword', 'reclassify', 'delete'];
  return [];
}

/** Audit actions that leave status and keyword as they were unless their before/after say otherwise. */
const EDITS = new Set(['video.status', 'video.update']);
const NEUTRAL = new Set(['video.statistics']);

/** True when a later audit row (not one of a wizard run's items) changed what the undo would put back. */
export function editBlocks(field: UndoField, row: { action: string; before: unknown; after: unknown }): boolean {
  if (NEUTRAL.has(row.action)) return false;
  if (!EDITS.has(row.action)) return true;
  const before = (row.before ?? {}) as Record<string, unknown>;
  const after = (row.after ?? {}) as Record<string, unknown>;
  return before[field] !== after[field];
}
