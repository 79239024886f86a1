// The keyword list's state lives in the URL (?q=&category=&status=&sort=&page=), defaults left out.
import {
  ADMIN_KEYWORD_SORTS,
  KEYWORD_STATUSES,
  type AdminKeywordSort,
  type KeywordStatus,
} from '../../../../shared/constants/admin-keywords.ts';
import { ADMIN_BASE } from '../../../../shared/constants/admin.ts';

export interface KeywordListParams {
  q: string;
  category: number | null;
  status: KeywordStatus | 'all';
  sort: AdminKeywordSort;
  page: number;
}

export const DEFAULT_PARAMS: KeywordListParams = { q: '', category: null, status: 'all', sort: 'views', page: 1 };

const positiveInt = (value: string | null, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

export function readKeywordParams(params: URLSearchParams): KeywordListParams {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 50),
    category: positiveInt(params.get('category'), 2_147_483_647),
    status: KEYWORD_STATUSES.includes(status as KeywordStatus) ? (status as KeywordStatus) : 'all',
    sort: ADMIN_KEYWORD_SORTS.includes(sort as AdminKeywordSort) ? (sort as AdminKeywordSort) : 'views',
    page: positiveInt(params.get('page'), 10_000) ?? 1,
  };
}

/** The list's address for a state; a change of filter starts again at page 1 (R-ADMIN-KEYWORD-01). */
export function keywordListHref(state: KeywordListParams): string {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (state.category !== null) query.set('category', String(state.category));
  if (state.status !== 'all') query.set('status', state.status);
  if (state.sort !== 'views') query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return `${ADMIN_BASE}/keywords${text ? `?${text}` : ''}`;
}

/** What the API takes for a state. */
export function listQuery(state: KeywordListParams) {
  return {
    page: state.page,
    sort: state.sort,
    status: state.status,
    ...(state.q ? { search: state.q } : {}),
    ...(state.category !== null ? { categoryId: state.category } : {}),
  };
}

/** "'소화기' 키워드를 삭제할까요?" body: linked videos are unlinked, nothing else is lost. */
export function deleteSummary(keywords: readonly { keyword: string; linked_videos: number }[]): string {
  const videos = keywords.reduce((sum, k) => sum + k.linked_videos, 0);
  const what = keywords.length === 1 ? `'${keywords[0]!.keyword}' 키워드` : `키워드 ${keywords.length}개`;
  const linked =
    videos > 0 ? `연결된 영상 ${videos.toLocaleString('ko-KR')}개는 지워지지 않고 키워드 연결만 풀립니다.` : '연결된 영상은 없습니다.';
  return `${what}를 삭제합니다. ${linked} 분류 연결과 예전 주소도 함께 정리되며, 그 밖에 잃는 것은 없습니다.`;
}
