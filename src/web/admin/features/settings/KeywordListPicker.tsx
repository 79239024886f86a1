// Several keywords in order: the chosen ones as removable chips, and a search to add more.
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useKeywordSearch } from '../../../api/catalogue-choices.ts';
import { fieldClass } from '../../../components/ui/Field.tsx';
import { useDebouncedValue } from '../../../lib/hooks.ts';

export interface PickedKeyword {
  id: number;
  keyword: string;
}

interface Props {
  label: string;
  chosen: PickedKeyword[];
  onChange: (next: PickedKeyword[]) => void;
  max: number;
}

export function KeywordListPicker({ label, chosen, onChange, max }: Props) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const results = useKeywordSearch(term);
  const searchId = useId();
  const chosenIds = new Set(chosen.map((k) => k.id));
  // Results only once something is typed: a list under every picker would crowd the page.
  const options = term ? (results.data ?? []).filter((k) => !chosenIds.has(k.id)) : [];
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <legend className="px-1 font-semibold">{`${label} (${chosen.length}/${max})`}</legend>
      {chosen.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={`고른 ${label}`}>
          {chosen.map((k) => (
            <li key={k.id}>
              <button
                type="button"
                className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface-2 px-3 text-sm font-semibold hover:bg-surface"
                onClick={() => onChange(chosen.filter((c) => c.id !== k.id))}
              >
                {k.keyword}
                <X aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">빼기</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">고른 키워드가 없습니다.</p>
      )}
      <label htmlFor={searchId} className="text-sm font-semibold text-muted">
        {`${label}에 더할 키워드 검색`}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className={fieldClass}
        autoComplete="off"
        placeholder="예: 산불"
      />
      {options.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${label} 검색 결과`}>
          {options.slice(0, 6).map((k) => (
            <li key={k.id}>
              <button
                type="button"
                disabled={chosen.length >= max}
                className="inline-flex min-h-11 items-center gap-1 rounded-full border border-dashed border-line px-3 text-sm hover:bg-surface-2 disabled:opacity-50"
                onClick={() => onChange([...chosen, { id: k.id, keyword: k.keyword }])}
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
                {k.keyword}
                <span className="text-muted">{`영상 ${formatGroupedNumber(k.total_videos)}개`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
