// HOT videos: loaded when scrolled into view (R-HOME-05: 8 videos, month, fire_dept).
import { ComponentErrorBoundary, COMPONENT_ERROR_MESSAGES } from '../../components/ui/ComponentErrorBoundary.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ErrorState, EmptyState } from '../../components/ui/StateMessages.tsx';
import { VideoCard } from '../../components/ui/VideoCard.tsx';
import { VideoGrid, VideoGridItem } from '../../components/ui/VideoGrid.tsx';
import { useInViewOnce } from '../../lib/hooks.ts';
import { usePopularVideos } from '../../api/videos.ts';
import { SectionHeading } from './SectionHeading.tsx';

const HOME_POPULAR_COUNT = 8;

function PopularList({ enabled }: { enabled: boolean }) {
  const query = usePopularVideos({ period: 'month', channelType: 'fire_dept' }, enabled);
  if (!enabled || query.isPending) return <Spinner label="인기 영상을 불러오는 중..." />;
  if (query.isError) return <ErrorState message="인기 소방 영상을 불러오지 못했습니다" onRetry={() => query.refetch()} />;
  const videos = query.data.videos.slice(0, HOME_POPULAR_COUNT);
  if (!videos.length) return <EmptyState title="이번 달 인기 영상이 아직 없습니다" />;
  return (
    <VideoGrid label="이번 달 인기 소방 영상">
      {videos.map((video, index) => (
        <VideoGridItem key={video.video_id}>
          <VideoCard video={video} position={index} ranked />
        </VideoGridItem>
      ))}
    </VideoGrid>
  );
}

export function PopularOnHome() {
  const [ref, seen] = useInViewOnce<HTMLElement>('300px');
  return (
    <section ref={ref} aria-labelledby="popular-heading" className="mx-auto min-h-[24rem] max-w-7xl px-4">
      <SectionHeading
        id="popular-heading"
        title="이번 달 HOT 영상"
        description="전국 소방본부 채널에서 이번 달 가장 많이 본 영상입니다."
        moreHref="/popular?period=month"
      />
      <ComponentErrorBoundary message={COMPONENT_ERROR_MESSAGES.videos}>
        <PopularList enabled={seen} />
      </ComponentErrorBoundary>
    </section>
  );
}
