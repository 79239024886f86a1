import type { CategoryDetailQuery } from '../../../shared/api/categories.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { findCategoryBySlug, listCategories } from '../../../db/repositories/categories.repo.ts';
import { listKeywords } from '../../../db/repositories/keywords.repo.ts';
import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { withCategories } from '../../core/keyword-categories.ts';
import { toCategory } from '../../core/mappers.ts';

/** Public categories: the two-level tree, and one category with its sub-categories and keywords. */
export class CategoryService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async tree() {
    const all = (await listCategories(this.#ctx.db)).map(toCategory);
    return all.filter((c) => c.parent_id === null).map((parent) => ({ ...parent, children: all.filter((c) => c.parent_id === parent.id) }));
  }

  /** A parent category lists its sub-categories' keywords too. */
  async detail(slug: string, q: CategoryDetailQuery) {
    const category = await findCategoryBySlug(this.#ctx.db, slug);
    if (!category) throw notFound('분류를 찾을 수 없습니다.');
    const all = (await listCategories(this.#ctx.db)).map(toCategory);
    const children = all.filter((c) => c.parent_id === category.id);
    const parent = all.find((c) => c.id === category.parent_id) ?? null;
    const ids = [category.id, ...children.map((c) => c.id)];
    const { rows, total } = await listKeywords(this.#ctx.db, { categoryIds: ids }, q.sort, q.page, q.limit);
    return {
      data: { category: toCategory(category), parent, children, keywords: await withCategories(this.#ctx, rows) },
      pagination: paginationFor(q.page, q.limit, total),
    };
  }
}
