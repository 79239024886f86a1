import { z } from 'zod';
import { ADMIN_VIDEO_ORDERINGS, DELETED_VIDEO_ORDERINGS } from '../constants/sorting.ts';
import {
  ADMIN_CHANNEL_TYPES,
  ADMIN_DATE_RANGES,
  ADMIN_VIDEO_PAGE_SIZE,
  ADMIN_VIDEO_PAGE_SIZE_MAX,
  DELETION_REASON_MAX,
  SETTABLE_VIDEO_STATUSES,
  VIDEO_ADD_MAX,
  VIDEO_BULK_MAX,
  VIDEO_SEARCH_MAX,
  VIDEO_SEARCH_MIN,
  VIDEO_STATUSES,
  VIDEO_TAG_MAX,
  VIDEO_TAGS_MAX,
  VIDEO_TITLE_MAX,
} from '../constants/admin-videos.ts';
import { ChannelIdSchema, limitParam, pageParam, PaginationSchema, successSchema, sortedQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { VideoIdParamsSchema, VideoSchema } from './videos.ts';

// Video administration (/api/admin/videos*): the enhanced list, edit, bulk status, delete → archive → restore
// or purge, and adding videos by their YouTube address.

const TAGS = ['관리: 영상'] as const;
const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const VideoId = VideoIdParamsSchema.shape.videoId;
const ADMIN_PAGE_LIMIT = limitParam(ADMIN_VIDEO_PAGE_SIZE, ADMIN_VIDEO_PAGE_SIZE_MAX);
/** An empty search box means no search; one character is too little to search for (R-ADMIN-VIDEO-01). */
const Search = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string()
    .trim()
    .min(VIDEO_SEARCH_MIN, `검색어는 ${VIDEO_SEARCH_MIN}자 이상 입력하세요.`)
    .max(VIDEO_SEARCH_MAX, `검색어는 ${VIDEO_SEARCH_MAX}자 이하여야 합니다.`)
    .optional(),
);

/** What narrows the list (R-ADMIN-VIDEO-01); a bulk call can take it instead of ids. */
export const AdminVideoFilterSchema = z.object({
  search: Search,
  channelType: z.enum(ADMIN_CHANNEL_TYPES).optional(),
  dateRange: z.enum(ADMIN_DATE_RANGES).optional(),
  status: z.enum(VIDEO_STATUSES).optional(),
  keywordId: Id.optional(),
  channelId: ChannelIdSchema.optional(),
});
export type AdminVideoFilterInput = z.infer<typeof AdminVideoFilterSchema>;

export const AdminVideoListQuerySchema = sortedQuery(
  {
    ...AdminVideoFilterSchema.shape,
    page: pageParam(),
    limit: ADMIN_PAGE_LIMIT,
  },
  ADMIN_VIDEO_ORDERINGS,
  'latest',
);
export type AdminVideoListQuery = z.infer<typeof AdminVideoListQuerySchema>;

const KeywordRefSchema = z.object({ id: z.number().int(), keyword: z.string(), slug: z.string() });

/** A video as staff see it: the spec's video fields, its keyword and channel, and what an admin overrode. */
export const AdminVideoSchema = VideoSchema.extend({
  channel_title: z.string(),
  deleted_at: z.string().nullable(),
  deleted_by: z.string().nullable(),
  deletion_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  keyword: KeywordRefSchema.nullable(),
  /** false: the channel is not followed (type 'etc'); the channels page can add it. */
  channel_followed: z.boolean(),
  source_state: z.enum(['available', 'removed', 'private']),
  title_override: z.string().nullable(),
  /** YouTube's own title when an override is shown instead (null: never overridden). */
  source_title: z.string().nullable(),
  tags_overridden: z.boolean(),
  source_tags: z.array(z.string()).nullable(),
  youtube_url: z.string(),
});
export type AdminVideo = z.infer<typeof AdminVideoSchema>;

export const AdminVideoListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminVideoSchema),
  pagination: PaginationSchema,
  /** true: more than `pagination.total` videos match (counting stops there). */
  totalIsLowerBound: z.boolean(),
});

export const AdminVideoResponseSchema = successSchema(AdminVideoSchema);

export const AdminVideoUpdateBodySchema = z
  .object({
    keywordId: Id.nullable().optional(),
    status: z.enum(SETTABLE_VIDEO_STATUSES).optional(),
    titleOverride: z
      .string()
      .trim()
      .min(1, '제목을 입력하거나, 유튜브 제목으로 되돌리려면 null을 보내세요.')
      .max(VIDEO_TITLE_MAX, `제목은 ${VIDEO_TITLE_MAX}자 이하여야 합니다.`)
      .nullable()
      .optional(),
    tags: z
      .array(z.string().trim().min(1, '빈 태그는 넣을 수 없습니다.').max(VIDEO_TAG_MAX, `태그는 ${VIDEO_TAG_MAX}자 이하여야 합니다.`))
      .max(VIDEO_TAGS_MAX, `태그는 ${VIDEO_TAGS_MAX}개까지 넣을 수 있습니다.`)
      .nullable()
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), '바꿀 항목을 하나 이상 보내세요.');
export type AdminVideoUpdateBody = z.infer<typeof AdminVideoUpdateBodySchema>;

const VideoIdsSchema = z
  .array(VideoId)
  .min(1, '처리할 영상을 하나 이상 고르세요.')
  .max(VIDEO_BULK_MAX, `한 번에 ${VIDEO_BULK_MAX}개까지 처리할 수 있습니다.`);

/** Bulk targets: chosen ids, or every match of a filter (up to 500). */
function targeted<T extends z.ZodRawShape, F extends z.ZodType>(shape: T, filter: F) {
  return z
    .object({ videoIds: VideoIdsSchema.optional(), filter: filter.optional(), ...shape })
    .refine((body: { videoIds?: unknown; filter?: unknown }) => (body.videoIds === undefined) !== (body.filter === undefined), {
      message: '처리할 영상을 videoIds(영상 ID 목록)나 filter(조건) 가운데 하나로 고르세요.',
      path: ['videoIds'],
    });
}

export const BulkStatusBodySchema = targeted({ status: z.enum(SETTABLE_VIDEO_STATUSES) }, AdminVideoFilterSchema);
export type BulkStatusBody = z.infer<typeof BulkStatusBodySchema>;

const ReasonSchema = z.string().trim().max(DELETION_REASON_MAX, `삭제 사유는 ${DELETION_REASON_MAX}자 이하여야 합니다.`);
export const BulkDeleteBodySchema = targeted({ reason: ReasonSchema.optional() }, AdminVideoFilterSchema);
export type BulkDeleteBody = z.infer<typeof BulkDeleteBodySchema>;

export const DeletedVideoFilterSchema = z.object({ search: Search });
export const ArchiveTargetsBodySchema = targeted({}, DeletedVideoFilterSchema);
export type ArchiveTargetsBody = z.infer<typeof ArchiveTargetsBodySchema>;

export const BulkItemResultSchema = z.object({
  videoId: z.string(),
  ok: z.boolean(),
  /** The video's status afterwards (when it is still in the catalogue). */
  status: z.string().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
  /** Something worth knowing about a success (a keyword that no longer exists…). */
  note: z.string().optional(),
});
export type BulkItemResult = z.infer<typeof BulkItemResultSchema>;

export const BulkResponseSchema = successSchema(
  z.object({ done: z.number().int(), failed: z.number().int(), results: z.array(BulkItemResultSchema) }),
);

export const DeletedVideoListQuerySchema = sortedQuery(
  {
    ...DeletedVideoFilterSchema.shape,
    page: pageParam(),
    limit: ADMIN_PAGE_LIMIT,
  },
  DELETED_VIDEO_ORDERINGS,
  'deleted',
);
export type DeletedVideoListQuery = z.infer<typeof DeletedVideoListQuerySchema>;

export const DeletedVideoSchema = VideoSchema.omit({ status: true }).extend({
  channel_title: z.string(),
  /** The status it had when it was deleted. */
  status_before: z.string(),
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  deletion_reason: z.string().nullable(),
  updated_at: z.string(),
  keyword: KeywordRefSchema.pick({ id: true, keyword: true }).nullable(),
  youtube_url: z.string(),
});
export type DeletedVideo = z.infer<typeof DeletedVideoSchema>;

export const DeletedVideoListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(DeletedVideoSchema),
  pagination: PaginationSchema,
});

const UrlsSchema = z
  .array(z.string().trim().min(1, '빈 주소는 넣을 수 없습니다.').max(500, '주소는 500자 이하여야 합니다.'))
  .min(1, '유튜브 영상 주소나 영상 ID를 하나 이상 넣으세요.')
  .max(VIDEO_ADD_MAX, `한 번에 ${VIDEO_ADD_MAX}개까지 넣을 수 있습니다.`);

export const AddVideosPreviewBodySchema = z.object({ urls: UrlsSchema });
export const AddVideosBodySchema = z.object({
  urls: UrlsSchema,
  /** The keyword for every video; without it each video takes the classifier's suggestion. */
  keywordId: Id.optional(),
  /** true: published at once; false (default): a draft waiting in the curation queue. */
  publish: z.boolean().default(false),
});
export type AddVideosBody = z.infer<typeof AddVideosBodySchema>;

export const ADD_VIDEO_STATES = ['new', 'inCatalogue', 'inArchive', 'invalid', 'notOnYouTube', 'private', 'upcoming'] as const;
export type AddVideoState = (typeof ADD_VIDEO_STATES)[number];

export const AddVideoPreviewSchema = z.object({
  input: z.string(),
  videoId: z.string().nullable(),
  state: z.enum(ADD_VIDEO_STATES),
  message: z.string().nullable(),
  video: z
    .object({
      title: z.string(),
      description: z.string(),
      channel_id: z.string().nullable(),
      channel_name: z.string(),
      thumbnail_url: z.string().nullable(),
      upload_date: z.string(),
      duration: z.number().int().nullable(),
      duration_display: z.string().nullable(),
      view_count: z.number().int(),
      tags: z.array(z.string()),
    })
    .nullable(),
  suggestion: z.object({ keywordId: z.number().int(), keyword: z.string(), confidence: z.number(), reason: z.string() }).nullable(),
  channel: z.object({ channelId: z.string(), channelName: z.string(), followed: z.boolean() }).nullable(),
  /** A video already in the catalogue or the archive: what it is there. */
  existing: z.object({ title: z.string(), status: z.string(), keywordId: z.number().int().nullable() }).nullable(),
  /** Permanently deleted before: adding it again is allowed (an admin's explicit choice). */
  purgedBefore: z.boolean(),
});
export type AddVideoPreview = z.infer<typeof AddVideoPreviewSchema>;

export const AddVideosPreviewResponseSchema = successSchema(z.object({ units: z.number().int(), items: z.array(AddVideoPreviewSchema) }));

export const AddVideoResultSchema = z.object({
  input: z.string(),
  videoId: z.string().nullable(),
  ok: z.boolean(),
  /** published, or draft (waiting in the curation queue). */
  status: z.string().optional(),
  keywordId: z.number().int().nullable().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export const AddVideosResponseSchema = successSchema(
  z.object({ added: z.number().int(), failed: z.number().int(), units: z.number().int(), results: z.array(AddVideoResultSchema) }),
);

export const listAdminVideos = defineEndpoint({
  method: 'GET',
  path: '/api/admin/videos',
  access: 'admin',
  role: 'viewer',
  scope: [{ from: 'list' }, { from: 'channel', query: 'channelId' }],
  tags: TAGS,
  summary: '영상 목록 (제목·채널·영상 ID 검색, 채널 유형(etc 포함)·기간·상태·키워드·채널 조건, 정렬, 50개씩)',
  description: '합계는 10,000개까지 셉니다. 더 많으면 totalIsLowerBound가 true입니다.',
  query: AdminVideoListQuerySchema,
  response: AdminVideoListResponseSchema,
});

export const getAdminVideo = defineEndpoint({
  method: 'GET',
  path: '/api/admin/videos/:videoId',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'video', param: 'videoId' },
  tags: TAGS,
  summary: '영상 하나',
  params: VideoIdParamsSchema,
  response: AdminVideoResponseSchema,
  errors: { 404: '영상 없음' },
});

export const updateAdminVideo = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/videos/:videoId',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'video', param: 'videoId' },
  tags: TAGS,
  summary: '영상 고치기 (키워드, 상태, 제목 덮어쓰기, 태그 — null이면 유튜브 값으로 되돌림)',
  params: VideoIdParamsSchema,
  body: AdminVideoUpdateBodySchema,
  response: AdminVideoResponseSchema,
  errors: { 404: '영상 없음' },
});

export const bulkSetVideoStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/videos/bulk-status',
  access: 'admin',
  role: 'hq_editor',
  scope: [{ from: 'video', body: 'videoIds', each: true }, { from: 'list' }],
  tags: TAGS,
  summary: '여러 영상의 상태 바꾸기 (게시·초안·보관, 500개까지 또는 조건, 항목별 결과)',
  body: BulkStatusBodySchema,
  response: BulkResponseSchema,
});

export const bulkDeleteVideos = defineEndpoint({
  method: 'POST',
  path: '/api/admin/videos/bulk-delete',
  access: 'admin',
  role: 'hq_editor',
  scope: [{ from: 'video', body: 'videoIds', each: true }, { from: 'list' }],
  tags: TAGS,
  summary: '영상 삭제 — 삭제된 영상 보관함으로 옮김 (사유 없으면 "관리자 삭제", 항목별 결과)',
  body: BulkDeleteBodySchema,
  response: BulkResponseSchema,
});

export const listDeletedVideos = defineEndpoint({
  method: 'GET',
  path: '/api/admin/videos/deleted',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'list' },
  tags: TAGS,
  summary: '삭제된 영상 보관함 (누가·언제·왜, 검색)',
  query: DeletedVideoListQuerySchema,
  response: DeletedVideoListResponseSchema,
});

export const restoreVideos = defineEndpoint({
  method: 'POST',
  path: '/api/admin/videos/restore',
  access: 'admin',
  role: 'hq_editor',
  scope: [{ from: 'video', body: 'videoIds', each: true }, { from: 'list' }],
  tags: TAGS,
  summary: '보관함의 영상 되살리기 (게시 상태로, 삭제 정보는 지움, 항목별 결과)',
  body: ArchiveTargetsBodySchema,
  response: BulkResponseSchema,
});

export const purgeVideos = defineEndpoint({
  method: 'POST',
  path: '/api/admin/videos/purge',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  tags: TAGS,
  summary: '보관함의 영상 영구 삭제 (되돌릴 수 없음, 동기화로도 다시 들어오지 않음, 항목별 결과)',
  body: ArchiveTargetsBodySchema,
  response: BulkResponseSchema,
});

export const previewAddVideos = defineEndpoint({
  method: 'POST',
  path: '/api/admin/videos/preview',
  access: 'admin',
  role: 'hq_editor',
  scope: 'none',
  tags: TAGS,
  summary: '유튜브 주소로 영상 추가 — 미리 보기 (videos.list로 정보 확인, 분류기 제안, 이미 있는 영상 알림; 저장 안 함)',
  body: AddVideosPreviewBodySchema,
  response: AddVideosPreviewResponseSchema,
  errors: { 409: 'YOUTUBE_QUOTAEXHAUSTED (키 없음 또는 할당량 소진)', 502: 'YouTube API 오류' },
});

export const addVideos = defineEndpoint({
  method: 'POST',
  path: '/api/admin/videos',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'video', body: 'urls', each: true },
  tags: TAGS,
  rateLimit: 'upload',
  summary: '유튜브 주소로 영상 추가 (바로 게시하거나 검수 대기열로, 항목별 결과)',
  body: AddVideosBodySchema,
  response: AddVideosResponseSchema,
  errors: { 409: 'YOUTUBE_QUOTAEXHAUSTED (키 없음 또는 할당량 소진)', 502: 'YouTube API 오류' },
});
