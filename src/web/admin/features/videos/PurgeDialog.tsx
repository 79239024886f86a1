// Permanent delete cannot be undone: the admin types the confirmation words first.
import { useEffect, useState } from 'react';
import { PURGE_CONFIRM_WORD } from '../../../../shared/constants/admin-videos.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TextField } from '../../components/TextField.tsx';

interface PurgeDialogProps {
  target: { count: number; title?: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function PurgeDialog({ target, busy, onConfirm, onClose }: PurgeDialogProps) {
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [target]);
  return (
    <ConfirmDialog
      open={target !== null}
      title={target?.count === 1 ? '이 영상을 영구 삭제할까요?' : `영상 ${formatGroupedNumber(target?.count ?? 0)}개를 영구 삭제할까요?`}
      confirmLabel="영구 삭제"
      busyLabel="삭제 중..."
      busy={busy}
      ready={typed.trim() === PURGE_CONFIRM_WORD}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="purge-dialog"
      fields={
        <TextField
          label={
            <>
              확인을 위해 <strong>{PURGE_CONFIRM_WORD}</strong>를 입력하세요
            </>
          }
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          data-testid="purge-confirm-input"
        />
      }
    >
      {target?.title ? `"${target.title}" 영상의 ` : '고른 영상의 '}
      기록이 보관함에서 완전히 지워지며 되돌릴 수 없습니다. 이후 동기화로도 다시 들어오지 않습니다 (영상 추가 화면에서 직접 다시 넣을 수는
      있습니다).
    </ConfirmDialog>
  );
}
