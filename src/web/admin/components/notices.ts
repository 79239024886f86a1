// Short messages after an action (quick sync, account changes), announced through a live region.
// R-ADMIN-02: success/info hide after 3 s, errors after 5 s.
import { useSyncExternalStore } from 'react';

export type NoticeKind = 'success' | 'info' | 'error';
export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function dismissNotice(id: number): void {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

export function notify(kind: NoticeKind, text: string): void {
  const id = nextId++;
  notices = [...notices.slice(-2), { id, kind, text }];
  emit();
  setTimeout(() => dismissNotice(id), kind === 'error' ? 5_000 : 3_000);
}

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
    () => notices,
  );
}
