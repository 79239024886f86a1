import { z } from 'zod';
import { ADMIN_KEYWORD_ORDERINGS } from '../constants/sorting.ts';
import {
  ADMIN_KEYWORD_PAGE_SIZE,
  KEYWORD_BULK_MAX,
  KEYWORD_NAME_MAX,
  KEYWORD_SLUG_MAX,
  KEYWORD_STATUSES,
  KEYWORD_SYNONYMS_MAX,
} from '../constants/admin-keywords.ts';
import { CsvFormatSchema, limitParam, pageParam, PaginationSchema, successSchema, sortedQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { KeywordSchema } from './keywords.ts';

// Keyword administration (/api/admin/keywords*). The worked example of docs/ARCHITECTURE.md.

const TAGS = ['관리: 키워드'] as const;
const Id = z.coerce.number().int().min(1).max(2_147_483_647);

export const AdminKeywordIdParamsSchema = z.object({ id: Id });

export const AdminKeywordListQuerySchema = sortedQuery(
  {
    page: pageParam(),
    limit: limitParam(ADMIN_KEYWORD_PAGE_SIZE),
    search: z.string().trim().max(50, '검색어는 50자 이하여야 합니다.').optional(),
    categoryId: Id.optional(),
    status: z.enum([...KEYWORD_STATUSES, 'all']).default('all'),
  },
  ADMIN_KEYWORD_ORDERINGS,
  'views',
);
export type AdminKeywordListQuery = z.infer<typeof AdminKeywordListQuerySchema>;

/** A keyword as the admin sees it: the public row plus synonyms and every linked video (any status). */
export const AdminKeywordSchema = KeywordSchema.extend({
  synonyms: z.array(z.string()),
  linked_videos: z.number().int(),
  updated_at: z.string(),
});
export type AdminKeyword = z.infer<typeof AdminKeywordSchema>;

export const AdminKeywordStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  totalViews: z.number().int(),
  avgVideos: z.number(),
});

export const AdminKeywordListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminKeywordSchema),
  stats: AdminKeywordStatsSchema,
  pagination: PaginationSchema,
});

const KeywordNameSchema = z
  .string({ error: '키워드를 입력하세요.' })
  .trim()
  .min(1, '키워드를 입력하세요.')
  .max(KEYWORD_NAME_MAX, `키워드는 ${KEYWORD_NAME_MAX}자 이하여야 합니다.`);
/** Korean slugs are fine (/view/소화기-사용법); the server normalises case and spaces. */
const SlugSchema = z
  .string()
  .trim()
  .min(1, '주소(슬러그)를 입력하세요.')
  .max(KEYWORD_SLUG_MAX, `주소(슬러그)는 ${KEYWORD_SLUG_MAX}자 이하여야 합니다.`);
const CategoryIdsSchema = z.array(Id).max(20, '분류는 20개까지 고를 수 있습니다.');
const SynonymsSchema = z
  .array(z.string().trim().min(1, '빈 동의어는 넣을 수 없습니다.').max(KEYWORD_NAME_MAX, `동의어는 ${KEYWORD_NAME_MAX}자 이하여야 합니다.`))
  .max(KEYWORD_SYNONYMS_MAX, `동의어는 ${KEYWORD_SYNONYMS_MAX}개까지 넣을 수 있습니다.`);

export const AdminKeywordCreateBodySchema = z.object({
  keyword: KeywordNameSchema,
  slug: SlugSchema.optional(),
  status: z.enum(KEYWORD_STATUSES).default('active'),
  categoryIds: CategoryIdsSchema.default([]),
  synonyms: SynonymsSchema.default([]),
});
export type AdminKeywordCreateBody = z.infer<typeof AdminKeywordCreateBodySchema>;

export const AdminKeywordUpdateBodySchema = z
  .object({
    keyword: KeywordNameSchema.optional(),
    slug: SlugSchema.optional(),
    status: z.enum(KEYWORD_STATUSES).optional(),
    categoryIds: CategoryIdsSchema.optional(),
    synonyms: SynonymsSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), '바꿀 항목을 하나 이상 보내세요.');
export type AdminKeywordUpdateBody = z.infer<typeof AdminKeywordUpdateBodySchema>;

export const AdminKeywordBulkDeleteBodySchema = z.object({
  ids: z
    .array(Id)
    .min(1, '삭제할 키워드를 하나 이상 고르세요.')
    .max(KEYWORD_BULK_MAX, `한 번에 ${KEYWORD_BULK_MAX}개까지 삭제할 수 있습니다.`),
});

export const AdminKeywordExportQuerySchema = z.object({ search: AdminKeywordListQuerySchema.in.shape.search, format: CsvFormatSchema });

export const AdminKeywordResponseSchema = successSchema(AdminKeywordSchema);
export const AdminKeywordDeleteResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  unlinkedVideos: z.number().int().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export const AdminKeywordDeleteResponseSchema = successSchema(
  z.object({ deleted: z.number().int(), unlinkedVideos: z.number().int(), results: z.array(AdminKeywordDeleteResultSchema) }),
);

export const listAdminKeywords = defineEndpoint({
  method: 'GET',
  path: '/api/admin/keywords',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '키워드 목록 (검색·분류·상태·정렬, 합계)',
  query: AdminKeywordListQuerySchema,
  response: AdminKeywordListResponseSchema,
});

export const getAdminKeyword = defineEndpoint({
  method: 'GET',
  path: '/api/admin/keywords/:id',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '키워드 하나',
  params: AdminKeywordIdParamsSchema,
  response: AdminKeywordResponseSchema,
  errors: { 404: '키워드 없음' },
});

export const createAdminKeyword = defineEndpoint({
  method: 'POST',
  path: '/api/admin/keywords',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '키워드 만들기 (주소는 한글 이름에서 만들어지고 바꿀 수 있음)',
  body: AdminKeywordCreateBodySchema,
  response: AdminKeywordResponseSchema,
  status: 201,
  errors: { 409: 'KEYWORD_EXISTS 또는 SLUG_EXISTS' },
});

export const updateAdminKeyword = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/keywords/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '키워드 고치기 (이름, 주소 — 예전 주소는 새 주소로 이어짐, 상태, 분류, 동의어)',
  params: AdminKeywordIdParamsSchema,
  body: AdminKeywordUpdateBodySchema,
  response: AdminKeywordResponseSchema,
  errors: { 404: '키워드 없음', 409: 'KEYWORD_EXISTS 또는 SLUG_EXISTS' },
});

export const deleteAdminKeyword = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/keywords/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '키워드 삭제 (연결된 영상은 남고 키워드 연결만 풀림)',
  params: AdminKeywordIdParamsSchema,
  response: AdminKeywordDeleteResponseSchema,
  errors: { 404: '키워드 없음' },
});

export const bulkDeleteAdminKeywords = defineEndpoint({
  method: 'POST',
  path: '/api/admin/keywords/bulk-delete',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '키워드 여러 개 삭제 (항목별 결과)',
  body: AdminKeywordBulkDeleteBodySchema,
  response: AdminKeywordDeleteResponseSchema,
  errors: { 404: '고른 키워드가 하나도 없음' },
});

export const exportAdminKeywords = defineEndpoint({
  produces: 'text/csv',
  method: 'GET',
  path: '/api/admin/keywords/export',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '키워드 CSV 내보내기 (ID, 키워드, 영상 수, 총 조회수, 총 좋아요, 상태, 생성일)',
  description:
    'UTF-8(BOM) CSV. 엑셀에서 수식으로 실행될 수 있는 칸은 앞에 작은따옴표를 붙입니다. `format=raw`이면 BOM 없이 저장된 값 그대로입니다(프로그램용). 맞는 키워드가 없으면 404.',
  query: AdminKeywordExportQuerySchema,
  errors: { 404: '내보낼 키워드 없음' },
});
