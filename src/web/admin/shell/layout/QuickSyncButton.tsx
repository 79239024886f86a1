// Quick sync (R-ADMIN-08): asks first, saying what will run and what it should cost, then starts an
// incremental sync job and says honestly what the server answered. With no API key registered (or none
// switched on) it says so and points to the keys page instead of offering a start that can only fail.
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { SYNC_JOB_STATE_LABELS } from '../../../../shared/constants/sync.ts';
import { ApiRequestError } from '../../../api/transport.ts';
import { startQuickSync, SYNC_QUERY_KEY } from '../../../api/sync.ts';
import { notify } from '../../components/notices.ts';
import { QuickSyncDialog } from './QuickSyncDialog.tsx';

export function QuickSyncButton() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; noKey: boolean } | null>(null);
  const client = useQueryClient();

  async function run() {
    setBusy(true);
    setProblem(null);
    try {
      const job = await startQuickSync();
      setOpen(false);
      notify(
        'success',
        `증분 동기화를 시작했습니다 (작업 #${job.id}, ${SYNC_JOB_STATE_LABELS[job.state]}). 진행 상황은 동기화 센터에서 볼 수 있습니다.`,
      );
      void client.invalidateQueries({ queryKey: SYNC_QUERY_KEY }); // job lists show the new job
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404)
        setProblem({ message: '동기화 기능을 사용할 수 없습니다.', noKey: false });
      else
        setProblem({
          message: error instanceof Error ? error.message : '동기화를 시작하지 못했습니다.',
          noKey: error instanceof ApiRequestError && error.code === 'NO_API_KEY',
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setProblem(null);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-testid="quick-sync"
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-3 font-semibold hover:bg-surface-2 disabled:opacity-60"
      >
        <RefreshCw aria-hidden="true" className={`h-5 w-5 ${busy ? 'animate-spin' : ''}`} />
        <span className="sr-only lg:not-sr-only">빠른 동기화</span>
      </button>
      <QuickSyncDialog open={open} busy={busy} problem={problem} onConfirm={run} onClose={() => setOpen(false)} />
    </>
  );
}
