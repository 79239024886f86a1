// A labelled text input with an optional hint and an optional refusal shown under it (read with the field).
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldClass } from '../../components/ui/Field.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Why the value was refused (the server's or the form's message); marks the field invalid. */
  error?: string | null | undefined;
  /** Small muted label, like the select fields of filter bars. */
  compact?: boolean;
  /** A filter bar's search box: compact, type search, no autofill. */
  search?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  compact = false,
  search = false,
  className = '',
  ...rest
}: TextFieldProps) {
  const id = useId();
  const searchProps = search ? { type: 'search', autoComplete: 'off' } : {};
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={compact || search ? 'text-sm font-semibold text-muted' : 'font-semibold'}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={fieldClass}
        {...searchProps}
        {...rest}
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
