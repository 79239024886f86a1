// The wizard's past runs (newest first, paged; ?runs= in the URL), each with where its undo stands: 되돌리기 while
// it can, or why not (되돌림, 30일 지남, 이후에 바뀐 작업을 먼저…). Undo starts the undo job and opens it.
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BULK_TASK_LABELS } from '../../../../shared/constants/bulk-tasks.ts';
import { SYNC_JOB_STATE_LABELS } from '../../../../shared/constants/sync.ts';
import { formatDateTime, formatGroupedNumber } from '../../../../shared/format/index.ts';
import { usePastBulkTasks, useUndoBulkTask, type BulkTaskRunSummary } from '../../../api/bulk-tasks.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { EmptyState } from '../../../components/ui/StateMessages.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/notices.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { undoBulkTask } from '../../../../shared/api/endpoints.ts';

export const UNDO_STATE_LABELS: Record<BulkTaskRunSummary['undoState'], string> = {
  available: '되돌릴 수 있음',
  undone: '되돌림',
  expired: '30일이 지나 되돌릴 수 없음',
  changed_since: '이후에 바뀌어 되돌릴 수 없음',
  not_reversible: '되돌릴 수 없는 작업',
  not_finished: '진행 중',
  nothing: '바뀐 영상 없음',
};

function runTitle(run: BulkTaskRunSummary) {
  const name = BULK_TASK_LABELS[run.task];
  return run.undoOf ? `작업 #${run.id}: #${run.undoOf} 되돌리기 (${name})` : `작업 #${run.id}: ${name}`;
}

export function PastRuns({ page, hrefFor, onOpen }: { page: number; hrefFor: (page: number) => string; onOpen: (id: number) => void }) {
  const list = usePastBulkTasks(page);
  const undo = useUndoBulkTask();
  // A viewer reads the runs; undo is offered only to a role the server lets start it.
  const canUndo = useStaff().canCall(undoBulkTask);
  const [confirming, setConfirming] = useState<BulkTaskRunSummary | null>(null);

  async function undoRun() {
    if (!confirming) return;
    const run = confirming;
    try {
      const started = await undo.mutateAsync(run.id);
      notify('success', `작업 #${run.id}을(를) 되돌리는 작업 #${started.id}을(를) 시작했습니다.`);
      onOpen(started.id);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '되돌리지 못했습니다.');
    } finally {
      setConfirming(null);
    }
  }

  return (
    <section aria-label="지난 일괄 작업" className="flex flex-col gap-3" data-testid="past-runs">
      <PagedList
        query={list}
        noun="지난 일괄 작업"
        busy={undo.isPending}
        heading={{ id: 'past-runs-title', keepWhenEmpty: true, text: (p) => `지난 일괄 작업 ${formatGroupedNumber(p.total)}개` }}
        intro={<p className="text-sm text-muted">상태·키워드 바꾸기, 다시 분류, 삭제는 실행한 뒤 30일 안에 여기서 되돌릴 수 있습니다.</p>}
        empty={<EmptyState title="아직 실행한 일괄 작업이 없습니다">위에서 작업을 고르고 미리 본 뒤 실행하면 여기에 남습니다.</EmptyState>}
        hrefFor={hrefFor}
        pageLabel="지난 일괄 작업 페이지"
      >
        {(runs) => (
          <ul className="flex flex-col gap-2">
            {runs.map((run) => (
              <li
                key={run.id}
                data-testid="past-run"
                data-run-id={run.id}
                data-undo={run.undoState}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3 md:flex-row md:items-center md:gap-4"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-bold break-keep">{runTitle(run)}</p>
                  <p className="text-sm text-muted">
                    {`${formatDateTime(run.createdAt)} · ${run.requestedBy} · ${SYNC_JOB_STATE_LABELS[run.state]} · 바꾼 영상 ${formatGroupedNumber(run.result.changed ?? 0)}개`}
                  </p>
                  <p className="text-sm">
                    <span className="font-semibold">{UNDO_STATE_LABELS[run.undoState]}</span>
                    {run.undoState === 'available' && run.undoableUntil && ` (${formatDateTime(run.undoableUntil)}까지)`}
                    {run.undoNote && run.undoState !== 'not_reversible' && <span className="text-muted">{` — ${run.undoNote}`}</span>}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link to={`?run=${run.id}`} className={buttonSecondary} aria-label={`작업 #${run.id} 결과 보기`}>
                    결과 보기
                  </Link>
                  {canUndo && run.canUndo && (
                    <ActionButton
                      icon={Undo2}
                      className={buttonPrimary}
                      onClick={() => setConfirming(run)}
                      disabled={undo.isPending}
                      aria-label={`작업 #${run.id} 되돌리기`}
                    >
                      되돌리기
                    </ActionButton>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={confirming !== null}
        title="작업 전체를 되돌릴까요?"
        confirmLabel="되돌리기"
        busy={undo.isPending}
        onConfirm={undoRun}
        onClose={() => setConfirming(null)}
      >
        {confirming &&
          `${runTitle(confirming)}으로 바뀐 영상 ${formatGroupedNumber(confirming.result.changed ?? 0)}개를 작업 전 상태로 돌려놓습니다. 그 뒤에 다시 바뀐 영상은 건너뜁니다.`}
      </ConfirmDialog>
    </section>
  );
}
