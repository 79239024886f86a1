// Empty and error states shared by lists (R-ERROR-04 UI states, R-ERROR-04 messages).
import { AlertTriangle, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonSecondary } from './buttons.ts';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="h-10 w-10 text-muted" />
      <p className="text-lg font-semibold">{title}</p>
      {children && <div className="text-muted">{children}</div>}
    </div>
  );
}

export function ErrorState({ message, detail, onRetry }: { message: string; detail?: string | undefined; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-6 py-10 text-center">
      <AlertTriangle aria-hidden="true" className="h-10 w-10 text-accent" />
      <p className="text-lg font-semibold">{message}</p>
      {detail && <p className="text-sm text-muted">{detail}</p>}
      {onRetry && (
        <button type="button" className={buttonSecondary} onClick={onRetry}>
          <RotateCw aria-hidden="true" className="h-4 w-4" />
          다시 시도
        </button>
      )}
    </div>
  );
}

export function errorDetail(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
