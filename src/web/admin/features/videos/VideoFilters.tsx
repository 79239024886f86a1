// The list's search and filters (R-ADMIN-VIDEO-01); applied to the URL on submit, so a filtered list can be shared.
import { ChevronDown, Search, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useAdminKeyword } from '../../../api/admin-keywords.ts';
import { ADMIN_VIDEO_SORT_LABELS, ADMIN_VIDEO_SORTS } from '../../../../shared/constants/admin-videos.ts';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/buttons.ts';
import { SelectField } from '../../../components/ui/Field.tsx';
import { useIsMobile } from '../../../lib/hooks.ts';
import { KeywordPicker, type PickedKeyword } from '../../components/KeywordPicker.tsx';
import { TextField } from '../../components/TextField.tsx';
import { CHANNEL_TYPE_OPTIONS, DATE_RANGE_OPTIONS, STATUS_OPTIONS, type VideoFilters } from './videos-params.ts';
import { ActionButton } from '../../components/ActionButton.tsx';

const SORT_OPTIONS = ADMIN_VIDEO_SORTS.map((sort) => ({ value: sort, label: ADMIN_VIDEO_SORT_LABELS[sort] }));

interface VideoFilterFormProps {
  filters: VideoFilters;
  /** The name of the channel the list is narrowed to (from its rows). */
  channelName: string | null;
  onApply: (filters: VideoFilters) => void;
}

const activeConditions = (f: VideoFilters) => [f.channelType, f.dateRange, f.status, f.keywordId, f.channelId].filter(Boolean).length;

export function VideoFilterForm({ filters, channelName, onApply }: VideoFilterFormProps) {
  const [draft, setDraft] = useState(filters);
  const keyword = useAdminKeyword(draft.keywordId ?? null);
  const [picked, setPicked] = useState<PickedKeyword | null>(null);
  // On a phone the fields would push the list off screen: folded unless a condition is on.
  const mobile = useIsMobile();
  const active = activeConditions(filters);
  const [open, setOpen] = useState(!mobile || active > 0);
  const key = JSON.stringify(filters);
  useEffect(() => {
    setDraft(JSON.parse(key) as VideoFilters); // back/forward changes the URL
    setPicked(null);
  }, [key]);
  const set = <K extends keyof VideoFilters>(name: K, value: VideoFilters[K]) => setDraft((current) => ({ ...current, [name]: value }));
  const shownKeyword = picked ?? (draft.keywordId && keyword.data ? { id: keyword.data.id, keyword: keyword.data.keyword } : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  const cleared: VideoFilters = {
    search: '',
    channelType: undefined,
    dateRange: undefined,
    status: undefined,
    keywordId: undefined,
    channelId: undefined,
    sort: filters.sort,
    page: 1,
  };
  const searchTooShort = draft.search.trim().length === 1;
  return (
    <form
      role="search"
      aria-label="영상 검색과 조건"
      onSubmit={submit}
      className="mb-5 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
      data-testid="video-filters"
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="검색 (제목·채널 이름·영상 ID·유튜브 주소)"
          compact
          type="search"
          value={draft.search}
          onChange={(value) => set('search', value)}
          maxLength={100}
          hint={searchTooShort ? '두 글자 이상 입력하세요.' : undefined}
          className="min-w-0 flex-1 basis-40"
        />
        <ActionButton icon={Search} type="submit" className={buttonPrimary}>
          조회
        </ActionButton>
      </div>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden="true" className="h-5 w-5 transition-transform group-open:rotate-180" />
          {`조건과 정렬${active ? ` (${active}개 적용 중)` : ''}`}
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <SelectField
              label="채널 유형"
              value={draft.channelType ?? ''}
              onChange={(v) => set('channelType', (v || undefined) as VideoFilters['channelType'])}
              options={CHANNEL_TYPE_OPTIONS}
            />
            <SelectField
              label="올린 기간"
              value={draft.dateRange ?? ''}
              onChange={(v) => set('dateRange', (v || undefined) as VideoFilters['dateRange'])}
              options={DATE_RANGE_OPTIONS}
            />
            <SelectField
              label="상태"
              value={draft.status ?? ''}
              onChange={(v) => set('status', (v || undefined) as VideoFilters['status'])}
              options={STATUS_OPTIONS}
              testId="filter-status"
            />
            <SelectField
              label="정렬"
              value={draft.sort}
              onChange={(v) => set('sort', v as VideoFilters['sort'])}
              options={SORT_OPTIONS}
              testId="filter-sort"
            />
          </div>
          <div className="max-w-xl">
            <KeywordPicker
              value={shownKeyword}
              onChange={(value) => {
                setPicked(value);
                set('keywordId', value?.id);
              }}
            />
          </div>
          {draft.channelId && (
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-muted">채널:</span>
              <strong>{channelName ?? draft.channelId}</strong>
              <button type="button" className={buttonSecondary} onClick={() => set('channelId', undefined)}>
                채널 조건 빼기
              </button>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <ActionButton icon={Search} type="submit" className={buttonPrimary}>
              조건 적용
            </ActionButton>
            <ActionButton
              icon={X}
              className={buttonSecondary}
              onClick={() => {
                setDraft(cleared);
                setPicked(null);
                onApply(cleared);
              }}
            >
              조건 지우기
            </ActionButton>
          </div>
        </div>
      </details>
    </form>
  );
}
