// The video modal (R-VIDEO-03): a player facade for watch/short links (youtube-nocookie after
// a press, ADR 0029), else a link out.
import { ExternalLink, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { VERSION_SWITCH_LABELS, languageName } from '../../../shared/constants/versions.ts';
import { formatDuration, formatHiddenCount, formatKoreanDate, formatViews } from '../../../shared/format/index.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { VideoFacade } from '../../components/ui/VideoFacade.tsx';
import { buttonPrimary } from '../../components/ui/buttons.ts';
import { embedUrlFor, youtubeWatchUrl } from '../../lib/embed-url.ts';
import { isNotFound } from '../../api/transport.ts';
import { recordVideoView, useVideoDetail } from '../../api/videos.ts';
import { useModalDialog } from './use-modal-dialog.ts';
import { startForSwitch } from '../../lib/youtube-player.ts';
import { videoModalHref, type ModalLocationState } from '../../lib/video-modal.ts';
import { AccessSummary } from './AccessSummary.tsx';
import { VersionSwitcher } from './VersionSwitcher.tsx';

interface Props {
  videoId: string;
  onClose: () => void;
}

export default function VideoModal({ videoId, onClose }: Props) {
  const dialogRef = useModalDialog(true, onClose);
  const query = useVideoDetail(videoId);
  const video = query.data?.video;
  const channel = query.data?.channel ?? null;
  const keyword = query.data?.keyword ?? null;
  const embed = video ? embedUrlFor(video.video_url) : null;
  const watchUrl = youtubeWatchUrl(videoId, video?.video_url);
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const switched = (location.state as ModalLocationState | null)?.versionSwitch;
  // The player's current second (null while the facade is showing): where a switch to a same-length version starts.
  const timeRef = useRef<number | null>(null);
  const onTime = useCallback((seconds: number | null) => {
    timeRef.current = seconds;
  }, []);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (video) recordVideoView(video.video_id);
  }, [video]);

  // After a switch, keyboard focus goes to the new version's player (or its play button) and the change is announced.
  useEffect(() => {
    if (!switched || !video || video.video_id !== videoId) return;
    setAnnouncement(`${switched.label}: ${video.title}`);
    if (!switched.autoPlay) dialogRef.current?.querySelector<HTMLElement>('[data-testid="video-facade"]')?.focus();
  }, [switched, video, videoId, dialogRef]);

  const switchTo = (version: NonNullable<typeof query.data>['versions'][number]) => {
    const playing = timeRef.current !== null;
    const label =
      version.kind === 'translated' && version.language
        ? `${languageName(version.language)} 버전으로 보기`
        : VERSION_SWITCH_LABELS[version.kind];
    const state: ModalLocationState = {
      ...((location.state as ModalLocationState | null) ?? {}),
      versionSwitch: {
        autoPlay: playing,
        startAt: startForSwitch(video?.duration ?? null, version.duration, timeRef.current),
        label: label.replace(/으로 보기$|로 보기$/, '으로 바꿨습니다'),
      },
    };
    navigate(videoModalHref(params, version.videoId), { replace: true, state, preventScrollReset: true });
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="video-modal-title"
      data-testid="video-modal"
      className="m-auto w-[min(100vw-1rem,64rem)] max-w-none rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/75"
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex items-start gap-3 border-b border-line p-4">
        <h2 id="video-modal-title" className="flex-1 text-lg font-bold leading-snug sm:text-xl">
          {video?.title ?? (query.isError ? '영상을 찾을 수 없습니다' : '영상 불러오는 중')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          data-autofocus
          aria-label="닫기"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-line hover:bg-surface-2"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" data-testid="version-announcement">
        {announcement}
      </p>
      <div className="p-4">
        {query.isPending && <Spinner label="영상 정보를 불러오는 중..." />}
        {query.isError && (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <p className="text-muted">{isNotFound(query.error) ? '삭제되었거나 공개되지 않은 영상입니다.' : query.error.message}</p>
            <a href={watchUrl} target="_blank" rel="noopener noreferrer" className={buttonPrimary}>
              유튜브에서 찾아보기 <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </a>
          </div>
        )}
        {video && (
          <>
            {embed ? (
              <VideoFacade
                key={video.video_id}
                videoId={video.video_id}
                title={video.title}
                thumbnailUrl={video.thumbnail_url}
                embedUrl={embed}
                autoPlay={switched?.autoPlay === true}
                startAt={switched?.startAt}
                onTime={onTime}
              />
            ) : (
              <div
                className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-xl bg-surface-2 p-6 text-center"
                data-testid="video-unplayable"
              >
                <p className="text-lg font-semibold">영상을 재생할 수 없습니다</p>
                <p className="text-sm text-muted">이 영상은 이곳에서 바로 재생할 수 없어요. 유튜브에서 시청해 주세요.</p>
                <a href={watchUrl} target="_blank" rel="noopener noreferrer" className={buttonPrimary}>
                  유튜브에서 보기 <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">(새 창)</span>
                </a>
              </div>
            )}
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
              {channel ? (
                <Link to={`/channels/${channel.channel_id}`} className="font-semibold text-fg underline-offset-4 hover:underline">
                  {video.channel_name}
                </Link>
              ) : (
                <span className="font-semibold text-fg">{video.channel_name}</span>
              )}
              <span>{formatViews(video.view_count)}</span>
              <span data-testid="video-likes">좋아요 {formatHiddenCount(video.like_count, video.like_count === null ? '' : '개')}</span>
              <span data-testid="video-comments">
                댓글 {formatHiddenCount(video.comment_count, video.comment_count === null ? '' : '개')}
              </span>
              <span>{formatKoreanDate(video.upload_date)}</span>
              <span>재생 시간 {video.duration_display ?? formatDuration(video.duration)}</span>
              {keyword && (
                <Link
                  to={`/view/${encodeURIComponent(keyword.slug)}`}
                  className="rounded-full border border-line px-3 py-1 font-semibold text-fg hover:border-accent"
                >
                  #{keyword.keyword}
                </Link>
              )}
              {embed && (
                <a
                  href={watchUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="ml-auto inline-flex min-h-11 items-center gap-1 font-semibold text-accent hover:underline"
                >
                  유튜브에서 보기 <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">(새 창)</span>
                </a>
              )}
            </div>
            {query.data && <VersionSwitcher detail={query.data} onSwitch={switchTo} />}
            {query.data && <AccessSummary detail={query.data} />}
            {video.description && <p className="mt-3 line-clamp-4 whitespace-pre-line text-sm text-muted">{video.description}</p>}
          </>
        )}
      </div>
    </dialog>
  );
}
