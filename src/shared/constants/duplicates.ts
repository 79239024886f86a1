// Duplicate videos (ADR 0018): kinds, their Korean names, thresholds and messages. Zod-free: the web imports it.

export const DUPLICATE_KINDS = ['same_video', 'reupload', 'similar'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

export const DUPLICATE_KIND_LABELS: Record<DuplicateKind, string> = {
  same_video: '같은 영상 (ID 대소문자만 다름)',
  reupload: '다시 올린 영상 (같은 제목, 길이 2초 이내)',
  similar: '비슷한 제목',
};

/** Re-uploads: normalised titles equal and durations within this many seconds. */
export const REUPLOAD_DURATION_TOLERANCE_S = 2;
/** Near duplicates: title bigram Jaccard similarity at least this. */
export const SIMILAR_TITLE_THRESHOLD = 0.8;
/** A group larger than this is a template family, not duplicates; it is left out. */
export const DUPLICATE_GROUP_MAX = 20;
export const DUPLICATE_PAGE_SIZE = 20;
export const MERGE_MAX = DUPLICATE_GROUP_MAX - 1;
export const MERGE_REASON = '중복 정리';

export const DUPLICATE_MESSAGES = {
  mergeUndone: '되살려서 이미 되돌렸습니다.',
  mergeGone: '합쳐진 영상을 영구 삭제해 되돌릴 수 없습니다.',
  mergeSuperseded: '이 영상은 그 뒤에 다시 합쳐졌습니다. 최근 합치기를 되돌리세요.',
  keepNotFound: '남길 영상을 찾을 수 없습니다.',
  keepInMerged: '남길 영상을 합칠 영상 목록에 넣을 수 없습니다.',
  merged: '중복 정리로 보관함에 옮겼습니다.',
  hidesPublic: (titles: readonly string[]) =>
    `남길 영상은 사이트에 공개되지 않은 상태인데, 공개 중인 ${titles.map((t) => `‘${t}’`).join(', ')}을(를) 보관함으로 옮기면 방문자가 이 영상을 볼 수 없게 됩니다. 공개 영상을 남기거나, 그래도 합치려면 확인(acknowledgeUnpublish)을 함께 보내세요.`,
} as const;
