// Keyword administration: sorts, limits and Korean messages (zod-free: the admin pages import them as values).

export const ADMIN_KEYWORD_SORTS = ['views', 'videos', 'likes', 'name', 'newest'] as const;
export type AdminKeywordSort = (typeof ADMIN_KEYWORD_SORTS)[number];
export const ADMIN_KEYWORD_SORT_LABELS: Record<AdminKeywordSort, string> = {
  views: '조회수 많은 순',
  videos: '영상 많은 순',
  likes: '좋아요 많은 순',
  name: '이름 순',
  newest: '최근 추가 순',
};

export const KEYWORD_STATUSES = ['active', 'inactive'] as const;
export type KeywordStatus = (typeof KEYWORD_STATUSES)[number];
export const KEYWORD_STATUS_LABELS: Record<KeywordStatus, string> = { active: '사용', inactive: '사용 안 함' };

/** R-ADMIN-KEYWORD-01: admin keyword lists show 20 a page. */
export const ADMIN_KEYWORD_PAGE_SIZE = 20;
export const KEYWORD_NAME_MAX = 60;
export const KEYWORD_SLUG_MAX = 120;
export const KEYWORD_SYNONYMS_MAX = 20;
export const KEYWORD_BULK_MAX = 500;
export const KEYWORD_EXPORT_MAX_ROWS = 10_000;

/** R-ADMIN-KEYWORD-03 keyword CSV header, in order. */
export const KEYWORD_CSV_HEADER = ['ID', '키워드', '영상 수', '총 조회수', '총 좋아요', '상태', '생성일'] as const;

export const ADMIN_KEYWORD_MESSAGES = {
  notFound: '키워드를 찾을 수 없습니다.',
  keywordExists: '같은 이름의 키워드가 이미 있습니다.',
  slugExists: '이미 쓰이고 있는 주소(슬러그)입니다. 다른 주소를 입력하세요.',
  slugInvalid: '주소(슬러그)에는 한글·영문 소문자·숫자와 하이픈(-)만 쓸 수 있습니다.',
  unknownCategory: '선택한 분류를 찾을 수 없습니다.',
  /** R-ADMIN-KEYWORD-03 "Failed to fetch keywords for export". */
  exportEmpty: '내보낼 키워드를 가져오지 못했습니다. 검색 조건에 맞는 키워드가 없습니다.',
  noneDeleted: '삭제할 키워드를 찾을 수 없습니다.',
} as const;
