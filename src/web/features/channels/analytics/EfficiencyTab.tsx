// Efficiency: views per video and uploads per month, the top 10 channels with at least 5 videos.
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { CHART_COLORS, ChartWrapper } from '../../../components/charts/ChartWrapper.tsx';
import type { ChannelStats } from '../../../api/channels.ts';

const MIN_VIDEOS = 5;
const TOP = 10;

export function EfficiencyTab({ stats }: { stats: ChannelStats }) {
  const eligible = stats.channels.filter((c) => c.videos >= MIN_VIDEOS);
  const perVideo = [...eligible]
    .sort((a, b) => b.views_per_video - a.views_per_video)
    .slice(0, TOP)
    .map((c) => ({ name: c.channel_name, value: c.views_per_video }));
  const active = [...eligible]
    .sort((a, b) => b.uploads_per_month - a.uploads_per_month)
    .slice(0, TOP)
    .map((c) => ({ name: c.channel_name, value: c.uploads_per_month }));
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted">
        카탈로그에 영상이 {MIN_VIDEOS}개 이상인 채널 {formatGroupedNumber(eligible.length)}곳을 비교했습니다.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartWrapper
          type="bar"
          title="영상 1개당 평균 조회수 상위 10"
          data={perVideo}
          xKey="name"
          layout="vertical"
          height={480}
          series={[{ key: 'value', label: '영상당 조회수', color: CHART_COLORS[3]! }]}
        />
        <ChartWrapper
          type="bar"
          title="최근 1년 월평균 업로드 상위 10"
          data={active}
          xKey="name"
          layout="vertical"
          height={480}
          series={[{ key: 'value', label: '월평균 업로드', color: CHART_COLORS[4]! }]}
          valueFormatter={(v) => `${Number.isInteger(v) ? formatGroupedNumber(v) : v.toFixed(1)}개`}
        />
      </div>
    </div>
  );
}
