// One sync job: kind, state, progress (done/total, current item), quota spent against the estimate,
// counters, who started it and when, its error; cancel (queued/running), retry (failed/cancelled) and
// the per-item results on demand.
import { ChevronDown, ChevronUp, RotateCcw, Square } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { SyncJob } from '../../../../../shared/api/sync.ts';
import { formatDateTime, formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { counterEntries, describeScope, formatUnits, KIND_LABELS, TRIGGER_LABELS } from '../sync-labels.ts';
import { isActive } from '../../../../api/sync.ts';
import { JobItems } from './JobItems.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { smallButton } from './form-styles.ts';
import { StateBadge } from './StateBadge.tsx';

const STEP_UNITS: Record<SyncJob['kind'], string> = {
  full: '채널',
  incremental: '채널',
  statistics: '묶음',
  keyword: '쪽',
  channel_import: '줄',
  bulk_task: '영상',
};

export interface JobActions {
  onCancel: (job: SyncJob) => void;
  onRetry: (job: SyncJob) => void;
  busy: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

export function JobCard({ job, actions }: { job: SyncJob; actions: JobActions }) {
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const titleId = useId();
  const active = isActive(job);
  const steps =
    job.progressTotal > 0
      ? `${formatGroupedNumber(job.progressDone)} / ${formatGroupedNumber(job.progressTotal)} ${STEP_UNITS[job.kind]}`
      : active
        ? '준비 중'
        : '항목 없음';
  const counters = counterEntries(job.result);
  const who = job.trigger === 'admin' ? (job.requestedBy ?? '관리자') : TRIGGER_LABELS[job.trigger];
  return (
    <li
      className="@container rounded-2xl border border-line bg-surface p-4"
      data-testid="sync-job"
      data-job-id={job.id}
      data-state={job.state}
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-bold">
            {KIND_LABELS[job.kind]} <span className="text-base font-semibold text-muted">작업 #{job.id}</span>
            <StateBadge state={job.state} />
          </h3>
          <p className="text-sm text-muted">
            {describeScope(job.kind, job.params)}
            {job.retryOf !== null && ` · 작업 #${job.retryOf} 다시 실행`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {active && (
            <button
              type="button"
              className={smallButton}
              disabled={actions.busy || job.cancelRequested}
              onClick={() => actions.onCancel(job)}
            >
              <Square aria-hidden="true" className="h-4 w-4" />
              {job.cancelRequested ? '취소 요청됨' : '취소'}
              <span className="sr-only"> (작업 #{job.id})</span>
            </button>
          )}
          {(job.state === 'failed' || job.state === 'cancelled') && (
            <button type="button" className={smallButton} disabled={actions.busy} onClick={() => actions.onRetry(job)}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              다시 실행<span className="sr-only"> (작업 #{job.id})</span>
            </button>
          )}
          <button
            type="button"
            className={smallButton}
            aria-expanded={open}
            aria-controls={itemsId}
            onClick={() => setOpen(!open)}
            data-testid="job-items-toggle"
          >
            {open ? <ChevronUp aria-hidden="true" className="h-4 w-4" /> : <ChevronDown aria-hidden="true" className="h-4 w-4" />}
            항목별 결과<span className="sr-only"> (작업 #{job.id})</span>
          </button>
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-1">
        <ProgressBar
          tone={job.state === 'failed' ? 'alert' : 'normal'}
          label={`작업 #${job.id} 진행률`}
          done={job.progressDone}
          total={job.progressTotal}
          valueText={steps}
        />
        {active && job.currentItem && (
          <p className="text-sm text-muted">
            지금: <span className="text-fg">{job.currentItem}</span>
          </p>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm @2xl:grid-cols-4">
        <Fact label="할당량 (사용 / 예상)">{`${formatUnits(job.quotaSpent)} / ${formatUnits(job.quotaEstimate)}`}</Fact>
        <Fact label="시작한 사람">{who}</Fact>
        <Fact label="요청 시각">
          <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
        </Fact>
        <Fact label={job.finishedAt ? '끝난 시각' : '시작 시각'}>
          {job.finishedAt ? (
            <time dateTime={job.finishedAt}>{formatDateTime(job.finishedAt)}</time>
          ) : job.startedAt ? (
            <time dateTime={job.startedAt}>{formatDateTime(job.startedAt)}</time>
          ) : (
            '아직 시작 전'
          )}
        </Fact>
      </dl>
      {counters.length > 0 && (
        <dl className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={`작업 #${job.id} 결과`} data-testid="job-counters">
          {counters.map(([key, label, value]) => (
            <div
              key={key}
              className={`flex gap-1 rounded-lg border px-2 py-1 ${key === 'failedChannels' ? 'border-accent-strong' : 'border-line'}`}
            >
              <dt className="text-muted">{label}</dt>
              <dd className="font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {job.error && (
        <p className={`mt-3 font-semibold ${job.state === 'cancelled' ? 'text-muted' : 'text-accent'}`} data-testid="job-error">
          {job.error}
        </p>
      )}
      {job.cancelRequested && active && <p className="mt-2 text-sm text-muted">취소를 요청했습니다. 지금 항목을 마치면 멈춥니다.</p>}
      {open && <JobItems jobId={job.id} active={active} id={itemsId} />}
    </li>
  );
}
