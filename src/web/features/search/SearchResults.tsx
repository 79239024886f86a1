// Result grid with progressive reveal (8, then 4 more per scroll trigger) and pagination.
import type { SearchResponse } from '../../../shared/api/search.ts';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { VideoCard } from '../../components/ui/VideoCard.tsx';
import { VideoGrid, VideoGridItem } from '../../components/ui/VideoGrid.tsx';
import { useProgressiveReveal } from './use-progressive-reveal.ts';
import { useVideoModalLinks } from '../../lib/use-video-modal.ts';

interface Props {
  data: SearchResponse;
  page: number;
  hrefForPage: (page: number) => string;
  /** Asked for accessible versions: the cards open the in-page player, where the version switch is. */
  inPage?: boolean;
}

export function SearchResults({ data, page, hrefForPage, inPage = false }: Props) {
  const modal = useVideoModalLinks();
  const { videos, terms, relatedTerms } = data.data;
  const resetKey = `${data.data.query}\u0000${page}\u0000${videos.map((v) => v.video_id).join(',')}`;
  const { shown, loading, sentinelRef, done } = useProgressiveReveal(videos.length, resetKey);
  return (
    <>
      <VideoGrid label="검색된 영상">
        {videos.slice(0, shown).map((video, index) => (
          <VideoGridItem key={video.video_id}>
            <VideoCard
              video={video}
              terms={terms}
              relatedTerms={relatedTerms}
              eager={index < 4}
              retryThumbnail
              {...(inPage ? { modalHref: modal.hrefFor(video.video_id), onOpenModal: modal.open } : {})}
            />
          </VideoGridItem>
        ))}
      </VideoGrid>
      {!done && (
        <div ref={sentinelRef} data-testid="reveal-sentinel" className="flex min-h-20 items-center justify-center">
          {loading ? (
            <Spinner size="sm" label="결과를 더 불러오는 중..." />
          ) : (
            <span className="sr-only">아래로 스크롤하면 결과를 더 보여 드립니다</span>
          )}
        </div>
      )}
      <p className="sr-only" aria-live="polite">{`검색 결과 ${shown}개 표시 중`}</p>
      {done && <Pagination page={page} totalPages={data.pagination.totalPages} hrefFor={hrefForPage} label="검색 결과 페이지" />}
    </>
  );
}
