// /search/advanced: every search filter in one form, with a live result count.
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX } from '../../../shared/constants/catalogue.ts';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { SelectField, fieldClass } from '../../components/ui/Field.tsx';
import { FacetFilters } from '../../components/ui/FacetFilters.tsx';
import { readAccess, readLifeStages } from '../../../shared/url/facet-params.ts';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';
import { useDebouncedValue } from '../../lib/hooks.ts';
import { withParams } from '../../../shared/url/url-params.ts';
import { useSearch } from './api.ts';
import { SearchEmpty, SearchHints } from './SearchNotices.tsx';
import { SuggestCombobox } from '../../components/search/SuggestCombobox.tsx';
import {
  CHANNEL_TYPE_OPTIONS,
  DURATION_OPTIONS,
  PERIOD_OPTIONS,
  SEARCH_DEFAULTS,
  SHORTS_OPTIONS,
  SORT_OPTIONS,
  VIEW_COUNT_OPTIONS,
  readSearchState,
  type SearchState,
} from '../../../shared/url/search-params.ts';
import { useUrlState } from '../../lib/url-state.ts';

export function Component() {
  const [params] = useUrlState();
  const navigate = useNavigate();
  const [state, setState] = useState<SearchState>(() => ({ ...readSearchState(params), page: 1 }));
  const [error, setError] = useState<string | null>(null);
  const queryId = useId();
  const live = useDebouncedValue({ ...state, q: state.q.trim() }, 400);
  const count = useSearch(live, { limit: 1, keepPrevious: true });
  const set = (patch: Partial<SearchState>) => setState((s) => ({ ...s, ...patch }));

  const toParams = (s: SearchState) =>
    withParams(
      new URLSearchParams(),
      {
        q: s.q.trim(),
        period: s.period,
        sortBy: s.sortBy,
        viewCount: s.viewCount,
        channelType: s.channelType,
        duration: s.duration,
        shorts: s.shorts,
        access: s.access.join(','),
        lifeStage: s.lifeStage.join(','),
      },
      SEARCH_DEFAULTS,
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.q.trim()) {
      setError('검색어를 입력해 주세요.');
      document.getElementById(queryId)?.focus();
      return;
    }
    navigate(`/search?${toParams(state).toString()}`);
  };

  const total = count.data?.pagination.total;
  const liveText = !live.q
    ? '검색어를 입력하면 결과 수를 바로 알려 드려요.'
    : count.isError
      ? '결과 수를 확인하지 못했습니다.'
      : total === undefined
        ? '결과 수를 확인하는 중…'
        : `조건에 맞는 영상 ${formatGroupedNumber(total)}개${count.data?.data.totalIsLowerBound ? ' 이상' : ''}`;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <title>상세 검색 | 119 안전영상</title>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">상세 검색</h1>
        <p className="mt-2 text-muted">조건을 고르면 맞는 영상 수를 바로 보여 드립니다.</p>
      </header>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5">
        <div className="flex flex-col gap-1">
          <label htmlFor={queryId} className="text-sm font-semibold text-muted">
            검색어 (최대 {SEARCH_QUERY_MAX}자)
          </label>
          <div className="relative flex">
            <SuggestCombobox
              id={queryId}
              type="search"
              value={state.q}
              maxLength={SEARCH_QUERY_MAX}
              onValueChange={(value) => {
                set({ q: value.slice(0, SEARCH_QUERY_MAX) });
                setError(null);
              }}
              onPick={(keyword) => set({ q: keyword.slice(0, SEARCH_QUERY_MAX) })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${queryId}-error` : undefined}
              className={`${fieldClass} w-full`}
              placeholder="예: 심폐소생술"
              data-testid="advanced-q"
            />
          </div>
          {error && (
            <p id={`${queryId}-error`} role="alert" className="text-sm font-semibold text-accent">
              {error}
            </p>
          )}
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="정렬"
            value={state.sortBy}
            options={SORT_OPTIONS}
            onChange={(v) => set({ sortBy: v as SearchState['sortBy'] })}
          />
          <SelectField
            label="기간"
            value={state.period}
            options={PERIOD_OPTIONS}
            onChange={(v) => set({ period: v as SearchState['period'] })}
          />
          <SelectField
            label="채널 유형"
            value={state.channelType}
            options={CHANNEL_TYPE_OPTIONS}
            onChange={(v) => set({ channelType: v as SearchState['channelType'] })}
            testId="advanced-channel-type"
          />
          <SelectField
            label="영상 길이"
            value={state.duration ?? ''}
            options={DURATION_OPTIONS}
            onChange={(v) => set({ duration: (v || undefined) as SearchState['duration'] })}
          />
          <SelectField
            label="최소 조회수"
            value={state.viewCount ? String(state.viewCount) : ''}
            options={VIEW_COUNT_OPTIONS}
            onChange={(v) => set({ viewCount: v ? Number(v) : undefined })}
          />
          <SelectField
            label="쇼츠"
            value={state.shorts ?? ''}
            options={SHORTS_OPTIONS}
            onChange={(v) => set({ shorts: (v || undefined) as SearchState['shorts'] })}
            testId="advanced-shorts"
          />
        </div>
        <FacetFilters
          access={state.access}
          lifeStage={state.lifeStage}
          onChange={(update) => {
            const params = new URLSearchParams(update as Record<string, string>);
            set({
              ...(update.access !== undefined ? { access: readAccess(params) } : {}),
              ...(update.lifeStage !== undefined ? { lifeStage: readLifeStages(params) } : {}),
            });
          }}
        />
        <p role="status" aria-live="polite" className="rounded-lg bg-surface-2 px-4 py-3 font-semibold" data-testid="advanced-count">
          {liveText}
        </p>
        {live.q && total !== undefined && total > 0 && count.data && (
          <SearchHints data={count.data.data} hrefForQuery={(q) => `/search?${toParams({ ...state, q }).toString()}`} />
        )}
        {live.q && total === 0 && count.data && (
          <SearchEmpty data={count.data.data} query={live.q} hrefForQuery={(q) => `/search?${toParams({ ...state, q }).toString()}`} />
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonPrimary}>
            <Search aria-hidden="true" className="h-4 w-4" />
            검색하기
          </button>
          <button type="button" className={buttonSecondary} onClick={() => setState(readSearchState(new URLSearchParams()))}>
            조건 초기화
          </button>
        </div>
      </form>
    </div>
  );
}
