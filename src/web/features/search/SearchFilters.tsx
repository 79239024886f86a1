// Search filters as selects; every change goes to the URL and back to page 1 (R-SEARCH-05). On phones they fold
// behind one "필터" control with the active ones as chips (FilterDisclosure), so the first results show at once.
import type { ReactNode } from 'react';
import { SelectField } from '../../components/ui/Field.tsx';
import { FacetFilters, facetChips } from '../../components/ui/FacetFilters.tsx';
import { FilterDisclosure, type ActiveFilter } from '../../components/ui/FilterDisclosure.tsx';
import type { ParamUpdate } from '../../../shared/url/url-params.ts';
import {
  CHANNEL_TYPE_OPTIONS,
  DURATION_OPTIONS,
  PERIOD_OPTIONS,
  SEARCH_DEFAULTS,
  SHORTS_OPTIONS,
  SORT_OPTIONS,
  VIEW_COUNT_OPTIONS,
  type SearchState,
} from '../../../shared/url/search-params.ts';

type Option = { value: string; label: string };
const labelOf = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** Every filter that differs from its default, as a chip that puts the default back. */
export function activeSearchFilters(state: SearchState, onChange: (updates: ParamUpdate) => void): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const add = (key: keyof typeof SEARCH_DEFAULTS, name: string, value: string, options: readonly Option[]) => {
    if (value === String(SEARCH_DEFAULTS[key])) return;
    chips.push({ key, label: `${name}: ${labelOf(options, value)}`, onRemove: () => onChange({ [key]: '' }) });
  };
  add('sortBy', '정렬', state.sortBy, SORT_OPTIONS);
  add('period', '기간', state.period, PERIOD_OPTIONS);
  add('channelType', '채널', state.channelType, CHANNEL_TYPE_OPTIONS);
  add('duration', '길이', state.duration ?? '', DURATION_OPTIONS);
  add('viewCount', '조회수', state.viewCount ? String(state.viewCount) : '', VIEW_COUNT_OPTIONS);
  add('shorts', '쇼츠', state.shorts ?? '', SHORTS_OPTIONS);
  return [...chips, ...facetChips(state.access, state.lifeStage, onChange)];
}

export function SearchFilters({
  state,
  onChange,
  aside,
}: {
  state: SearchState;
  onChange: (updates: ParamUpdate) => void;
  aside?: ReactNode;
}) {
  return (
    <FilterDisclosure label="검색 필터" active={activeSearchFilters(state, onChange)} aside={aside}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <SelectField
          label="정렬"
          value={state.sortBy}
          options={SORT_OPTIONS}
          onChange={(v) => onChange({ sortBy: v })}
          testId="search-sort"
        />
        <SelectField
          label="기간"
          value={state.period}
          options={PERIOD_OPTIONS}
          onChange={(v) => onChange({ period: v })}
          testId="search-period"
        />
        <SelectField
          label="채널 유형"
          value={state.channelType}
          options={CHANNEL_TYPE_OPTIONS}
          onChange={(v) => onChange({ channelType: v })}
          testId="search-channel-type"
        />
        <SelectField
          label="영상 길이"
          value={state.duration ?? ''}
          options={DURATION_OPTIONS}
          onChange={(v) => onChange({ duration: v })}
          testId="search-duration"
        />
        <SelectField
          label="최소 조회수"
          value={state.viewCount ? String(state.viewCount) : ''}
          options={VIEW_COUNT_OPTIONS}
          onChange={(v) => onChange({ viewCount: v })}
          testId="search-view-count"
        />
        <SelectField
          label="쇼츠"
          value={state.shorts ?? ''}
          options={SHORTS_OPTIONS}
          onChange={(v) => onChange({ shorts: v })}
          testId="search-shorts"
        />
      </div>
      <FacetFilters access={state.access} lifeStage={state.lifeStage} onChange={onChange} />
    </FilterDisclosure>
  );
}
