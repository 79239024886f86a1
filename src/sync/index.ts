// The sync engine's public face: everything the server (routes' services, the CLI, start-up) uses of src/sync.
// Internals (kinds, the YouTube client, the key provider, the RSS reader) can change without touching the server.

// The engine: estimates, queues and runs jobs; YouTube clients for the admin's test calls.
export { createSyncEngine, NoApiKeyError, QuotaRefusedError } from './engine.ts';
export type { ApiKeyCount, SyncEngine, SyncEngineOptions } from './engine.ts';
export type { QuotaEstimate } from './kinds/estimate.ts';

// Jobs (sync_jobs and sync_job_items are written only by the job store).
export {
  countJobsByState,
  findJobWithRequester,
  getJob,
  JobConflictError,
  listJobItems,
  listJobs,
  pruneFinishedJobs,
  recordItem as recordJobItem,
  requestCancel,
} from './jobs/job-store.ts';
export type { JobContext, JobHandler } from './jobs/job-context.ts';
export type { JobParams, SyncJobItemRow, SyncJobRow, SyncJobWithRequester } from './jobs/job-store.ts';
export { unknownScope } from './kinds/scope.ts';

// Schedules (sync_schedules).
export { listSchedules, nextRunAt, runDueSchedules, updateSchedule } from './jobs/scheduler.ts';
export type { ScheduleRow } from './jobs/scheduler.ts';

// API keys and quota (youtube_api_keys, youtube_quota_ledger).
export {
  addApiKey,
  deleteApiKey,
  DuplicateKeyError,
  findApiKey,
  listApiKeys,
  openApiKey,
  setKeyError,
  updateApiKey,
} from './keys/api-key-store.ts';
export type { ApiKeySummary } from './keys/api-key-store.ts';

// Collection: classification of what sync brought in (drafts published or queued for curation).
export { applyClassification } from './classify/apply.ts';
export type { ApplyClassificationOptions, ApplyClassificationResult } from './classify/apply.ts';

// YouTube errors and the quota day (Pacific time).
export { nextPacificMidnight, pacificDay, YouTubeApiError } from './youtube/youtube-client.ts';
export type { YouTubeErrorCode } from './youtube/youtube-client.ts';

// Tests only: the local fake YouTube (nothing calls the real one in tests) and the fixtures that register its data.
export { startFakeYouTube } from './fake-youtube/index.ts';
export type { FakeYouTube, FakeYouTubeOptions } from './fake-youtube/index.ts';
export { registerChannels, registerKeys, registerKeywords } from './test-support/sync-fixtures.ts';

// Channel administration: resolving pasted channel references and the bulk-import job.
export { resolveChannelRefs, resolveCost } from './channels/resolve-channels.ts';
export type { ResolvedChannels } from './channels/resolve-channels.ts';
export type { ChannelImportParams, ChannelImportRow } from './kinds/channel-import.ts';
export type { MappedChannel } from './youtube/mappers.ts';

// Adding videos by hand (admin video pages): YouTube's metadata, the classifier's suggestion, the same write as sync.
export type { MappedVideo } from './youtube/mappers.ts';
export { channelsById, type ChannelInScope } from './kinds/sync-deps.ts';
export { lookUpVideos, insertAddedVideo, type LookedUpVideo } from './kinds/add-videos.ts';
export { loadClassifier, classifyVideo, type Classification, type Classifier } from './classify/index.ts';

// The bulk-task wizard (server-side handler): statistics of chosen videos.
export { fetchVideoStatistics, statisticsCost, type FetchedStatistics } from './kinds/video-statistics.ts';
