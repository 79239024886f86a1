// A labelled text input with an optional hint.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldClass } from '../../components/ui/Field.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Small muted label, like the select fields of filter bars. */
  compact?: boolean;
  /** A filter bar's search box: compact, type search, no autofill. */
  search?: boolean;
}

export function TextField({ label, value, onChange, hint, compact = false, search = false, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const searchProps = search ? { type: 'search', autoComplete: 'off' } : {};
  const hintId = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={compact || search ? 'text-sm font-semibold text-muted' : 'font-semibold'}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? hintId : undefined}
        className={fieldClass}
        {...searchProps}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
