// Search filters as selects; every change goes to the URL and back to page 1 (R-SEARCH-05).
import { SelectField } from '../../components/ui/Field.tsx';
import { FacetFilters } from '../../components/ui/FacetFilters.tsx';
import type { ParamUpdate } from '../../../shared/url/url-params.ts';
import {
  CHANNEL_TYPE_OPTIONS,
  DURATION_OPTIONS,
  PERIOD_OPTIONS,
  SHORTS_OPTIONS,
  SORT_OPTIONS,
  VIEW_COUNT_OPTIONS,
  type SearchState,
} from '../../../shared/url/search-params.ts';

export function SearchFilters({ state, onChange }: { state: SearchState; onChange: (updates: ParamUpdate) => void }) {
  return (
    <section aria-label="검색 필터" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
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
    </section>
  );
}
