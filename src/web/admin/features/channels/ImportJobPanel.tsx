// The import job, followed live: progress, quota spent, per-row results; then a full sync of what it added.
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useChannelImport, useSyncImportedChannels, type ChannelImportStatus } from '../../../api/admin-channels.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { notify } from '../../components/notices.ts';
import { badgeClass, monoFont } from './channel-labels.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

type Outcome = ChannelImportStatus['rows'][number]['outcome'];
const OUTCOME_LABELS: Record<Outcome, string> = {
  imported: '등록함',
  exists: '이미 등록됨',
  duplicate: '중복 (건너뜀)',
  not_found: '유튜브에 없음',
  failed: '실패',
};
const STATE_LABELS: Record<ChannelImportStatus['job']['state'], string> = {
  queued: '대기 중',
  running: '진행 중',
  succeeded: '완료',
  failed: '실패',
  cancelled: '취소됨',
};

export function ImportJobPanel({ jobId }: { jobId: number }) {
  const status = useChannelImport(jobId);
  const syncAll = useSyncImportedChannels();
  if (status.isPending) return <p role="status">등록 작업을 불러오는 중...</p>;
  if (status.isError || !status.data)
    return <ErrorState message="등록 작업을 불러오지 못했습니다" detail={errorDetail(status.error)} onRetry={() => status.refetch()} />;
  const { job, rows, channelIds } = status.data;
  const percent = job.progressTotal > 0 ? Math.round((job.progressDone / job.progressTotal) * 100) : 0;
  const finished = job.state !== 'queued' && job.state !== 'running';

  async function syncImported() {
    try {
      const started = await syncAll.mutateAsync(jobId);
      notify(
        'success',
        `등록한 채널 ${channelIds.length}곳의 전체 동기화를 시작했습니다 (작업 #${started.jobId}, 예상 ${started.quotaEstimate}단위).`,
      );
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '동기화를 시작하지 못했습니다.');
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="import-job" data-state={job.state}>
      <p className="font-semibold" role="status" data-testid="import-job-state">
        {`작업 #${job.id}: ${STATE_LABELS[job.state]} — ${formatGroupedNumber(job.progressDone)} / ${formatGroupedNumber(job.progressTotal)}줄, 할당량 ${formatGroupedNumber(
          job.quotaSpent,
        )}단위 사용 (예상 ${formatGroupedNumber(job.quotaEstimate)}단위)`}
      </p>
      <div
        role="progressbar"
        aria-label="채널 일괄 등록 진행"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${job.progressDone} / ${job.progressTotal}줄`}
        className="h-3 overflow-hidden rounded-full border border-line bg-surface-2"
      >
        <div
          className={`h-full rounded-full ${job.state === 'failed' ? 'bg-accent-strong' : 'bg-focus'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {job.error && (
        <p role="alert" className="font-semibold text-accent">
          {job.error}
        </p>
      )}
      {finished && (
        <p data-testid="import-job-result">
          {`등록 ${formatGroupedNumber(job.result.imported ?? 0)}곳 · 이미 등록됨 ${formatGroupedNumber(job.result.exists ?? 0)} · 중복 ${formatGroupedNumber(
            job.result.duplicates ?? 0,
          )} · 유튜브에 없음 ${formatGroupedNumber(job.result.notFound ?? 0)} · 실패 ${formatGroupedNumber(job.result.failed ?? 0)}`}
        </p>
      )}
      {rows.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="import-results">
          {rows.map((row) => (
            <li
              key={row.line}
              className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center sm:gap-3"
              data-outcome={row.outcome}
            >
              <span className="font-semibold tabular-nums sm:w-24 sm:shrink-0">{`${row.line}번째 줄`}</span>
              <span className="min-w-0 flex-1">
                <span className="block font-bold break-keep">{row.channel ?? row.input}</span>
                {row.channel && <span className={`block truncate text-sm text-muted ${monoFont}`}>{row.input}</span>}
                {row.error && row.outcome !== 'imported' && <span className="block text-sm text-muted">{row.error}</span>}
              </span>
              <span className={`${badgeClass} ${row.outcome === 'imported' ? 'border-accent-strong' : ''} self-start sm:self-center`}>
                {OUTCOME_LABELS[row.outcome]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {finished && (
        <div className="flex flex-wrap gap-2">
          {channelIds.length > 0 && (
            <ActionButton
              icon={RefreshCw}
              className={buttonPrimary}
              onClick={syncImported}
              disabled={syncAll.isPending || syncAll.isSuccess}
            >{`등록한 채널 ${channelIds.length}곳 전체 동기화`}</ActionButton>
          )}
          <Link to={`${ADMIN_BASE}/channels?sort=created`} className={buttonSecondary}>
            채널 관리에서 보기
          </Link>
        </div>
      )}
    </div>
  );
}
