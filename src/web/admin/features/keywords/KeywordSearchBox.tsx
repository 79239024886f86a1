// The list's search box: a contains search applied 500 ms after typing stops (product spec › Validation rules), with up to 5
// suggestions (product spec › The calls it makes) as a WAI-ARIA combobox; Enter or a chosen suggestion applies at once.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useKeywordSuggest, type KeywordSuggestion } from '../../../api/admin-keywords.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { useDebouncedValue } from '../../../lib/hooks.ts';

export const SEARCH_DEBOUNCE_MS = 500;

interface KeywordSearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  label?: string;
}

export function KeywordSearchBox({ value, onSearch, label = '키워드 검색' }: KeywordSearchBoxProps) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const suggestQuery = useDebouncedValue(text.trim(), 200);
  const suggestions = useKeywordSuggest(open ? suggestQuery : '');
  const options: KeywordSuggestion[] = suggestQuery && open ? (suggestions.data ?? []) : [];
  const expanded = options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => setText(value), [value]); // back/forward or "조건 지우기"
  useEffect(() => {
    if (typed.current && settled !== value) onSearch(settled);
  }, [settled]); // only when the typed text settles

  function apply(next: string) {
    typed.current = false;
    setText(next);
    setOpen(false);
    setActive(-1);
    onSearch(next.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      apply(expanded && active >= 0 ? options[active]!.keyword : text);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-muted">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-muted" />
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          maxLength={50}
          value={text}
          onChange={(e) => {
            typed.current = true;
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className={`${fieldClass} pl-10`}
          placeholder="이름에 들어간 말 (예: 소화)"
          data-testid="keyword-search"
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
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => apply(option.keyword)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 ${index === active ? 'bg-surface-2 font-semibold' : ''}`}
            >
              <span>{option.keyword}</span>
              <span className="sr-only">, </span>
              <span className="text-sm text-muted">영상 {formatGroupedNumber(option.total_videos)}개</span>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {expanded ? `제안 ${options.length}개. 위아래 화살표로 고르세요.` : ''}
      </p>
    </div>
  );
}
