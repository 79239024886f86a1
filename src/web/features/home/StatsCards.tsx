// Four statistics cards counting up over 2 s in 60 steps; a placeholder when nothing could be fetched.
import { Eye, Film, Heart, Tv } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import type { Statistics } from '../../api/statistics.ts';
import { formatGroupedNumber, formatKoreanNumber } from '../../../shared/format/index.ts';
import { COUNT_UP_DURATION_MS, COUNT_UP_STEPS, countUpValue } from './count-up.ts';
import { useStatistics } from './useStatistics.ts';

interface CardSpec {
  key: keyof Pick<Statistics, 'totalVideos' | 'totalChannels' | 'totalViews' | 'totalLikes'>;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  format: (n: number) => string;
}

const CARDS: CardSpec[] = [
  { key: 'totalVideos', label: '안전 영상', icon: Film, format: (n) => `${formatGroupedNumber(n)}개` },
  { key: 'totalChannels', label: '소방·안전 채널', icon: Tv, format: (n) => `${formatGroupedNumber(n)}곳` },
  { key: 'totalViews', label: '누적 조회수', icon: Eye, format: (n) => `${formatKoreanNumber(n)}회` },
  { key: 'totalLikes', label: '누적 좋아요', icon: Heart, format: (n) => `${formatKoreanNumber(n)}개` },
];

function useCountUp(target: number | undefined): number | undefined {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (target === undefined) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setStep(COUNT_UP_STEPS);
      return;
    }
    setStep(0);
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= COUNT_UP_STEPS) clearInterval(timer);
    }, COUNT_UP_DURATION_MS / COUNT_UP_STEPS);
    return () => clearInterval(timer);
  }, [target]);
  return target === undefined ? undefined : countUpValue(target, step);
}

function StatCard({ spec, value }: { spec: CardSpec; value: number | undefined }) {
  const shown = useCountUp(value);
  const Icon = spec.icon;
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 sm:p-5" data-testid={`stat-${spec.key}`}>
      <span className="flex items-center gap-2 text-sm font-semibold text-muted">
        <Icon aria-hidden className="h-5 w-5 text-accent" />
        {spec.label}
      </span>
      {value === undefined ? (
        <span className="text-2xl font-extrabold text-muted sm:text-3xl" aria-label="집계 정보 없음">
          —
        </span>
      ) : (
        <span className="text-2xl font-extrabold tabular-nums sm:text-3xl">
          <span aria-hidden="true" data-testid="stat-value">
            {spec.format(shown ?? 0)}
          </span>
          <span className="sr-only">{spec.format(value)}</span>
        </span>
      )}
    </li>
  );
}

export function StatsCards() {
  const { data, isError, refetch, isFetching } = useStatistics();
  return (
    <section aria-labelledby="stats-heading" className="mx-auto max-w-7xl px-4">
      <h2 id="stats-heading" className="sr-only">
        플랫폼 통계
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map((spec) => (
          <StatCard key={spec.key} spec={spec} value={data?.[spec.key]} />
        ))}
      </ul>
      {isError && !data && (
        <p className="mt-3 text-sm text-muted" role="status">
          통계를 불러오지 못했습니다.{' '}
          <button
            type="button"
            className="min-h-11 font-semibold text-fg underline underline-offset-4"
            onClick={() => refetch()}
            disabled={isFetching}
          >
            다시 시도
          </button>
        </p>
      )}
    </section>
  );
}
