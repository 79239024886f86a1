// YouTube collection vocabulary shared by the database types, the sync engine, the API and the admin web
// (zod-free: the web imports them as values).

export const SYNC_JOB_KINDS = ['full', 'incremental', 'statistics', 'keyword', 'captions'] as const;
export type SyncJobKind = (typeof SYNC_JOB_KINDS)[number];
/** Every kind of job in the queue: the sync kinds above plus the channel bulk import and the bulk-task wizard (own pages). */
export const JOB_KINDS = [...SYNC_JOB_KINDS, 'channel_import', 'bulk_task'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const SYNC_JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type SyncJobState = (typeof SYNC_JOB_STATES)[number];
export const SYNC_TRIGGERS = ['admin', 'cli', 'schedule'] as const;
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];
export const SYNC_ITEM_STATES = ['succeeded', 'failed', 'skipped'] as const;
export type SyncItemState = (typeof SYNC_ITEM_STATES)[number];
export const SCHEDULED_SYNC_KINDS = ['incremental', 'statistics', 'captions'] as const;
export type ScheduledSyncKind = (typeof SCHEDULED_SYNC_KINDS)[number];

/** Units Google charges per call (https://developers.google.com/youtube/v3/determine_quota_cost). */
export const YOUTUBE_QUOTA_COST = {
  'channels.list': 1,
  'playlistItems.list': 1,
  'videos.list': 1,
  'search.list': 100,
  'captions.list': 50,
} as const;
export type YouTubeEndpoint = keyof typeof YOUTUBE_QUOTA_COST;
export const YOUTUBE_ENDPOINTS = [
  'channels.list',
  'playlistItems.list',
  'videos.list',
  'search.list',
  'captions.list',
] as const satisfies readonly YouTubeEndpoint[];

/** Default page sizes of the job list and a job's items. */
export const SYNC_JOBS_PAGE_SIZE = 20;
export const SYNC_ITEMS_PAGE_SIZE = 50;

/** Korean names the admin pages (and their notices) use. */
export const SYNC_JOB_KIND_LABELS: Record<JobKind, string> = {
  full: '전체 동기화',
  incremental: '증분 동기화',
  statistics: '통계 동기화',
  keyword: '키워드 수집',
  captions: '자막 확인',
  channel_import: '채널 일괄 등록',
  bulk_task: '일괄 작업',
};
export const SYNC_JOB_STATE_LABELS: Record<SyncJobState, string> = {
  queued: '대기 중',
  running: '진행 중',
  succeeded: '완료',
  failed: '실패',
  cancelled: '취소됨',
};
/**
 * What a job came to, as staff read it: the lifecycle state, except that a job that ran to its end with failed
 * items is 'partial' (some succeeded) or 'failed' (none did) — never '완료' when 141 of 147 channels failed.
 */
export const SYNC_JOB_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed', 'cancelled'] as const;
export type SyncJobStatus = (typeof SYNC_JOB_STATUSES)[number];
export const SYNC_JOB_STATUS_LABELS: Record<SyncJobStatus, string> = { ...SYNC_JOB_STATE_LABELS, partial: '일부 실패' };
export interface SyncItemCounts {
  succeeded: number;
  failed: number;
  skipped: number;
}
export const NO_ITEMS: SyncItemCounts = { succeeded: 0, failed: 0, skipped: 0 };

/** Counts items by their result. */
export function countItems(items: readonly { state: SyncItemState }[]): SyncItemCounts {
  const counts = { ...NO_ITEMS };
  for (const item of items) counts[item.state] += 1;
  return counts;
}

export function syncJobStatus(state: SyncJobState, items: SyncItemCounts): SyncJobStatus {
  if (state !== 'succeeded' || items.failed === 0) return state;
  return items.succeeded > 0 ? 'partial' : 'failed';
}

export const SYNC_ITEM_STATE_LABELS: Record<SyncItemState, string> = { succeeded: '성공', failed: '실패', skipped: '건너뜀' };
export const SYNC_TRIGGER_LABELS: Record<SyncTrigger, string> = { admin: '관리자', cli: '명령줄(CLI)', schedule: '예약 실행' };

/**
 * Every counter a job may add to its result, with its Korean name, in the order the job card shows them. A job
 * kind counts only these (`JobContext.count` takes a `JobCounter`), so no card ever shows a raw counter name.
 */
export const JOB_COUNTER_LABELS = {
  inserted: '새 영상',
  updated: '갱신한 영상',
  published: '게시',
  queued: '검수 대기',
  restricted: '재생이 제한된 영상',
  vanished: '사라진 영상',
  keptDeleted: '삭제된 영상(보관함에 그대로 둠)',
  statsUpdated: '통계 갱신 영상',
  channelsRefreshed: '구독자 수 갱신 채널',
  deferredVideos: '다음으로 미룬 영상',
  rssFallbacks: 'RSS 대신 재생목록',
  failedChannels: '실패한 채널',
  skippedChannels: '건너뛴 채널',
  'units.channels': '채널 정보에 쓴 단위',
  captionFlagsRead: '자막 표시를 읽은 영상',
  captionFlagsChanged: '자막 표시가 바뀐 영상',
  captionsHuman: '사람이 쓴 자막',
  captionsAuto: '자동 자막만',
  captionsNone: '자막 없음',
  captionsForbidden: '자막 목록 권한 없음',
  captionsUnreadable: '자막 목록을 읽지 못한 영상',
  changed: '바꾼 영상',
  skipped: '건너뛴 영상',
  imported: '등록한 채널',
  exists: '이미 등록된 채널',
  duplicates: '목록 안의 중복',
  notFound: '찾지 못한 채널',
  failed: '실패',
} as const satisfies Record<string, string>;
export type JobCounter = keyof typeof JOB_COUNTER_LABELS;

/** Input limits of a sync start and an API key (the API checks them; the forms stop there too). */
export const SYNC_CHANNELS_MAX = 500;
export const KEYWORD_SEARCH_PAGES_MAX = 5;
export const API_KEY_LABEL_MAX = 60;
