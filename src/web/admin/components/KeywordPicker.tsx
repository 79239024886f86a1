// Choosing a keyword by typing (초성 too): a WAI-ARIA combobox over the public keyword suggestions.
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { buttonGhost } from '../../components/ui/buttons.ts';
import { fieldClass } from '../../components/ui/Field.tsx';
import { useDebouncedValue } from '../../lib/hooks.ts';
import { useKeywordSuggestions, type KeywordSuggestion } from '../../api/catalogue-choices.ts';

export interface PickedKeyword {
  id: number;
  keyword: string;
}

interface KeywordPickerProps {
  value: PickedKeyword | null;
  onChange: (keyword: PickedKeyword | null) => void;
}

export function KeywordPicker({ value, onChange }: KeywordPickerProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), 200);
  const suggestions = useKeywordSuggestions(query);
  const options: KeywordSuggestion[] = query ? (suggestions.data ?? []) : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(option: KeywordSuggestion) {
    onChange({ id: option.id, keyword: option.keyword });
    setText('');
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // Close the list only; a second Escape closes the dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  }

  const status = !query
    ? ''
    : suggestions.isFetching && options.length === 0
      ? '찾는 중...'
      : options.length === 0
        ? '찾는 키워드가 없습니다.'
        : `키워드 ${options.length}개를 찾았습니다.`;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-semibold">
        키워드 찾기
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className={fieldClass}
          placeholder="예: 소화기, ㅅㅎㄱ"
          data-testid="keyword-picker-input"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="키워드 제안"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-auto rounded-lg border border-line bg-surface shadow-lg"
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep focus in the input: the choice happens on click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 ${index === active ? 'bg-surface-2 font-semibold' : ''}`}
            >
              <span>{option.keyword}</span>
              <span className="sr-only">, </span>
              <span className="text-sm text-muted">영상 {formatGroupedNumber(option.total_videos)}개</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className="text-sm text-muted">
        글자나 초성을 입력하고 위아래 화살표로 고른 뒤 Enter를 누르세요.
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
      <p className="flex min-h-11 flex-wrap items-center gap-2" data-testid="keyword-picker-value">
        <span className="text-muted">고른 키워드:</span>
        {value ? (
          <>
            <strong>{value.keyword}</strong>
            <button type="button" className={buttonGhost} onClick={() => onChange(null)} aria-label={`${value.keyword} 선택 취소`}>
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </>
        ) : (
          <span>없음</span>
        )}
      </p>
    </div>
  );
}
