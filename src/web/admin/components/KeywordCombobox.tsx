// Typing a keyword (초성 too) with suggestions from the catalogue, as a WAI-ARIA combobox: arrows move through the
// list (aria-activedescendant), Enter picks the active suggestion, Escape closes the list only (a second Escape
// closes the dialog around it). The admin's one keyword combobox: KeywordPicker chooses with it, the keyword
// list's search box searches with it.
import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { useKeywordSuggestions, type KeywordSuggestion } from '../../api/catalogue-choices.ts';
import { fieldClass } from '../../components/ui/Field.tsx';
import { useDebouncedValue } from '../../lib/hooks.ts';

export type { KeywordSuggestion };

const SUGGEST_DEBOUNCE_MS = 200;

interface KeywordComboboxProps {
  label: string;
  /** 'field': a form field's bold label; 'search': a filter bar's small label and a search icon. */
  look?: 'field' | 'search';
  text: string;
  onTextChange: (text: string) => void;
  /** A suggestion was chosen (click, or Enter on the active one). */
  onPick: (option: KeywordSuggestion) => void;
  /** Enter with no suggestion active; without it, Enter submits the surrounding form. */
  onEnter?: (text: string) => void;
  /** How many suggestions to show at most. */
  max?: number;
  placeholder: string;
  /** How to use it, read with the field. */
  hint?: string;
  maxLength?: number;
  testId: string;
}

export function KeywordCombobox({
  label,
  look = 'field',
  text,
  onTextChange,
  onPick,
  onEnter,
  max,
  placeholder,
  hint,
  maxLength,
  testId,
}: KeywordComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useKeywordSuggestions(open ? query : '');
  const options: KeywordSuggestion[] = open && query ? (suggestions.data ?? []).slice(0, max) : [];
  const expanded = options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(option: KeywordSuggestion) {
    close();
    onPick(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      close();
      onEnter(text);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  const status =
    !open || !query
      ? ''
      : suggestions.isFetching && options.length === 0
        ? '찾는 중...'
        : options.length === 0
          ? '찾는 키워드가 없습니다.'
          : `키워드 ${options.length}개를 찾았습니다. 위아래 화살표로 고르세요.`;
  const search = look === 'search';

  return (
    <div className={`flex flex-col ${search ? 'gap-1' : 'gap-2'}`}>
      <label htmlFor={inputId} className={search ? 'text-sm font-semibold text-muted' : 'font-semibold'}>
        {label}
      </label>
      <div className="relative">
        {search && <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-muted" />}
        <input
          id={inputId}
          type={search ? 'search' : 'text'}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          maxLength={maxLength}
          value={text}
          onChange={(e) => {
            onTextChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={search ? `${fieldClass} pl-10` : fieldClass}
          placeholder={placeholder}
          data-testid={testId}
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
              onClick={() => pick(option)}
              className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 ${index === active ? 'bg-surface-2 font-semibold' : ''}`}
            >
              <span>{option.keyword}</span>
              <span className="sr-only">, </span>
              <span className="text-sm text-muted">영상 {formatGroupedNumber(option.total_videos)}개</span>
            </li>
          ))}
        </ul>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
