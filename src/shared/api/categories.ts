import { z } from 'zod';
import { KEYWORD_ORDERINGS } from '../constants/sorting.ts';
import { KEYWORD_PAGE_SIZE } from '../constants/catalogue.ts';
import { PaginationSchema, limitParam, pageParam, successSchema, sortedQuery } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { KeywordSchema } from './keywords.ts';

const TAGS = ['분류'] as const;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  priority: z.number().int(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  parent_slug: z.string().nullable(),
  keyword_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryTreeNodeSchema = CategorySchema.extend({ children: z.array(CategorySchema) });
export const CategoryTreeResponseSchema = successSchema(z.array(CategoryTreeNodeSchema));

export const CategoryParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });
export const CategoryDetailQuerySchema = sortedQuery(
  {
    page: pageParam(),
    limit: limitParam(KEYWORD_PAGE_SIZE),
  },
  KEYWORD_ORDERINGS,
  'total_views',
);

export type CategoryDetailQuery = z.infer<typeof CategoryDetailQuerySchema>;

export const CategoryDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    category: CategorySchema,
    parent: CategorySchema.nullable(),
    children: z.array(CategorySchema),
    keywords: z.array(KeywordSchema),
  }),
  pagination: PaginationSchema,
});

export const listCategories = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/categories',
  access: 'public',
  tags: TAGS,
  summary: '분류 (상위 분류와 하위 분류)',
  response: CategoryTreeResponseSchema,
});

export const getCategory = defineEndpoint({
  etag: true,
  method: 'GET',
  path: '/api/categories/:slug',
  access: 'public',
  tags: TAGS,
  summary: '분류 상세와 키워드',
  params: CategoryParamsSchema,
  query: CategoryDetailQuerySchema,
  response: CategoryDetailResponseSchema,
  errors: { 404: '분류 없음' },
});
