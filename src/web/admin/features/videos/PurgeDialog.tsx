// Permanent delete cannot be undone: the admin types the confirmation words first.
import { useEffect, useId, useState } from 'react';
import { PURGE_CONFIRM_WORD } from '../../../../shared/constants/admin-videos.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';

interface PurgeDialogProps {
  target: { count: number; title?: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function PurgeDialog({ target, busy, onConfirm, onClose }: PurgeDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [target]);
  const ready = typed.trim() === PURGE_CONFIRM_WORD;
  return (
    <ModalDialog
      open={target !== null}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={bodyId}
      role="alertdialog"
      testId="purge-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onConfirm();
        }}
        className="flex flex-col gap-4"
      >
        <h2 id={titleId} className="text-xl font-bold">
          {target?.count === 1 ? '이 영상을 영구 삭제할까요?' : `영상 ${formatGroupedNumber(target?.count ?? 0)}개를 영구 삭제할까요?`}
        </h2>
        <p id={bodyId} className="text-muted">
          {target?.title ? `"${target.title}" 영상의 ` : '고른 영상의 '}
          기록이 보관함에서 완전히 지워지며 되돌릴 수 없습니다. 이후 동기화로도 다시 들어오지 않습니다 (영상 추가 화면에서 직접 다시 넣을
          수는 있습니다).
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold">
            확인을 위해 <strong>{PURGE_CONFIRM_WORD}</strong>를 입력하세요
          </label>
          <input
            id={inputId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className={fieldClass}
            autoComplete="off"
            data-testid="purge-confirm-input"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose} autoFocus>
            취소
          </button>
          <button type="submit" className={buttonPrimary} disabled={!ready || busy} aria-busy={busy}>
            {busy ? '삭제 중...' : '영구 삭제'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
