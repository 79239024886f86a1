// The curation page's state lives in the URL (?state=&sort=&page=), and how a confidence reads to a person.
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';
import {
  CURATION_SORT_LABELS,
  CURATION_SORTS,
  CURATION_STATES,
  DEFAULT_PUBLISH_CONFIDENCE,
  defaultCurationSort,
  type CurationSort,
  type CurationState,
} from '../../../../shared/constants/curation.ts';

export function readState(params: URLSearchParams): CurationState {
  const value = params.get('state');
  return CURATION_STATES.includes(value as CurationState) ? (value as CurationState) : 'pending';
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The order asked for, or the state's default (confidence while waiting, newest decision after). */
export function readSort(params: URLSearchParams, state: CurationState): CurationSort {
  const value = params.get('sort');
  return sortOptions(state).some((o) => o.value === value) ? (value as CurationSort) : defaultCurationSort(state);
}

/** The orders a tab offers: "최근 처리 순" only where items have been decided. */
export function sortOptions(state: CurationState): { value: CurationSort; label: string }[] {
  const sorts =
    state === 'pending'
      ? CURATION_SORTS.filter((s) => s !== 'decided')
      : ['decided' as const, ...CURATION_SORTS.filter((s) => s !== 'decided')];
  return sorts.map((value) => ({ value, label: CURATION_SORT_LABELS[value] }));
}

export function curationHref(state: CurationState, page = 1, sort: CurationSort = defaultCurationSort(state)): string {
  const query = new URLSearchParams();
  if (state !== 'pending') query.set('state', state);
  if (sort !== defaultCurationSort(state)) query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${ADMIN_BASE}/curation${text ? `?${text}` : ''}`;
}

export interface ConfidenceView {
  percent: number;
  label: '높음' | '보통' | '낮음';
}

export function confidenceView(confidence: number): ConfidenceView {
  // Floor, so 74.8 % never reads "75 %" next to a label that says it is below the publishing line.
  const percent = Math.floor(Math.min(1, Math.max(0, confidence)) * 100 + 1e-9);
  const label = confidence >= DEFAULT_PUBLISH_CONFIDENCE ? '높음' : confidence >= 0.5 ? '보통' : '낮음';
  return { percent, label };
}

/** "3개 승인" plus what could not be done, for the notice after a bulk action. */
export function bulkSummary(action: 'approve' | 'reject', decided: number, failures: readonly { message?: string | undefined }[]): string {
  const done = `${decided}개를 ${action === 'approve' ? '승인' : '거절'}했습니다.`;
  if (failures.length === 0) return done;
  const reasons = [...new Set(failures.map((f) => f.message).filter(Boolean))].join(' ');
  return `${done} ${failures.length}개는 처리하지 못했습니다${reasons ? `: ${reasons}` : '.'}`;
}

/** 로 or 으로 after a word (소화기로, 심폐소생술로, 안전 점검으로): 으로 after a final consonant other than ㄹ. */
export function josaRo(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code >= 11172) return '(으)로';
  const final = code % 28;
  return final !== 0 && final !== 8 ? '으로' : '로';
}
