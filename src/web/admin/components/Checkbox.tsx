// A native checkbox and its words in one label (a 44 px target); `hideLabel` keeps the words for screen readers only,
// for a row's "choose" box whose row already shows what it is.
import type { ReactNode } from 'react';

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hideLabel?: boolean;
  /** A list row's "choose" box: its words for screen readers only, at the row's top. */
  row?: boolean;
  className?: string;
}

export function Checkbox({ label, checked, onChange, disabled, hideLabel = false, row = false, className = '' }: CheckboxProps) {
  const hidden = hideLabel || row;
  return (
    <label className={`inline-flex min-h-11 items-center gap-2 ${row ? '-mt-2 self-start' : ''} ${className}`}>
      <input
        type="checkbox"
        className="h-6 w-6 shrink-0 accent-accent-strong"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {hidden ? <span className="sr-only">{label}</span> : label}
    </label>
  );
}
