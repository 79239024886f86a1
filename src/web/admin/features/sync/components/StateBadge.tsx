// A job's or an item's state as a word plus an icon (never colour alone).
import { Ban, CheckCircle2, Clock, Loader2, MinusCircle, XCircle, type LucideIcon } from 'lucide-react';
import type { SyncJobItem } from '../../../../../shared/api/sync.ts';
import { ITEM_STATE_LABELS, STATE_LABELS, type JobState } from '../sync-labels.ts';

type AnyState = JobState | SyncJobItem['state'];

const ICONS: Record<AnyState, LucideIcon> = {
  queued: Clock,
  running: Loader2,
  succeeded: CheckCircle2,
  failed: XCircle,
  cancelled: Ban,
  skipped: MinusCircle,
};

const STYLES: Record<AnyState, string> = {
  queued: 'border-line text-fg',
  running: 'border-focus text-fg',
  succeeded: 'border-line text-fg',
  failed: 'border-accent-strong text-accent font-bold',
  cancelled: 'border-line text-muted',
  skipped: 'border-line text-muted',
};

export function StateBadge({ state, item = false }: { state: AnyState; item?: boolean }) {
  const Icon = ICONS[state];
  const label = item ? ITEM_STATE_LABELS[state as SyncJobItem['state']] : STATE_LABELS[state as JobState];
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-sm ${STYLES[state]}`}
      data-testid="state-badge"
      data-state={state}
    >
      <Icon aria-hidden="true" className={`h-4 w-4 ${state === 'running' ? 'motion-safe:animate-spin' : ''}`} />
      {label}
    </span>
  );
}
