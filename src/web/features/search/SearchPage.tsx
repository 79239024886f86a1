// /search (R-SEARCH-06): loading, error with retry, empty, results; filters in the URL; highlighting.
import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { withParams, type ParamUpdate } from '../../../shared/url/url-params.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { useSearch } from './api.ts';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import { SearchResults } from './SearchResults.tsx';
import { AnswerCard } from './AnswerCard.tsx';
import { MatchedCategories, SearchEmpty, SearchHints } from './SearchNotices.tsx';
import { buttonSecondary } from '../../components/ui/buttons.ts';
import { SEARCH_DEFAULTS, readSearchState } from '../../../shared/url/search-params.ts';

export function Component() {
  const [params, update] = useUrlState();
  const state = readSearchState(params);
  const search = useSearch(state);
  const onFilter = (updates: ParamUpdate) => update(updates, { defaults: SEARCH_DEFAULTS, resetPage: true });
  const advancedLink = (className: string) => (
    <Link
      to={`/search/advanced?${params.toString()}`}
      className={`items-center gap-2 border border-line bg-surface px-4 font-semibold hover:bg-surface-2 ${className}`}
    >
      <SlidersHorizontal aria-hidden="true" className="h-5 w-5" />
      상세 검색
    </Link>
  );
  const hrefForPage = (page: number) => `?${withParams(params, { page }, SEARCH_DEFAULTS).toString()}`;
  const hrefForQuery = (q: string) => `/search?${withParams(params, { q }, SEARCH_DEFAULTS, { resetPage: true }).toString()}`;
  const data = search.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <title>{state.q ? `'${state.q}' 검색 결과 | 119 안전영상` : '영상 검색 | 119 안전영상'}</title>
      <header className="flex flex-col gap-4">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{state.q ? <>‘{state.q}’ 검색 결과</> : '안전 영상 검색'}</h1>
        <div className="flex flex-col gap-3 md:flex-row md:items-start">
          <div className="flex-1">
            <SearchBox key={state.q} initialQuery={state.q} hrefFor={hrefForQuery} />
          </div>
          {/* On phones with results it sits on the filter row, so the first results fit on the first screen. */}
          {advancedLink(`min-h-12 rounded-xl ${state.q ? 'hidden md:inline-flex' : 'inline-flex'}`)}
        </div>
      </header>
      {state.q && <SearchFilters state={state} onChange={onFilter} aside={advancedLink('inline-flex min-h-11 rounded-lg')} />}
      {/* Below the filter row, so the filter control and its panel stay where they are; above the results. */}
      {state.q && data?.data.answer && <AnswerCard answer={data.data.answer} />}

      {!state.q ? (
        <EmptyState title="찾고 싶은 안전 영상을 검색해 보세요">
          예: 소화기 사용법, 심폐소생술, 지진 대피, 초성 검색(ㅅㅎㄱ)도 됩니다.
        </EmptyState>
      ) : search.isPending ? (
        <Spinner label="검색하는 중..." className="py-16" />
      ) : search.isError ? (
        <ErrorState message="검색 중 오류가 발생했습니다" detail={errorDetail(search.error)} onRetry={() => search.refetch()} />
      ) : data && data.data.videos.length === 0 && data.pagination.total > 0 ? (
        <EmptyState title="이 페이지에는 영상이 없습니다">
          <Link to={hrefForPage(1)} className="font-semibold text-accent underline">
            첫 페이지로 가기
          </Link>
        </EmptyState>
      ) : data && data.data.videos.length === 0 ? (
        <SearchEmpty
          data={data.data}
          query={state.q}
          hrefForQuery={hrefForQuery}
          action={
            data.data.emptyReason === 'filtered' ? (
              <button
                type="button"
                className={buttonSecondary}
                onClick={() =>
                  onFilter({ period: 'all', viewCount: '', channelType: 'all', duration: '', shorts: '', access: '', lifeStage: '' })
                }
              >
                조건 모두 풀기
              </button>
            ) : undefined
          }
        />
      ) : data ? (
        <section aria-labelledby="results-heading" className="flex flex-col gap-5">
          <MatchedCategories categories={data.data.categories} />
          {data.data.keywords.length > 0 && (
            <nav aria-label="관련 키워드">
              <ul className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:px-0">
                {data.data.keywords.map((keyword) => (
                  <li key={keyword.id} className="shrink-0">
                    <Link
                      to={`/view/${encodeURIComponent(keyword.slug)}`}
                      className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-accent hover:text-accent"
                    >
                      #{keyword.keyword}
                      <span className="text-muted">{formatGroupedNumber(keyword.total_videos)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <SearchHints data={data.data} hrefForQuery={hrefForQuery} />
          <h2 id="results-heading" className="text-lg font-bold" data-testid="search-total">
            영상{' '}
            {data.data.totalIsLowerBound
              ? `${formatGroupedNumber(data.pagination.total)}개 이상`
              : `${formatGroupedNumber(data.pagination.total)}개`}
            {data.data.relatedTerms.length > 0 && (
              <span className="ml-2 text-sm font-normal text-muted">함께 찾은 말: {data.data.relatedTerms.join(', ')}</span>
            )}
          </h2>
          <SearchResults data={data} page={state.page} hrefForPage={hrefForPage} inPage={state.access.length > 0} />
        </section>
      ) : null}
    </div>
  );
}
