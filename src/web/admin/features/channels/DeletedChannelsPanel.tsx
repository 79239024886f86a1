// Channels deleted in the last 30 days, each with its undo.
import { Undo2 } from 'lucide-react';
import { CHANNEL_TYPE_LABELS } from '../../../../shared/constants/catalogue.ts';
import { formatDateTime, formatGroupedNumber, formatKoreanDate } from '../../../../shared/format/index.ts';
import { useDeletedChannels, useRestoreChannel, type DeletedChannel } from '../../../api/admin-channels.ts';
import { notify } from '../../components/notices.ts';
import { smallButton } from './channel-labels.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

export function DeletedChannelsPanel() {
  const deleted = useDeletedChannels();
  const restore = useRestoreChannel();
  const rows = deleted.data ?? [];

  async function undo(row: DeletedChannel) {
    try {
      const done = await restore.mutateAsync(row.id);
      const extra =
        done.relinkedVideos > 0
          ? ` 영상 ${formatGroupedNumber(done.relinkedVideos)}개를 다시 연결했습니다.`
          : done.archivedVideos > 0
            ? ` 보관함의 영상 ${formatGroupedNumber(done.archivedVideos)}개는 삭제된 영상 화면에서 되살리세요.`
            : '';
      notify('success', `${done.channel.channel_name} 채널을 되살렸습니다.${extra}`);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '채널을 되살리지 못했습니다.');
    }
  }

  return (
    <details className="group mt-10 rounded-2xl border border-line bg-surface" data-testid="deleted-channels">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 font-semibold [&::-webkit-details-marker]:hidden">
        {`삭제한 채널 ${deleted.data ? `${rows.length}곳` : ''} (30일 동안 되살릴 수 있음)`}
      </summary>
      <div className="px-4 pb-4">
        {deleted.isError ? (
          <p role="alert">삭제한 채널을 불러오지 못했습니다.</p>
        ) : rows.length === 0 ? (
          <p className="text-muted">{deleted.isPending ? '불러오는 중...' : '최근 30일 동안 삭제한 채널이 없습니다.'}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map((row) => (
              <li
                key={row.id}
                className="flex flex-col gap-2 rounded-xl border border-line p-3 sm:flex-row sm:items-center"
                data-testid="deleted-channel"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-bold break-keep">{`${row.channel_name} · ${CHANNEL_TYPE_LABELS[row.channel_type]}`}</p>
                  <p className="text-sm text-muted">
                    {`${formatDateTime(row.deleted_at)} 삭제 (${row.deleted_by ?? '알 수 없음'}) · 영상 ${formatGroupedNumber(row.videos)}개 ${
                      row.videoMode === 'keep' ? '채널 없이 남김' : '보관함으로 옮김'
                    } · ${formatKoreanDate(row.restorableUntil)}까지 되살릴 수 있음`}
                  </p>
                </div>
                <ActionButton
                  icon={Undo2}
                  className={smallButton}
                  disabled={restore.isPending}
                  onClick={() => undo(row)}
                  aria-label={`${row.channel_name} 되살리기`}
                >
                  되살리기
                </ActionButton>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
