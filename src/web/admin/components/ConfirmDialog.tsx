// Asks before a consequential action (deactivate an account, end its sessions).
import { useId, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';
import { ModalDialog } from './ModalDialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function ConfirmDialog({ open, title, confirmLabel, busy = false, onConfirm, onClose, children }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} describedBy={bodyId} role="alertdialog" testId="confirm-dialog">
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <div id={bodyId} className="mt-3 text-muted">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onClose} autoFocus>
          취소
        </button>
        <button type="button" className={buttonPrimary} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? '처리 중...' : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
