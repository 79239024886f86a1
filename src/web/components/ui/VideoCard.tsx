// The video card of R-VIDEO-01: thumbnail, title, channel, '조회수 N회', date, duration, NEW and rank badges.
import { memo, type MouseEvent } from 'react';
import type { Video } from '../../../shared/api/videos.ts';
import { formatDuration, formatHiddenCount, formatKoreanDate, formatRelativeDate, formatViews } from '../../../shared/format/index.ts';
import { youtubeWatchUrl } from '../../lib/embed-url.ts';
import { AccessBadges } from './AccessBadges.tsx';
import { Highlight } from './Highlight.tsx';
import { Thumbnail } from './Thumbnail.tsx';

export type CardVideo = Pick<
  Video,
  | 'video_id'
  | 'title'
  | 'channel_name'
  | 'thumbnail_url'
  | 'view_count'
  | 'upload_date'
  | 'duration'
  | 'duration_display'
  | 'is_new'
  | 'video_url'
> & {
  /** Accessible versions (issue 22); lists that do not carry them show none. */
  accessible?: Video['accessible'];
  description?: string;
  /** Shown when the list carries it; null: hidden on YouTube ('비공개'). */ like_count?: number | null;
};

interface VideoCardProps {
  video: CardVideo;
  /** 0-based position; the first three get gold, silver and bronze badges when `ranked`. */
  position?: number;
  ranked?: boolean;
  terms?: readonly string[] | undefined;
  relatedTerms?: readonly string[] | undefined;
  layout?: 'grid' | 'list';
  /** When set, the card opens the in-page player (a `?video=` link) instead of YouTube. */
  modalHref?: string;
  onOpenModal?: (videoId: string) => void;
  eager?: boolean;
  /** Search results retry their thumbnail with back-off before the stored one (R-VIDEO-04). */
  retryThumbnail?: boolean;
  headingLevel?: 'h2' | 'h3';
}

const RANKS = [
  { label: '1위', className: 'bg-[#f5c518] text-[#1f1a00]', name: '금' },
  { label: '2위', className: 'bg-[#cfd6e0] text-[#151a22]', name: '은' },
  { label: '3위', className: 'bg-[#d08a4a] text-[#1d1006]', name: '동' },
];
const DESCRIPTION_MAX = 150;

/** Memoised: lists re-render on every filter keystroke and page-view refresh; the cards need not. */
export const VideoCard = memo(function VideoCard(props: VideoCardProps) {
  const {
    video,
    position = 0,
    ranked = false,
    terms,
    relatedTerms,
    layout = 'grid',
    modalHref,
    onOpenModal,
    eager,
    retryThumbnail,
    headingLevel = 'h3',
  } = props;
  const rank = ranked ? RANKS[position] : undefined;
  const duration = video.duration_display ?? formatDuration(video.duration);
  const Heading = headingLevel;
  const isList = layout === 'list';
  const external = !modalHref;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenModal || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpenModal(video.video_id);
  };
  const description = video.description && isList ? trimText(video.description, DESCRIPTION_MAX) : '';

  return (
    <article className="h-full">
      <a
        href={modalHref ?? youtubeWatchUrl(video.video_id, video.video_url)}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={onClick}
        data-testid="video-card"
        className={`group flex h-full overflow-hidden rounded-xl border border-line bg-surface transition hover:border-accent hover:shadow-lg ${
          isList ? 'flex-row gap-3 sm:gap-4' : 'flex-col'
        }`}
      >
        <div className={`relative shrink-0 overflow-hidden bg-surface-2 ${isList ? 'aspect-video w-36 sm:w-64' : 'aspect-video w-full'}`}>
          <Thumbnail
            videoId={video.video_id}
            storedUrl={video.thumbnail_url}
            eager={eager}
            retry={retryThumbnail}
            className="transition duration-300 group-hover:scale-105"
          />
          <span className="absolute bottom-1.5 right-1.5 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
            <span className="sr-only">재생 시간 </span>
            {duration}
          </span>
          {video.is_new && (
            <span className="absolute left-1.5 top-1.5 rounded bg-[#c4261b] px-1.5 py-0.5 text-xs font-bold text-white">NEW</span>
          )}
          {rank && (
            <span
              className={`absolute right-1.5 top-1.5 flex h-8 min-w-8 items-center justify-center rounded-full px-1.5 text-sm font-extrabold shadow ${rank.className}`}
              data-rank={position + 1}
            >
              <span className="sr-only">인기 순위 </span>
              {rank.label}
            </span>
          )}
        </div>
        <div className={`flex min-w-0 flex-1 flex-col gap-1 ${isList ? 'py-2 pr-3' : 'p-3'}`}>
          <Heading className="line-clamp-2 text-base font-semibold leading-snug group-hover:text-accent">
            <Highlight text={video.title} terms={terms} relatedTerms={relatedTerms} />
          </Heading>
          <p className="truncate text-sm text-muted">
            <span className="sr-only">채널 </span>
            <Highlight text={video.channel_name} terms={terms} relatedTerms={relatedTerms} />
          </p>
          <p className="text-sm text-muted">
            <span>{formatViews(video.view_count)}</span>
            {video.like_count !== undefined && (
              <>
                <span aria-hidden="true"> · </span>
                <span data-testid="card-likes">좋아요 {formatHiddenCount(video.like_count)}</span>
              </>
            )}
            <span aria-hidden="true"> · </span>
            <time dateTime={video.upload_date} title={formatKoreanDate(video.upload_date)}>
              {formatRelativeDate(video.upload_date)}
            </time>
          </p>
          <AccessBadges kinds={video.accessible} />
          {description && <p className="mt-1 hidden text-sm text-muted sm:line-clamp-2">{description}</p>}
          {external && <span className="sr-only">(유튜브에서 새 창으로 열림)</span>}
        </div>
      </a>
    </article>
  );
});

function trimText(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
