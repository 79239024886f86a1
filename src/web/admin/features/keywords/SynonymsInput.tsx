// Search synonyms of a keyword as removable chips; Enter or the add button puts the typed word in.
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { KEYWORD_NAME_MAX, KEYWORD_SYNONYMS_MAX } from '../../../../shared/constants/admin-keywords.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';

interface SynonymsInputProps {
  value: readonly string[];
  onChange: (synonyms: string[]) => void;
  error?: string | undefined;
}

export function SynonymsInput({ value, onChange, error }: SynonymsInputProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const add = () => {
    const word = text.trim().normalize('NFC');
    if (!word || value.includes(word) || value.length >= KEYWORD_SYNONYMS_MAX) return;
    onChange([...value, word]);
    setText('');
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        검색 동의어
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={KEYWORD_NAME_MAX}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className={fieldClass}
          placeholder="예: 소화 기구"
        />
        <ActionButton icon={Plus} className={`${buttonSecondary} shrink-0`} onClick={add} disabled={!text.trim()}>
          추가
        </ActionButton>
      </div>
      <p id={hintId} className="text-sm text-muted">
        {`이 말로 검색해도 이 키워드가 나옵니다. ${KEYWORD_SYNONYMS_MAX}개까지 넣을 수 있습니다.`}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-accent">
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="넣은 동의어">
          {value.map((word) => (
            <li key={word} className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 py-1 pl-3 pr-1 text-sm">
              {word}
              <ActionButton
                icon={X}
                className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-surface"
                onClick={() => onChange(value.filter((w) => w !== word))}
                aria-label={`동의어 ${word} 빼기`}
              ></ActionButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
