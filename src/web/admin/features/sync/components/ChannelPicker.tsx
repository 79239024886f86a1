// Searchable multi-select of catalogue channels, filtered by channel type; the chosen ones stay listed
// with a remove button each.
import { useMemo, useState } from 'react';
import type { Channel } from '../../../../../shared/api/channels.ts';
import { CHANNEL_TYPE_LABELS, CHANNEL_TYPES, type ChannelType } from '../../../../../shared/constants/catalogue.ts';
import { SYNC_CHANNELS_MAX as MAX_CHANNELS } from '../../../../../shared/constants/sync.ts';
import { formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { SelectField } from '../../../../components/ui/Field.tsx';
import { Spinner } from '../../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../../components/ui/StateMessages.tsx';
import { useChannelChoices } from '../../../../api/catalogue-choices.ts';
import { CheckboxPicker, type ChoiceId } from '../../../components/CheckboxPicker.tsx';
import { smallButton } from './form-styles.ts';

export function ChannelPicker({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const channels = useChannelChoices();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ChannelType | ''>('');
  const chosen = useMemo(() => new Set(selected), [selected]);
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (channels.data ?? []).filter(
      (c) =>
        (!type || c.channel_type === type) &&
        (!needle || c.channel_name.toLowerCase().includes(needle) || c.channel_id.toLowerCase() === needle),
    );
  }, [channels.data, search, type]);
  const byId = useMemo(() => new Map((channels.data ?? []).map((c) => [c.channel_id, c])), [channels.data]);

  if (channels.isPending) return <Spinner size="sm" label="채널 목록을 불러오는 중..." />;
  if (channels.isError)
    return <ErrorState message="채널 목록을 불러오지 못했습니다" detail={errorDetail(channels.error)} onRetry={() => channels.refetch()} />;

  const toggle = (id: ChoiceId) =>
    onChange(chosen.has(String(id)) ? selected.filter((s) => s !== id) : [...selected, String(id)].slice(0, MAX_CHANNELS));
  const addVisible = () => onChange([...new Set([...selected, ...visible.map((c) => c.channel_id)])].slice(0, MAX_CHANNELS));

  return (
    <CheckboxPicker
      legend={
        <>
          채널 고르기 <span className="font-normal text-muted">({formatGroupedNumber(selected.length)}곳 선택됨)</span>
        </>
      }
      search={{ label: '채널 이름 검색', value: search, onChange: setSearch, placeholder: '예: 서울, 소방서' }}
      filters={
        <SelectField
          label="채널 유형"
          value={type}
          onChange={(v) => setType(v as ChannelType | '')}
          options={[{ value: '', label: '모든 유형' }, ...CHANNEL_TYPES.map((t) => ({ value: t, label: CHANNEL_TYPE_LABELS[t] }))]}
        />
      }
      actions={
        <>
          <button type="button" className={smallButton} onClick={addVisible} disabled={!visible.length}>
            보이는 채널 모두 선택 ({formatGroupedNumber(visible.length)})
          </button>
          <button type="button" className={smallButton} onClick={() => onChange([])} disabled={!selected.length}>
            선택 모두 해제
          </button>
        </>
      }
      options={visible.map((c: Channel) => ({
        id: c.channel_id,
        label: c.channel_name,
        detail: `${CHANNEL_TYPE_LABELS[c.channel_type]} · 영상 ${formatGroupedNumber(c.videos_in_project)}개`,
      }))}
      optionsLabel="검색된 채널"
      isChosen={(id) => chosen.has(String(id))}
      onToggle={toggle}
      emptyText="조건에 맞는 채널이 없습니다."
      chosen={{
        label: '선택한 채널',
        testId: 'chosen-channels',
        items: selected.map((id) => ({ id, name: byId.get(id)?.channel_name ?? id })),
      }}
      testId="channel-picker"
    />
  );
}
