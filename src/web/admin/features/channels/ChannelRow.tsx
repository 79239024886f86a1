// One followed channel: who, type and region, counts, latest video, auto-sync and the last sync result.
import { AlertTriangle, ExternalLink, Pencil, RefreshCw, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { CHANNEL_TYPE_LABELS } from '../../../../shared/constants/catalogue.ts';
import { formatGroupedNumber, formatKoreanDate, formatHiddenCount } from '../../../../shared/format/index.ts';
import type { AdminChannel } from '../../../api/admin-channels.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import { ChannelAvatar } from './ChannelAvatar.tsx';
import { badgeClass, monoFont, regionLabel, smallButton, syncStateText } from './channel-labels.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

export type ChannelAction = 'edit' | 'sync' | 'delete';

export function ChannelRow({
  channel,
  busy,
  onAction,
  canChange = true,
  linkName = true,
}: {
  channel: AdminChannel;
  busy: boolean;
  onAction: (action: ChannelAction) => void;
  /** False for a role that may only read (the server would refuse sync, edit and delete). */
  canChange?: boolean;
  /** The name links to the channel's own admin page. */
  linkName?: boolean;
}) {
  const sync = syncStateText(channel);
  const region = regionLabel(channel.region);
  const nameId = `channel-${channel.id}-name`;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 @3xl:grid @3xl:grid-cols-[minmax(0,1fr)_auto]"
      data-testid="channel-row"
      data-channel-id={channel.channel_id}
      aria-labelledby={nameId}
    >
      <div className="flex min-w-0 gap-3">
        <ChannelAvatar name={channel.channel_name} url={channel.thumbnail_url} />
        <div className="min-w-0">
          <h3 id={nameId} className="font-bold break-keep">
            {linkName ? (
              <Link to={`${ADMIN_BASE}/channels/${channel.id}`} className="underline-offset-4 hover:underline">
                {channel.channel_name}
              </Link>
            ) : (
              channel.channel_name
            )}
          </h3>
          <p className="mt-1 flex flex-wrap gap-1">
            <span className={badgeClass}>{CHANNEL_TYPE_LABELS[channel.channel_type]}</span>
            {region && (
              <span className={`${badgeClass} border-accent-strong`} data-testid="channel-region">
                {region}
                {channel.channel_type === 'fire_dept' && channel.display_order !== null ? ` · ${channel.display_order}번째` : ''}
              </span>
            )}
            {channel.is_featured && (
              <span className={badgeClass}>
                <Star aria-hidden="true" className="h-3 w-3" />
                추천
              </span>
            )}
            {!channel.is_active && <span className={`${badgeClass} text-muted`}>사용 안 함 (공개 목록에서 숨김)</span>}
          </p>
          <p className={`mt-1 truncate text-xs text-muted ${monoFont}`}>{channel.channel_id}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm @xl:grid-cols-3 @3xl:col-span-2 @3xl:row-start-2 @3xl:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,2fr)]">
        <div>
          <dt className="text-muted">구독자</dt>
          <dd className="font-semibold tabular-nums">{formatHiddenCount(channel.subscriber_count, '명', formatGroupedNumber)}</dd>
        </div>
        <div>
          <dt className="text-muted">영상 (유튜브 / 수집)</dt>
          <dd className="font-semibold tabular-nums">
            {formatGroupedNumber(channel.video_count)} / {formatGroupedNumber(channel.videos_in_project)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">최근 영상</dt>
          <dd>{channel.latest_video_date ? formatKoreanDate(channel.latest_video_date) : '없음'}</dd>
        </div>
        <div>
          <dt className="text-muted">자동 동기화</dt>
          <dd className="font-semibold" data-testid="channel-auto-sync">
            {channel.auto_sync ? '켜짐' : '꺼짐'}
          </dd>
        </div>
        <div className="col-span-2 @xl:col-span-1">
          <dt className="text-muted">마지막 동기화</dt>
          <dd className={sync.failed ? 'font-semibold text-accent' : ''} data-testid="channel-sync-state">
            {sync.failed && <AlertTriangle aria-hidden="true" className="mr-1 inline h-4 w-4 align-[-2px]" />}
            {sync.text}
          </dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-2 @xl:flex @xl:flex-wrap @3xl:col-start-2 @3xl:row-start-1 @3xl:justify-end @3xl:self-start">
        {canChange && (
          <>
            <ActionButton
              icon={RefreshCw}
              className={smallButton}
              disabled={busy || channel.syncing !== null}
              onClick={() => onAction('sync')}
              aria-label={`${channel.channel_name} 지금 전체 동기화`}
            >
              지금 전체 동기화
            </ActionButton>
            <ActionButton
              icon={Pencil}
              className={smallButton}
              disabled={busy}
              onClick={() => onAction('edit')}
              aria-label={`${channel.channel_name} 수정`}
            >
              수정
            </ActionButton>
            <ActionButton
              icon={Trash2}
              className={smallButton}
              disabled={busy}
              onClick={() => onAction('delete')}
              aria-label={`${channel.channel_name} 삭제`}
            >
              삭제
            </ActionButton>
          </>
        )}
        <Link
          to={`/channels/${encodeURIComponent(channel.channel_id)}`}
          className={smallButton}
          aria-label={`${channel.channel_name} 공개 페이지`}
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          공개 페이지
        </Link>
      </div>
    </li>
  );
}
