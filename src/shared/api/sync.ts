import { z } from 'zod';
import { ChannelIdSchema, pageParam, limitParam, successSchema, pagedSchema, SlugParamSchema } from './common.ts';

// YouTube collection (issue 5): keys, quota, jobs, schedules, the test page. Shapes used by server and admin web.

export const SYNC_JOB_KINDS = ['full', 'incremental', 'statistics', 'keyword'] as const;
export const SYNC_JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const YOUTUBE_ENDPOINTS = ['channels.list', 'playlistItems.list', 'videos.list', 'search.list'] as const;

export const SyncJobKindSchema = z.enum(SYNC_JOB_KINDS);
export type SyncJobKind = z.infer<typeof SyncJobKindSchema>;

export const StartSyncBodySchema = z
  .object({
    kind: SyncJobKindSchema,
    /** Omitted or empty: every active channel with auto-sync on. */
    channelIds: z.array(ChannelIdSchema).max(500).optional(),
    keywordSlug: SlugParamSchema.optional(),
    /** Keyword collection: search pages of 50 (100 units each). */
    pages: z.number().int().min(1).max(5).optional(),
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
  kind: SyncJobKindSchema,
  state: z.enum(SYNC_JOB_STATES),
  trigger: z.enum(['admin', 'cli', 'schedule']),
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
  state: z.enum(['succeeded', 'failed', 'skipped']),
  detail: z.record(z.string(), z.unknown()),
  error: z.string().nullable(),
  units: z.number().int(),
  finishedAt: z.string(),
});
export type SyncJobItem = z.infer<typeof SyncJobItemSchema>;

export const SyncJobListQuerySchema = z.object({
  state: z.enum(SYNC_JOB_STATES).optional(),
  kind: SyncJobKindSchema.optional(),
  page: pageParam(),
  limit: limitParam(20, 100),
});
export const SyncJobItemsQuerySchema = z.object({
  state: z.enum(['succeeded', 'failed', 'skipped']).optional(),
  page: pageParam(),
  limit: limitParam(50, 200),
});
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
  lastError: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  usedToday: z.number().int(),
  remainingToday: z.number().int(),
  spentByEndpoint: z.record(z.string(), z.object({ calls: z.number().int(), units: z.number().int() })),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreateApiKeyBodySchema = z.object({
  label: z.string().trim().min(1, '이름을 입력하세요.').max(60),
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'API 키 형식이 올바르지 않습니다 (영문·숫자·-·_ 20~100자).'),
  dailyQuota: z.number().int().min(1).max(10_000_000).optional(),
});
export const UpdateApiKeyBodySchema = z.object({
  label: z.string().trim().min(1).max(60).optional(),
  isEnabled: z.boolean().optional(),
  dailyQuota: z.number().int().min(1).max(10_000_000).optional(),
});
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
export const TestApiResponseSchema = successSchema(
  z.object({ status: z.number().int(), units: z.number().int(), keyHint: z.string().nullable(), body: z.unknown(), ms: z.number() }),
);

export const SyncScheduleSchema = z.object({
  kind: z.enum(['incremental', 'statistics']),
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
export const ScheduleKindParamsSchema = z.object({ kind: z.enum(['incremental', 'statistics']) });
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
