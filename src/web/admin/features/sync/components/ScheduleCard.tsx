// A scheduled sync: on/off, every N minutes (incremental) or daily at HH:MM Korea time (statistics),
// the next run and the last scheduled run's result.
import { CalendarClock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { SyncSchedule } from '../../../../../shared/api/sync.ts';
import { formatDateTime } from '../../../../../shared/format/index.ts';
import { fieldClass, SelectField } from '../../../../components/ui/Field.tsx';
import { notify } from '../../../components/notices.ts';
import { KIND_LABELS } from '../sync-labels.ts';
import { useCancelJob, useRetryJob, useUpdateSchedule } from '../../../../api/sync.ts';
import { JobCard } from './JobCard.tsx';
import { SubmitButton } from '../../../components/ActionButton.tsx';

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

function ScheduleForm({ schedule }: { schedule: SyncSchedule }) {
  const update = useUpdateSchedule();
  const [enabled, setEnabled] = useState(schedule.isEnabled);
  const [interval, setIntervalText] = useState(String(schedule.intervalMinutes ?? 30));
  const [dailyAt, setDailyAt] = useState(schedule.dailyAt ?? '04:00');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { enabled: useId(), value: useId(), hint: useId() };
  const incremental = schedule.kind === 'incremental';

  function save(event: FormEvent) {
    event.preventDefault();
    const minutes = Number(interval);
    if (incremental && (!Number.isInteger(minutes) || minutes < 5 || minutes > 1440))
      return setProblem('간격은 5~1,440분 사이의 정수여야 합니다.');
    if (!incremental && !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(dailyAt)) return setProblem('시각은 HH:MM 형식이어야 합니다.');
    setProblem(null);
    update.mutate(
      { kind: schedule.kind, isEnabled: enabled, ...(incremental ? { intervalMinutes: minutes } : { dailyAt }) },
      {
        onSuccess: (after) =>
          notify(
            'success',
            after.isEnabled
              ? `${KIND_LABELS[after.kind]} 예약을 저장했습니다. 다음 실행: ${formatDateTime(after.nextRunAt)}`
              : `${KIND_LABELS[after.kind]} 예약을 껐습니다.`,
          ),
        onError: (error) => setProblem(message(error, '예약을 저장하지 못했습니다.')),
      },
    );
  }

  return (
    <form
      onSubmit={save}
      noValidate
      className="flex flex-col gap-4"
      aria-label={`${KIND_LABELS[schedule.kind]} 예약`}
      data-testid="schedule-form"
    >
      <label htmlFor={ids.enabled} className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          id={ids.enabled}
          type="checkbox"
          className="h-5 w-5 accent-[var(--accent-strong)]"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        예약 실행 켜기
      </label>
      {incremental ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.value} className="font-semibold">
            실행 간격 (분)
          </label>
          <input
            id={ids.value}
            type="number"
            inputMode="numeric"
            min={5}
            max={1440}
            step={5}
            value={interval}
            onChange={(e) => setIntervalText(e.target.value)}
            className={`${fieldClass} w-40`}
            aria-describedby={ids.hint}
          />
          <p id={ids.hint} className="text-sm text-muted">
            5~1,440분. 채널 RSS는 할당량을 쓰지 않으므로 자주 돌려도 됩니다.
          </p>
        </div>
      ) : (
        <DailyTime value={dailyAt} onChange={setDailyAt} hint="24시간제입니다. 사이트 이용이 적은 새벽 시간을 권합니다." />
      )}
      <p role="alert" className="font-semibold text-accent empty:hidden" data-testid="schedule-error">
        {problem}
      </p>
      <div>
        <SubmitButton icon={CalendarClock} busy={update.isPending} busyLabel="저장하는 중...">
          예약 저장
        </SubmitButton>
      </div>
    </form>
  );
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** HH:MM on a 24-hour clock as two selects (a time input would show 오전/오후 or AM/PM by browser). */
function DailyTime({ value, onChange, hint }: { value: string; onChange: (value: string) => void; hint: string }) {
  const [hour = '04', minute = '00'] = value.split(':');
  const minutes = [...new Set([...Array.from({ length: 12 }, (_, i) => pad2(i * 5)), minute])].sort();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="mb-1 font-semibold">매일 실행 시각 (한국 시간)</legend>
      <div className="flex flex-wrap gap-3">
        <SelectField
          label="시"
          value={hour}
          onChange={(h) => onChange(`${h}:${minute}`)}
          options={Array.from({ length: 24 }, (_, h) => ({ value: pad2(h), label: `${pad2(h)}시` }))}
          className="w-32"
        />
        <SelectField
          label="분"
          value={minute}
          onChange={(m) => onChange(`${hour}:${m}`)}
          options={minutes.map((m) => ({ value: m, label: `${m}분` }))}
          className="w-32"
        />
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {hint}
      </p>
    </fieldset>
  );
}

export function ScheduleCard({ schedule }: { schedule: SyncSchedule }) {
  const titleId = useId();
  const cancel = useCancelJob();
  const retry = useRetryJob();
  const summary = schedule.isEnabled
    ? schedule.kind === 'incremental'
      ? `${schedule.intervalMinutes ?? 30}분마다`
      : `매일 ${schedule.dailyAt ?? '04:00'} (한국 시간)`
    : '꺼짐';
  const actions = {
    busy: cancel.isPending || retry.isPending,
    onCancel: (job: { id: number }) =>
      cancel.mutate(job.id, { onError: (e) => notify('error', message(e, '작업을 취소하지 못했습니다.')) }),
    onRetry: (job: { id: number }) =>
      retry.mutate(job.id, {
        onSuccess: (next) => notify('success', `새 작업 #${next.id}으로 다시 실행합니다.`),
        onError: (e) => notify('error', message(e, '작업을 다시 실행하지 못했습니다.')),
      }),
  };
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 md:p-5"
      data-testid="schedule-card"
    >
      <h2 id={titleId} className="text-xl font-bold">
        예약
      </h2>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">현재 예약</dt>
          <dd className="text-lg font-bold" data-testid="schedule-summary">
            {summary}
          </dd>
        </div>
        <div>
          <dt className="text-muted">다음 실행 (한국 시간)</dt>
          <dd className="text-lg font-bold" data-testid="schedule-next-run">
            {schedule.nextRunAt ? <time dateTime={schedule.nextRunAt}>{formatDateTime(schedule.nextRunAt)}</time> : '예정 없음'}
          </dd>
        </div>
      </dl>
      <ScheduleForm key={`${schedule.isEnabled}-${schedule.intervalMinutes}-${schedule.dailyAt}`} schedule={schedule} />
      <div>
        <h3 className="mb-2 font-bold">마지막 예약 실행</h3>
        {schedule.lastJob ? (
          <ul>
            <JobCard job={schedule.lastJob} actions={actions} />
          </ul>
        ) : (
          <p className="text-sm text-muted">아직 예약으로 실행된 적이 없습니다.</p>
        )}
      </div>
    </section>
  );
}
