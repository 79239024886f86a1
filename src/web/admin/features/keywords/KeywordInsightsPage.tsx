// /119sys-ctrl/keywords/v3: one keyword in depth for staff. Chosen: its totals, 12 months of new videos and
// their views, where its videos stand (published, waiting, archived), its channels, its most watched videos,
// and inline edits of name, status, categories and synonyms — next to a searchable list to pick a keyword.
import { ChevronDown, ExternalLink, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_KEYWORD_SORT_LABELS, ADMIN_KEYWORD_SORTS, type AdminKeywordSort } from '../../../../shared/constants/admin-keywords.ts';
import { formatKoreanNumber } from '../../../../shared/format/index.ts';
import { useAdminKeyword, useAdminKeywordInsights, useAdminKeywords } from '../../../api/admin-keywords.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../../components/ui/StateMessages.tsx';
import { useIsMobile } from '../../../lib/hooks.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ChannelsPanel, KeywordTotals, TopVideosPanel, VideoStatusPanel, keywordV3Href } from './InsightsPanels.tsx';
import { EditKeywordDialog } from './KeywordDialogs.tsx';
import { KeywordInlineEdits } from './KeywordInlineEdits.tsx';
import { KeywordStatusBadge } from '../../components/KeywordStatusBadge.tsx';
import { KeywordSearchBox } from './KeywordSearchBox.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { useStaff } from '../../components/use-staff.ts';
import { updateAdminKeyword } from '../../../../shared/api/endpoints.ts';

const KeywordTrendChart = lazy(() => import('./KeywordTrendChart.tsx'));

function KeywordChooser({ current }: { current: number | null }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminKeywordSort>('views');
  const list = useAdminKeywords({ page: 1, limit: 15, sort, ...(search ? { search } : {}) });
  // On a phone with a keyword open, the list folds away so the keyword comes first.
  const mobile = useIsMobile();
  const nav = (
    <nav aria-label="키워드 고르기" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <KeywordSearchBox value={search} onSearch={setSearch} label="키워드 찾기" />
      <SelectField
        label="정렬"
        value={sort}
        onChange={(v) => setSort(v as AdminKeywordSort)}
        options={ADMIN_KEYWORD_SORTS.map((s) => ({ value: s, label: ADMIN_KEYWORD_SORT_LABELS[s] }))}
      />
      {list.isPending ? (
        <Spinner label="키워드를 불러오는 중..." />
      ) : list.isError ? (
        <p role="alert">키워드를 불러오지 못했습니다.</p>
      ) : list.data.data.length === 0 ? (
        <p className="text-muted">찾는 키워드가 없습니다.</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="v3-keyword-list">
          {list.data.data.map((k) => (
            <li key={k.id}>
              <Link
                to={keywordV3Href(k.id)}
                aria-current={k.id === current ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 hover:bg-surface-2 ${
                  k.id === current ? 'bg-surface-2 font-bold' : ''
                }`}
              >
                <span className="truncate">{k.keyword}</span>
                <span className="shrink-0 text-sm text-muted">{formatKoreanNumber(k.total_views)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
  if (!mobile || current === null) return nav;
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl border border-line bg-surface px-4 font-semibold [&::-webkit-details-marker]:hidden">
        <ChevronDown aria-hidden="true" className="h-5 w-5 transition-transform group-open:rotate-180" />
        다른 키워드 고르기
      </summary>
      <div className="mt-2">{nav}</div>
    </details>
  );
}

function KeywordDetail({ id }: { id: number }) {
  const keyword = useAdminKeyword(id);
  const insights = useAdminKeywordInsights(id);
  const [editing, setEditing] = useState(false);
  // Read-only for a viewer and for an hq_editor without the taxonomy grant (ADR 0034).
  const canChange = useStaff().canCall(updateAdminKeyword);
  if (keyword.isPending) return <Spinner label="키워드를 불러오는 중..." />;
  if (keyword.isError)
    return <ErrorState message="키워드를 불러오지 못했습니다" detail={errorDetail(keyword.error)} onRetry={() => keyword.refetch()} />;
  const k = keyword.data;
  return (
    <article aria-labelledby="v3-keyword-title" className="flex min-w-0 flex-col gap-5" data-testid="keyword-detail">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2 id="v3-keyword-title" className="text-2xl font-extrabold">
            {k.keyword}
          </h2>
          <KeywordStatusBadge status={k.status} />
          {k.categories.map((c) => (
            <span key={c.id} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">
              {c.name}
            </span>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {k.status === 'active' && (
            <a href={`/view/${encodeURIComponent(k.slug)}`} target="_blank" rel="noreferrer" className={buttonSecondary}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              공개 페이지<span className="sr-only"> (새 창)</span>
            </a>
          )}
          {canChange && (
            <ActionButton icon={Pencil} className={buttonSecondary} onClick={() => setEditing(true)}>
              전부 고치기
            </ActionButton>
          )}
        </div>
      </header>
      <KeywordTotals keyword={k} insights={insights.data} />
      {insights.isError ? (
        <ErrorState message="통계를 불러오지 못했습니다" detail={errorDetail(insights.error)} onRetry={() => insights.refetch()} />
      ) : !insights.data ? (
        <Spinner label="통계를 불러오는 중..." />
      ) : (
        <>
          <section className="rounded-2xl border border-line bg-surface p-4">
            <Suspense fallback={<Spinner label="차트를 불러오는 중..." />}>
              <KeywordTrendChart months={insights.data.months} />
            </Suspense>
            <p className="mt-1 text-sm text-muted">
              조회수는 그 달에 올라온 영상들의 지금 조회수를 더한 값입니다 (유튜브는 지난 조회수 기록을 주지 않습니다).
            </p>
          </section>
          <ChannelsPanel channels={insights.data.channels} />
          <div className="grid gap-5 xl:grid-cols-2">
            <VideoStatusPanel status={insights.data.videoStatus} />
            <TopVideosPanel videos={insights.data.topVideos} />
          </div>
        </>
      )}
      {canChange && <KeywordInlineEdits keyword={k} />}
      <EditKeywordDialog keyword={editing ? k : null} onClose={() => setEditing(false)} />
    </article>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <>
      <PageHeader
        title="키워드 자세히 보기"
        description="키워드 하나의 합계, 최근 12개월 추이, 채널, 영상 상태와 인기 영상을 한 화면에서 보고 바로 고칩니다."
      />
      <div className="grid gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <KeywordChooser current={id} />
        {id === null ? (
          <EmptyState title="왼쪽 목록에서 키워드를 고르세요">키워드 이름으로 찾거나, 조회수·영상 수 순서로 훑어볼 수 있습니다.</EmptyState>
        ) : (
          <KeywordDetail key={id} id={id} />
        )}
      </div>
    </>
  );
}

export default Component;
