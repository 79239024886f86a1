// A wizard run followed live: progress, per-item results (before → after, or why skipped or failed), cancel
// while it runs, and undo of the whole run for 30 days.
import { Ban, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { BULK_TASK_LABELS } from '../../../../shared/constants/bulk-tasks.ts';
import { SYNC_ITEM_STATE_LABELS, SYNC_JOB_STATE_LABELS } from '../../../../shared/constants/sync.ts';
import { formatDateTime, formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useBulkTaskRun, useCancelBulkTask, useUndoBulkTask, type BulkTaskRun } from '../../../api/bulk-tasks.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/notices.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { ItemText } from './PlanList.tsx';

const message = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

function title(run: BulkTaskRun) {
  const name = BULK_TASK_LABELS[run.task];
  return run.undoOf ? `작업 #${run.undoOf} 되돌리기 (${name})` : `작업 #${run.id}: ${name}`;
}

export function RunPanel({ runId, onOpen }: { runId: number; onOpen: (id: number) => void }) {
  const query = useBulkTaskRun(runId);
  const cancel = useCancelBulkTask();
  const undo = useUndoBulkTask();
  const [confirming, setConfirming] = useState(false);
  if (query.isPending) return <p role="status">작업을 불러오는 중...</p>;
  if (query.isError || !query.data)
    return <ErrorState message="작업을 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />;
  const run = query.data;
  const active = run.state === 'queued' || run.state === 'running';
  const percent = run.progressTotal > 0 ? Math.round((run.progressDone / run.progressTotal) * 100) : active ? 0 : 100;
  const changed = run.items.filter((item) => item.state === 'succeeded').length;

  async function stop() {
    try {
      await cancel.mutateAsync(run.id);
      notify('info', '작업 취소를 요청했습니다. 지금 처리 중인 영상까지 끝내고 멈춥니다.');
    } catch (error) {
      notify('error', message(error, '취소하지 못했습니다.'));
    }
  }

  async function undoRun() {
    try {
      const started = await undo.mutateAsync(run.id);
      setConfirming(false);
      notify('success', `작업 #${run.id}을(를) 되돌리는 작업 #${started.id}을(를) 시작했습니다.`);
      onOpen(started.id);
    } catch (error) {
      setConfirming(false);
      notify('error', message(error, '되돌리지 못했습니다.'));
    }
  }

  return (
    <div className="flex flex-col gap-4" data-testid="bulk-run" data-state={run.state}>
      <h3 className="text-lg font-bold">{title(run)}</h3>
      <p className="font-semibold" role="status" data-testid="bulk-run-state">
        {`${SYNC_JOB_STATE_LABELS[run.state]}${run.cancelRequested && active ? ' (취소 요청됨)' : ''} — ${formatGroupedNumber(run.progressDone)} / ${formatGroupedNumber(run.progressTotal)}`}
        {run.quotaSpent > 0 && `, 할당량 ${formatGroupedNumber(run.quotaSpent)}단위 사용`}
      </p>
      <div
        role="progressbar"
        aria-label="일괄 작업 진행"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${run.progressDone} / ${run.progressTotal}`}
        className="h-3 overflow-hidden rounded-full border border-line bg-surface-2"
      >
        <div
          className={`h-full rounded-full ${run.state === 'failed' ? 'bg-accent-strong' : 'bg-focus'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {run.error && run.state !== 'cancelled' && (
        <p role="alert" className="font-semibold text-accent">
          {run.error}
        </p>
      )}
      {!active && (
        <p data-testid="bulk-run-result">
          {`바뀜 ${formatGroupedNumber(changed)} · 건너뜀 ${formatGroupedNumber(run.items.filter((i) => i.state === 'skipped').length)} · 실패 ${formatGroupedNumber(run.items.filter((i) => i.state === 'failed').length)}`}
          {run.undoneBy && ` — 작업 #${run.undoneBy}(으)로 되돌렸습니다.`}
          {run.canUndo && run.undoableUntil && ` — ${formatDateTime(run.undoableUntil)}까지 되돌릴 수 있습니다.`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {active && (
          <ActionButton icon={Ban} className={buttonSecondary} onClick={stop} disabled={cancel.isPending || run.cancelRequested}>
            작업 취소
          </ActionButton>
        )}
        {run.canUndo && (
          <ActionButton icon={Undo2} className={buttonPrimary} onClick={() => setConfirming(true)} data-testid="bulk-undo">
            이 작업 전체 되돌리기
          </ActionButton>
        )}
        {run.undoneBy && (
          <button type="button" className={buttonSecondary} onClick={() => onOpen(run.undoneBy!)}>
            {`되돌린 작업 #${run.undoneBy} 보기`}
          </button>
        )}
      </div>
      {run.items.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="bulk-run-items">
          {run.items.map((item) => (
            <li
              key={item.key}
              data-state={item.state}
              className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center sm:gap-3"
            >
              <ItemText
                title={item.title}
                videoId={item.videoId}
                before={item.before}
                after={item.after}
                note={item.message && <span className="block text-sm text-muted">{item.message}</span>}
              />
              <span className="self-start rounded-full border border-line px-2 py-0.5 text-sm font-semibold sm:self-center">
                {SYNC_ITEM_STATE_LABELS[item.state]}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title="작업 전체를 되돌릴까요?"
        confirmLabel="되돌리기"
        busy={undo.isPending}
        onConfirm={undoRun}
        onClose={() => setConfirming(false)}
      >
        {`이 작업으로 바뀐 영상 ${formatGroupedNumber(changed)}개를 작업 전 상태로 돌려놓습니다. 그 뒤에 다시 바뀐 영상은 건너뜁니다.`}
      </ConfirmDialog>
    </div>
  );
}
