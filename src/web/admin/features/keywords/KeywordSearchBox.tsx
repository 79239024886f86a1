// The list's search box: a contains search applied 500 ms after typing stops (R-ADMIN-KEYWORD-01), with up to 5
// suggestions (R-ADMIN-KEYWORD-01) in the keyword combobox; Enter or a chosen suggestion applies at once.
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/hooks.ts';
import { KeywordCombobox } from '../../components/KeywordCombobox.tsx';

export const SEARCH_DEBOUNCE_MS = 500;

interface KeywordSearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  label?: string;
}

export function KeywordSearchBox({ value, onSearch, label = '키워드 검색' }: KeywordSearchBoxProps) {
  const [text, setText] = useState(value);
  const typed = useRef(false);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => setText(value), [value]); // back/forward or "조건 지우기"
  useEffect(() => {
    if (typed.current && settled !== value) onSearch(settled);
  }, [settled]); // only when the typed text settles

  function apply(next: string) {
    typed.current = false;
    setText(next);
    onSearch(next.trim());
  }

  return (
    <KeywordCombobox
      label={label}
      look="search"
      text={text}
      onTextChange={(next) => {
        typed.current = true;
        setText(next);
      }}
      onPick={(option) => apply(option.keyword)}
      onEnter={apply}
      max={5}
      maxLength={50}
      placeholder="이름에 들어간 말 (예: 소화)"
      testId="keyword-search"
    />
  );
}
