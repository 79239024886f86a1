// Searchable multi-select of catalogue channels, filtered by channel type; the chosen ones stay listed
// with a remove button each. Native checkboxes, so keyboards and screen readers work as usual.
import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Channel } from '../../../../../shared/api/channels.ts';
import { CHANNEL_TYPE_LABELS, CHANNEL_TYPES, type ChannelType } from '../../../../../shared/constants/catalogue.ts';
import { SYNC_CHANNELS_MAX as MAX_CHANNELS } from '../../../../../shared/constants/sync.ts';
import { formatGroupedNumber } from '../../../../../shared/format/index.ts';
import { fieldClass, SelectField } from '../../../../components/ui/Field.tsx';
import { Spinner } from '../../../../components/ui/Spinner.tsx';
import { ErrorState, errorDetail } from '../../../../components/ui/StateMessages.tsx';
import { useChannelChoices } from '../../../../api/catalogue-choices.ts';
import { smallButton } from './form-styles.ts';

export function ChannelPicker({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const channels = useChannelChoices();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ChannelType | ''>('');
  const searchId = useId();
  const legendId = useId();
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

  const toggle = (id: string) => onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id].slice(0, MAX_CHANNELS));
  const addVisible = () => onChange([...new Set([...selected, ...visible.map((c) => c.channel_id)])].slice(0, MAX_CHANNELS));

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3" aria-labelledby={legendId} data-testid="channel-picker">
      <legend id={legendId} className="px-1 font-semibold">
        채널 고르기 <span className="font-normal text-muted">({formatGroupedNumber(selected.length)}곳 선택됨)</span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-muted">
            채널 이름 검색
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={fieldClass}
            autoComplete="off"
            placeholder="예: 서울, 소방서"
          />
        </div>
        <SelectField
          label="채널 유형"
          value={type}
          onChange={(v) => setType(v as ChannelType | '')}
          options={[{ value: '', label: '모든 유형' }, ...CHANNEL_TYPES.map((t) => ({ value: t, label: CHANNEL_TYPE_LABELS[t] }))]}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={smallButton} onClick={addVisible} disabled={!visible.length}>
          보이는 채널 모두 선택 ({formatGroupedNumber(visible.length)})
        </button>
        <button type="button" className={smallButton} onClick={() => onChange([])} disabled={!selected.length}>
          선택 모두 해제
        </button>
      </div>
      {visible.length ? (
        <ul className="max-h-64 overflow-y-auto rounded-lg border border-line" aria-label="검색된 채널">
          {visible.map((c: Channel) => (
            <li key={c.channel_id} className="border-b border-line last:border-b-0">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1 hover:bg-surface-2">
                <input
                  type="checkbox"
                  className="h-5 w-5 shrink-0 accent-[var(--accent-strong)]"
                  checked={chosen.has(c.channel_id)}
                  onChange={() => toggle(c.channel_id)}
                />
                <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-3">
                  <span>{c.channel_name}</span>
                  <span className="shrink-0 text-sm text-muted">
                    {CHANNEL_TYPE_LABELS[c.channel_type]} · 영상 {formatGroupedNumber(c.videos_in_project)}개
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">조건에 맞는 채널이 없습니다.</p>
      )}
      {selected.length > 0 && (
        <div>
          <p className="mb-1 text-sm font-semibold text-muted">선택한 채널</p>
          <ul className="flex flex-wrap gap-2" aria-label="선택한 채널" data-testid="chosen-channels">
            {selected.map((id) => {
              const name = byId.get(id)?.channel_name ?? id;
              return (
                <li
                  key={id}
                  className="inline-flex items-center gap-1 rounded-full border border-line bg-surface-2 py-0.5 pl-3 pr-1 text-sm"
                >
                  {name}
                  <button
                    type="button"
                    className="flex h-8 w-8 items-center justify-center rounded-full hover:bg-surface"
                    onClick={() => toggle(id)}
                    aria-label={`${name} 선택 해제`}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
