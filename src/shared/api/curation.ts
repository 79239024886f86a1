import { z } from 'zod';
import { limitParam, pagedSchema, pageParam, successSchema } from './common.ts';

// Curation queue API (/api/admin/curation*): videos the classifier was unsure about, decided by an admin.

export const CURATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type CurationState = (typeof CURATION_STATES)[number];
export const CURATION_STATE_LABELS: Record<CurationState, string> = { pending: '검토 대기', approved: '승인', rejected: '거절' };

export const CURATION_ACTIONS = ['approve', 'reject'] as const;
export type CurationAction = (typeof CURATION_ACTIONS)[number];
export const CURATION_BULK_MAX = 100;
export const CURATION_NOTE_MAX = 500;

export const CURATION_MESSAGES = {
  notFound: '검토 항목을 찾을 수 없습니다.',
  alreadyApproved: '이미 승인된 항목입니다.',
  alreadyRejected: '이미 거절된 항목입니다.',
  noneDecidable: '처리할 수 있는 항목이 없습니다. 이미 처리되었거나 찾을 수 없습니다.',
  noKeyword: '승인할 키워드를 선택하세요.',
  unknownKeyword: '선택한 키워드를 찾을 수 없습니다. 비활성 키워드는 고를 수 없습니다.',
  videoDeleted: '삭제된 영상은 승인할 수 없습니다.',
} as const;

export const CurationListQuerySchema = z.object({
  state: z.enum(CURATION_STATES).default('pending'),
  page: pageParam(),
  limit: limitParam(20, 100),
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
