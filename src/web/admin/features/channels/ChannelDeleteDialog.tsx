// Delete a channel, saying what happens to its videos (the admin chooses), and that it can be undone for 30 days.
import { useEffect, useState } from 'react';
import {
  CHANNEL_DELETE_MODE_LABELS,
  CHANNEL_DELETE_MODES,
  CHANNEL_RESTORE_DAYS,
  type ChannelDeleteMode,
} from '../../../../shared/constants/admin-channels.ts';
import { formatGroupedNumber } from '../../../../shared/format/index.ts';
import { useDeleteChannel, type AdminChannel } from '../../../api/admin-channels.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/notices.ts';
import { checkboxClass } from './channel-labels.ts';

const consequence = (mode: ChannelDeleteMode, videos: number) =>
  mode === 'keep'
    ? `영상 ${formatGroupedNumber(videos)}개는 그대로 공개되고 채널 없는 영상으로 남습니다.`
    : `영상 ${formatGroupedNumber(videos)}개는 공개 화면에서 내려가 '삭제된 영상' 보관함으로 옮겨집니다.`;

export function ChannelDeleteDialog({ channel, onClose }: { channel: AdminChannel | null; onClose: () => void }) {
  const remove = useDeleteChannel();
  const [mode, setMode] = useState<ChannelDeleteMode>('keep');
  useEffect(() => setMode('keep'), [channel]);

  async function confirm() {
    if (!channel) return;
    try {
      const done = await remove.mutateAsync({ id: channel.id, videos: mode });
      notify('success', `${done.channel_name} 채널을 삭제했습니다. ${CHANNEL_RESTORE_DAYS}일 안에 '삭제한 채널'에서 되살릴 수 있습니다.`);
      onClose();
    } catch (error) {
      notify('error', error instanceof Error ? error.message : '채널을 삭제하지 못했습니다.');
    }
  }

  return (
    <ConfirmDialog
      open={channel !== null}
      title={channel ? `${channel.channel_name} 채널을 삭제할까요?` : ''}
      confirmLabel="채널 삭제"
      busyLabel="삭제하는 중..."
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
      testId="channel-delete-dialog"
      fields={
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">이 채널의 영상은 어떻게 할까요?</legend>
          {CHANNEL_DELETE_MODES.map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="delete-mode" className={checkboxClass} checked={mode === value} onChange={() => setMode(value)} />
              {CHANNEL_DELETE_MODE_LABELS[value]}
            </label>
          ))}
        </fieldset>
      }
    >
      {channel && (
        <p data-testid="channel-delete-consequence">
          {`${consequence(mode, channel.videos_in_project)} 채널은 목록과 동기화에서 빠지며, ${CHANNEL_RESTORE_DAYS}일 안에는 '삭제한 채널'에서 되살릴 수 있습니다.`}
          {mode === 'archive' ? ' 보관함으로 옮긴 영상은 채널을 되살린 뒤 삭제된 영상 화면에서 되살립니다.' : ''}
        </p>
      )}
    </ConfirmDialog>
  );
}
