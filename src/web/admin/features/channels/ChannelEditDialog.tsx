// Edit a channel: type, region, in use, featured, auto-sync, and a headquarters' place in the fixed order.
import { useEffect, useState, type FormEvent } from 'react';
import type { ChannelRegion } from '../../../../shared/constants/admin-channels.ts';
import { CHANNEL_TYPE_LABELS, CHANNEL_TYPES, type ChannelType } from '../../../../shared/constants/catalogue.ts';
import { useUpdateChannel, type AdminChannel } from '../../../api/admin-channels.ts';
import { buttonSecondary } from '../../../components/ui/buttons.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/notices.ts';
import { checkboxClass, REGION_OPTIONS } from './channel-labels.ts';
import { SubmitButton } from '../../components/ActionButton.tsx';
import { useFormProblem } from '../../components/use-form-problem.ts';

const TYPE_OPTIONS = CHANNEL_TYPES.map((type) => ({ value: type, label: CHANNEL_TYPE_LABELS[type] }));

interface Draft {
  type: ChannelType;
  region: string;
  active: boolean;
  featured: boolean;
  autoSync: boolean;
  order: string;
}

const draftOf = (channel: AdminChannel): Draft => ({
  type: channel.channel_type,
  region: channel.region ?? '',
  active: channel.is_active,
  featured: channel.is_featured,
  autoSync: channel.auto_sync,
  order: channel.display_order === null ? '' : String(channel.display_order),
});

export function ChannelEditDialog({ channel, onClose }: { channel: AdminChannel | null; onClose: () => void }) {
  const update = useUpdateChannel();
  const [draft, setDraft] = useState<Draft | null>(null);
  const { problem, setProblem, attempt } = useFormProblem();
  useEffect(() => {
    setDraft(channel ? draftOf(channel) : null);
    setProblem(null);
  }, [channel]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => (current ? { ...current, [key]: value } : current));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!channel || !draft) return;
    const before = draftOf(channel);
    const order = draft.order.trim() === '' ? null : Number(draft.order);
    if (order !== null && !(Number.isInteger(order) && order >= 1 && order <= 999))
      return setProblem('표시 순서는 1~999 사이의 숫자입니다.');
    const body = {
      ...(draft.type !== before.type ? { channelType: draft.type } : {}),
      ...(draft.region !== before.region ? { region: draft.region ? (draft.region as ChannelRegion) : null } : {}),
      ...(draft.active !== before.active ? { isActive: draft.active } : {}),
      ...(draft.featured !== before.featured ? { isFeatured: draft.featured } : {}),
      ...(draft.autoSync !== before.autoSync ? { autoSync: draft.autoSync } : {}),
      ...(draft.type === 'fire_dept' && draft.order !== before.order && order !== null ? { displayOrder: order } : {}),
    };
    if (Object.keys(body).length === 0) return onClose();
    await attempt(async () => {
      const saved = await update.mutateAsync({ id: channel.id, body });
      notify('success', `${saved.channel_name} 채널을 고쳤습니다.`);
      onClose();
    }, '채널을 고치지 못했습니다.');
  }

  return (
    <ModalDialog open={channel !== null} onClose={onClose} title={`${channel?.channel_name} 수정`} testId="channel-edit-dialog">
      {channel && draft && (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <SelectField label="유형" value={draft.type} onChange={(value) => set('type', value as ChannelType)} options={TYPE_OPTIONS} />
          <SelectField label="지역" value={draft.region} onChange={(value) => set('region', value)} options={REGION_OPTIONS} />
          {draft.type === 'fire_dept' && (
            <TextField
              label="소방본부 표시 순서"
              hint="공개 채널 목록의 소방본부 순서입니다. 이 자리로 옮기면 나머지는 한 칸씩 밀립니다."
              inputMode="numeric"
              value={draft.order}
              onChange={(value) => set('order', value.replace(/[^\d]/g, ''))}
            />
          )}
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-semibold text-muted">상태</legend>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" className={checkboxClass} checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
              사용 (끄면 공개 목록에서 숨김)
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={draft.featured}
                onChange={(e) => set('featured', e.target.checked)}
              />
              추천 채널
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={draft.autoSync}
                onChange={(e) => set('autoSync', e.target.checked)}
              />
              자동 동기화 (예약된 증분 동기화에 포함)
            </label>
          </fieldset>
          {problem && (
            <p role="alert" className="font-semibold text-accent">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonSecondary} onClick={onClose}>
              취소
            </button>
            <SubmitButton busy={update.isPending} busyLabel="저장하는 중...">
              저장
            </SubmitButton>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
