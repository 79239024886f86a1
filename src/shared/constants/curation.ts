// The curation queue's states, limits and Korean messages (zod-free: the web imports them as values).

export const CURATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type CurationState = (typeof CURATION_STATES)[number];
export const CURATION_STATE_LABELS: Record<CurationState, string> = { pending: '검토 대기', approved: '승인', rejected: '거절' };

/**
 * Orders of the queue. Waiting items come highest confidence first: the ones nearest the publishing line are
 * almost always fire-safety videos that just missed it, so a reviewer approves the most useful ones first and
 * the doubtful ones collect at the end, where they are rejected together. Decided items come newest decision first.
 */
export const CURATION_SORTS = ['confidence', 'confidence_asc', 'upload_date', 'newest', 'decided'] as const;
export type CurationSort = (typeof CURATION_SORTS)[number];
export const CURATION_SORT_LABELS: Record<CurationSort, string> = {
  confidence: '확신도 높은 순',
  confidence_asc: '확신도 낮은 순',
  upload_date: '최근 업로드 순',
  newest: '최근 추가 순',
  decided: '최근 처리 순',
};
export const defaultCurationSort = (state: CurationState): CurationSort => (state === 'pending' ? 'confidence' : 'decided');

export const CURATION_ACTIONS = ['approve', 'reject'] as const;
export type CurationAction = (typeof CURATION_ACTIONS)[number];
export const CURATION_BULK_MAX = 100;
export const CURATION_NOTE_MAX = 500;
export const CURATION_PAGE_SIZE = 20;
/** Automatic classification publishes on its own from this confidence (0–1) unless configured otherwise. */
export const DEFAULT_PUBLISH_CONFIDENCE = 0.75;

export const CURATION_MESSAGES = {
  notFound: '검토 항목을 찾을 수 없습니다.',
  alreadyApproved: '이미 승인된 항목입니다.',
  alreadyRejected: '이미 거절된 항목입니다.',
  noneDecidable: '처리할 수 있는 항목이 없습니다. 이미 처리되었거나 찾을 수 없습니다.',
  noKeyword: '승인할 키워드를 선택하세요.',
  unknownKeyword: '선택한 키워드를 찾을 수 없습니다. 비활성 키워드는 고를 수 없습니다.',
  videoDeleted: '삭제된 영상은 승인할 수 없습니다.',
} as const;
