// One job's per-item results (channels, search pages), failures first, with their errors; paged by 50.
import { useState } from 'react';
import { formatDateTime, formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { Spinner } from '../../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../../components/ui/StateMessages.tsx';
import { detailPhrases, formatUnits } from '../sync-labels.ts';
import { useJobItems } from '../../../../api/sync.ts';
import { PrevNextPager } from './PrevNextPager.tsx';
import { StateBadge } from './StateBadge.tsx';

export function JobItems({ jobId, active, id }: { jobId: number; active: boolean; id: string }) {
  const [page, setPage] = useState(1);
  const query = useJobItems(jobId, page, active);
  if (query.isPending) return <Spinner size="sm" label="항목별 결과를 불러오는 중..." />;
  if (query.isError)
    return <ErrorState message="항목별 결과를 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />;
  const { data: items, pagination } = query.data;
  const failed = items.filter((item) => item.state === 'failed').length;
  return (
    <section
      id={id}
      aria-label={`작업 #${jobId} 항목별 결과`}
      className="mt-3 rounded-xl border border-line bg-page p-3"
      data-testid="job-items"
    >
      <p className="mb-2 text-sm text-muted">
        {pagination.total === 0
          ? active
            ? '아직 끝난 항목이 없습니다.'
            : '기록된 항목이 없습니다.'
          : `항목 ${formatGroupedNumber(pagination.total)}개${failed ? ` · 이 쪽의 실패 ${formatGroupedNumber(failed)}개를 먼저 보여 줍니다` : ''}`}
      </p>
      {items.length > 0 && (
        // A long list scrolls inside its own box (reachable by keyboard) instead of stretching the page.
        <div tabIndex={0} role="group" aria-label={`작업 #${jobId} 항목 목록`} className="max-h-[28rem] overflow-y-auto rounded-lg">
          <ul className="flex flex-col divide-y divide-line">
            {items.map((item) => {
              const name = typeof item.detail.channel === 'string' ? item.detail.channel : null;
              const phrases = detailPhrases(item.detail);
              return (
                <li key={item.itemKey} className="flex flex-col gap-1 py-2" data-testid="job-item" data-state={item.state}>
                  <div className="flex flex-wrap items-center gap-2">
                    <StateBadge state={item.state} item />
                    <span className="font-semibold">{name ?? item.itemKey}</span>
                    {name && <code className="break-all text-xs text-muted">{item.itemKey}</code>}
                  </div>
                  {item.error && (
                    <p className="text-sm font-semibold text-accent" data-testid="job-item-error">
                      {item.error}
                    </p>
                  )}
                  <p className="text-sm text-muted">
                    {[...phrases, formatUnits(item.units), formatDateTime(item.finishedAt)].filter(Boolean).join(' · ')}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <PrevNextPager
        page={page}
        totalPages={pagination.totalPages}
        onPage={setPage}
        label={`작업 #${jobId} 항목 쪽 이동`}
        className="mt-2"
      />
    </section>
  );
}
