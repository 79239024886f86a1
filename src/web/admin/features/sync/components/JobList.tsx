// The live job list: read every 2 s while a job is queued or running, filters by state (and kind when
// not fixed), paging, cancel/retry, and a polite live region that says when jobs move on.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { SyncJob, SyncJobKind } from '../../../../../shared/api/sync.ts';
import { formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { SelectField } from '../../../../components/ui/Field.tsx';
import { Spinner } from '../../../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../../../components/ui/StateMessages.tsx';
import { notify } from '../../../components/notices.ts';
import { JOB_STATES, KIND_LABELS, percent, STATE_LABELS, SYNC_KINDS, type JobState } from '../sync-labels.ts';
import { isActive, SYNC_QUERY_KEY, useCancelJob, useRetryJob, useSyncJobs } from '../../../../api/sync.ts';
import { JobCard } from './JobCard.tsx';
import { PrevNextPager } from './PrevNextPager.tsx';

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** What the live region says: each active job at quarter steps, so a screen reader is not told every 2 s. */
function progressSummary(jobs: readonly SyncJob[]): string {
  const active = jobs.filter(isActive);
  if (!active.length) return '';
  return active
    .map(
      (job) =>
        `${KIND_LABELS[job.kind]} 작업 #${job.id} ${STATE_LABELS[job.state]}${job.state === 'running' ? ` ${Math.floor(percent(job.progressDone, job.progressTotal) / 25) * 25}%` : ''}`,
    )
    .join(', ');
}

/** Tells (once) when a job seen as queued/running has finished, and refreshes what its work changed. */
function useFinishNotices(jobs: readonly SyncJob[] | undefined) {
  const client = useQueryClient();
  const seen = useRef(new Map<number, JobState>());
  useEffect(() => {
    if (!jobs) return;
    let finished = false;
    for (const job of jobs) {
      const before = seen.current.get(job.id);
      if (before && (before === 'queued' || before === 'running') && !isActive(job)) {
        finished = true;
        const text = `${KIND_LABELS[job.kind]} 작업 #${job.id}: ${STATE_LABELS[job.state]}`;
        notify(
          job.state === 'succeeded' ? 'success' : job.state === 'failed' ? 'error' : 'info',
          job.error ? `${text} — ${job.error}` : text,
        );
      }
      seen.current.set(job.id, job.state);
    }
    // Quota left, schedules' last results, item lists and statistics all moved with the job.
    if (finished) void client.invalidateQueries({ queryKey: SYNC_QUERY_KEY, predicate: (q) => q.queryKey[2] !== 'jobs' });
  }, [jobs, client]);
}

interface JobListProps {
  title: string;
  /** Only jobs of this kind (the schedule pages); otherwise a kind filter is shown. */
  kind?: SyncJobKind;
  limit?: number;
}

export function JobList({ title, kind, limit = 10 }: JobListProps) {
  const titleId = useId();
  const [kindFilter, setKindFilter] = useState<SyncJobKind | ''>('');
  const [stateFilter, setStateFilter] = useState<JobState | ''>('');
  const [page, setPage] = useState(1);
  const query = useSyncJobs({ kind: kind ?? (kindFilter || undefined), state: stateFilter || undefined, page, limit });
  const cancel = useCancelJob();
  const retry = useRetryJob();
  const jobs = query.data?.data;
  useFinishNotices(jobs);

  const actions = {
    busy: cancel.isPending || retry.isPending,
    onCancel: (job: SyncJob) =>
      cancel.mutate(job.id, {
        onSuccess: (after) =>
          notify(
            'info',
            after.state === 'cancelled'
              ? `작업 #${job.id}을(를) 취소했습니다.`
              : `작업 #${job.id} 취소를 요청했습니다. 지금 항목을 마치면 멈춥니다.`,
          ),
        onError: (error) => notify('error', message(error, '작업을 취소하지 못했습니다.')),
      }),
    onRetry: (job: SyncJob) =>
      retry.mutate(job.id, {
        onSuccess: (next) => notify('success', `작업 #${job.id}을(를) 다시 실행합니다 (새 작업 #${next.id}).`),
        onError: (error) => notify('error', message(error, '작업을 다시 실행하지 못했습니다.')),
      }),
  };

  const filters = (
    <div className="mb-3 flex flex-wrap gap-3">
      {!kind && (
        <SelectField
          label="종류"
          value={kindFilter}
          onChange={(v) => {
            setKindFilter(v as SyncJobKind | '');
            setPage(1);
          }}
          options={[{ value: '', label: '모든 종류' }, ...SYNC_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
          className="w-40"
        />
      )}
      <SelectField
        label="상태"
        value={stateFilter}
        onChange={(v) => {
          setStateFilter(v as JobState | '');
          setPage(1);
        }}
        options={[{ value: '', label: '모든 상태' }, ...JOB_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))]}
        className="w-40"
      />
    </div>
  );

  const pagination = query.data?.pagination;
  return (
    <section aria-labelledby={titleId} data-testid="job-list">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {pagination && (
          <p className="text-sm text-muted">
            전체 {formatGroupedNumber(pagination.total)}개{jobs?.some(isActive) ? ' · 2초마다 새로 고침' : ''}
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite" data-testid="job-progress-live">
        {jobs ? progressSummary(jobs) : ''}
      </p>
      {filters}
      {query.isPending ? (
        <Spinner label="작업 목록을 불러오는 중..." />
      ) : query.isError ? (
        <ErrorState message="작업 목록을 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />
      ) : !jobs?.length ? (
        <EmptyState title="아직 작업이 없습니다">
          {stateFilter || kindFilter ? '다른 조건을 골라 보세요.' : '동기화를 시작하면 여기에 진행 상황이 나타납니다.'}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} actions={actions} />
          ))}
        </ul>
      )}
      <PrevNextPager page={page} totalPages={pagination?.totalPages ?? 0} onPage={setPage} label="작업 목록 쪽 이동" className="mt-3" />
    </section>
  );
}
