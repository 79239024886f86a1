// The one question before a consequential action (delete, purge, reject, deactivate, sign out): a modal form with a
// title, what will happen (its description), any fields the answer needs, and cancel / confirm buttons. Enter in a
// field confirms; the confirm button stays off while busy or until the answer is complete (`ready`).
import { useId, type ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';
import { ModalDialog } from './ModalDialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy?: boolean;
  /** The confirm button's text while busy. */
  busyLabel?: string;
  /** False while the answer is incomplete (the confirmation words not typed, no keyword chosen). */
  ready?: boolean;
  onConfirm: () => void;
  /** Escape, a click on the backdrop, and the cancel button unless `onCancel` says otherwise. */
  onClose: () => void;
  cancelLabel?: string;
  onCancel?: () => void;
  /** Which button has the focus when the dialog opens ('none': the first field). */
  autoFocus?: 'cancel' | 'confirm' | 'none';
  /** 'dialog' where the question is a choice rather than a warning (approving with a keyword). */
  role?: 'alertdialog' | 'dialog';
  testId?: string;
  /** What will happen; the dialog's description. */
  children: ReactNode;
  /** Inputs the answer needs (a reason, a note, a choice), under the description. */
  fields?: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  busy = false,
  busyLabel = '처리 중...',
  ready = true,
  onConfirm,
  onClose,
  cancelLabel = '취소',
  onCancel = onClose,
  autoFocus = 'cancel',
  role = 'alertdialog',
  testId = 'confirm-dialog',
  children,
  fields,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} title={title} describedBy={bodyId} role={role} testId={testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !busy) onConfirm();
        }}
        className="flex flex-col gap-4"
      >
        <div id={bodyId} className="text-muted">
          {children}
        </div>
        {fields}
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onCancel} autoFocus={autoFocus === 'cancel'}>
            {cancelLabel}
          </button>
          <button type="submit" className={buttonPrimary} disabled={!ready || busy} aria-busy={busy} autoFocus={autoFocus === 'confirm'}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
