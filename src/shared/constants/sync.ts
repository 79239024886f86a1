// YouTube collection vocabulary shared by the database types, the sync engine, the API and the admin web
// (zod-free: the web imports them as values).

export const SYNC_JOB_KINDS = ['full', 'incremental', 'statistics', 'keyword'] as const;
export type SyncJobKind = (typeof SYNC_JOB_KINDS)[number];
export const SYNC_JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type SyncJobState = (typeof SYNC_JOB_STATES)[number];
export const SYNC_TRIGGERS = ['admin', 'cli', 'schedule'] as const;
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];
export const SYNC_ITEM_STATES = ['succeeded', 'failed', 'skipped'] as const;
export type SyncItemState = (typeof SYNC_ITEM_STATES)[number];
export const SCHEDULED_SYNC_KINDS = ['incremental', 'statistics'] as const;
export type ScheduledSyncKind = (typeof SCHEDULED_SYNC_KINDS)[number];

/** Units Google charges per call (https://developers.google.com/youtube/v3/determine_quota_cost). */
export const YOUTUBE_QUOTA_COST = { 'channels.list': 1, 'playlistItems.list': 1, 'videos.list': 1, 'search.list': 100 } as const;
export type YouTubeEndpoint = keyof typeof YOUTUBE_QUOTA_COST;
export const YOUTUBE_ENDPOINTS = [
  'channels.list',
  'playlistItems.list',
  'videos.list',
  'search.list',
] as const satisfies readonly YouTubeEndpoint[];

/** Default page sizes of the job list and a job's items. */
export const SYNC_JOBS_PAGE_SIZE = 20;
export const SYNC_ITEMS_PAGE_SIZE = 50;
