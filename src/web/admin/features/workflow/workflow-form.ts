// The wizard form's state and the request it makes (kept apart from the screens so it can be read in one place).
import type { AdminDateRange, AdminVideoStatus, SettableVideoStatus } from '../../../../shared/constants/admin-videos.ts';
import { ARCHIVE_BULK_TASKS, type BulkTask } from '../../../../shared/constants/bulk-tasks.ts';
import type { BulkTaskRequest } from '../../../api/bulk-tasks.ts';
import type { PickedKeyword } from '../../components/KeywordPicker.tsx';

export type TargetMode = 'paste' | 'filter';

export interface WizardForm {
  task: BulkTask;
  status: SettableVideoStatus;
  keyword: PickedKeyword | null;
  reason: string;
  pages: number;
  mode: TargetMode;
  pasted: string;
  search: string;
  filterStatus: AdminVideoStatus | '';
  dateRange: AdminDateRange | '';
}

export const INITIAL_FORM: WizardForm = {
  task: 'set_status',
  status: 'draft',
  keyword: null,
  reason: '',
  pages: 1,
  mode: 'paste',
  pasted: '',
  search: '',
  filterStatus: '',
  dateRange: '',
};

export const needsKeyword = (task: BulkTask) => task === 'change_keyword' || task === 'collect_keyword';
export const needsTargets = (task: BulkTask) => task !== 'collect_keyword';

/** Pasted lines (newlines, commas or spaces between entries). */
export const pastedEntries = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The pasted box's line (1 = first) of each entry pastedEntries reads, so a bad entry is named by its line. */
export function entryLines(text: string): number[] {
  return text.split('\n').flatMap((line, index) => pastedEntries(line).map(() => index + 1));
}

/** The run's request without the entries the dry run marked as no video (positions in videoIds, 1 = first). */
export function withoutEntries(request: BulkTaskRequest, positions: readonly number[]): BulkTaskRequest {
  if (!request.videoIds || positions.length === 0) return request;
  const drop = new Set(positions);
  return { ...request, videoIds: request.videoIds.filter((_, index) => !drop.has(index + 1)) };
}

/** What the form asks the server (the server checks every field again and names the one that is wrong). */
export function toRequest(form: WizardForm, dryRun: boolean): BulkTaskRequest {
  const targets = !needsTargets(form.task)
    ? {}
    : form.mode === 'paste'
      ? { videoIds: pastedEntries(form.pasted) }
      : {
          filter: ARCHIVE_BULK_TASKS.includes(form.task)
            ? { ...(form.search.trim() ? { search: form.search.trim() } : {}) }
            : {
                ...(form.search.trim() ? { search: form.search.trim() } : {}),
                ...(form.filterStatus ? { status: form.filterStatus } : {}),
                ...(form.dateRange ? { dateRange: form.dateRange } : {}),
              },
        };
  return {
    task: form.task,
    ...targets,
    ...(form.task === 'set_status' ? { status: form.status } : {}),
    ...(needsKeyword(form.task) && form.keyword ? { keywordId: form.keyword.id } : {}),
    ...(form.task === 'delete' && form.reason.trim() ? { reason: form.reason.trim() } : {}),
    ...(form.task === 'collect_keyword' ? { pages: form.pages } : {}),
    dryRun,
  };
}
