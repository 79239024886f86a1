// Filters of the keyword page: title search (500 ms debounce), channel, period, sort, page size, view mode.
import { LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { VIDEO_PERIODS } from '../../../shared/constants/catalogue.ts';
import { formatGroupedNumber } from '../../../shared/format/index.ts';
import { SelectField, fieldClass } from '../../components/ui/Field.tsx';
import { FacetFilters, facetChips } from '../../components/ui/FacetFilters.tsx';
import { FilterDisclosure, type ActiveFilter } from '../../components/ui/FilterDisclosure.tsx';
import type { UrlChange } from '../../lib/url-state.ts';
import { useDebouncedValue } from '../../lib/hooks.ts';
import type { ParamUpdate } from '../../../shared/url/url-params.ts';
import {
  KEYWORD_PARAM_DEFAULTS,
  PAGE_SIZES,
  PERIOD_LABELS,
  SORT_CHOICES,
  type KeywordVideoFilters,
} from '../../../shared/url/keyword-params.ts';

export const SEARCH_DEBOUNCE_MS = 500;

interface Props {
  filters: KeywordVideoFilters;
  viewMode: 'grid' | 'list';
  /** Every channel with videos for the keyword, with its video count (most first). */
  channels: { id: string; name: string; count: number }[];
  onChange: (updates: ParamUpdate, options?: { resetPage?: boolean; kind?: UrlChange }) => void;
  /** The channel choices are fetched on demand (focus or pointer on the channel field). */
  onWantChannels?: () => void;
}

export function KeywordFilters({ filters, viewMode, channels, onChange, onWantChannels }: Props) {
  const searchId = useId();
  const [text, setText] = useState(filters.search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    // Typing replaces its own history entry (lib/url-state.ts): Back does not replay each pause.
    if (debounced.trim() !== filters.search) onChange({ search: debounced.trim() }, { resetPage: true, kind: 'typing' });
    // Only the debounced text drives this; the URL value is compared, not watched.
  }, [debounced]);

  useEffect(() => {
    // Back/forward changed the URL: show its value.
    setText((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);

  const channelOptions = [
    { value: '', label: channels.length ? `모든 채널 (${formatGroupedNumber(channels.length)}곳)` : '모든 채널' },
    ...channels.map((c) => ({ value: c.id, label: `${c.name} (${formatGroupedNumber(c.count)}개)` })),
  ];
  if (filters.channel && !channels.some((c) => c.id === filters.channel))
    channelOptions.push({ value: filters.channel, label: filters.channel });

  const sortChoice = SORT_CHOICES.find((c) => c.sort === filters.sort && c.order === filters.order);
  const reset = (updates: ParamUpdate) => () => onChange(updates, { resetPage: true });
  const active: ActiveFilter[] = [
    ...(filters.search ? [{ key: 'search', label: `제목: ${filters.search}`, onRemove: reset({ search: '' }) }] : []),
    ...(filters.channel
      ? [
          {
            key: 'channel',
            label: `채널: ${channels.find((c) => c.id === filters.channel)?.name ?? filters.channel}`,
            onRemove: reset({ channel: '' }),
          },
        ]
      : []),
    ...(filters.period !== KEYWORD_PARAM_DEFAULTS.period
      ? [{ key: 'period', label: `기간: ${PERIOD_LABELS[filters.period]}`, onRemove: reset({ period: '' }) }]
      : []),
    ...(sortChoice && sortChoice.value !== SORT_CHOICES[0]!.value
      ? [{ key: 'sort', label: `정렬: ${sortChoice.label}`, onRemove: reset({ sort: '', order: '' }) }]
      : []),
    ...(filters.limit !== KEYWORD_PARAM_DEFAULTS.limit
      ? [{ key: 'limit', label: `${filters.limit}개씩`, onRemove: reset({ limit: '' }) }]
      : []),
    ...facetChips(filters.access, filters.lifeStage, (update) => onChange(update, { resetPage: true })),
  ];

  return (
    <FilterDisclosure label="영상 필터" active={active}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr_auto]">
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-muted">
            영상 제목 검색
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-muted" />
            <input
              id={searchId}
              type="search"
              value={text}
              maxLength={50}
              onChange={(e) => setText(e.target.value)}
              placeholder="제목·설명에서 찾기"
              className={`${fieldClass} pl-10`}
              data-testid="keyword-search"
            />
          </div>
        </div>
        <div className="col-span-2 lg:col-span-1" onFocusCapture={onWantChannels} onPointerEnter={onWantChannels}>
          <SelectField
            label="채널"
            value={filters.channel}
            options={channelOptions}
            onChange={(v) => onChange({ channel: v }, { resetPage: true })}
            testId="filter-channel"
          />
        </div>
        <SelectField
          label="기간"
          value={filters.period}
          options={VIDEO_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] })).sort((a, b) =>
            a.value === 'all' ? -1 : b.value === 'all' ? 1 : 0,
          )}
          onChange={(v) => onChange({ period: v }, { resetPage: true })}
          testId="filter-period"
        />
        <SelectField
          label="정렬"
          value={`${filters.sort}:${filters.order}`}
          options={SORT_CHOICES}
          onChange={(v) => {
            const choice = SORT_CHOICES.find((c) => c.value === v);
            if (choice) onChange({ sort: choice.sort, order: choice.order }, { resetPage: true });
          }}
          testId="filter-sort"
        />
        <SelectField
          label="한 번에 보기"
          value={String(filters.limit)}
          options={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n}개씩` }))}
          onChange={(v) => onChange({ limit: v }, { resetPage: true })}
        />
        <div className="flex flex-col gap-1">
          <span className="text-sm font-semibold text-muted" id={`${searchId}-view`}>
            보기 방식
          </span>
          <div className="flex gap-1" role="group" aria-labelledby={`${searchId}-view`}>
            {(['grid', 'list'] as const).map((mode) => {
              const Icon = mode === 'grid' ? LayoutGrid : List;
              return (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={viewMode === mode}
                  aria-label={mode === 'grid' ? '바둑판 보기' : '목록 보기'}
                  onClick={() => onChange({ viewMode: mode })}
                  className={`flex h-11 w-11 items-center justify-center rounded-lg border ${viewMode === mode ? 'border-accent-strong bg-accent-strong text-white' : 'border-line bg-surface hover:bg-surface-2'}`}
                >
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </button>
              );
            })}
          </div>
        </div>
      </div>
      <FacetFilters access={filters.access} lifeStage={filters.lifeStage} onChange={(update) => onChange(update, { resetPage: true })} />
    </FilterDisclosure>
  );
}
