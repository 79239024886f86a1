// The quick sync's question before it starts: what will run (an incremental sync of every auto-sync
// channel), its estimated quota and what is left today, from POST /api/admin/sync/estimate. No key → a
// plain sentence and a link to the keys page, and no start button.
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { QuotaEstimate } from '../../../../shared/api/sync.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useQuickSyncEstimate } from '../../../api/sync.ts';

const formatUnits = (units: number) => `${formatGroupedNumber(units)}단위`;
export const KEYS_PAGE = `${ADMIN_BASE}/youtube-api`;

interface Props {
  open: boolean;
  busy: boolean;
  problem: { message: string; noKey: boolean } | null;
  onConfirm: () => void;
  onClose: () => void;
}

function NoKeyNotice({ estimate, onClose }: { estimate?: QuotaEstimate | undefined; onClose: () => void }) {
  const off = estimate && estimate.apiKeys.registered > 0;
  return (
    <div className="rounded-xl border-2 border-accent bg-accent-soft p-4 text-fg" data-testid="quick-sync-no-key">
      <p className="font-bold">
        {off
          ? `등록된 YouTube API 키 ${estimate.apiKeys.registered}개가 모두 꺼져 있어 동기화할 수 없습니다.`
          : '등록된 YouTube API 키가 없어 동기화할 수 없습니다.'}
      </p>
      <p className="mt-1">
        동기화는 YouTube API 키로 영상 정보를 읽습니다. {off ? '키를 켜면' : '키를 먼저 등록하면'} 바로 시작할 수 있습니다.
      </p>
      <Link to={KEYS_PAGE} onClick={onClose} className={`${buttonSecondary} mt-3`}>
        <KeyRound aria-hidden="true" className="h-5 w-5" />
        API 키 {off ? '관리' : '등록'}하러 가기
      </Link>
    </div>
  );
}

export function QuickSyncDialog({ open, busy, problem, onConfirm, onClose }: Props) {
  const bodyId = useId();
  const estimate = useQuickSyncEstimate(open);
  const figure = estimate.data;
  const noKey = (figure && figure.apiKeys.enabled === 0) || problem?.noKey;
  const canStart = !!figure && figure.allowed && !estimate.isFetching && !busy;
  return (
    <ModalDialog open={open} onClose={onClose} title="빠른 동기화: 증분 동기화" describedBy={bodyId} testId="quick-sync-dialog">
      <div id={bodyId} className="flex flex-col gap-3">
        <p className="text-muted">
          자동 동기화가 켜진 모든 채널에서 RSS로 새로 올라온 영상만 찾습니다. RSS는 무료이고, 새 영상 50개마다 1단위를 씁니다.
        </p>
        {estimate.isPending ? (
          <p role="status">예상 할당량을 계산하는 중...</p>
        ) : estimate.isError ? (
          <p role="alert" className="font-semibold text-accent">
            예상 할당량을 계산하지 못했습니다: {estimate.error.message}
          </p>
        ) : noKey ? (
          <NoKeyNotice estimate={figure} onClose={onClose} />
        ) : (
          figure && (
            <dl className="grid grid-cols-2 gap-3 rounded-xl bg-surface-2 p-3" data-testid="quick-sync-estimate">
              <div>
                <dt className="text-sm text-muted">예상 사용량 (최대)</dt>
                <dd className="text-lg font-extrabold tabular-nums">{formatUnits(figure.units)}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">오늘 남은 할당량</dt>
                <dd className="text-lg font-extrabold tabular-nums">{formatUnits(figure.remaining)}</dd>
              </div>
              <p className="col-span-2 text-sm text-muted">계산 근거: {figure.basis}</p>
              {!figure.allowed && (
                <p className="col-span-2 font-semibold text-accent">
                  오늘 남은 할당량으로는 시작할 수 없습니다. 할당량이 초기화된 뒤 다시 시도하세요.
                </p>
              )}
            </dl>
          )
        )}
        {problem && !problem.noKey && (
          <p role="alert" className="font-semibold text-accent" data-testid="quick-sync-error">
            {problem.message}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onClose} autoFocus>
          {noKey ? '닫기' : '취소'}
        </button>
        {!noKey && (
          <button
            type="button"
            className={buttonPrimary}
            onClick={onConfirm}
            disabled={!canStart}
            aria-busy={busy}
            data-testid="quick-sync-start"
          >
            {busy ? '시작하는 중...' : '동기화 시작'}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
