// A labelled password field with a show/hide button (used by the account and user forms).
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants/auth.ts';
import { fieldClass } from '../../components/ui/Field.tsx';

interface PasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
}

export function PasswordInput({ label, value, onChange, autoComplete, hint, disabled, invalid, name }: PasswordInputProps) {
  const id = useId();
  const hintId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.value)}
          className={fieldClass}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          disabled={disabled}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-line bg-surface hover:bg-surface-2 disabled:opacity-50"
        >
          {visible ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
          <span className="sr-only">{`${label} 보기`}</span>
        </button>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Server rules (README): 12–128 characters, Korean allowed, no composition rules, common/site words refused. */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}~${PASSWORD_MAX_LENGTH}자. 한글도 쓸 수 있습니다. 흔한 단어나 사이트 관련 말(119, 소방, admin 등)만으로 된 비밀번호는 쓸 수 없습니다.`;
