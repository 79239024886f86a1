// Step 1 and 2 of the wizard: the task with what it needs, then its targets (pasted IDs/addresses or a filter).
import { useId } from 'react';
import {
  ADMIN_DATE_RANGE_LABELS,
  ADMIN_DATE_RANGES,
  SETTABLE_VIDEO_STATUSES,
  VIDEO_STATUS_LABELS,
  VIDEO_STATUSES,
} from '../../../../shared/constants/admin-videos.ts';
import {
  ARCHIVE_BULK_TASKS,
  BULK_TASK_HINTS,
  BULK_TASK_LABELS,
  BULK_TASKS,
  type BulkTask,
} from '../../../../shared/constants/bulk-tasks.ts';
import { fieldClass, SelectField } from '../../../components/ui/Field.tsx';
import { KeywordPicker } from '../../components/KeywordPicker.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { needsKeyword, needsTargets, type WizardForm } from './workflow-form.ts';

type Set = <K extends keyof WizardForm>(name: K, value: WizardForm[K]) => void;
const radio = 'mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-focus)]';
const box = 'flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5';

export function TaskStep({ form, set }: { form: WizardForm; set: Set }) {
  const keywordLabelId = useId();
  // A collection for a keyword reaches the whole country: the contract needs an editor for it (roleWhen), so an
  // hq_editor is not offered it.
  const staff = useStaff();
  const tasks = BULK_TASKS.filter((task) => task !== 'collect_keyword' || staff.can({ role: 'editor' }));
  return (
    <fieldset className={box} data-testid="task-step">
      <legend className="px-1 text-lg font-bold">1. 작업 고르기</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {tasks.map((task) => (
          <label key={task} className="flex cursor-pointer gap-3 rounded-xl border border-line p-3 has-[:checked]:border-focus">
            <input
              type="radio"
              name="task"
              value={task}
              checked={form.task === task}
              onChange={() => set('task', task)}
              className={radio}
            />
            <span>
              <span className="block font-semibold">{BULK_TASK_LABELS[task]}</span>
              <span className="block text-sm text-muted">{BULK_TASK_HINTS[task]}</span>
            </span>
          </label>
        ))}
      </div>
      {form.task === 'set_status' && (
        <SelectField
          label="바꿀 상태"
          value={form.status}
          onChange={(value) => set('status', value as WizardForm['status'])}
          options={SETTABLE_VIDEO_STATUSES.map((status) => ({ value: status, label: VIDEO_STATUS_LABELS[status] }))}
          testId="task-status"
        />
      )}
      {needsKeyword(form.task) && (
        <div className="flex flex-col gap-1" role="group" aria-labelledby={keywordLabelId}>
          <span id={keywordLabelId} className="font-semibold">
            {form.task === 'collect_keyword' ? '수집할 키워드' : '연결할 키워드'}
          </span>
          <KeywordPicker value={form.keyword} onChange={(keyword) => set('keyword', keyword)} />
        </div>
      )}
      {form.task === 'delete' && (
        <TextField
          label="삭제 사유 (선택, 비우면 '관리자 삭제')"
          value={form.reason}
          onChange={(value) => set('reason', value)}
          maxLength={200}
        />
      )}
      {form.task === 'collect_keyword' && (
        <SelectField
          label="검색할 쪽 수 (한 쪽에 영상 50개, 할당량 101단위)"
          value={String(form.pages)}
          onChange={(value) => set('pages', Number(value))}
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}쪽` }))}
        />
      )}
    </fieldset>
  );
}

export function TargetStep({ form, set }: { form: WizardForm; set: Set }) {
  const pastedId = useId();
  const hintId = useId();
  if (!needsTargets(form.task)) return null;
  const archive = ARCHIVE_BULK_TASKS.includes(form.task as BulkTask);
  return (
    <fieldset className={box} data-testid="target-step">
      <legend className="px-1 text-lg font-bold">2. 대상 고르기</legend>
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2">
          <input type="radio" name="mode" checked={form.mode === 'paste'} onChange={() => set('mode', 'paste')} className={radio} />
          영상 ID·주소 붙여 넣기
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="mode" checked={form.mode === 'filter'} onChange={() => set('mode', 'filter')} className={radio} />
          {archive ? '보관함에서 검색해 고르기' : '조건으로 고르기'}
        </label>
      </div>
      {form.mode === 'paste' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={pastedId} className="font-semibold">
            영상 ID나 유튜브 주소 (한 줄에 하나, 500개까지)
          </label>
          <textarea
            id={pastedId}
            value={form.pasted}
            onChange={(event) => set('pasted', event.target.value)}
            aria-describedby={hintId}
            rows={6}
            spellCheck={false}
            className={`${fieldClass} h-auto min-h-32 py-2 font-mono text-sm`}
            data-testid="target-ids"
          />
          <p id={hintId} className="text-sm text-muted">
            watch, youtu.be, shorts 주소를 그대로 붙여 넣어도 됩니다.
          </p>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField compact label="검색어 (제목·채널·영상 ID)" value={form.search} onChange={(value) => set('search', value)} />
          {!archive && (
            <>
              <SelectField
                label="상태"
                value={form.filterStatus}
                onChange={(value) => set('filterStatus', value as WizardForm['filterStatus'])}
                options={[{ value: '', label: '전체' }, ...VIDEO_STATUSES.map((s) => ({ value: s, label: VIDEO_STATUS_LABELS[s] }))]}
              />
              <SelectField
                label="기간"
                value={form.dateRange}
                onChange={(value) => set('dateRange', value as WizardForm['dateRange'])}
                options={[{ value: '', label: '전체' }, ...ADMIN_DATE_RANGES.map((r) => ({ value: r, label: ADMIN_DATE_RANGE_LABELS[r] }))]}
              />
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}
