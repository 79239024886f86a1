// The sidebar on narrow screens: a modal panel from the left (Escape, the close button or the backdrop close it).
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AuthUser } from '../../../../shared/api/auth.ts';
import { AdminNav } from './AdminNav.tsx';
import { SignedInAs } from './AdminTopBar.tsx';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  user: AuthUser;
  loginAt: string | null;
}

export function MobileNavDrawer({ open, onClose, user, loginAt }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label="관리 메뉴"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-0 h-dvh max-h-none w-80 max-w-[85vw] border-r border-line bg-surface p-0 text-fg backdrop:bg-black/60"
      data-testid="admin-drawer"
    >
      {open && (
        <div className="flex min-h-full flex-col">
          <div className="flex items-center gap-2 border-b border-line p-3">
            <SignedInAs user={user} loginAt={loginAt} />
            <button
              type="button"
              onClick={onClose}
              className="ml-auto flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-line hover:bg-surface-2"
            >
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">메뉴 닫기</span>
            </button>
          </div>
          <AdminNav idPrefix="drawer-group" />
        </div>
      )}
    </dialog>
  );
}
