// Video administration: filters, sorts, limits and Korean messages (zod-free: the admin pages import them as values).

/** R-ADMIN-VIDEO-02 video statuses. 'deleted' is the original's soft-delete mark; our delete moves the row to the archive. */
export const VIDEO_STATUSES = ['published', 'draft', 'archived', 'deleted'] as const;
export type AdminVideoStatus = (typeof VIDEO_STATUSES)[number];
/** What an admin can set (R-ADMIN-VIDEO-02 bulk status: published, draft, archived). */
export const SETTABLE_VIDEO_STATUSES = ['published', 'draft', 'archived'] as const;
export type SettableVideoStatus = (typeof SETTABLE_VIDEO_STATUSES)[number];

export const VIDEO_STATUS_LABELS: Record<AdminVideoStatus, string> = {
  published: '게시',
  draft: '초안',
  archived: '보관',
  deleted: '삭제 표시(예전 방식)',
};

/** R-ADMIN-VIDEO-01: channel types plus 'etc' — videos of channels we do not follow. */
export const ADMIN_CHANNEL_TYPES = ['fire_dept', 'fire_station', 'domestic', 'international', 'etc'] as const;
export type AdminChannelType = (typeof ADMIN_CHANNEL_TYPES)[number];
export const ETC_CHANNEL_LABEL = '기타 (등록되지 않은 채널)';

/** R-ADMIN-VIDEO-01 enhanced admin list: today, week, month, 3 months, 6 months, year. */
export const ADMIN_DATE_RANGES = ['today', 'week', 'month', '3months', '6months', 'year'] as const;
export type AdminDateRange = (typeof ADMIN_DATE_RANGES)[number];
export const ADMIN_DATE_RANGE_LABELS: Record<AdminDateRange, string> = {
  today: '오늘',
  week: '최근 1주',
  month: '최근 1개월',
  '3months': '최근 3개월',
  '6months': '최근 6개월',
  year: '최근 1년',
};
/** PostgreSQL intervals, counted back from now (R-ADMIN-VIDEO-01: today is one day). */
export const ADMIN_DATE_RANGE_INTERVALS: Record<AdminDateRange, string> = {
  today: '1 day',
  week: '7 days',
  month: '1 month',
  '3months': '3 months',
  '6months': '6 months',
  year: '1 year',
};

export const ADMIN_VIDEO_SORTS = ['latest', 'oldest', 'views', 'likes', 'updated'] as const;
export type AdminVideoSort = (typeof ADMIN_VIDEO_SORTS)[number];
export const ADMIN_VIDEO_SORT_LABELS: Record<AdminVideoSort, string> = {
  latest: '최근 업로드 순',
  oldest: '오래된 업로드 순',
  views: '조회수 많은 순',
  likes: '좋아요 많은 순',
  updated: '최근 수정 순',
};

export const DELETED_VIDEO_SORTS = ['deleted', 'oldest', 'views'] as const;
export type DeletedVideoSort = (typeof DELETED_VIDEO_SORTS)[number];
export const DELETED_VIDEO_SORT_LABELS: Record<DeletedVideoSort, string> = {
  deleted: '최근 삭제 순',
  oldest: '먼저 삭제한 순',
  views: '조회수 많은 순',
};

/** R-ADMIN-VIDEO-01: the enhanced admin list shows 50 a page. */
export const ADMIN_VIDEO_PAGE_SIZE = 50;
export const ADMIN_VIDEO_PAGE_SIZE_MAX = 100;
/** Totals are counted exactly up to this many; past it the list says "10,000개 이상". */
export const ADMIN_VIDEO_COUNT_CAP = 10_000;
/** A text search counts its matches up to 1,000 ("1,000개 이상"): every counted match is a row read. */
export const ADMIN_VIDEO_SEARCH_COUNT_CAP = 1_000;
/** R-ADMIN-VIDEO-01: search words of one character are not searched. */
export const VIDEO_SEARCH_MIN = 2;
/** One bulk call: up to 500 ids or a filter matching up to 500 videos; more goes to the bulk-task wizard. */
export const VIDEO_BULK_MAX = 500;
/** URLs or ids pasted at once on the add page (videos.list takes 50 ids a call). */
export const VIDEO_ADD_MAX = 50;
export const VIDEO_SEARCH_MAX = 100;
export const VIDEO_TITLE_MAX = 200;
export const VIDEO_TAG_MAX = 60;
export const VIDEO_TAGS_MAX = 50;
export const DELETION_REASON_MAX = 200;
/** R-ADMIN-VIDEO-03: the archive row says it was deleted by an admin with this reason when none is given. */
export const DEFAULT_DELETION_REASON = '관리자 삭제';
/** The list shows the first 150 characters of a description (R-ADMIN-VIDEO-01). */
export const LIST_DESCRIPTION_CHARS = 150;
/** Typed on the permanent-delete confirmation. */
export const PURGE_CONFIRM_WORD = '영구 삭제';

export const ADMIN_VIDEO_MESSAGES = {
  notFound: '영상을 찾을 수 없습니다.',
  notInArchive: '삭제된 영상 보관함에 없는 영상입니다.',
  unknownKeyword: '선택한 키워드를 찾을 수 없습니다.',
  inactiveKeyword: '사용하지 않는 키워드에는 연결할 수 없습니다.',
  alreadyInCatalogue: '이미 카탈로그에 있는 영상입니다.',
  alreadyInArchive: '삭제된 영상 보관함에 있는 영상입니다. 보관함에서 되살리세요.',
  sameStatus: '이미 그 상태입니다.',
  unchanged: '바뀐 내용이 없습니다.',
  noneMatching: '조건에 맞는 영상이 없습니다.',
  tooManyMatches: `조건에 맞는 영상이 ${VIDEO_BULK_MAX.toLocaleString('ko-KR')}개보다 많습니다. 조건을 좁히거나 일괄 작업 마법사를 쓰세요.`,
  noTargets: '처리할 영상을 하나 이상 고르세요.',
  badUrl: '유튜브 영상 주소나 영상 ID로 읽을 수 없습니다.',
  notOnYouTube: '유튜브에서 찾을 수 없는 영상입니다 (삭제되었거나 비공개이거나 주소가 잘못되었습니다).',
  privateOnYouTube: '유튜브에서 비공개인 영상은 추가할 수 없습니다.',
  upcomingOnYouTube: '아직 시작하지 않은 실시간 방송·최초 공개 영상은 추가할 수 없습니다.',
  noKeywordToPublish: '게시하려면 키워드를 고르세요. 분류기가 제안한 키워드도 없습니다.',
  keywordGoneOnRestore: '원래 키워드가 삭제되어 키워드 없이 되살렸습니다.',
  channelGoneOnRestore: '원래 채널이 삭제되어 채널 연결 없이 되살렸습니다.',
  noYouTubeKey: '유튜브 API 키가 없습니다. 유튜브 API 키 화면에서 키를 등록하세요.',
} as const;
