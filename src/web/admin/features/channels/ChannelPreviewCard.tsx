// What YouTube says about a channel, before it is saved: picture, name, ID, counts and the start of its description.
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import type { ChannelPreview } from '../../../api/admin-channels.ts';
import { ChannelAvatar } from './ChannelAvatar.tsx';
import { countText, monoFont } from './channel-labels.ts';

export function ChannelPreviewCard({ channel }: { channel: ChannelPreview['channel'] }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row" data-testid="channel-preview">
      <ChannelAvatar name={channel.channel_name} url={channel.thumbnail_url} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold break-keep" data-testid="channel-preview-name">
          {channel.channel_name}
        </p>
        <p className={`truncate text-sm text-muted ${monoFont}`}>
          {channel.channel_id}
          {channel.custom_url ? ` · ${channel.custom_url}` : ''}
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted">구독자</dt>
            <dd className="font-semibold tabular-nums">{countText(channel.subscriber_count, '명')}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">영상</dt>
            <dd className="font-semibold tabular-nums">{countText(channel.video_count, '개')}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">조회수</dt>
            <dd className="font-semibold tabular-nums">{countText(channel.view_count, '회')}</dd>
          </div>
        </dl>
        {channel.description && <p className="mt-2 line-clamp-3 text-sm text-muted whitespace-pre-line">{channel.description}</p>}
        {channel.video_count !== null && channel.video_count > 0 && (
          <p className="mt-2 text-sm text-muted">
            {`전체 동기화에 약 ${formatGroupedNumber(1 + 2 * Math.ceil(channel.video_count / 50))}단위가 듭니다 (채널 정보 1 + 업로드 50개마다 2).`}
          </p>
        )}
      </div>
    </div>
  );
}
