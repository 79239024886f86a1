// /accessible (issue 22): every video with an accessible version — 수어, a person's captions, 화면해설, 쉬운 말,
// 외국어 — by topic, with the choice in the URL; a topic's page lists all of them. Cards open the in-page player,
// where the versions are one press away.
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ACCESS_BADGES, ACCESS_FILTERS } from '../../../shared/constants/versions.ts';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { readAccess, readLifeStages } from '../../../shared/url/facet-params.ts';
import { readInt, readText, withParams } from '../../../shared/url/url-params.ts';
import { useUrlState } from '../../lib/url-state.ts';
import { useAccessibleVideos } from '../../api/accessible.ts';
import { FacetFilters } from '../../components/ui/FacetFilters.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { EmptyState, ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { VideoCard } from '../../components/ui/VideoCard.tsx';
import { VideoGrid, VideoGridItem } from '../../components/ui/VideoGrid.tsx';
import { useVideoModalLinks } from '../../lib/use-video-modal.ts';

const DEFAULTS = { access: '', lifeStage: '', category: '', page: 1 };

export function Component() {
  const [params, update] = useUrlState();
  const access = readAccess(params);
  const lifeStage = readLifeStages(params);
  const category = readText(params, 'category', 120);
  const page = readInt(params, 'page', 1);
  const query = useAccessibleVideos({ access, lifeStage, category, page });
  const modal = useVideoModalLinks();
  const data = query.data;
  const hrefWith = (updates: Record<string, string | number>) =>
    `?${withParams(params, updates, DEFAULTS, { resetPage: !('page' in updates) }).toString()}`;
  const topic = category ? data?.sections[0] : undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <title>{topic ? `${topic.name} · 수어·자막 영상 | 119 안전영상` : '수어·자막·화면해설 영상 모음 | 119 안전영상'}</title>
      <header className="flex flex-col gap-3">
        {category && (
          <Link
            to={hrefWith({ category: '' })}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-accent hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            모든 주제 보기
          </Link>
        )}
        <h1 className="text-3xl font-extrabold tracking-tight">
          {topic ? `${topic.name}: 접근성 버전이 있는 영상` : '수어·자막·화면해설 영상 모음'}
        </h1>
        <p className="max-w-3xl text-muted">
          한국수어 통역, 사람이 쓴 자막, 화면해설, 쉬운 말, 외국어 버전이 있는 안전 영상을 주제별로 모았습니다. 영상을 열면 다른 버전으로
          바로 바꿔 볼 수 있어요. 글자가 작다면 위쪽 <strong className="text-fg">글자·화면</strong> 설정에서 글자를 크게 할 수 있습니다.
        </p>
        <ul className="grid gap-1 text-sm text-muted sm:grid-cols-2">
          {ACCESS_FILTERS.map((kind) => (
            <li key={kind}>
              <strong className="text-fg">{ACCESS_BADGES[kind].label}</strong>: {ACCESS_BADGES[kind].explain}
            </li>
          ))}
        </ul>
      </header>
      <section aria-label="영상 고르기" className="rounded-xl border border-line bg-surface p-4">
        <FacetFilters
          access={access}
          lifeStage={lifeStage}
          onChange={(change) => update(change, { defaults: DEFAULTS, resetPage: true })}
        />
      </section>
      {query.isPending ? (
        <Spinner label="영상을 불러오는 중..." className="py-16" />
      ) : query.isError ? (
        <ErrorState message="영상을 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />
      ) : !data || data.sections.length === 0 ? (
        <EmptyState title="고른 조건에 맞는 영상이 아직 없습니다">다른 버전이나 대상을 골라 보세요.</EmptyState>
      ) : (
        <>
          <p className="font-semibold" data-testid="accessible-total" aria-live="polite">
            접근성 버전이 있는 영상 {formatGroupedNumber(data.total)}개
          </p>
          {data.sections.map((section) => (
            <section
              key={section.slug}
              aria-labelledby={`topic-${section.slug}`}
              className="flex flex-col gap-3"
              data-testid="accessible-topic"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`topic-${section.slug}`} className="text-xl font-bold">
                  {section.name} <span className="text-base font-normal text-muted">{formatGroupedNumber(section.total)}개</span>
                </h2>
                {!category && section.total > section.videos.length && (
                  <Link
                    to={hrefWith({ category: section.slug })}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-accent hover:underline"
                  >
                    {section.name} 모두 보기
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                )}
              </div>
              <VideoGrid label={`${section.name} 영상`}>
                {section.videos.map((video) => (
                  <VideoGridItem key={video.video_id}>
                    <VideoCard video={video} headingLevel="h3" modalHref={modal.hrefFor(video.video_id)} onOpenModal={modal.open} />
                  </VideoGridItem>
                ))}
              </VideoGrid>
            </section>
          ))}
          {category && data.pagination && (
            <Pagination page={page} totalPages={data.pagination.totalPages} hrefFor={(p) => hrefWith({ page: p })} label="영상 페이지" />
          )}
        </>
      )}
    </div>
  );
}
