// The answer card above the results (issue 23): when a search is a question the question dictionary knows, what to
// do now in 3–7 steps staff wrote (or a disaster notice's), 119 where it applies, and the best video to watch.
import { Phone, PlayCircle } from 'lucide-react';
import type { SearchAnswer } from '../../../shared/api/search.ts';
import { buttonPrimary, buttonSecondary } from '../../components/ui/buttons.ts';
import { useVideoModalLinks } from '../../lib/use-video-modal.ts';

const SOURCE_NOTE: Record<SearchAnswer['stepsFrom'], string | null> = {
  topic: null,
  notice: '지금 내려진 재난 공지의 행동 요령입니다.',
  hazard: '국민 행동 요령을 줄여 옮겼습니다.',
};

export function AnswerCard({ answer }: { answer: SearchAnswer }) {
  // A question ("불나면 어떻게 해요") opens with the steps. A bare keyword (소화기) offers them folded on wider
  // screens and not on a phone, whose first screen is for the results the keyword asked for (issue 25 item 7).
  if (!answer.asked) {
    return (
      <details data-testid="answer-card" className="hidden rounded-2xl border-2 border-accent bg-surface md:block">
        <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-4 py-2 text-lg font-extrabold">
          <span className="text-accent">지금 할 일</span> · {answer.topic}
          <span className="text-sm font-semibold text-muted">({answer.steps.length}단계)</span>
        </summary>
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">
          <AnswerBody answer={answer} />
        </div>
      </details>
    );
  }
  return (
    <section
      aria-labelledby="answer-heading"
      data-testid="answer-card"
      className="flex flex-col gap-4 rounded-2xl border-2 border-accent bg-surface p-4 sm:p-6"
    >
      <h2 id="answer-heading" className="text-xl font-extrabold">
        <span className="text-accent">지금 할 일</span> · {answer.topic}
      </h2>
      <AnswerBody answer={answer} />
    </section>
  );
}

function AnswerBody({ answer }: { answer: SearchAnswer }) {
  const modal = useVideoModalLinks();
  const video = answer.video;
  const note = SOURCE_NOTE[answer.stepsFrom];
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-none flex-col gap-2">
        {answer.steps.map((step, i) => (
          <li key={step} className="flex gap-3 text-base leading-relaxed">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-strong text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <span>
              <span className="sr-only">{i + 1}단계: </span>
              {step}
            </span>
          </li>
        ))}
      </ol>
      {note && <p className="text-sm text-muted">{note}</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {answer.call119 && (
          <a href="tel:119" className={`${buttonPrimary} min-h-12 text-lg`} data-testid="answer-call-119">
            <Phone aria-hidden="true" className="h-5 w-5" />
            119에 전화하기
          </a>
        )}
        {video && (
          <a
            href={modal.hrefFor(video.video_id)}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              modal.open(video.video_id);
            }}
            className={`${buttonSecondary} min-h-12 justify-start text-left`}
            data-testid="answer-video"
          >
            <PlayCircle aria-hidden="true" className="h-6 w-6 shrink-0 text-accent" />
            <span className="line-clamp-2">
              <span className="font-bold">영상으로 보기: </span>
              {video.title}
            </span>
          </a>
        )}
      </div>
    </div>
  );
}
