import type { StaffAccess } from '../../core/staff-scope.ts';
import type { SettableVideoStatus } from '../../../shared/constants/admin-videos.ts';
import type { BulkTask } from '../../../shared/constants/bulk-tasks.ts';

/** A wizard run's job parameters (a type, not an interface: it goes into JobParams). */
export type BulkTaskParams = {
  task: BulkTask;
  videoIds: string[];
  status?: SettableVideoStatus;
  keywordId?: number;
  reason?: string;
  keywordSlug?: string;
  pages?: number;
  /** This run undoes that run (its succeeded items, from their recorded before-state). */
  undoOf?: number;
  /** Who asked (every item's audit row names them), with their role and scope: each item is checked against it. */
  actor: { userId: number | null; email: string; address: string | null; access?: StaffAccess };
};

/** What a job item records of a video: enough to show the change and to undo it. */
export type BulkItemDetail = {
  videoId: string;
  title: string | null;
  channelId: string | null;
  action?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  beforeLabel?: string | null;
  afterLabel?: string | null;
  /** The audit row written with this change: later audit rows on the video are changes made since. */
  auditId?: number;
};
