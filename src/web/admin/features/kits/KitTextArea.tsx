// A labelled textarea with an optional hint and refusal, like TextField (notes, questions, goals, the summary).
import { useId } from 'react';
import { fieldClass } from '../../../components/ui/Field.tsx';

interface KitTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  hint?: string;
  error?: string | null | undefined;
  compact?: boolean;
  /** The API's field name, so a refusal can focus it. */
  field: string;
}

export function KitTextArea({ label, value, onChange, maxLength, rows = 2, hint, error, compact = false, field }: KitTextAreaProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={compact ? 'text-sm font-semibold text-muted' : 'font-semibold'}>
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={maxLength}
        rows={rows}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={`${fieldClass} h-auto py-2`}
        data-field={field}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-accent" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
