// One video of the admin list: choose it, see its status, keyword and channel, edit, open on YouTube, delete.
import { ExternalLink, PenLine, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AdminVideo } from '../../../api/admin-videos.ts';
import { formatDuration, formatGroupedNumber, formatKoreanDate, formatHiddenCount } from '../../../../shared/format/index.ts';
import { buttonGhost, buttonSecondary } from '../../../components/ui/buttons.ts';
import { Thumbnail } from '../../../components/ui/Thumbnail.tsx';
import { statusLabel, videosHref } from './videos-params.ts';
import { Checkbox } from '../../components/Checkbox.tsx';

const DOT: Record<string, string> = {
  published: 'bg-emerald-500',
  '': 'bg-emerald-500',
  draft: 'bg-amber-500',
  archived: 'bg-slate-400',
  deleted: 'bg-red-500',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-2 px-2.5 py-0.5 text-sm font-semibold"
      data-testid="video-status"
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${DOT[status] ?? 'bg-slate-400'}`} />
      {statusLabel(status)}
    </span>
  );
}

interface VideoRowProps {
  video: AdminVideo;
  /** False for a role that only reads: no checkbox, edit or delete. */
  canChange: boolean;
  selected: boolean;
  disabled: boolean;
  onSelect: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function VideoRow({ video, canChange, selected, disabled, onSelect, onEdit, onDelete }: VideoRowProps) {
  const titleId = useId();
  return (
    <li className="rounded-xl border border-line bg-surface p-3" data-testid="admin-video" data-video-id={video.video_id}>
      <article aria-labelledby={titleId} className="flex gap-3">
        {canChange && <Checkbox row label={`${video.title} 선택`} checked={selected} disabled={disabled} onChange={onSelect} />}
        <div className="hidden aspect-video w-36 shrink-0 overflow-hidden rounded-lg sm:block">
          <Thumbnail videoId={video.video_id} storedUrl={video.thumbnail_url} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h3 id={titleId} className="font-bold break-words">
            {video.title}
            {video.title_override !== null && <span className="ml-2 text-sm font-semibold text-muted">(제목 고침)</span>}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <StatusBadge status={video.status} />
            {video.keyword ? (
              <Link
                to={videosHref({ keywordId: video.keyword.id })}
                className="underline-offset-2 hover:underline"
                title="이 키워드의 영상만 보기"
              >
                <span className="sr-only">키워드 </span>#{video.keyword.keyword}
              </Link>
            ) : (
              <span>키워드 없음</span>
            )}
            {video.channel_id ? (
              <Link
                to={videosHref({ channelId: video.channel_id })}
                className="underline-offset-2 hover:underline"
                title="이 채널의 영상만 보기"
              >
                <span className="sr-only">채널 </span>
                {video.channel_name}
              </Link>
            ) : (
              <span>
                {video.channel_name || '채널 정보 없음'} <span className="font-semibold">(등록되지 않은 채널)</span>
              </span>
            )}
          </p>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted">
            <span>
              올린 날 <time dateTime={video.upload_date}>{formatKoreanDate(video.upload_date)}</time>
            </span>
            <span>조회수 {formatGroupedNumber(video.view_count)}회</span>
            <span>좋아요 {formatHiddenCount(video.like_count, '', formatGroupedNumber)}</span>
            {video.duration !== null && <span>길이 {video.duration_display || formatDuration(video.duration)}</span>}
            <span className="font-mono">{video.video_id}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-start">
          {canChange && (
            <button type="button" className={buttonSecondary} onClick={onEdit} disabled={disabled} aria-label={`${video.title} 편집`}>
              <PenLine aria-hidden="true" className="h-4 w-4" />
              <span className="hidden md:inline">편집</span>
            </button>
          )}
          <a
            href={video.youtube_url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonGhost}
            aria-label={`${video.title} 유튜브에서 보기 (새 창)`}
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="hidden md:inline">유튜브</span>
          </a>
          {canChange && (
            <button type="button" className={buttonGhost} onClick={onDelete} disabled={disabled} aria-label={`${video.title} 삭제`}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              <span className="hidden md:inline">삭제</span>
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
