// A native <dialog> opened with showModal(): focus moves in and stays in, Escape closes, the page behind is inert.
// Its `title` is the heading that names it.
import { useEffect, useId, useRef, type ReactNode } from 'react';

const WIDTHS = {
  md: 'w-[min(32rem,calc(100vw-2rem))]',
  lg: 'w-[min(36rem,calc(100vw-2rem))]',
  xl: 'w-[min(40rem,calc(100vw-2rem))]',
  '2xl': 'w-[min(44rem,calc(100vw-2rem))]',
};

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  size?: keyof typeof WIDTHS;
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function ModalDialog({
  open,
  onClose,
  title,
  describedBy,
  role = 'dialog',
  size = 'md',
  className = '',
  testId,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault(); // React state decides; Escape asks to close
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
      className={`m-auto ${WIDTHS[size]} rounded-2xl border border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-black/60 ${className}`}
      data-testid={testId}
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="mb-4 text-xl font-bold break-keep break-words">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
