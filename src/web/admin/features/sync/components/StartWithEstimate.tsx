// The quota estimate for a sync (units, basis, what is left today) and the start button under it; the
// button stays disabled with the reason spelled out (and tied to it) when the sync cannot start.
import { Play } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { QuotaEstimate } from '../../../../../shared/api/sync.ts';
import { buttonPrimary } from '../../../../components/ui/buttons.ts';
import { useDebouncedValue } from '../../../../lib/hooks.ts';
import { ADMIN_BASE } from '../../../../../shared/constants/admin.ts';
import { notify } from '../../../components/notices.ts';
import { formatUnits, KIND_LABELS } from '../sync-labels.ts';
import { useStartSync, useSyncEstimate, type SyncRequest } from '../../../../api/sync.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';

function refusal(estimate: QuotaEstimate): string {
  if (estimate.apiKeys.enabled === 0)
    return estimate.apiKeys.registered === 0
      ? '등록된 YouTube API 키가 없어 동기화할 수 없습니다. API 키를 먼저 등록하세요.'
      : `등록된 YouTube API 키 ${estimate.apiKeys.registered}개가 모두 꺼져 있어 동기화할 수 없습니다. 키를 켜세요.`;
  if (estimate.remaining <= 0)
    return '오늘 남은 할당량이 없습니다. 사용할 수 있는 API 키를 추가하거나 할당량이 초기화될 때까지 기다리세요.';
  if (estimate.remaining < estimate.minimum && estimate.minimum < estimate.units)
    return `오늘 남은 할당량 ${formatUnits(estimate.remaining)}가 시작에 필요한 ${formatUnits(estimate.minimum)}보다 적습니다.`;
  return `예상 사용량 ${formatUnits(estimate.units)}가 오늘 남은 할당량 ${formatUnits(estimate.remaining)}보다 많습니다. 채널이나 쪽 수를 줄이세요.`;
}

interface StartWithEstimateProps {
  /** null: not ready yet, with `missing` saying what to choose. */
  request: SyncRequest | null;
  missing?: string;
  label?: string;
}

export function StartWithEstimate({ request, missing = '동기화할 대상을 고르세요.', label }: StartWithEstimateProps) {
  const reasonId = useId();
  // Ticking several channels in a row asks for one estimate, not one per click.
  const requestKey = JSON.stringify(request);
  const settledKey = useDebouncedValue(requestKey, 300);
  const settled = useMemo(() => JSON.parse(settledKey) as SyncRequest | null, [settledKey]);
  const estimate = useSyncEstimate(settled);
  const start = useStartSync();
  // A refusal belongs to the choice it answered: choosing something else clears it.
  const [refused, setRefused] = useState<{ key: string; text: string } | null>(null);
  const problem = refused?.key === requestKey ? refused.text : null;
  // The figure on screen may be the previous choice's while the new one is asked for; only a fresh one starts.
  const fresh = !!request && settledKey === requestKey && !estimate.isPlaceholderData && !estimate.isFetching;
  const figure = request ? (estimate.data ?? null) : null;

  let reason: string | null = null;
  if (!request) reason = missing;
  else if (estimate.isError && fresh) reason = estimate.error.message || '할당량을 계산하지 못했습니다.';
  else if (!fresh || !figure) reason = '할당량을 계산하는 중입니다...';
  else if (!figure.allowed) reason = refusal(figure);
  const canStart = fresh && !!figure && figure.allowed && !estimate.isError && !start.isPending;

  function run() {
    if (!request) return;
    setRefused(null);
    start.mutate(request, {
      onSuccess: (job) => notify('success', `${KIND_LABELS[job.kind]}을(를) 시작했습니다 (작업 #${job.id}).`),
      onError: (error) => setRefused({ key: requestKey, text: error instanceof Error ? error.message : '동기화를 시작하지 못했습니다.' }),
    });
  }

  return (
    <div className="flex flex-col gap-3" data-testid="sync-start">
      <div
        className={`rounded-xl border border-line bg-page p-3 ${figure && !fresh ? 'opacity-60' : ''}`}
        aria-busy={!!request && !fresh}
        data-testid="quota-estimate"
      >
        <h3 className="mb-2 font-bold">할당량 예상</h3>
        {figure ? (
          <>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted">예상 사용량 (최대)</dt>
                <dd className="text-lg font-extrabold tabular-nums" data-testid="estimate-units">
                  {formatUnits(figure.units)}
                </dd>
              </div>
              <div>
                <dt className="text-muted">오늘 남은 할당량</dt>
                <dd className="text-lg font-extrabold tabular-nums" data-testid="estimate-remaining">
                  {formatUnits(figure.remaining)}
                </dd>
              </div>
              {figure.minimum !== figure.units && (
                <div>
                  <dt className="text-muted">시작에 필요한 최소량</dt>
                  <dd className="text-lg font-extrabold tabular-nums">{formatUnits(figure.minimum)}</dd>
                </div>
              )}
            </dl>
            <p className="mt-2 text-sm text-muted" data-testid="estimate-basis">
              계산 근거: {figure.basis}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted">
            {!request ? '대상을 고르면 예상 사용량을 보여 줍니다.' : estimate.isError ? '예상 사용량을 계산하지 못했습니다.' : '계산 중...'}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ActionButton
          icon={Play}
          iconClassName="h-5 w-5"
          className={buttonPrimary}
          disabled={!canStart}
          aria-describedby={reason ? reasonId : undefined}
          aria-busy={start.isPending}
          onClick={run}
          data-testid="start-sync"
        >
          {start.isPending ? '시작하는 중...' : (label ?? (request ? `${KIND_LABELS[request.kind]} 시작` : '동기화 시작'))}
        </ActionButton>
        {reason && (
          <p id={reasonId} className="text-sm font-semibold text-muted" data-testid="start-disabled-reason">
            {reason}
            {fresh && figure && !figure.allowed && (
              <>
                {' '}
                <Link to={`${ADMIN_BASE}/youtube-api`} className="underline underline-offset-4">
                  API 키 관리
                </Link>
              </>
            )}
          </p>
        )}
      </div>
      <p role="alert" className="min-h-0 font-semibold text-accent empty:hidden" data-testid="start-error">
        {problem}
      </p>
    </div>
  );
}
