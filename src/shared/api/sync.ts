import { z } from 'zod';
import {
  API_KEY_LABEL_MAX,
  KEYWORD_SEARCH_PAGES_MAX,
  SCHEDULED_SYNC_KINDS,
  SYNC_CHANNELS_MAX,
  SYNC_ITEM_STATES,
  SYNC_ITEMS_PAGE_SIZE,
  SYNC_JOB_KINDS,
  JOB_KINDS,
  SYNC_JOB_STATES,
  SYNC_JOB_STATUSES,
  SYNC_JOBS_PAGE_SIZE,
  SYNC_TRIGGERS,
  YOUTUBE_ENDPOINTS,
} from '../constants/sync.ts';
import { ChannelIdSchema, pageParam, limitParam, successSchema, pagedSchema, SlugParamSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';

// YouTube collection: keys, quota, jobs, schedules, the test page (/api/admin/sync*, /api/admin/youtube*).

export type { SyncJobKind, YouTubeEndpoint } from '../constants/sync.ts';

const TAGS = ['동기화'] as const;

export const SyncJobKindSchema = z.enum(SYNC_JOB_KINDS);
export const JobKindSchema = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof JobKindSchema>;

export const StartSyncBodySchema = z
  .object({
    kind: SyncJobKindSchema,
    /** Omitted or empty: every active channel with auto-sync on. */
    channelIds: z.array(ChannelIdSchema).max(SYNC_CHANNELS_MAX).optional(),
    keywordSlug: SlugParamSchema.optional(),
    /** Keyword collection: search pages of 50 (100 units each). */
    pages: z.number().int().min(1).max(KEYWORD_SEARCH_PAGES_MAX).optional(),
  })
  .superRefine((body, check) => {
    if (body.kind === 'keyword' && !body.keywordSlug)
      check.addIssue({ code: 'custom', path: ['keywordSlug'], message: '키워드 수집에는 키워드를 골라야 합니다.' });
  });
export type StartSyncBody = z.infer<typeof StartSyncBodySchema>;

export const QuotaEstimateSchema = z.object({
  units: z.number().int(),
  minimum: z.number().int(),
  remaining: z.number().int(),
  basis: z.string(),
  allowed: z.boolean(),
  /** Keys on the keys page and how many are switched on: none enabled means no sync can start (NO_API_KEY). */
  apiKeys: z.object({ registered: z.number().int(), enabled: z.number().int() }),
});
export type QuotaEstimate = z.infer<typeof QuotaEstimateSchema>;

export const SyncJobSchema = z.object({
  id: z.number().int(),
  kind: JobKindSchema,
  /** The job's lifecycle (a job that ran to its end is 'succeeded' here even if items failed; see `status`). */
  state: z.enum(SYNC_JOB_STATES),
  /** What the job came to: 'partial' when some items failed, 'failed' when every item failed (or the job did). */
  status: z.enum(SYNC_JOB_STATUSES),
  /** Its items by result (channels, pages, batches or rows, by kind). */
  items: z.object({ succeeded: z.number().int(), failed: z.number().int(), skipped: z.number().int() }),
  trigger: z.enum(SYNC_TRIGGERS),
  params: z.record(z.string(), z.unknown()),
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
  currentItem: z.string().nullable(),
  result: z.record(z.string(), z.number()),
  quotaEstimate: z.number().int(),
  quotaSpent: z.number().int(),
  error: z.string().nullable(),
  cancelRequested: z.boolean(),
  attempts: z.number().int(),
  retryOf: z.number().int().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  heartbeatAt: z.string().nullable(),
});
export type SyncJob = z.infer<typeof SyncJobSchema>;

export const SyncJobItemSchema = z.object({
  itemKey: z.string(),
  state: z.enum(SYNC_ITEM_STATES),
  detail: z.record(z.string(), z.unknown()),
  error: z.string().nullable(),
  units: z.number().int(),
  finishedAt: z.string(),
});
export type SyncJobItem = z.infer<typeof SyncJobItemSchema>;

export const SyncJobListQuerySchema = z.object({
  state: z.enum(SYNC_JOB_STATES).optional(),
  kind: JobKindSchema.optional(),
  page: pageParam(),
  limit: limitParam(SYNC_JOBS_PAGE_SIZE, 100),
});
export type SyncJobListQuery = z.infer<typeof SyncJobListQuerySchema>;
export const SyncJobItemsQuerySchema = z.object({
  state: z.enum(SYNC_ITEM_STATES).optional(),
  page: pageParam(),
  limit: limitParam(SYNC_ITEMS_PAGE_SIZE, 200),
});
export type SyncJobItemsQuery = z.infer<typeof SyncJobItemsQuerySchema>;
export const JobIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export const SyncJobResponseSchema = successSchema(z.object({ job: SyncJobSchema }));
export const SyncJobListResponseSchema = pagedSchema(SyncJobSchema);
export const SyncJobItemsResponseSchema = pagedSchema(SyncJobItemSchema);
export const QuotaEstimateResponseSchema = successSchema(QuotaEstimateSchema);

export const ApiKeySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** Never the key: its first 4 and last 3 characters. */
  hint: z.string(),
  dailyQuota: z.number().int(),
  isEnabled: z.boolean(),
  exhaustedUntil: z.string().nullable(),
  /** When Google refused this key itself (wrong, deleted, API disabled): skipped until a test call succeeds. */
  invalidAt: z.string().nullable(),
  /** Google's reason, e.g. 'API_KEY_INVALID: API key not valid. Please pass a valid API key.' */
  invalidReason: z.string().nullable(),
  /** Enabled and not refused: a sync may use it. */
  usable: z.boolean(),
  lastError: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  usedToday: z.number().int(),
  remainingToday: z.number().int(),
  spentByEndpoint: z.record(z.string(), z.object({ calls: z.number().int(), units: z.number().int() })),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreateApiKeyBodySchema = z.object({
  label: z.string().trim().min(1, '이름을 입력하세요.').max(API_KEY_LABEL_MAX),
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'API 키 형식이 올바르지 않습니다 (영문·숫자·-·_ 20~100자).'),
  dailyQuota: z.number().int().min(1).max(10_000_000).optional(),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBodySchema>;
export const UpdateApiKeyBodySchema = z.object({
  label: z.string().trim().min(1).max(API_KEY_LABEL_MAX).optional(),
  isEnabled: z.boolean().optional(),
  dailyQuota: z.number().int().min(1).max(10_000_000).optional(),
});
export type UpdateApiKeyBody = z.infer<typeof UpdateApiKeyBodySchema>;
export const ApiKeyIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
export const ApiKeysResponseSchema = successSchema(
  z.object({ keys: z.array(ApiKeySchema), remainingToday: z.number().int(), quotaDay: z.string(), resetsAt: z.string() }),
);
export const ApiKeyResponseSchema = successSchema(z.object({ key: ApiKeySchema }));
export const ApiKeyTestResponseSchema = successSchema(z.object({ ok: z.boolean(), message: z.string(), units: z.number().int() }));

export const TestApiBodySchema = z.object({
  endpoint: z.enum(YOUTUBE_ENDPOINTS),
  /** Query parameters as YouTube documents them; `key` is added by the server. */
  params: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,40}$/, '매개변수 이름이 올바르지 않습니다.'), z.string().max(2_000))
    .refine((params) => !('key' in params), '키는 서버가 넣습니다.'),
});
export type TestApiBody = z.infer<typeof TestApiBodySchema>;
export const TestApiResponseSchema = successSchema(
  z.object({ status: z.number().int(), units: z.number().int(), keyHint: z.string().nullable(), body: z.unknown(), ms: z.number() }),
);

export const SyncScheduleSchema = z.object({
  kind: z.enum(SCHEDULED_SYNC_KINDS),
  isEnabled: z.boolean(),
  intervalMinutes: z.number().int().nullable(),
  dailyAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  lastJob: SyncJobSchema.nullable(),
});
export type SyncSchedule = z.infer<typeof SyncScheduleSchema>;
export const UpdateScheduleBodySchema = z.object({
  isEnabled: z.boolean(),
  intervalMinutes: z.number().int().min(5).max(1440).optional(),
  dailyAt: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, '시각은 HH:MM 형식이어야 합니다.')
    .optional(),
});
export type UpdateScheduleBody = z.infer<typeof UpdateScheduleBodySchema>;
export const ScheduleKindParamsSchema = z.object({ kind: z.enum(SCHEDULED_SYNC_KINDS) });
export const SyncSchedulesResponseSchema = successSchema(z.object({ schedules: z.array(SyncScheduleSchema) }));
export const SyncScheduleResponseSchema = successSchema(z.object({ schedule: SyncScheduleSchema }));

export const StatisticsHistoryResponseSchema = successSchema(
  z.object({
    days: z.array(
      z.object({
        statDate: z.string(),
        totalVideos: z.number(),
        totalChannels: z.number(),
        totalViews: z.number(),
        totalLikes: z.number(),
      }),
    ),
  }),
);

// Starting work spends YouTube quota: the spec's sync limit (10/min) applies to those routes.

export const estimateSync = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sync/estimate',
  access: 'admin',
  role: 'hq_editor',
  scope: 'none',
  tags: TAGS,
  summary: '동기화 할당량 예상',
  body: StartSyncBodySchema,
  response: QuotaEstimateResponseSchema,
  errors: { 400: '등록되지 않은 채널 또는 키워드' },
});

export const startSync = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sync/jobs',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  rateLimit: 'sync',
  tags: TAGS,
  summary: '동기화 시작 (할당량이 모자라면 409)',
  body: StartSyncBodySchema,
  response: SyncJobResponseSchema,
  status: 202,
  errors: { 400: '등록되지 않은 채널 또는 키워드', 409: 'SYNC_JOB_CONFLICT 또는 QUOTA_INSUFFICIENT' },
});

export const listSyncJobs = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sync/jobs',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '동기화 작업 목록',
  query: SyncJobListQuerySchema,
  response: SyncJobListResponseSchema,
});

export const getSyncJob = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sync/jobs/:id',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '동기화 작업 상세',
  params: JobIdParamsSchema,
  response: SyncJobResponseSchema,
  errors: { 404: '작업 없음' },
});

export const listSyncJobItems = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sync/jobs/:id/items',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '작업의 항목별 결과 (실패 먼저)',
  params: JobIdParamsSchema,
  query: SyncJobItemsQuerySchema,
  response: SyncJobItemsResponseSchema,
  errors: { 404: '작업 없음' },
});

export const cancelSyncJob = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sync/jobs/:id/cancel',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '작업 취소 (실행 중이면 다음 항목에서 멈춤)',
  params: JobIdParamsSchema,
  response: SyncJobResponseSchema,
  errors: { 404: '작업 없음', 409: 'SYNC_JOB_FINISHED' },
});

export const retrySyncJob = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sync/jobs/:id/retry',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  rateLimit: 'sync',
  tags: TAGS,
  summary: '실패·취소된 작업 다시 실행',
  params: JobIdParamsSchema,
  response: SyncJobResponseSchema,
  status: 202,
  errors: { 404: '작업 없음', 409: 'SYNC_JOB_NOT_FINISHED, SYNC_JOB_CONFLICT 또는 QUOTA_INSUFFICIENT' },
});

export const listApiKeys = defineEndpoint({
  method: 'GET',
  path: '/api/admin/youtube/keys',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: 'API 키와 오늘(태평양 시간) 할당량 사용',
  response: ApiKeysResponseSchema,
});

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/admin/youtube/keys',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: 'API 키 추가 (암호화해 저장, 다시 보여 주지 않음)',
  body: CreateApiKeyBodySchema,
  response: ApiKeyResponseSchema,
  status: 201,
  errors: { 409: 'DUPLICATE_KEY' },
});

export const updateApiKey = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/youtube/keys/:id',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: 'API 키 이름·사용 여부·하루 할당량 바꾸기',
  params: ApiKeyIdParamsSchema,
  body: UpdateApiKeyBodySchema,
  response: ApiKeyResponseSchema,
  errors: { 404: '키 없음' },
});

export const deleteApiKey = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/youtube/keys/:id',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: 'API 키 삭제 (사용 기록도 함께)',
  params: ApiKeyIdParamsSchema,
  status: 204,
  errors: { 404: '키 없음' },
});

export const testApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/admin/youtube/keys/:id/test',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: 'API 키 시험 (channels.list 1단위)',
  params: ApiKeyIdParamsSchema,
  response: ApiKeyTestResponseSchema,
  errors: { 404: '키 없음' },
});

export const testYouTubeApi = defineEndpoint({
  method: 'POST',
  path: '/api/admin/youtube/test',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  rateLimit: 'sync',
  tags: TAGS,
  summary: 'YouTube API 시험 호출 (응답 원문과 사용 단위)',
  body: TestApiBodySchema,
  response: TestApiResponseSchema,
  errors: { 409: 'YOUTUBE_QUOTAEXHAUSTED', 502: 'YouTube 오류' },
});

export const listSyncSchedules = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sync/schedules',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '예약 동기화 (증분·통계)',
  response: SyncSchedulesResponseSchema,
});

export const updateSyncSchedule = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/sync/schedules/:kind',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: '예약 바꾸기 (증분: N분마다, 통계: 매일 HH:MM 한국 시간)',
  params: ScheduleKindParamsSchema,
  body: UpdateScheduleBodySchema,
  response: SyncScheduleResponseSchema,
  errors: { 400: '종류에 맞지 않는 예약 (증분은 간격, 통계는 시각)' },
});

export const getStatisticsHistory = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sync/statistics-history',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '플랫폼 통계 기록 (최근 90일)',
  response: StatisticsHistoryResponseSchema,
});
