import { z } from 'zod';
import { KEYWORD_PAGE_SIZE, KEYWORD_SORTS } from '../constants/catalogue.ts';
import { PaginationSchema, limitParam, pageParam, successSchema } from './common.ts';
import { KeywordSchema } from './keywords.ts';

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
export const CategoryDetailQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(KEYWORD_PAGE_SIZE),
  sort: z.enum(KEYWORD_SORTS).default('total_views'),
});

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
