// Channel card (R-CHANNEL-03): picture, type and region badges, name, subscribers/videos/views
// in Korean units (1.5만), latest video date (long, or yy.m.d on mobile); links to the channel page.
import { Link } from 'react-router';
import type { Channel } from '../../../shared/api/channels.ts';
import { formatHiddenCount, formatKoreanDate, formatKoreanNumber, formatShortDate } from '../../../shared/format/index.ts';
import { CHANNEL_TYPE_INFO } from '../../lib/channel-types.ts';
import { ChannelThumbnail } from './ChannelThumbnail.tsx';

interface Props {
  channel: Channel;
  showTypeBadge: boolean;
  mobile: boolean;
}

export function ChannelCard({ channel, showTypeBadge, mobile }: Props) {
  const latest = channel.latest_video_date
    ? mobile
      ? formatShortDate(channel.latest_video_date)
      : formatKoreanDate(channel.latest_video_date)
    : '없음';
  return (
    <Link
      to={`/channels/${encodeURIComponent(channel.channel_id)}`}
      data-testid="channel-card"
      className="flex h-full gap-4 rounded-2xl border border-line bg-surface p-4 transition hover:border-accent hover:bg-surface-2 hover:shadow-md"
    >
      <ChannelThumbnail channel={channel} size={mobile ? 56 : 64} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap gap-1.5">
          {showTypeBadge && !mobile && (
            <span className="rounded-md bg-accent-soft px-2 py-0.5 text-xs font-bold text-accent">
              {CHANNEL_TYPE_INFO[channel.channel_type].tab}
            </span>
          )}
          {channel.channel_type === 'fire_dept' && channel.region && (
            <span className="rounded-md border border-line px-2 py-0.5 text-xs font-semibold text-muted">{channel.region}</span>
          )}
        </div>
        <h3 className="truncate text-lg font-bold">{channel.channel_name}</h3>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted">구독자</dt>
            <dd className="font-semibold tabular-nums">{formatHiddenCount(channel.subscriber_count)}</dd>
          </div>
          <div>
            <dt className="text-muted">영상</dt>
            <dd className="font-semibold tabular-nums">{formatKoreanNumber(channel.video_count)}</dd>
          </div>
          <div>
            <dt className="text-muted">조회수</dt>
            <dd className="font-semibold tabular-nums">{formatKoreanNumber(channel.view_count)}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted">
          최근 영상: <span className="font-semibold text-fg">{latest}</span>
        </p>
      </div>
    </Link>
  );
}
