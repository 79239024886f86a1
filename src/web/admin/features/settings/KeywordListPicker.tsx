// Several keywords in order: a search to add more, and the chosen ones as removable chips.
import { useState } from 'react';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useKeywordSearch } from '../../../api/catalogue-choices.ts';
import { useDebouncedValue } from '../../../lib/hooks.ts';
import { CheckboxPicker, type ChoiceId } from '../../components/CheckboxPicker.tsx';
import type { PickedKeyword } from '../../components/KeywordPicker.tsx';

export type { PickedKeyword };

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
  const chosenIds = new Set(chosen.map((k) => k.id));
  // Results only once something is typed: a list under every picker would crowd the page.
  const found = term ? (results.data ?? []).slice(0, 6) : [];
  const full = chosen.length >= max;
  const toggle = (id: ChoiceId) => {
    if (chosenIds.has(Number(id))) onChange(chosen.filter((k) => k.id !== id));
    else {
      const k = found.find((f) => f.id === id);
      if (k && !full) onChange([...chosen, { id: k.id, keyword: k.keyword }]);
    }
  };
  return (
    <CheckboxPicker
      legend={`${label} (${chosen.length}/${max})`}
      search={{ label: `${label}에 더할 키워드 검색`, value: search, onChange: setSearch, placeholder: '예: 산불' }}
      options={found.map((k) => ({ id: k.id, label: k.keyword, detail: `영상 ${formatGroupedNumber(k.total_videos)}개`, disabled: full }))}
      optionsLabel={`${label} 검색 결과`}
      isChosen={(id) => chosenIds.has(Number(id))}
      onToggle={toggle}
      emptyText={term ? '맞는 키워드가 없습니다.' : undefined}
      chosen={{ label: `고른 ${label}`, items: chosen.map((k) => ({ id: k.id, name: k.keyword })) }}
      footer={chosen.length ? undefined : <p className="text-sm text-muted">고른 키워드가 없습니다.</p>}
    />
  );
}
