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
