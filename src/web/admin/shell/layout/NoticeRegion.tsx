// Where notices appear: always-present live regions (polite for news, assertive for errors).
import { AlertCircle, CircleCheck, Info, X } from 'lucide-react';
import { dismissNotice, useNotices, type Notice } from '../../components/notices.ts';

const ICONS = { success: CircleCheck, info: Info, error: AlertCircle };

function NoticeItem({ notice }: { notice: Notice }) {
  const Icon = ICONS[notice.kind];
  return (
    <li
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-lg"
      data-testid={`notice-${notice.kind}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${notice.kind === 'error' ? 'text-accent' : 'text-fg'}`} />
      <p className="flex-1 font-semibold">{notice.text}</p>
      <button
        type="button"
        onClick={() => dismissNotice(notice.id)}
        className="-m-2 flex h-11 w-11 items-center justify-center rounded-lg hover:bg-surface-2"
      >
        <X aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">알림 닫기</span>
      </button>
    </li>
  );
}

export function NoticeRegion() {
  const notices = useNotices();
  const polite = notices.filter((n) => n.kind !== 'error');
  const errors = notices.filter((n) => n.kind === 'error');
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96">
      <div role="status" aria-live="polite" className="w-full">
        <ul className="flex flex-col gap-2">
          {polite.map((n) => (
            <NoticeItem key={n.id} notice={n} />
          ))}
        </ul>
      </div>
      <div role="alert" className="w-full">
        <ul className="flex flex-col gap-2">
          {errors.map((n) => (
            <NoticeItem key={n.id} notice={n} />
          ))}
        </ul>
      </div>
    </div>
  );
}
