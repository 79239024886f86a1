// Comparison: pick up to 5 channels (default the top 3 by views); the rest are disabled at 5.
import { useId, useState } from 'react';
import { formatKoreanNumber } from '../../../../shared/format/index.ts';
import { CHART_COLORS, ChartWrapper } from '../../../components/charts/ChartWrapper.tsx';
import type { ChannelStats } from '../../../api/channels.ts';

export const MAX_COMPARED = 5;
const DEFAULT_COMPARED = 3;

export function ComparisonTab({ stats }: { stats: ChannelStats }) {
  const byViews = [...stats.channels].sort((a, b) => b.views - a.views);
  const [selected, setSelected] = useState<string[]>(() => byViews.slice(0, DEFAULT_COMPARED).map((c) => c.channel_id));
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const full = selected.length >= MAX_COMPARED;
  const chosen = selected.map((id) => stats.channels.find((c) => c.channel_id === id)).filter((c) => c !== undefined);
  const visible = byViews.filter((c) => !filter || c.channel_name.toLowerCase().includes(filter.toLowerCase())).slice(0, 60);
  const toggle = (id: string) =>
    setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : list.length < MAX_COMPARED ? [...list, id] : list));
  const data = chosen.map((c) => ({ name: c.channel_name, views: c.views, videos: c.videos }));
  // A channel that hides its subscribers has no bar there (not a bar of 0); the chart says how many were left out.
  const withSubscribers = chosen.flatMap((c) =>
    c.subscriber_count === null ? [] : [{ name: c.channel_name, subscribers: c.subscriber_count }],
  );
  const hiddenSubscribers = chosen.length - withSubscribers.length;

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-base font-bold">
          비교할 채널 ({selected.length}/{MAX_COMPARED})
        </legend>
        <label htmlFor={filterId} className="text-sm font-semibold text-muted">
          채널 이름으로 찾기
        </label>
        <input
          id={filterId}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="h-11 rounded-lg border border-line bg-surface px-3"
        />
        {full && (
          <p className="text-sm text-muted" role="status">
            최대 {MAX_COMPARED}개까지 비교할 수 있어요. 다른 채널을 보려면 하나를 해제하세요.
          </p>
        )}
        <ul className="max-h-80 overflow-y-auto rounded-lg border border-line" data-testid="compare-list">
          {visible.map((c) => {
            const checked = selected.includes(c.channel_id);
            return (
              <li key={c.channel_id}>
                <label
                  className={`flex min-h-11 items-center gap-3 px-3 ${!checked && full ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-surface-2'}`}
                >
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-[#d92d20]"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => toggle(c.channel_id)}
                  />
                  <span className="min-w-0 flex-1 truncate">{c.channel_name}</span>
                  <span className="text-sm text-muted tabular-nums">{formatKoreanNumber(c.views)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-col gap-6">
        {data.length === 0 ? (
          <p className="text-muted">왼쪽에서 비교할 채널을 골라 주세요.</p>
        ) : (
          <>
            <ChartWrapper
              type="bar"
              title="채널별 조회수"
              data={data}
              xKey="name"
              layout="vertical"
              height={60 + data.length * 48}
              series={[{ key: 'views', label: '조회수', color: CHART_COLORS[0]! }]}
            />
            <ChartWrapper
              type="bar"
              title={hiddenSubscribers > 0 ? `채널별 구독자 수 (비공개 ${hiddenSubscribers}곳 제외)` : '채널별 구독자 수'}
              data={withSubscribers}
              xKey="name"
              layout="vertical"
              height={60 + withSubscribers.length * 48}
              series={[{ key: 'subscribers', label: '구독자', color: CHART_COLORS[1]! }]}
            />
            <ChartWrapper
              type="bar"
              title="채널별 영상 수 (카탈로그)"
              data={data}
              xKey="name"
              layout="vertical"
              height={60 + data.length * 48}
              series={[{ key: 'videos', label: '영상', color: CHART_COLORS[2]! }]}
            />
          </>
        )}
      </div>
    </div>
  );
}
