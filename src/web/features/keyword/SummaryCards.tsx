// Six summary cards (R-KEYWORD-01): videos, channels, views, average views, average minutes, page views.
import { BarChart3, Clock, Eye, Film, MousePointerClick, Tv } from 'lucide-react';
// Plain arithmetic, not toLocaleString: Intl's first use loads locale data (~50 ms on a phone).
import { formatGroupedNumber, formatKoreanNumber, formatMinutes } from '../../../shared/format/index.ts';
import type { KeywordDetail } from '../../api/keywords.ts';

export function SummaryCards({ summary }: { summary: KeywordDetail['summary'] }) {
  const cards = [
    { label: '전체 영상', value: `${formatGroupedNumber(summary.totalVideos)}개`, icon: Film },
    { label: '참여 채널', value: `${formatGroupedNumber(summary.totalChannels)}곳`, icon: Tv },
    { label: '총 조회수', value: `${formatKoreanNumber(summary.totalViews)}회`, icon: Eye },
    { label: '평균 조회수', value: `${formatKoreanNumber(summary.averageViews)}회`, icon: BarChart3 },
    { label: '평균 길이', value: formatMinutes(summary.averageDurationMinutes * 60), icon: Clock },
    { label: '페이지 조회', value: `${formatGroupedNumber(summary.pageViews)}회`, icon: MousePointerClick },
  ];
  return (
    <section aria-label="키워드 요약">
      {/* Three across on a phone, compact, so the videos start on the first screen (issue 25). */}
      <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
        {cards.map(({ label, value, icon: Icon }) => (
          <div key={label} className="min-w-0 rounded-xl border border-line bg-surface px-3 py-2 sm:p-4">
            <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted">
              <Icon aria-hidden="true" className="hidden h-4 w-4 shrink-0 text-accent sm:block" />
              {label}
            </dt>
            <dd className="mt-0.5 text-lg font-extrabold tabular-nums sm:mt-1 sm:text-xl" data-testid={`summary-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
