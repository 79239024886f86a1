// /119sys-ctrl/statistics-sync: the daily statistics sync (HH:MM Korea time), its last run, 'run now'
// with its estimate, the platform statistics history as charts (with tables), and recent jobs.
import { Suspense, useId } from 'react';
import { lazyWithTimeout } from '../../../../lib/lazy-with-timeout.ts';
import { Spinner } from '../../../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../../../components/ui/StateMessages.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { JobList } from '../components/JobList.tsx';
import { ScheduleSection } from '../components/ScheduleSection.tsx';
import { useStatisticsHistory } from '../../../../api/sync.ts';

const StatisticsChart = lazyWithTimeout(() => import('../components/StatisticsChart.tsx'));

function History() {
  const titleId = useId();
  const history = useStatisticsHistory();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-surface p-4 md:p-5">
      <h2 id={titleId} className="mb-3 text-xl font-bold">
        플랫폼 통계 기록 (최근 90일)
      </h2>
      {history.isPending ? (
        <Spinner label="통계 기록을 불러오는 중..." />
      ) : history.isError ? (
        <ErrorState message="통계 기록을 불러오지 못했습니다" detail={errorDetail(history.error)} onRetry={() => history.refetch()} />
      ) : history.data.length === 0 ? (
        <EmptyState title="통계 기록이 아직 없습니다">통계 동기화가 끝나면 그날의 합계가 쌓입니다.</EmptyState>
      ) : (
        <Suspense fallback={<Spinner label="차트를 불러오는 중..." />}>
          <StatisticsChart days={history.data} />
        </Suspense>
      )}
    </section>
  );
}

export default function StatisticsSyncPage() {
  return (
    <>
      <PageHeader
        title="통계 동기화"
        description="모든 공개 영상의 조회수·좋아요·댓글 수와 채널 구독자 수를 새로 고치고, 끝나면 사이트 전체 통계를 그날 날짜로 남깁니다. 할당량이 모자라면 오래된 영상부터 며칠에 나눠 갱신합니다."
      />
      <ScheduleSection kind="statistics" runLabel="지금 실행" />
      <div className="mt-8">
        <History />
      </div>
      <div className="mt-8">
        <JobList title="최근 통계 동기화 작업" kind="statistics" limit={5} />
      </div>
    </>
  );
}
