// One queue item: the video as YouTube shows it, what the classifier suggests and why, and the decision.
import { Check, ExternalLink, PenLine, X } from 'lucide-react';
import { useId } from 'react';
import type { CurationItem } from '../../../../shared/api/curation.ts';
import { formatDateTime, formatKoreanDate } from '../../../../shared/format/index.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { Thumbnail } from '../../../components/ui/Thumbnail.tsx';
import { CURATION_STATE_LABELS as STATE_LABELS } from '../../../../shared/constants/curation.ts';
import { confidenceView, josaRo } from './curation-params.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';

export type CardAction = 'approve' | 'choose' | 'reject';

interface CurationCardProps {
  item: CurationItem;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: CardAction) => void;
  /** False for a role that only reads the queue. */
  canDecide: boolean;
}

const LEVEL_STYLE = { 높음: 'bg-emerald-500', 보통: 'bg-amber-500', 낮음: 'bg-red-500' } as const;

function Confidence({ value }: { value: number }) {
  const view = confidenceView(value);
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="h-2 w-24 overflow-hidden rounded-full bg-surface-2">
        <span className={`block h-full ${LEVEL_STYLE[view.label]}`} style={{ width: `${view.percent}%` }} />
      </span>
      <span>{`${view.percent}% (${view.label})`}</span>
    </span>
  );
}

export function CurationCard({ item, canDecide, selected, busy, onSelect, onAction }: CurationCardProps) {
  const titleId = useId();
  const pending = item.state === 'pending';
  // A role that only reads sees a pending item without its checkbox and decisions.
  const decides = pending && canDecide;
  const suggestion = item.suggestedKeyword;
  return (
    <li className="rounded-xl border border-line bg-surface p-4" data-testid="curation-item">
      <article aria-labelledby={titleId} className="flex flex-col gap-4 md:flex-row">
        <div className="flex items-start gap-3">
          {decides && <Checkbox row label={`${item.title} 선택`} checked={selected} onChange={onSelect} />}
          <div className="aspect-video w-full overflow-hidden rounded-lg md:w-52">
            <Thumbnail videoId={item.videoId} storedUrl={item.thumbnailUrl} />
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <h3 id={titleId} className="text-lg font-bold break-words">
              <a
                href={`https://www.youtube.com/watch?v=${item.videoId}`}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:underline"
              >
                {item.title}
                <ExternalLink aria-hidden="true" className="ml-1 inline h-4 w-4" />
                <span className="sr-only"> (유튜브에서 보기, 새 창)</span>
              </a>
            </h3>
            <p className="text-sm text-muted">
              <span className="sr-only">채널 </span>
              {item.channelName || '채널 정보 없음'}
              {' · 올린 날 '}
              <time dateTime={item.uploadDate}>{formatKoreanDate(item.uploadDate)}</time>
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">제안 키워드</dt>
            <dd data-testid="curation-suggestion">
              {suggestion ? suggestion.keyword : '없음'}
              {item.suggestedCategories.length > 0 && (
                <span className="text-muted">{` (${item.suggestedCategories.map((c) => c.name).join(', ')})`}</span>
              )}
            </dd>
            <dt className="font-semibold">신뢰도</dt>
            <dd>
              <Confidence value={item.confidence} />
            </dd>
            <dt className="font-semibold">이유</dt>
            <dd className="break-words">{item.reason}</dd>
            {!pending && (
              <>
                <dt className="font-semibold">결정</dt>
                <dd>
                  {STATE_LABELS[item.state]}
                  {item.decidedAt && (
                    <>
                      {' · '}
                      <time dateTime={item.decidedAt}>{formatDateTime(item.decidedAt)}</time>
                    </>
                  )}
                  {` · ${item.decidedBy ?? '자동 분류'}`}
                  {item.decisionNote && ` · 메모: ${item.decisionNote}`}
                </dd>
              </>
            )}
          </dl>
          {decides && (
            <div className="flex flex-wrap gap-2">
              {suggestion ? (
                <ActionButton
                  icon={Check}
                  iconClassName="h-5 w-5"
                  className={buttonPrimary}
                  disabled={busy}
                  onClick={() => onAction('approve')}
                  aria-describedby={titleId}
                >{`"${suggestion.keyword}"${josaRo(suggestion.keyword)} 승인`}</ActionButton>
              ) : null}
              <ActionButton
                icon={PenLine}
                iconClassName="h-5 w-5"
                className={suggestion ? buttonSecondary : buttonPrimary}
                disabled={busy}
                onClick={() => onAction('choose')}
                aria-describedby={titleId}
              >
                {suggestion ? '다른 키워드로 승인' : '키워드 골라 승인'}
              </ActionButton>
              <ActionButton
                icon={X}
                iconClassName="h-5 w-5"
                className={buttonSecondary}
                disabled={busy}
                onClick={() => onAction('reject')}
                aria-describedby={titleId}
              >
                거절
              </ActionButton>
            </div>
          )}
        </div>
      </article>
    </li>
  );
}
