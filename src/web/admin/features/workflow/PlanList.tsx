// The dry run: per video, before → after, or why it is left alone; pasted lines that are no video, marked with
// their line; the quota a YouTube task would spend.
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import type { BulkTaskPlan } from '../../../api/bulk-tasks.ts';

export function PlanSummary({ plan }: { plan: BulkTaskPlan }) {
  return (
    <div className="flex flex-col gap-2" data-testid="plan-summary">
      {plan.total > 0 && (
        <p className="font-semibold">{`영상 ${formatGroupedNumber(plan.total)}개 가운데 ${formatGroupedNumber(plan.changes)}개가 바뀌고 ${formatGroupedNumber(plan.skips)}개는 그대로 둡니다.`}</p>
      )}
      {plan.invalid > 0 && (
        <p className="font-semibold text-accent" data-testid="plan-invalid">
          {`영상 주소나 ID가 아닌 줄이 ${formatGroupedNumber(plan.invalid)}개 있습니다 (아래에 표시). 실행하면 그 줄은 빼고 나머지만 처리합니다.`}
        </p>
      )}
      {plan.note && <p className="text-muted">{plan.note}</p>}
      {plan.quota && (
        <p className={plan.quota.allowed ? 'text-muted' : 'font-semibold text-accent'}>
          {`유튜브 할당량 ${formatGroupedNumber(plan.quota.units)}단위 예상 (오늘 남은 할당량 ${formatGroupedNumber(plan.quota.remaining)}단위, ${plan.quota.basis})`}
          {plan.quota.apiKeys.enabled === 0 && ' — 사용할 수 있는 API 키가 없어 실행할 수 없습니다.'}
        </p>
      )}
      <p className="text-sm text-muted">
        {plan.reversible ? '실행한 뒤 30일 안에 한꺼번에 되돌릴 수 있습니다.' : '이 작업은 되돌릴 수 없습니다.'}
      </p>
    </div>
  );
}

/** One video of a plan or a run: its title (or id), and what changes on it ('before → after'). */
export function ItemText({
  title,
  videoId,
  before,
  after,
  note,
}: {
  title: string | null;
  videoId: string | null;
  before?: string | null;
  after?: string | null;
  note?: ReactNode;
}) {
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className={`block font-bold break-keep ${title ? '' : 'font-mono'}`}>{title ?? videoId}</span>
        {title && videoId && <span className="block font-mono text-sm text-muted">{videoId}</span>}
        {note}
      </span>
      {before && after && (
        <span className="flex items-center gap-2 font-semibold">
          <span>{before}</span>
          <span className="sr-only">에서</span>
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
          <span>{after}</span>
          <span className="sr-only">(으)로</span>
        </span>
      )}
    </>
  );
}

/** `lineOf`: the pasted box's line of an entry (its position in videoIds), so a bad entry is named as the box shows it. */
export function PlanList({ plan, lineOf = (n) => n }: { plan: BulkTaskPlan; lineOf?: (position: number) => number }) {
  if (plan.items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" data-testid="plan-items">
      {plan.items.map((item) =>
        item.outcome === 'invalid' ? (
          <li
            key={`line-${item.line}`}
            data-outcome="invalid"
            data-line={lineOf(item.line ?? 0)}
            className="flex flex-col gap-1 rounded-xl border border-accent-strong bg-surface p-3 sm:flex-row sm:items-center sm:gap-3"
          >
            <span className="font-semibold tabular-nums sm:w-28 sm:shrink-0">{`${lineOf(item.line ?? 0)}번째 줄`}</span>
            <span className="min-w-0 flex-1 truncate text-sm" title={item.input}>
              {item.input}
            </span>
            <span className="font-semibold break-keep text-accent">{`잘못된 줄: ${item.reason ?? ''}`}</span>
          </li>
        ) : (
          <li
            key={item.videoId}
            data-outcome={item.outcome}
            className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center sm:gap-3"
          >
            <ItemText
              title={item.title}
              videoId={item.videoId}
              {...(item.outcome === 'change' ? { before: item.before, after: item.after } : {})}
            />
            {item.outcome !== 'change' && <span className="text-muted">{`건너뜀: ${item.reason ?? ''}`}</span>}
          </li>
        ),
      )}
    </ul>
  );
}
