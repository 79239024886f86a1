// Overview: totals and per-type channels, videos and views.
import { formatGroupedNumber, formatKoreanNumber } from '../../../../shared/format/index.ts';
import { CHART_COLORS, ChartWrapper } from '../../../components/charts/ChartWrapper.tsx';
import type { ChannelStats } from '../../../api/channels.ts';
import { CHANNEL_TYPE_INFO } from '../../../lib/channel-types.ts';

export function OverviewTab({ stats }: { stats: ChannelStats }) {
  const totals = [
    { label: '채널', value: `${formatGroupedNumber(stats.totals.channels)}곳` },
    { label: '영상', value: `${formatGroupedNumber(stats.totals.videos)}개` },
    { label: '조회수', value: `${formatKoreanNumber(stats.totals.views)}회` },
    { label: '구독자 합계', value: `${formatKoreanNumber(stats.totals.subscribers)}명` },
  ];
  const byType = stats.byType.map((row) => ({
    type: CHANNEL_TYPE_INFO[row.channel_type].tab,
    channels: row.channels,
    videos: row.videos,
    views: row.views,
  }));
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {totals.map((t) => (
          <div key={t.label} className="rounded-xl bg-surface-2 p-4">
            <dt className="text-sm font-semibold text-muted">{t.label}</dt>
            <dd className="mt-1 text-xl font-extrabold tabular-nums">{t.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-3">
        <ChartWrapper
          type="bar"
          title="유형별 채널 수"
          data={byType}
          xKey="type"
          series={[{ key: 'channels', label: '채널 수', color: CHART_COLORS[1]! }]}
          valueFormatter={formatGroupedNumber}
        />
        <ChartWrapper
          type="bar"
          title="유형별 영상 수"
          data={byType}
          xKey="type"
          series={[{ key: 'videos', label: '영상 수', color: CHART_COLORS[0]! }]}
          valueFormatter={formatGroupedNumber}
        />
        <ChartWrapper
          type="bar"
          title="유형별 총 조회수"
          data={byType}
          xKey="type"
          series={[{ key: 'views', label: '조회수', color: CHART_COLORS[2]! }]}
        />
      </div>
    </div>
  );
}
