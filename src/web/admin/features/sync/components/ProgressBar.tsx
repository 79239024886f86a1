// A labelled progress bar (role=progressbar with a spoken value); the numbers are also visible as text.
import { percent } from '../sync-labels.ts';

interface ProgressBarProps {
  label: string;
  done: number;
  total: number;
  /** Spoken and shown next to the bar, e.g. '2 / 3 채널'. */
  valueText: string;
  /** 'alert' for a failed job (red); otherwise blue, so red keeps meaning "something went wrong". */
  tone?: 'normal' | 'alert';
}

export function ProgressBar({ label, done, total, valueText, tone = 'normal' }: ProgressBarProps) {
  const value = percent(done, total);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className="h-3 flex-1 overflow-hidden rounded-full border border-line bg-surface-2"
      >
        <div
          className={`h-full rounded-full transition-[width] ${tone === 'alert' ? 'bg-accent-strong' : 'bg-focus'}`}
          style={{ width: `${value}%` }}
        />
      </div>
      <span className="min-w-24 shrink-0 text-right text-sm tabular-nums text-muted">{valueText}</span>
    </div>
  );
}

/** A plain bar for a figure that is spelled out in text next to it (quota used), hidden from screen readers. */
export function UsageBar({ used, total }: { used: number; total: number }) {
  const value = percent(used, total);
  return (
    <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full border border-line bg-surface-2">
      <div className={`h-full rounded-full ${value >= 90 ? 'bg-accent-strong' : 'bg-focus'}`} style={{ width: `${value}%` }} />
    </div>
  );
}
