// One file for the channel admin contracts (list, add, edit, delete, import): they share the row and filter schemas.
import { z } from 'zod';
import { ADMIN_CHANNEL_ORDERINGS } from '../constants/sorting.ts';
import {
  ADMIN_CHANNEL_PAGE_SIZE,
  CHANNEL_DELETE_MODES,
  CHANNEL_IMPORT_MAX_ROWS,
  CHANNEL_IMPORT_MAX_TEXT,
  CHANNEL_LOOKUPS,
  CHANNEL_REGIONS,
  DEFAULT_CHANNEL_TYPE,
  IMPORT_ROW_STATUSES,
} from '../constants/admin-channels.ts';
import { parseChannelRef } from '../url/channel-ref.ts';
import { ChannelIdSchema, ChannelTypeSchema, limitParam, pageParam, PaginationSchema, successSchema, sortedQuery } from './common.ts';
import { ChannelSchema } from './channels.ts';
import { defineEndpoint } from './contract.ts';
import { JOB_KINDS, SYNC_JOB_STATES } from '../constants/sync.ts';

// Channel administration (/api/admin/channels*): list, add by anything a person would paste, edit, delete with
// a 30-day undo, sync at once, and bulk import with a dry run first. Rows keep the catalogue's column names.

const TAGS = ['관리: 채널'] as const;

/** Our numeric id or the YouTube channel ID (R-ADMIN-CHANNEL-02). */
export const AdminChannelParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^(\d{1,9}|[A-Za-z0-9_-]{1,64})$/, '채널 번호나 채널 ID(UC…)를 넣으세요.'),
});
const DeletedIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const JobIdParamsSchema = z.object({ jobId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const RegionSchema = z.enum(CHANNEL_REGIONS, { error: '지역은 목록에 있는 값(전국, 서울, 부산 … 제주) 가운데 하나여야 합니다.' });

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const AdminChannelListQuerySchema = sortedQuery(
  {
    page: pageParam(),
    limit: limitParam(ADMIN_CHANNEL_PAGE_SIZE),
    search: z.string().trim().max(100, '검색어는 100자 이하여야 합니다.').optional(),
    type: ChannelTypeSchema.optional(),
    active: flag.optional(),
    autoSync: flag.optional(),
    featured: flag.optional(),
    /** One headquarters' channels (issue 24); an hq_editor sees only its own regions anyway. */
    region: RegionSchema.optional(),
  },
  ADMIN_CHANNEL_ORDERINGS,
  'name',
);
export type AdminChannelListQuery = z.infer<typeof AdminChannelListQuerySchema>;

export const LastSyncSchema = z.object({
  jobId: z.number().int(),
  kind: z.string(),
  state: z.enum(['succeeded', 'failed', 'skipped']),
  error: z.string().nullable(),
  finishedAt: z.string(),
});

/** A channel as staff see it: the public row plus its flags, sync state and timestamps. */
export const AdminChannelSchema = ChannelSchema.extend({
  is_active: z.boolean(),
  auto_sync: z.boolean(),
  uploads_playlist_id: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  last_full_sync_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The latest full or incremental sync item of this channel. */
  lastSync: LastSyncSchema.nullable(),
  /** A queued or running sync job that covers this channel. */
  syncing: z.object({ jobId: z.number().int(), kind: z.string(), state: z.enum(SYNC_JOB_STATES) }).nullable(),
});
export type AdminChannel = z.infer<typeof AdminChannelSchema>;

export const AdminChannelStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  autoSync: z.number().int(),
  featured: z.number().int(),
});

export const AdminChannelListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminChannelSchema),
  stats: AdminChannelStatsSchema,
  pagination: PaginationSchema,
});

/** What YouTube says about a channel (counts are null when YouTube leaves them out, e.g. hidden subscribers). */
export const YouTubeChannelSchema = z.object({
  channel_id: z.string(),
  channel_name: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  subscriber_count: z.number().int().nullable(),
  video_count: z.number().int().nullable(),
  view_count: z.number().int().nullable(),
  uploads_playlist_id: z.string().nullable(),
  custom_url: z.string().nullable(),
});
export type YouTubeChannel = z.infer<typeof YouTubeChannelSchema>;

const ChannelRefSchema = z
  .string({ error: '채널 주소, @핸들 또는 채널 ID를 넣으세요.' })
  .trim()
  .max(300, '채널 주소는 300자 이하여야 합니다.')
  .superRefine((value, check) => {
    const parsed = parseChannelRef(value);
    if (!parsed.ok) check.addIssue({ code: 'custom', message: parsed.reason });
  });

export const AdminChannelPreviewBodySchema = z.object({ channel: ChannelRefSchema });
export const AdminChannelPreviewResponseSchema = successSchema(
  z.object({
    lookup: z.enum(CHANNEL_LOOKUPS),
    units: z.number().int(),
    channel: YouTubeChannelSchema,
    /** Already followed: our row (adding it again is refused with 409). */
    followed: AdminChannelSchema.nullable(),
  }),
);

export const AdminChannelCreateBodySchema = z.object({
  channel: ChannelRefSchema,
  channelType: ChannelTypeSchema.default(DEFAULT_CHANNEL_TYPE),
  region: RegionSchema.nullable().optional(),
  autoSync: z.boolean().default(true),
  isFeatured: z.boolean().default(false),
});
export type AdminChannelCreateBody = z.infer<typeof AdminChannelCreateBodySchema>;

export const AdminChannelUpdateBodySchema = z
  .object({
    channelType: ChannelTypeSchema.optional(),
    region: RegionSchema.nullable().optional(),
    isActive: z.boolean().optional(),
    isFeatured: z.boolean().optional(),
    autoSync: z.boolean().optional(),
    displayOrder: z
      .number()
      .int()
      .min(1, '표시 순서는 1 이상이어야 합니다.')
      .max(999, '표시 순서는 999 이하여야 합니다.')
      .nullable()
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), '바꿀 항목을 하나 이상 보내세요.');
export type AdminChannelUpdateBody = z.infer<typeof AdminChannelUpdateBodySchema>;

export const AdminChannelDeleteQuerySchema = z.object({
  videos: z.enum(CHANNEL_DELETE_MODES, { error: "영상을 어떻게 할지 고르세요: 'keep'(채널 연결만 풀기) 또는 'archive'(보관함으로)." }),
});

export const AdminChannelResponseSchema = successSchema(AdminChannelSchema);

export const DeletedChannelSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  channel_name: z.string(),
  channel_type: ChannelTypeSchema,
  videoMode: z.enum(CHANNEL_DELETE_MODES),
  videos: z.number().int(),
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  deletion_reason: z.string().nullable(),
  restorableUntil: z.string(),
});
export const AdminChannelDeleteResponseSchema = successSchema(DeletedChannelSchema);
export const DeletedChannelListResponseSchema = successSchema(z.array(DeletedChannelSchema));
export const ChannelRestoreResponseSchema = successSchema(
  z.object({
    channel: AdminChannelSchema,
    /** 'keep' deletions: videos that got their channel back. */
    relinkedVideos: z.number().int(),
    /** 'archive' deletions: videos still in the deleted-videos archive (restored there). */
    archivedVideos: z.number().int(),
  }),
);

export const ChannelSyncResponseSchema = successSchema(
  z.object({ jobId: z.number().int(), state: z.enum(SYNC_JOB_STATES), quotaEstimate: z.number().int(), basis: z.string() }),
);

export const ChannelImportBodySchema = z.object({
  dryRun: z.boolean({ error: "'dryRun' 값(true 또는 false)을 보내세요. 먼저 true로 미리 보기를 하세요." }),
  text: z
    .string({ error: '채널 목록(한 줄에 하나, 또는 CSV)을 보내세요.' })
    .max(CHANNEL_IMPORT_MAX_TEXT, `채널 목록은 ${CHANNEL_IMPORT_MAX_TEXT.toLocaleString('ko-KR')}자 이하여야 합니다.`),
  /** Rows without a type column get this one (R-ADMIN-CHANNEL-04: fire headquarters). */
  defaultType: ChannelTypeSchema.default(DEFAULT_CHANNEL_TYPE),
  autoSync: z.boolean().default(true),
  /** The real run: the lines to import, with the channel ID the dry run found (saves looking a handle up again). */
  rows: z
    .array(z.object({ line: z.number().int().min(1), channelId: ChannelIdSchema.optional() }))
    .min(1, '등록할 줄을 하나 이상 고르세요.')
    .max(CHANNEL_IMPORT_MAX_ROWS, `한 번에 ${CHANNEL_IMPORT_MAX_ROWS}줄까지 등록할 수 있습니다.`)
    .optional(),
});
export type ChannelImportBody = z.infer<typeof ChannelImportBodySchema>;

export const ImportPreviewRowSchema = z.object({
  line: z.number().int(),
  input: z.string(),
  lookup: z.enum(CHANNEL_LOOKUPS).nullable(),
  channelType: ChannelTypeSchema,
  region: z.string().nullable(),
  status: z.enum(IMPORT_ROW_STATUSES),
  reason: z.string().nullable(),
  channel: YouTubeChannelSchema.nullable(),
  existingId: z.number().int().nullable(),
  duplicateOf: z.number().int().nullable(),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

export const ImportJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KINDS),
  state: z.enum(SYNC_JOB_STATES),
  progressDone: z.number().int(),
  progressTotal: z.number().int(),
  quotaEstimate: z.number().int(),
  quotaSpent: z.number().int(),
  result: z.record(z.string(), z.number()),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const ChannelImportResponseSchema = successSchema(
  z.discriminatedUnion('dryRun', [
    z.object({
      dryRun: z.literal(true),
      rows: z.array(ImportPreviewRowSchema),
      summary: z.object({
        total: z.number().int(),
        ready: z.number().int(),
        exists: z.number().int(),
        duplicate: z.number().int(),
        notFound: z.number().int(),
        invalid: z.number().int(),
      }),
      quota: z.object({ spent: z.number().int(), needed: z.number().int(), remaining: z.number().int() }),
    }),
    z.object({ dryRun: z.literal(false), job: ImportJobSchema, basis: z.string() }),
  ]),
);

export const ImportResultRowSchema = z.object({
  line: z.number().int(),
  input: z.string(),
  outcome: z.enum(['imported', 'exists', 'duplicate', 'not_found', 'failed']),
  channelId: z.string().nullable(),
  channel: z.string().nullable(),
  error: z.string().nullable(),
});
export const ChannelImportStatusResponseSchema = successSchema(
  z.object({ job: ImportJobSchema, rows: z.array(ImportResultRowSchema), channelIds: z.array(z.string()) }),
);

export const listAdminChannels = defineEndpoint({
  method: 'GET',
  path: '/api/admin/channels',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'list', query: 'region' },
  tags: TAGS,
  summary: '채널 목록 (검색·유형·사용·자동 동기화·추천 필터, 정렬, 마지막 동기화 결과)',
  query: AdminChannelListQuerySchema,
  response: AdminChannelListResponseSchema,
});

export const getAdminChannel = defineEndpoint({
  method: 'GET',
  path: '/api/admin/channels/:id',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'channel', param: 'id' },
  tags: TAGS,
  summary: '채널 하나 (번호 또는 채널 ID)',
  params: AdminChannelParamsSchema,
  response: AdminChannelResponseSchema,
  errors: { 404: '채널 없음' },
});

export const previewAdminChannel = defineEndpoint({
  method: 'POST',
  path: '/api/admin/channels/preview',
  access: 'admin',
  role: 'hq_editor',
  scope: 'none',
  tags: TAGS,
  summary: '채널 미리 보기 (주소·@핸들·ID를 유튜브에서 찾기, 저장하지 않음; 1~2단위)',
  body: AdminChannelPreviewBodySchema,
  response: AdminChannelPreviewResponseSchema,
  errors: { 404: 'CHANNEL_NOT_FOUND: 유튜브에 없는 채널', 409: '유튜브 할당량 소진', 502: '유튜브 API 오류' },
});

export const createAdminChannel = defineEndpoint({
  method: 'POST',
  path: '/api/admin/channels',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'regions', body: 'region' },
  tags: TAGS,
  summary: '채널 추가 (채널 ID, @핸들 또는 채널 주소; 기본 유형 소방본부)',
  body: AdminChannelCreateBodySchema,
  response: AdminChannelResponseSchema,
  status: 201,
  errors: { 404: 'CHANNEL_NOT_FOUND: 유튜브에 없는 채널', 409: 'CHANNEL_EXISTS: 이미 등록된 채널' },
});

export const updateAdminChannel = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/channels/:id',
  access: 'admin',
  role: 'hq_editor',
  scope: [
    { from: 'channel', param: 'id' },
    { from: 'regions', body: 'region' },
  ],
  tags: TAGS,
  summary: '채널 고치기 (유형, 지역, 사용, 추천, 자동 동기화, 소방본부 표시 순서)',
  params: AdminChannelParamsSchema,
  body: AdminChannelUpdateBodySchema,
  response: AdminChannelResponseSchema,
  errors: { 404: '채널 없음' },
});

export const deleteAdminChannel = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/channels/:id',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'channel', param: 'id' },
  tags: TAGS,
  summary: '채널 삭제 (videos=keep: 영상은 채널 없이 남음, videos=archive: 영상은 삭제된 영상 보관함으로; 30일 안에 되살릴 수 있음)',
  params: AdminChannelParamsSchema,
  query: AdminChannelDeleteQuerySchema,
  response: AdminChannelDeleteResponseSchema,
  errors: { 404: '채널 없음' },
});

export const listDeletedChannels = defineEndpoint({
  method: 'GET',
  path: '/api/admin/channels/deleted',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'list' },
  tags: TAGS,
  summary: '삭제한 채널 (30일 동안 되살릴 수 있음)',
  response: DeletedChannelListResponseSchema,
});

export const restoreDeletedChannel = defineEndpoint({
  method: 'POST',
  path: '/api/admin/channels/deleted/:id/restore',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'deletedChannel', param: 'id' },
  tags: TAGS,
  summary: '삭제한 채널 되살리기 (채널 연결만 풀었던 영상은 다시 연결)',
  params: DeletedIdParamsSchema,
  response: ChannelRestoreResponseSchema,
  errors: { 404: '삭제 기록 없음', 409: 'CHANNEL_EXISTS: 같은 채널이 다시 등록되어 있음' },
});

export const syncAdminChannel = defineEndpoint({
  method: 'POST',
  path: '/api/admin/channels/:id/sync',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'channel', param: 'id' },
  rateLimit: 'sync',
  tags: TAGS,
  summary: '이 채널 전체 동기화 시작 (채널 정보, 모든 업로드, 영상 정보)',
  params: AdminChannelParamsSchema,
  response: ChannelSyncResponseSchema,
  status: 202,
  errors: { 404: '채널 없음', 409: '할당량 부족 또는 같은 채널 동기화가 이미 진행 중' },
});

export const importAdminChannels = defineEndpoint({
  method: 'POST',
  path: '/api/admin/channels/bulk-import',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'importLine', body: 'text', each: true },
  rateLimit: 'sync',
  tags: TAGS,
  summary: '채널 일괄 등록 (dryRun: true는 줄마다 미리 보기, false는 고른 줄을 하나의 작업으로 등록)',
  description:
    '한 줄에 채널 하나(채널 ID, @핸들 또는 주소), 또는 CSV/TSV(주소, 유형, 지역). 미리 보기는 줄마다 찾은 채널, 이미 등록됨, 파일 안 중복, 유튜브에 없음과 필요한 할당량을 알려 줍니다.',
  body: ChannelImportBodySchema,
  response: ChannelImportResponseSchema,
  errors: { 409: '할당량 부족 또는 다른 일괄 등록이 진행 중' },
});

export const getChannelImport = defineEndpoint({
  method: 'GET',
  path: '/api/admin/channels/bulk-import/:jobId',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'importJob', param: 'jobId' },
  tags: TAGS,
  summary: '채널 일괄 등록 작업의 진행과 줄마다의 결과',
  params: JobIdParamsSchema,
  response: ChannelImportStatusResponseSchema,
  errors: { 404: '작업 없음' },
});

export const syncChannelImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/channels/bulk-import/:jobId/sync',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'importJob', param: 'jobId' },
  rateLimit: 'sync',
  tags: TAGS,
  summary: '일괄 등록으로 추가한 채널 전체 동기화 시작',
  params: JobIdParamsSchema,
  response: ChannelSyncResponseSchema,
  status: 202,
  errors: { 404: '작업 없음', 409: '등록된 채널 없음, 할당량 부족 또는 같은 채널 동기화가 진행 중' },
});
