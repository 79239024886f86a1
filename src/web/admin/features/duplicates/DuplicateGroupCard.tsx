// One duplicate group: why it was found, its videos, a choice of the one to keep and the merge button.
import { ExternalLink, Merge, AlertTriangle } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { VIDEO_STATUS_LABELS } from '../../../../shared/constants/admin-videos.ts';
import { formatDuration, formatGroupedNumber, formatKoreanDate } from '../../../../shared/format/index.ts';
import type { DuplicateGroup } from '../../../api/admin-duplicates.ts';
import { buttonPrimary } from '../../../components/ui/buttons.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { publicVideosLost } from './merge-visibility.ts';

/** A video line: a label around the keeper choice, or plain text for a role that only reads. */
function Choice({ canMerge, children }: { canMerge: boolean; children: ReactNode }) {
  const className = 'flex min-h-11 min-w-0 flex-1 items-start gap-3';
  return canMerge ? <label className={`${className} cursor-pointer`}>{children}</label> : <div className={className}>{children}</div>;
}

interface Props {
  group: DuplicateGroup;
  number: number;
  busy: boolean;
  /** False for a role that only reads: the videos show without the keeper choice and the merge button. */
  canMerge: boolean;
  onMerge: (keepVideoId: string) => void;
}

export function DuplicateGroupCard({ group, number, busy, canMerge, onMerge }: Props) {
  // The server lists the suggested keeper first: a public copy before a hidden one, then the most viewed.
  const [keep, setKeep] = useState(group.videos[0]!.video_id);
  const name = useId();
  const reasonId = useId();
  const lost = canMerge ? publicVideosLost(group.videos, keep) : [];
  return (
    <fieldset className="rounded-2xl border border-line bg-surface p-4" aria-describedby={reasonId} data-testid="duplicate-group">
      <legend className="px-1 text-base font-bold">{`묶음 ${formatGroupedNumber(number)} · 영상 ${group.videos.length}개`}</legend>
      <p id={reasonId} className="mb-3 text-sm text-muted">
        <span className="font-semibold text-fg">찾은 이유: </span>
        {group.reason}
      </p>
      <ul className="space-y-2">
        {group.videos.map((video) => (
          <li key={video.video_id} className="flex flex-wrap items-start gap-3 rounded-xl border border-line p-3">
            <Choice canMerge={canMerge}>
              {canMerge && (
                <input
                  type="radio"
                  name={name}
                  value={video.video_id}
                  checked={keep === video.video_id}
                  onChange={() => setKeep(video.video_id)}
                  className="mt-1 h-5 w-5 shrink-0 accent-accent-strong"
                />
              )}
              <span className="min-w-0">
                <span className="block font-semibold break-words">
                  {video.title}
                  {canMerge && keep === video.video_id && (
                    <span className="ml-2 whitespace-nowrap rounded bg-accent-soft px-1.5 py-0.5 text-xs text-fg">남길 영상</span>
                  )}
                </span>
                <span className="mt-1 block text-sm text-muted">
                  {[
                    video.channel_name || '채널 없음',
                    `길이 ${video.duration === null ? '알 수 없음' : formatDuration(video.duration)}`,
                    `조회수 ${formatGroupedNumber(video.view_count)}회`,
                    `키워드 ${video.keyword?.keyword ?? '없음'}`,
                    VIDEO_STATUS_LABELS[video.status as keyof typeof VIDEO_STATUS_LABELS] ?? video.status,
                    `올린 날 ${formatKoreanDate(video.upload_date)}`,
                    `ID ${video.video_id}`,
                  ].join(' · ')}
                </span>
              </span>
            </Choice>
            <a
              href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.video_id)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 basis-full items-center gap-1 pl-8 text-sm font-semibold text-accent underline underline-offset-4 sm:basis-auto sm:pl-0"
            >
              유튜브에서 보기
              <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
              <span className="sr-only">({video.title}, 새 창)</span>
            </a>
          </li>
        ))}
      </ul>
      {lost.length > 0 && (
        <p
          className="mt-3 flex items-start gap-2 rounded-xl border border-accent bg-accent-soft p-3 text-sm"
          data-testid="merge-hides-public"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
          <span>
            남길 영상이 공개되지 않은 상태입니다. 이대로 합치면 공개 중인 영상이 보관함으로 옮겨져 사이트에서 보이지 않게 됩니다. 공개
            영상을 남기는 편이 안전합니다.
          </span>
        </p>
      )}
      {canMerge && (
        <div className="mt-3 flex justify-end">
          <ActionButton
            icon={Merge}
            className={buttonPrimary}
            disabled={busy}
            onClick={() => onMerge(keep)}
          >{`선택한 영상만 남기고 ${group.videos.length - 1}개 합치기`}</ActionButton>
        </div>
      )}
    </fieldset>
  );
}
