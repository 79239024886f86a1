// A search input with up to five suggested keywords (WAI-ARIA combobox with a listbox popup):
// arrows move through the list (aria-activedescendant), Enter picks, Escape closes. The popup is
// placed against the nearest positioned ancestor (the search box frame).
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import type { SearchSuggestion as Suggestion } from '../../../shared/api/search.ts';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { useSearchSuggestions } from '../../api/search-suggestions.ts';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role'> {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was picked (click or Enter on it). */
  onPick: (keyword: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function SuggestCombobox({ id, value, onValueChange, onPick, inputRef, onKeyDown, onBlur, ...inputProps }: Props) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(value, open);
  const items: Suggestion[] = value.trim() ? (suggestions.data?.data ?? []) : [];
  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (item: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(item.keyword);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : items.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: past the last option the text is back in charge.
      setActive((current) => {
        const next = current + step;
        return next >= items.length ? -1 : next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="min-w-0 flex-1">
      <input
        {...inputProps}
        ref={inputRef}
        id={id}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          onBlur?.(event);
        }}
        onKeyDown={keyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="추천 검색어"
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-line bg-surface py-1 text-left shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the input, so the click lands before the blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
            onMouseEnter={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 text-base ${
              index === active ? 'bg-accent-soft text-accent' : 'text-fg'
            }`}
          >
            <span className="truncate">{item.keyword}</span>
            <span className="shrink-0 text-sm text-muted">영상 {formatGroupedNumber(item.total_videos)}개</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? `추천 검색어 ${items.length}개. 위아래 화살표로 고르고 Enter로 검색합니다.` : ''}
      </p>
    </div>
  );
}
