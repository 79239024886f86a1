// 수업 모드: one video at a time on a projector — large text and controls, ←/→ (and PageUp/PageDown, which clickers
// send) for previous/next, full screen, Esc to leave. The player loads only when the instructor presses play.
import { ChevronLeft, ChevronRight, Maximize, X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { KIT_MESSAGES } from '../../../shared/constants/kits.ts';
import { VideoFacade } from '../../components/ui/VideoFacade.tsx';
import type { Kit } from '../../api/kits.ts';
import { lessonEmbedUrl } from './kit-player.ts';

const big = 'inline-flex min-h-16 items-center justify-center gap-2 rounded-2xl px-6 text-xl font-bold';

export function LessonMode({
  kit,
  index,
  onIndex,
  onClose,
}: {
  kit: Kit;
  index: number;
  onIndex: (n: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const video = kit.videos[index]!;
  const last = kit.videos.length - 1;

  // Layout effects, not passive ones: the router renders a new position in a transition, whose passive effects can
  // run well after the screen shows it, so a key pressed in between met no listener (or one with the old position).
  const latest = useRef({ index, last, onIndex, onClose });
  useLayoutEffect(() => {
    latest.current = { index, last, onIndex, onClose };
  });
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea')) return;
      const { index: at, last: end, onIndex: go, onClose: close } = latest.current;
      if (['ArrowRight', 'PageDown'].includes(event.key) && at < end) go(at + 1);
      else if (['ArrowLeft', 'PageUp'].includes(event.key) && at > 0) go(at - 1);
      else if (event.key === 'Escape' && !document.fullscreenElement) close();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useLayoutEffect(() => ref.current?.focus(), [index]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-label={`수업 모드: ${kit.title}`}
      className="fixed inset-0 z-50 flex flex-col gap-4 overflow-auto bg-page p-4 text-fg outline-none sm:p-8"
      data-testid="lesson-mode"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-bold" aria-live="polite" data-testid="lesson-position">
          {kit.title} · {index + 1} / {kit.videos.length}
        </p>
        <div className="ml-auto flex gap-2">
          <button
            type="button"
            className={`${big} border border-line bg-surface`}
            onClick={() => (document.fullscreenElement ? document.exitFullscreen() : ref.current?.requestFullscreen())}
          >
            <Maximize aria-hidden="true" className="h-6 w-6" /> 전체 화면
          </button>
          <button type="button" className={`${big} border border-line bg-surface`} onClick={onClose}>
            <X aria-hidden="true" className="h-6 w-6" /> 끝내기
          </button>
        </div>
      </div>
      <h2 className="text-3xl font-extrabold leading-snug sm:text-4xl">
        {video.available ? video.title : KIT_MESSAGES.unavailablePlaceholder}
      </h2>
      {/* As wide as the screen's height leaves room for: the title, note, question and the controls stay in view. */}
      <div className="mx-auto w-full max-w-[min(64rem,max(20rem,calc((100dvh_-_27rem)*16/9)))]">
        {video.available ? (
          <VideoFacade
            key={video.video_id}
            videoId={video.video_id}
            title={video.title ?? ''}
            thumbnailUrl={video.thumbnail_url}
            embedUrl={lessonEmbedUrl(video)}
          />
        ) : (
          <div className="flex aspect-video items-center justify-center rounded-xl bg-surface-2 text-2xl text-muted">
            {KIT_MESSAGES.unavailablePlaceholder}
          </div>
        )}
      </div>
      {video.note && <p className="text-2xl">{video.note}</p>}
      {video.question && (
        <p className="rounded-2xl border border-line bg-surface p-4 text-2xl">
          <strong>생각해 보기: </strong>
          {video.question}
        </p>
      )}
      <div className="mt-auto flex justify-between gap-4">
        <button
          type="button"
          className={`${big} bg-accent-strong text-white disabled:opacity-40`}
          disabled={index === 0}
          onClick={() => onIndex(index - 1)}
        >
          <ChevronLeft aria-hidden="true" className="h-7 w-7" /> 이전 영상
        </button>
        <button
          type="button"
          className={`${big} bg-accent-strong text-white disabled:opacity-40`}
          disabled={index === last}
          onClick={() => onIndex(index + 1)}
        >
          다음 영상 <ChevronRight aria-hidden="true" className="h-7 w-7" />
        </button>
      </div>
    </div>
  );
}
