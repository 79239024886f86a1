// Asks before videos go to the deleted-video archive, with an optional reason (default '관리자 삭제').
import { useEffect, useState } from 'react';
import { DEFAULT_DELETION_REASON, DELETION_REASON_MAX } from '../../../../shared/constants/admin-videos.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TextField } from '../../components/TextField.tsx';

interface DeleteVideosDialogProps {
  /** How many videos, and the title when it is one. */
  target: { count: number; title?: string } | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function DeleteVideosDialog({ target, busy, onConfirm, onClose }: DeleteVideosDialogProps) {
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [target]);
  return (
    <ConfirmDialog
      open={target !== null}
      title={target && target.count === 1 ? '이 영상을 삭제할까요?' : `영상 ${formatGroupedNumber(target?.count ?? 0)}개를 삭제할까요?`}
      confirmLabel="삭제"
      busyLabel="삭제 중..."
      busy={busy}
      onConfirm={() => onConfirm(reason.trim())}
      onClose={onClose}
      testId="delete-videos-dialog"
      fields={
        <TextField
          label="삭제 사유 (선택)"
          value={reason}
          onChange={setReason}
          maxLength={DELETION_REASON_MAX}
          placeholder={DEFAULT_DELETION_REASON}
        />
      }
    >
      {target?.title ? `"${target.title}" 영상이 ` : '고른 영상이 '}
      공개 목록·검색·통계에서 바로 빠지고 삭제된 영상 보관함으로 옮겨집니다. 보관함에서 언제든 되살릴 수 있습니다.
    </ConfirmDialog>
  );
}
