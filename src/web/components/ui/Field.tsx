// Labelled native select (accessible on every device, including screen readers and switch controls).
import { useId, type ReactNode } from 'react';

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  className?: string;
  testId?: string;
}

export const fieldClass = 'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg';

export function SelectField({ label, value, onChange, options, className = '', testId }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-muted">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={fieldClass} data-testid={testId}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FieldGroup({ children, label }: { children: ReactNode; label: string }) {
  return (
    // min-w-0: a fieldset is at least as wide as its content by default, so one long unbreakable line would widen the page.
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-muted">{label}</legend>
      {children}
    </fieldset>
  );
}
