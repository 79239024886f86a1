// Asks before videos go to the deleted-video archive, with an optional reason (default '관리자 삭제').
import { useEffect, useId, useState } from 'react';
import { DEFAULT_DELETION_REASON, DELETION_REASON_MAX } from '../../../../shared/constants/admin-videos.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';

interface DeleteVideosDialogProps {
  /** How many videos, and the title when it is one. */
  target: { count: number; title?: string } | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function DeleteVideosDialog({ target, busy, onConfirm, onClose }: DeleteVideosDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [target]);
  return (
    <ModalDialog
      open={target !== null}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={bodyId}
      role="alertdialog"
      testId="delete-videos-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim());
        }}
        className="flex flex-col gap-4"
      >
        <h2 id={titleId} className="text-xl font-bold">
          {target && target.count === 1 ? '이 영상을 삭제할까요?' : `영상 ${formatGroupedNumber(target?.count ?? 0)}개를 삭제할까요?`}
        </h2>
        <p id={bodyId} className="text-muted">
          {target?.title ? `"${target.title}" 영상이 ` : '고른 영상이 '}
          공개 목록·검색·통계에서 바로 빠지고 삭제된 영상 보관함으로 옮겨집니다. 보관함에서 언제든 되살릴 수 있습니다.
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="font-semibold">
            삭제 사유 (선택)
          </label>
          <input
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={DELETION_REASON_MAX}
            className={fieldClass}
            placeholder={DEFAULT_DELETION_REASON}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose} autoFocus>
            취소
          </button>
          <button type="submit" className={buttonPrimary} disabled={busy} aria-busy={busy}>
            {busy ? '삭제 중...' : '삭제'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
