import { z } from 'zod';
import {
  CATEGORY_CHILDREN_MODES,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_KEYWORD_PAGE_SIZE,
  CATEGORY_KEYWORDS_MODES,
  CATEGORY_LINK_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SLUG_MAX,
  ADMIN_CATEGORY_MESSAGES as MSG,
} from '../constants/admin-categories.ts';
import { KEYWORD_STATUSES } from '../constants/admin-keywords.ts';
import { limitParam, pageParam, PaginationSchema, successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';

// Category administration (/api/admin/categories*): the two-level tree, its order, and keyword links.

const TAGS = ['관리: 분류'] as const;
const Id = z.coerce.number().int().min(1).max(2_147_483_647);
const IdList = (message: string) =>
  z.array(Id).max(CATEGORY_LINK_MAX, `한 번에 ${CATEGORY_LINK_MAX}개까지 고를 수 있습니다.`).describe(message);

export const AdminCategoryIdParamsSchema = z.object({ id: Id });

/** A category as staff see it: every linked keyword counts (any status), plus how many are active. */
export const AdminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  priority: z.number().int(),
  parent_id: z.number().int().nullable(),
  keyword_count: z.number().int(),
  active_keyword_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryNodeSchema = AdminCategorySchema.extend({ children: z.array(AdminCategorySchema) });

const NameSchema = z
  .string({ error: '분류 이름을 입력하세요.' })
  .trim()
  .min(1, '분류 이름을 입력하세요.')
  .max(CATEGORY_NAME_MAX, `분류 이름은 ${CATEGORY_NAME_MAX}자 이하여야 합니다.`);
/** Lower-cased and trimmed here; the pattern itself is checked by the service (one Korean message). */
const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, '분류 주소를 입력하세요.')
  .max(CATEGORY_SLUG_MAX, `분류 주소는 ${CATEGORY_SLUG_MAX}자 이하여야 합니다.`);
const DescriptionSchema = z.string().trim().max(CATEGORY_DESCRIPTION_MAX, `설명은 ${CATEGORY_DESCRIPTION_MAX}자 이하여야 합니다.`);

export const AdminCategoryCreateBodySchema = z.object({
  name: NameSchema,
  parentId: Id.nullable().optional(),
  slug: SlugSchema.optional(),
  description: DescriptionSchema.default(''),
});
export type AdminCategoryCreateBody = z.infer<typeof AdminCategoryCreateBodySchema>;

export const AdminCategoryUpdateBodySchema = z
  .object({
    name: NameSchema.optional(),
    slug: SlugSchema.optional(),
    description: DescriptionSchema.optional(),
    /** null: make it a top-level category. */
    parentId: Id.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), '바꿀 항목을 하나 이상 보내세요.');
export type AdminCategoryUpdateBody = z.infer<typeof AdminCategoryUpdateBodySchema>;

export const AdminCategoryDeleteQuerySchema = z.object({
  children: z.enum(CATEGORY_CHILDREN_MODES, { error: MSG.childrenChoice }).optional(),
  childrenTo: Id.optional(),
  keywords: z.enum(CATEGORY_KEYWORDS_MODES, { error: MSG.keywordsChoice }).optional(),
  keywordsTo: Id.optional(),
});
export type AdminCategoryDeleteQuery = z.infer<typeof AdminCategoryDeleteQuerySchema>;

export const AdminCategoryOrderBodySchema = z.object({
  /** null: the top-level categories. */
  parentId: Id.nullable(),
  ids: z.array(Id).min(1, '순서를 정할 분류를 보내세요.').max(500, '분류는 500개까지 보낼 수 있습니다.'),
});
export type AdminCategoryOrderBody = z.infer<typeof AdminCategoryOrderBodySchema>;

export const AdminCategoryKeywordsQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(CATEGORY_KEYWORD_PAGE_SIZE),
  search: z.string().trim().max(50, '검색어는 50자 이하여야 합니다.').optional(),
});

export const AdminCategoryKeywordSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  slug: z.string(),
  status: z.enum(KEYWORD_STATUSES),
  total_videos: z.number().int(),
  total_views: z.number().int(),
});

export const AdminCategoryLinkBodySchema = z
  .object({
    add: IdList('연결할 키워드 ID').default([]),
    remove: IdList('뺄 키워드 ID').default([]),
  })
  .refine((body) => body.add.length + body.remove.length > 0, { message: MSG.nothingToLink, path: ['add'] });
export type AdminCategoryLinkBody = z.infer<typeof AdminCategoryLinkBodySchema>;

export const AdminCategoryTreeResponseSchema = successSchema(z.array(AdminCategoryNodeSchema));
export const AdminCategoryResponseSchema = successSchema(AdminCategorySchema);
export const AdminCategoryDeleteResponseSchema = successSchema(
  z.object({
    id: z.number().int(),
    movedChildren: z.number().int(),
    promotedChildren: z.number().int(),
    movedKeywords: z.number().int(),
    detachedKeywords: z.number().int(),
  }),
);
export const AdminCategoryOrderResponseSchema = successSchema(z.array(AdminCategorySchema));
export const AdminCategoryKeywordsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminCategoryKeywordSchema),
  pagination: PaginationSchema,
});
export const AdminCategoryLinkResponseSchema = successSchema(z.object({ added: z.number().int(), removed: z.number().int() }));

export const listAdminCategories = defineEndpoint({
  method: 'GET',
  path: '/api/admin/categories',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '분류 나무 (상위 분류 순서대로, 각각 하위 분류와 키워드 수)',
  response: AdminCategoryTreeResponseSchema,
});

export const createAdminCategory = defineEndpoint({
  method: 'POST',
  path: '/api/admin/categories',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '분류 만들기 (맨 끝 순서로)',
  description:
    '주소(slug)를 비우면 이름이 영문·숫자로만 되어 있을 때 이름에서, 한글 이름이면 category-<번호>로 만듭니다 (분류 주소는 영문 소문자·숫자·하이픈만).',
  body: AdminCategoryCreateBodySchema,
  response: AdminCategoryResponseSchema,
  status: 201,
  errors: { 404: '상위 분류 없음', 409: 'SLUG_EXISTS 또는 NAME_EXISTS' },
});

export const updateAdminCategory = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/categories/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '분류 고치기 (이름, 주소, 설명, 상위 분류)',
  params: AdminCategoryIdParamsSchema,
  body: AdminCategoryUpdateBodySchema,
  response: AdminCategoryResponseSchema,
  errors: { 404: '분류 없음', 409: 'SLUG_EXISTS, NAME_EXISTS 또는 HAS_CHILDREN' },
});

export const deleteAdminCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/categories/:id',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '분류 삭제 (하위 분류·키워드를 어디로 보낼지 고름)',
  description:
    '하위 분류가 있으면 children=move&childrenTo=<상위 분류> 또는 children=promote, 키워드가 연결되어 있으면 keywords=move&keywordsTo=<분류> 또는 keywords=detach. 고르지 않으면 409 CATEGORY_NOT_EMPTY. 키워드 자체는 지워지지 않습니다.',
  params: AdminCategoryIdParamsSchema,
  query: AdminCategoryDeleteQuerySchema,
  response: AdminCategoryDeleteResponseSchema,
  errors: { 404: '분류 없음', 409: 'CATEGORY_NOT_EMPTY' },
});

export const reorderAdminCategories = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/categories/order',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '같은 상위 분류 안의 분류 순서 정하기',
  description: 'ids는 그 상위 분류(맨 위 단계는 parentId: null)의 분류 전부를 원하는 순서로. 그사이 목록이 바뀌었으면 409 ORDER_STALE.',
  body: AdminCategoryOrderBodySchema,
  response: AdminCategoryOrderResponseSchema,
  errors: { 404: '상위 분류 없음', 409: 'ORDER_STALE' },
});

export const listAdminCategoryKeywords = defineEndpoint({
  method: 'GET',
  path: '/api/admin/categories/:id/keywords',
  access: 'admin',
  role: 'viewer',
  scope: 'none',
  tags: TAGS,
  summary: '분류에 바로 연결된 키워드 (모든 상태, 이름 순)',
  params: AdminCategoryIdParamsSchema,
  query: AdminCategoryKeywordsQuerySchema,
  response: AdminCategoryKeywordsResponseSchema,
  errors: { 404: '분류 없음' },
});

export const linkAdminCategoryKeywords = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/categories/:id/keywords',
  access: 'admin',
  role: 'editor',
  scope: 'none',
  grant: 'taxonomy',
  tags: TAGS,
  summary: '분류에 키워드 연결하기·빼기',
  params: AdminCategoryIdParamsSchema,
  body: AdminCategoryLinkBodySchema,
  response: AdminCategoryLinkResponseSchema,
  errors: { 404: '분류 없음' },
});
