// /kits/:slug: a lesson kit's videos in order, 수업 모드 (?lesson=N), a printed handout, QR code and CSV export.
import { Download, Play, Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
// Lesson mode is a slideshow, not a filter: stepping between slides replaces, so Back leaves the lesson (ADR 0039).
// eslint-disable-next-line no-restricted-syntax
import { Link, useParams, useSearchParams } from 'react-router';
import { AUDIENCE_NAMES } from '../../../shared/constants/audiences.ts';
import { KIT_MESSAGES } from '../../../shared/constants/kits.ts';
import { formatDuration } from '../../../shared/format/index.ts';
import { Breadcrumb } from '../../components/ui/Breadcrumb.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../components/ui/StateMessages.tsx';
import { Thumbnail } from '../../components/ui/Thumbnail.tsx';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';
import { kitCsvUrl, kitQrUrl, useKit, type Kit } from '../../api/kits.ts';
import { isNotFound } from '../../api/transport.ts';
import { videoModalHref } from '../../lib/video-modal.ts';
import { fontsForText, whenSettled } from '../../lib/web-fonts.ts';
import { KitHandout } from './KitHandout.tsx';
import { LessonMode } from './LessonMode.tsx';

export function Component() {
  const { slug = '' } = useParams();
  const query = useKit(slug);
  if (query.isPending) return <Spinner label="수업 꾸러미를 불러오는 중..." className="py-24" />;
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        {isNotFound(query.error) ? (
          <>
            <title>수업 꾸러미를 찾을 수 없습니다 | 119 안전영상</title>
            <h1 className="text-2xl font-bold">수업 꾸러미를 찾을 수 없습니다</h1>
            <Link to="/kits" className={buttonPrimary}>
              수업 꾸러미 목록으로
            </Link>
          </>
        ) : (
          <ErrorState message="수업 꾸러미를 불러오지 못했습니다" detail={errorDetail(query.error)} onRetry={() => query.refetch()} />
        )}
      </div>
    );
  }
  return <KitView kit={query.data} />;
}

function KitView({ kit }: { kit: Kit }) {
  const [params, setParams] = useSearchParams();
  const handout = useRef<HTMLElement>(null);
  const [printing, setPrinting] = useState(false);
  // The handout is never drawn on screen, so its letters may lack a font when printing starts (ADR 0011): fetch
  // them once the page has settled, for a print from the browser's menu, and again before the print button prints.
  useEffect(() => whenSettled(() => void fontsForText(handout.current?.textContent ?? '')), [kit]);
  const print = async () => {
    setPrinting(true);
    try {
      await fontsForText(handout.current?.textContent ?? '');
    } finally {
      setPrinting(false);
    }
    window.print();
  };
  const lesson = Number(params.get('lesson'));
  const lessonIndex = Number.isInteger(lesson) && lesson >= 1 && lesson <= kit.videos.length ? lesson - 1 : null;
  const setLesson = (index: number | null) => {
    const next = new URLSearchParams(params);
    if (index === null) next.delete('lesson');
    else next.set('lesson', String(index + 1));
    setParams(next, { replace: lessonIndex !== null && index !== null });
  };

  return (
    <>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 print:hidden">
        <title>{`${kit.title} — 수업 꾸러미 | 119 안전영상`}</title>
        <Breadcrumb
          items={[
            { label: '홈', href: '/' },
            { label: '수업 꾸러미', href: '/kits' },
          ]}
          current={kit.title}
        />
        <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="flex-1">
            <h1 className="text-3xl font-extrabold tracking-tight">{kit.title}</h1>
            {kit.summary && <p className="mt-2 text-muted">{kit.summary}</p>}
            <p className="mt-2 flex flex-wrap gap-2 text-sm">
              <span className="font-semibold">영상 {kit.videos.length}편</span>
              {kit.life_stages.map((stage) => (
                <span key={stage} className="rounded-full border border-line px-2">
                  {AUDIENCE_NAMES[stage].name}
                </span>
              ))}
            </p>
          </div>
          <img
            src={kitQrUrl(kit.slug)}
            alt="이 꾸러미 주소의 QR 코드"
            width={112}
            height={112}
            className="h-28 w-28 rounded-lg bg-white p-1"
          />
        </header>
        {kit.goals.length > 0 && (
          <section aria-labelledby="kit-goals" className="rounded-2xl border border-line bg-surface p-4">
            <h2 id="kit-goals" className="font-bold">
              학습 목표
            </h2>
            <ul className="mt-2 list-disc pl-5">
              {kit.goals.map((goal) => (
                <li key={goal}>{goal}</li>
              ))}
            </ul>
          </section>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonPrimary} onClick={() => setLesson(0)} data-testid="lesson-start">
            <Play aria-hidden="true" className="h-4 w-4" /> 수업 모드 시작
          </button>
          <button
            type="button"
            className={buttonSecondary}
            onClick={print}
            disabled={printing}
            aria-busy={printing}
            data-testid="kit-print"
          >
            <Printer aria-hidden="true" className="h-4 w-4" /> {printing ? '인쇄 준비 중...' : '유인물 인쇄'}
          </button>
          <a href={kitCsvUrl(kit.slug)} download className={buttonSecondary}>
            <Download aria-hidden="true" className="h-4 w-4" /> CSV 내려받기
          </a>
        </div>
        <ol className="flex flex-col gap-3" aria-label="꾸러미 영상 순서">
          {kit.videos.map((video, index) => (
            <li
              key={video.position}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 sm:flex-row"
              data-testid="kit-video"
            >
              {video.available ? (
                <Link
                  to={videoModalHref(params, video.video_id)}
                  state={{ openedFromPage: true }}
                  className="relative block shrink-0 overflow-hidden rounded-xl sm:w-56"
                  aria-label={`${video.position}번 영상 보기: ${video.title}`}
                >
                  <Thumbnail
                    videoId={video.video_id}
                    storedUrl={video.thumbnail_url}
                    className="aspect-video w-full object-cover"
                    eager={index < 2}
                  />
                </Link>
              ) : (
                <div
                  className="flex aspect-video shrink-0 items-center justify-center rounded-xl bg-surface-2 p-2 text-center text-sm text-muted sm:w-56"
                  data-testid="kit-video-gone"
                >
                  {KIT_MESSAGES.unavailablePlaceholder}
                </div>
              )}
              <div className="flex flex-1 flex-col gap-1">
                <h2 className="text-lg font-bold">
                  {video.position}. {video.available ? video.title : KIT_MESSAGES.unavailablePlaceholder}
                </h2>
                {video.available && (
                  <p className="text-sm text-muted">
                    {video.channel_name}
                    {video.duration ? ` · ${formatDuration(video.duration)}` : ''}
                    {video.start_seconds !== null || video.end_seconds !== null
                      ? ` · ${formatDuration(video.start_seconds ?? 0)}부터${video.end_seconds !== null ? ` ${formatDuration(video.end_seconds)}까지` : ''}`
                      : ''}
                  </p>
                )}
                {video.note && <p>{video.note}</p>}
                {video.question && (
                  <p>
                    <strong>생각해 보기:</strong> {video.question}
                  </p>
                )}
                <button
                  type="button"
                  className="mt-auto self-start text-sm font-semibold text-accent hover:underline"
                  onClick={() => setLesson(index)}
                >
                  이 영상부터 수업 모드
                </button>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <KitHandout kit={kit} ref={handout} />
      {lessonIndex !== null && <LessonMode kit={kit} index={lessonIndex} onIndex={setLesson} onClose={() => setLesson(null)} />}
    </>
  );
}
