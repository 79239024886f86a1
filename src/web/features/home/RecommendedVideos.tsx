// Four recommended videos (site settings; src/shared/recommended-videos.ts until the answer is here), linking out to YouTube.
import { ExternalLink } from 'lucide-react';
import { RECOMMENDED_VIDEOS } from '../../../shared/recommended-videos.ts';
import { formatDuration } from '../../../shared/format/index.ts';
import { Thumbnail } from '../../components/ui/Thumbnail.tsx';
import { useSiteSettings } from '../../api/site-settings.ts';
import { SectionHeading } from './SectionHeading.tsx';

export function RecommendedVideos() {
  const settings = useSiteSettings();
  const videos = settings.data?.recommendedVideos ?? RECOMMENDED_VIDEOS;
  return (
    <section aria-labelledby="recommended-heading" className="mx-auto max-w-7xl px-4">
      <SectionHeading
        id="recommended-heading"
        title="꼭 봐야 할 추천 영상"
        description="소방 전문가가 고른, 모두가 알아 두면 좋은 영상입니다."
      />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {videos.map((video) => (
          <li key={video.videoId}>
            <a
              href={`https://www.youtube.com/watch?v=${video.videoId}`}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="recommended-video"
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface transition hover:border-accent hover:shadow-lg"
            >
              <div className="relative aspect-video overflow-hidden bg-surface-2">
                <Thumbnail videoId={video.videoId} />
                <span className="absolute bottom-1.5 right-1.5 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white">
                  <span className="sr-only">재생 시간 </span>
                  {video.durationSeconds === null ? '' : formatDuration(video.durationSeconds)}
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="line-clamp-2 font-semibold leading-snug group-hover:text-accent">{video.title}</h3>
                <p className="text-sm text-muted">{video.channelName}</p>
                <p className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-accent">
                  {video.note}
                  <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                  <span className="sr-only">(유튜브에서 새 창으로 열림)</span>
                </p>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
