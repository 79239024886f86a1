// Keyword page /view/:slug (R-KEYWORD-02): summary, CSV, filters in the URL, grid/list, virtual list,
// related keywords, breadcrumb, one page view per session, video modal via ?video=.
import { Home } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { ComponentErrorBoundary, COMPONENT_ERROR_MESSAGES } from '../../components/ui/ComponentErrorBoundary.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { buttonPrimary } from '../../components/ui/buttons.ts';
import { isNotFound } from '../../api/transport.ts';
import { withParams, type ParamUpdate } from '../../../shared/url/url-params.ts';
import { useUrlState, type UrlChange } from '../../lib/url-state.ts';
import { videoModalHref, type ModalLocationState } from '../../lib/video-modal.ts';
import { useKeywordChannelChoices, useKeywordDetail, useKeywordVideos } from '../../api/keywords.ts';
import { useRecordKeywordView } from './use-record-view.ts';
import { Breadcrumb } from '../../components/ui/Breadcrumb.tsx';
import { CsvDownloadLink } from './CsvDownloadLink.tsx';
import { KEYWORD_PARAM_DEFAULTS, readKeywordParams } from '../../../shared/url/keyword-params.ts';
import { KeywordFilters } from './KeywordFilters.tsx';
import { KeywordVideoList } from './KeywordVideoList.tsx';
import { RelatedKeywords } from './RelatedKeywords.tsx';
import { SummaryCards } from './SummaryCards.tsx';

export function Component() {
  const { slug = '' } = useParams();
  const [params, setUrl] = useUrlState();
  const navigate = useNavigate();
  const { filters, viewMode } = readKeywordParams(params);
  const detail = useKeywordDetail(slug);
  const found = detail.isSuccess;
  const videos = useKeywordVideos(slug, filters, found);
  const [channelsWanted, setChannelsWanted] = useState(false);
  const channels = useKeywordChannelChoices(slug, found && (channelsWanted || !!filters.channel));
  useRecordKeywordView(slug, found);
  // The 100-video channel list is fetched when the page has settled, not in the first render's way.
  useEffect(() => {
    if (!found) return;
    const timer = setTimeout(() => setChannelsWanted(true), 2_500);
    return () => clearTimeout(timer);
  }, [found]);

  const update = useCallback(
    (updates: ParamUpdate, options: { resetPage?: boolean; kind?: UrlChange } = {}) =>
      setUrl(updates, { ...options, defaults: KEYWORD_PARAM_DEFAULTS }),
    [setUrl],
  );
  const openModal = useCallback(
    (videoId: string) =>
      navigate(
        { search: videoModalHref(params, videoId) },
        { state: { openedFromPage: true } satisfies ModalLocationState, preventScrollReset: true },
      ),
    [navigate, params],
  );
  const search = params.toString();
  const modalHrefFor = useCallback((id: string) => videoModalHref(new URLSearchParams(search), id), [search]);

  if (detail.isPending) return <Spinner label="키워드 정보를 불러오는 중..." className="py-24" />;
  if (detail.isError) {
    if (isNotFound(detail.error)) {
      return (
        <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center" data-testid="keyword-not-found">
          <title>키워드를 찾을 수 없습니다 | 119 안전영상</title>
          <h1 className="text-2xl font-bold">키워드를 찾을 수 없습니다</h1>
          <p className="text-muted">주소가 바뀌었거나 더 이상 운영하지 않는 키워드입니다.</p>
          <Link to="/" className={buttonPrimary}>
            <Home aria-hidden="true" className="h-4 w-4" />
            홈으로 가기
          </Link>
        </section>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState message="키워드 정보를 불러오지 못했습니다" detail={errorDetail(detail.error)} onRetry={() => detail.refetch()} />
      </div>
    );
  }

  const { keyword, summary, breadcrumb } = detail.data;
  const pagination = videos.data?.pagination;
  const hrefForPage = (page: number) => `?${withParams(params, { page, video: null }, KEYWORD_PARAM_DEFAULTS).toString()}`;
  const rankedSort = filters.sort === 'view_count' && filters.order === 'desc' && !filters.search && !filters.channel;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <title>{`${keyword.keyword} 안전영상 | 119 안전영상`}</title>
      <Breadcrumb items={breadcrumb} current={keyword.keyword} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{keyword.keyword}</h1>
          {keyword.categories.length > 0 && (
            <p className="mt-2 text-muted">
              분류:{' '}
              {keyword.categories
                .slice(0, 2)
                .map((c) => c.name)
                .join(', ')}
            </p>
          )}
        </div>
        <CsvDownloadLink slug={keyword.slug} />
      </header>
      <ComponentErrorBoundary message={COMPONENT_ERROR_MESSAGES.stats}>
        <SummaryCards summary={summary} />
      </ComponentErrorBoundary>
      <KeywordFilters
        filters={filters}
        viewMode={viewMode}
        channels={channels.data ?? []}
        onChange={update}
        onWantChannels={() => setChannelsWanted(true)}
      />
      <section aria-labelledby="videos-heading" className="flex flex-col gap-4">
        <h2 id="videos-heading" className="text-xl font-bold">
          영상 목록{' '}
          {pagination && (
            <span className="text-base font-semibold text-muted" aria-live="polite">
              총 {formatGroupedNumber(pagination.total)}개
            </span>
          )}
        </h2>
        <ComponentErrorBoundary message={COMPONENT_ERROR_MESSAGES.videos}>
          {videos.isPending ? (
            <Spinner label="영상을 불러오는 중..." />
          ) : videos.isError ? (
            <ErrorState message="영상 목록을 불러오지 못했습니다" detail={errorDetail(videos.error)} onRetry={() => videos.refetch()} />
          ) : videos.data.videos.length === 0 ? (
            <EmptyState title="조건에 맞는 영상이 없습니다">필터를 바꾸거나 검색어를 지워 보세요.</EmptyState>
          ) : (
            <div className={videos.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={videos.isFetching}>
              <KeywordVideoList
                videos={videos.data.videos}
                viewMode={viewMode}
                firstPosition={(filters.page - 1) * filters.limit}
                rankedSort={rankedSort}
                modalHrefFor={modalHrefFor}
                onOpenModal={openModal}
              />
            </div>
          )}
        </ComponentErrorBoundary>
        {pagination && <Pagination page={filters.page} totalPages={pagination.totalPages} hrefFor={hrefForPage} label="영상 목록 페이지" />}
      </section>
      <ComponentErrorBoundary message={COMPONENT_ERROR_MESSAGES.related}>
        <RelatedKeywords slug={keyword.slug} />
      </ComponentErrorBoundary>
    </div>
  );
}
