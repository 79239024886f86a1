import { z } from 'zod';
import {
  CURATION_ACTIONS,
  CURATION_BULK_MAX,
  CURATION_SORTS,
  CURATION_NOTE_MAX,
  CURATION_PAGE_SIZE,
  CURATION_STATES,
} from '../constants/curation.ts';
import { limitParam, pagedSchema, pageParam, successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';

export type { CurationAction, CurationState } from '../constants/curation.ts';

// Curation queue API (/api/admin/curation*): videos the classifier was unsure about, decided by an admin.

const TAGS = ['관리'] as const;

export const CurationListQuerySchema = z.object({
  state: z.enum(CURATION_STATES).default('pending'),
  /** Default: confidence (highest first) while waiting, the newest decision for approved and rejected. */
  sort: z
    .enum(CURATION_SORTS, {
      message: `정렬(sort)은 ${CURATION_SORTS.join(', ')} 가운데 하나여야 합니다.`,
    })
    .optional(),
  page: pageParam(),
  limit: limitParam(CURATION_PAGE_SIZE, 100),
});
export type CurationListQuery = z.infer<typeof CurationListQuerySchema>;

export const CurationIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

const KeywordIdSchema = z.number().int().min(1).max(2_147_483_647);
const NoteSchema = z.string().trim().max(CURATION_NOTE_MAX, `메모는 ${CURATION_NOTE_MAX}자 이하여야 합니다.`);

/** keywordId overrides the suggestion; without it the suggested keyword is used. */
export const CurationApproveBodySchema = z.object({ keywordId: KeywordIdSchema.optional(), note: NoteSchema.optional() }).nullish();
export type CurationApproveBody = z.infer<typeof CurationApproveBodySchema>;

export const CurationRejectBodySchema = z.object({ note: NoteSchema.optional() }).nullish();
export type CurationRejectBody = z.infer<typeof CurationRejectBodySchema>;

export const CurationBulkBodySchema = z.object({
  ids: z
    .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
    .min(1, '처리할 항목을 하나 이상 고르세요.')
    .max(CURATION_BULK_MAX, `한 번에 ${CURATION_BULK_MAX}개까지 처리할 수 있습니다.`),
  action: z.enum(CURATION_ACTIONS),
  note: NoteSchema.optional(),
});
export type CurationBulkBody = z.infer<typeof CurationBulkBodySchema>;

const KeywordRefSchema = z.object({ id: z.number().int(), keyword: z.string(), slug: z.string() });

export const CurationItemSchema = z.object({
  id: z.number().int(),
  state: z.enum(CURATION_STATES),
  videoId: z.string(),
  title: z.string(),
  channelId: z.string().nullable(),
  channelName: z.string(),
  thumbnailUrl: z.string().nullable(),
  uploadDate: z.string(),
  videoStatus: z.string(),
  /** The keyword the video has now (set on approval). */
  keywordId: z.number().int().nullable(),
  suggestedKeyword: KeywordRefSchema.nullable(),
  suggestedCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  confidence: z.number().min(0).max(1),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type CurationItem = z.infer<typeof CurationItemSchema>;

export const CurationListResponseSchema = pagedSchema(CurationItemSchema);
export type CurationListResponse = z.infer<typeof CurationListResponseSchema>;
export const CurationItemResponseSchema = successSchema(CurationItemSchema);
export type CurationItemResponse = z.infer<typeof CurationItemResponseSchema>;

export const CurationBulkResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  state: z.enum(CURATION_STATES).optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export const CurationBulkResponseSchema = successSchema(
  z.object({ decided: z.number().int(), failed: z.number().int(), results: z.array(CurationBulkResultSchema) }),
);
export type CurationBulkResponse = z.infer<typeof CurationBulkResponseSchema>;

export const listCurationItems = defineEndpoint({
  method: 'GET',
  path: '/api/admin/curation',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'list' },
  tags: TAGS,
  summary: '큐레이션 대기열 (자동 분류가 확신하지 못한 영상)',
  query: CurationListQuerySchema,
  response: CurationListResponseSchema,
});

export const approveCurationItem = defineEndpoint({
  method: 'POST',
  path: '/api/admin/curation/:id/approve',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'curation', param: 'id' },
  tags: TAGS,
  summary: '승인: 제안된 키워드(또는 keywordId)로 영상을 게시',
  params: CurationIdParamsSchema,
  body: CurationApproveBodySchema,
  response: CurationItemResponseSchema,
  errors: { 400: '키워드 없음 또는 비활성', 404: '항목 없음', 409: 'ALREADY_DECIDED 또는 VIDEO_DELETED' },
});

export const rejectCurationItem = defineEndpoint({
  method: 'POST',
  path: '/api/admin/curation/:id/reject',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'curation', param: 'id' },
  tags: TAGS,
  summary: '거절: 영상을 보관(archived) 상태로',
  params: CurationIdParamsSchema,
  body: CurationRejectBodySchema,
  response: CurationItemResponseSchema,
  errors: { 404: '항목 없음', 409: 'ALREADY_DECIDED' },
});

export const decideCurationItems = defineEndpoint({
  method: 'POST',
  path: '/api/admin/curation/bulk',
  access: 'admin',
  role: 'hq_editor',
  scope: { from: 'curation', body: 'ids', each: true },
  tags: TAGS,
  summary: '여러 항목을 한 번에 승인(제안대로) 또는 거절',
  body: CurationBulkBodySchema,
  response: CurationBulkResponseSchema,
  errors: { 404: '고른 항목이 하나도 없음', 409: 'NOTHING_TO_DECIDE' },
});
