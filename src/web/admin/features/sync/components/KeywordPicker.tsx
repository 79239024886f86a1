// Keyword collection: find a keyword (its YouTube search term is what gets searched) and how many pages.
import { useId, useState } from 'react';
import { KEYWORD_SEARCH_PAGES_MAX, YOUTUBE_QUOTA_COST } from '../../../../../shared/constants/sync.ts';
import { formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { fieldClass, SelectField } from '../../../../components/ui/Field.tsx';
import { useDebouncedValue } from '../../../../lib/hooks.ts';
import { useKeywordSearch } from '../../../../api/catalogue-choices.ts';

export interface ChosenKeyword {
  slug: string;
  keyword: string;
  searchTerm: string;
}

interface KeywordPickerProps {
  chosen: ChosenKeyword | null;
  onChoose: (keyword: ChosenKeyword) => void;
  pages: number;
  onPages: (pages: number) => void;
}

export function KeywordPicker({ chosen, onChoose, pages, onPages }: KeywordPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const results = useKeywordSearch(term);
  const searchId = useId();
  const legendId = useId();
  const options = results.data ?? [];
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line p-3" data-testid="keyword-picker">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-muted">
            키워드 검색
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={fieldClass}
            autoComplete="off"
            placeholder="예: 소화기"
          />
        </div>
        <SelectField
          label="검색 쪽 수"
          value={String(pages)}
          onChange={(v) => onPages(Number(v))}
          options={Array.from({ length: KEYWORD_SEARCH_PAGES_MAX }, (_, i) => i + 1).map((n) => ({
            value: String(n),
            label: `${n}쪽 (최대 ${n * 50}개, ${formatGroupedNumber(n * YOUTUBE_QUOTA_COST['search.list'])}단위)`,
          }))}
        />
      </div>
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="mb-1 text-sm font-semibold text-muted">
          {results.isError ? '키워드를 불러오지 못했습니다' : term ? `'${term}' 검색 결과` : '영상이 많은 키워드'}
        </legend>
        {options.length ? (
          <ul className="flex flex-col rounded-lg border border-line">
            {options.map((k) => (
              <li key={k.slug} className="border-b border-line last:border-b-0">
                <label className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 px-3 py-1 hover:bg-surface-2">
                  <input
                    type="radio"
                    name={`${legendId}-keyword`}
                    className="h-5 w-5 accent-[var(--accent-strong)]"
                    checked={chosen?.slug === k.slug}
                    onChange={() => onChoose({ slug: k.slug, keyword: k.keyword, searchTerm: k.search_keyword || k.keyword })}
                  />
                  <span className="font-semibold">{k.keyword}</span>
                  <span className="text-sm text-muted">
                    검색어 “{k.search_keyword || k.keyword}” · 영상 {formatGroupedNumber(k.total_videos)}개
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{results.isPending ? '불러오는 중...' : '맞는 키워드가 없습니다.'}</p>
        )}
      </fieldset>
      {chosen && (
        <p className="text-sm" data-testid="chosen-keyword">
          고른 키워드: <strong>{chosen.keyword}</strong> (검색어 “{chosen.searchTerm}”)
        </p>
      )}
    </div>
  );
}
