// Keyword collection: find a keyword (its YouTube search term is what gets searched) and how many pages.
import { useState } from 'react';
import { KEYWORD_SEARCH_PAGES_MAX, YOUTUBE_QUOTA_COST } from '../../../../../shared/constants/sync.ts';
import { formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { SelectField } from '../../../../components/ui/Field.tsx';
import { useDebouncedValue } from '../../../../lib/hooks.ts';
import { useKeywordSearch } from '../../../../api/catalogue-choices.ts';
import { CheckboxPicker } from '../../../components/CheckboxPicker.tsx';

export interface ChosenKeyword {
  slug: string;
  keyword: string;
  searchTerm: string;
}

interface CollectKeywordChoiceProps {
  chosen: ChosenKeyword | null;
  onChoose: (keyword: ChosenKeyword) => void;
  pages: number;
  onPages: (pages: number) => void;
}

export function CollectKeywordChoice({ chosen, onChoose, pages, onPages }: CollectKeywordChoiceProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const results = useKeywordSearch(term);
  const options = results.data ?? [];
  const bySlug = new Map(options.map((k) => [k.slug, k]));
  return (
    <CheckboxPicker
      single
      legend={results.isError ? '키워드를 불러오지 못했습니다' : term ? `'${term}' 검색 결과` : '영상이 많은 키워드'}
      search={{ label: '키워드 검색', value: search, onChange: setSearch, placeholder: '예: 소화기' }}
      filters={
        <SelectField
          label="검색 쪽 수"
          value={String(pages)}
          onChange={(v) => onPages(Number(v))}
          options={Array.from({ length: KEYWORD_SEARCH_PAGES_MAX }, (_, i) => i + 1).map((n) => ({
            value: String(n),
            label: `${n}쪽 (최대 ${n * 50}개, ${formatGroupedNumber(n * YOUTUBE_QUOTA_COST['search.list'])}단위)`,
          }))}
        />
      }
      options={options.map((k) => ({
        id: k.slug,
        label: k.keyword,
        detail: `검색어 “${k.search_keyword || k.keyword}” · 영상 ${formatGroupedNumber(k.total_videos)}개`,
      }))}
      optionsLabel="키워드"
      isChosen={(slug) => chosen?.slug === slug}
      onToggle={(slug) => {
        const k = bySlug.get(String(slug));
        if (k) onChoose({ slug: k.slug, keyword: k.keyword, searchTerm: k.search_keyword || k.keyword });
      }}
      emptyText={results.isPending ? '불러오는 중...' : '맞는 키워드가 없습니다.'}
      footer={
        chosen && (
          <p className="text-sm" data-testid="chosen-keyword">
            고른 키워드: <strong>{chosen.keyword}</strong> (검색어 “{chosen.searchTerm}”)
          </p>
        )
      }
      testId="keyword-picker"
    />
  );
}
