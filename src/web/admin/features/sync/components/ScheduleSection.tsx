// A schedule page's top: the schedule card, and beside it 'run now' with the quota estimate.
import { useId } from 'react';
import type { SyncSchedule } from '../../../../../shared/api/sync.ts';
import { Spinner } from '../../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../../components/ui/StateMessages.tsx';
import { KIND_HINTS } from '../sync-labels.ts';
import { useSchedules } from '../../../../api/sync.ts';
import { ScheduleCard } from './ScheduleCard.tsx';
import { StartWithEstimate } from './StartWithEstimate.tsx';

export function ScheduleSection({ kind, runLabel }: { kind: SyncSchedule['kind']; runLabel: string }) {
  const schedules = useSchedules();
  const runId = useId();
  const schedule = schedules.data?.find((s) => s.kind === kind);
  return (
    <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
      {schedules.isPending ? (
        <Spinner label="예약을 불러오는 중..." />
      ) : schedules.isError ? (
        <ErrorState message="예약을 불러오지 못했습니다" detail={errorDetail(schedules.error)} onRetry={() => schedules.refetch()} />
      ) : schedule ? (
        <ScheduleCard schedule={schedule} />
      ) : (
        <ErrorState message="이 동기화의 예약 정보가 없습니다" />
      )}
      <section
        aria-labelledby={runId}
        className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 md:p-5"
        data-testid="run-now"
      >
        <h2 id={runId} className="text-xl font-bold">
          지금 실행
        </h2>
        <p className="text-sm text-muted">{KIND_HINTS[kind]}</p>
        <StartWithEstimate request={{ kind }} label={runLabel} />
      </section>
    </div>
  );
}
