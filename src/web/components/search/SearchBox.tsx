// The main search box (R-SEARCH-01): at most 15 characters, trimmed and non-empty, with a clear button
// and up to five suggested keywords while typing (a combobox). The "/" key brings the visitor here (search-shortcut.ts).
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '../../../shared/constants/catalogue.ts';
import { SEARCH_SHORTCUT_ATTR, SEARCH_SHORTCUT_HINT, SEARCH_SHORTCUT_KEY } from './search-shortcut.ts';
import { SuggestCombobox } from './SuggestCombobox.tsx';

interface SearchBoxProps {
  initialQuery?: string;
  /** Builds the destination; defaults to /search?q=… */
  hrefFor?: (query: string) => string;
  size?: 'lg' | 'md' | 'sm';
  label?: string;
  /** Shows the "최대 15자" line (not in the compact header box). */
  showHint?: boolean;
}

export function searchHref(query: string): string {
  return `/search?${new URLSearchParams({ q: query }).toString()}`;
}

export function SearchBox({
  initialQuery = '',
  hrefFor = searchHref,
  size = 'md',
  label = '안전 영상 검색',
  showHint = true,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState(initialQuery);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const big = size === 'lg';
  const small = size === 'sm';
  const focusRequested = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;

  // "/" pressed where no search box showed: the search page opens with its box focused.
  useEffect(() => {
    if (focusRequested) inputRef.current?.focus();
  }, [focusRequested]);

  const go = (query: string) => {
    setError(null);
    navigate(hrefFor(query));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) {
      setError('검색어를 입력해 주세요.');
      inputRef.current?.focus();
      return;
    }
    go(query);
  };
  const describedBy = [showHint ? `${id}-hint` : '', error ? `${id}-error` : '', `${id}-shortcut`].filter(Boolean).join(' ');

  return (
    <form role="search" aria-label={label} onSubmit={submit} className="w-full" noValidate>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div
        className={`relative flex items-center gap-2 rounded-2xl border-2 bg-surface pl-4 pr-2 shadow-sm focus-within:border-accent-strong ${error ? 'border-accent' : 'border-line'}`}
      >
        <Search aria-hidden="true" className={`${big ? 'h-6 w-6' : 'h-5 w-5'} shrink-0 text-muted`} />
        <SuggestCombobox
          id={id}
          inputRef={inputRef}
          type="search"
          name="q"
          value={value}
          maxLength={SEARCH_QUERY_MAX}
          enterKeyHint="search"
          placeholder="예: 소화기 사용법"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-keyshortcuts={SEARCH_SHORTCUT_KEY}
          {...{ [SEARCH_SHORTCUT_ATTR]: '' }}
          onValueChange={(next) => {
            setValue(next.slice(0, SEARCH_QUERY_MAX));
            if (error) setError(null);
          }}
          onPick={(keyword) => {
            setValue(keyword.slice(0, SEARCH_QUERY_MAX));
            go(keyword.slice(0, SEARCH_QUERY_MAX));
          }}
          className={`w-full min-w-0 bg-transparent text-fg outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden ${big ? 'h-14 text-lg' : small ? 'h-10 text-base' : 'h-12 text-base'}`}
        />
        {value && (
          <button
            type="button"
            aria-label="검색어 지우기"
            onClick={() => {
              setValue('');
              setError(null);
              inputRef.current?.focus();
            }}
            className={`flex shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg ${small ? 'h-10 w-10' : 'h-11 w-11'}`}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        )}
        <button
          type="submit"
          className={`shrink-0 rounded-xl bg-accent-strong px-4 font-bold text-white hover:brightness-110 ${big ? 'h-12 text-base' : 'h-10 text-sm'}`}
        >
          검색
        </button>
      </div>
      <p id={`${id}-shortcut`} className="sr-only">
        {SEARCH_SHORTCUT_HINT}
      </p>
      {showHint && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
          최대 {SEARCH_QUERY_MAX}자 · 현재 {value.length}자
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-accent">
          {error}
        </p>
      )}
    </form>
  );
}
