// Platform statistics history (the last 90 days): videos and total views as line charts, each with a
// table alternative (ChartWrapper's "표로 보기"). Loaded lazily with Recharts.
import { formatGroupedNumber, kstFields, toEpochMs } from '../../../../../shared/format/index.ts';
import { CHART_COLORS, ChartWrapper } from '../../../../components/charts/ChartWrapper.tsx';
import type { HistoryDay } from '../../../../api/sync.ts';

const dayLabel = (statDate: string) => {
  const ms = toEpochMs(statDate);
  if (ms === null) return statDate;
  const { month, day } = kstFields(ms);
  return `${month}.${day}`;
};

export default function StatisticsChart({ days }: { days: HistoryDay[] }) {
  const data = days.map((d) => ({ date: dayLabel(d.statDate), videos: d.totalVideos, views: d.totalViews }));
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="statistics-chart">
      {days.length === 1 && (
        <p className="text-sm text-muted lg:col-span-2">아직 하루치 기록뿐입니다. 통계 동기화가 날마다 돌면 추이가 쌓입니다.</p>
      )}
      <ChartWrapper
        type="line"
        title="영상 수"
        data={data}
        xKey="date"
        height={260}
        series={[{ key: 'videos', label: '영상 수', color: CHART_COLORS[1]! }]}
        valueFormatter={formatGroupedNumber}
      />
      <ChartWrapper
        type="line"
        title="누적 조회수"
        data={data}
        xKey="date"
        height={260}
        series={[{ key: 'views', label: '누적 조회수', color: CHART_COLORS[0]! }]}
      />
    </div>
  );
}
