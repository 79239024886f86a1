import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CategoryDetailQuerySchema,
  CategoryDetailResponseSchema,
  CategoryParamsSchema,
  CategoryTreeResponseSchema,
} from '../../../shared/api/categories.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { findCategoryBySlug, listCategories } from '../../../db/repositories/categories.repo.ts';
import { listKeywords } from '../../../db/repositories/keywords.repo.ts';
import { replyCached, type AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { toCategory } from '../../core/mappers.ts';
import { withCategories } from '../keywords/keywords.service.ts';

export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/categories',
    {
      schema: { tags: ['분류'], summary: '분류 (상위 분류와 하위 분류)', response: { 200: CategoryTreeResponseSchema } },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 300, async () => {
        const all = (await listCategories(ctx.db)).map(toCategory);
        const tree = all
          .filter((c) => c.parent_id === null)
          .map((parent) => ({ ...parent, children: all.filter((c) => c.parent_id === parent.id) }));
        return { success: true, data: tree };
      }),
  );

  r.get(
    '/api/categories/:slug',
    {
      schema: {
        tags: ['분류'],
        summary: '분류 상세와 키워드',
        params: CategoryParamsSchema,
        querystring: CategoryDetailQuerySchema,
        response: { 200: CategoryDetailResponseSchema },
      },
    },
    (request, reply) =>
      replyCached(ctx, request, reply, 300, async () => {
        const category = await findCategoryBySlug(ctx.db, request.params.slug);
        if (!category) throw notFound('분류를 찾을 수 없습니다.');
        const all = (await listCategories(ctx.db)).map(toCategory);
        const children = all.filter((c) => c.parent_id === category.id);
        const parent = all.find((c) => c.id === category.parent_id) ?? null;
        const q = request.query;
        const ids = [category.id, ...children.map((c) => c.id)];
        const { rows, total } = await listKeywords(ctx.db, { categoryIds: ids }, q.sort, q.page, q.limit);
        return {
          success: true,
          data: { category: toCategory(category), parent, children, keywords: await withCategories(ctx, rows) },
          pagination: paginationFor(q.page, q.limit, total),
        };
      }),
  );
}
