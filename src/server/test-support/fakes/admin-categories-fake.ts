import type { AdminCategoryRow } from '../../../db/repositories/admin-categories.repo.ts';
import { normalizeSearchText } from '../../../shared/search/text.ts';
import type { CategoryTables } from '../../modules/categories/admin-categories.service.ts';
import { memoryStore, partialFake } from '../memory-store.ts';

type Category = Omit<AdminCategoryRow, 'keyword_count' | 'active_keyword_count'>;

/** The category tree and its keyword links in memory, with the unique slug index the service relies on. */
export function adminCategoriesFake(seed: { categories?: Omit<Category, 'updated_at' | 'description'>[]; keywords?: number[] } = {}) {
  const state = {
    categories: new Map<number, Category>((seed.categories ?? []).map((c) => [c.id, { description: '', updated_at: new Date(0), ...c }])),
    /** category id → keyword ids */
    links: new Map<number, Set<number>>(),
    keywords: new Set(seed.keywords ?? []),
    nextId: Math.max(0, ...(seed.categories ?? []).map((c) => c.id)) + 1,
  };
  const all = () => [...state.categories.values()];
  const byOrder = (a: Category, b: Category) => a.priority - b.priority || a.id - b.id;
  const siblings = (parentId: number | null) =>
    all()
      .filter((c) => c.parent_id === parentId)
      .sort(byOrder);
  const linksOf = (id: number) => state.links.get(id) ?? state.links.set(id, new Set()).get(id)!;
  const row = (c: Category | undefined): AdminCategoryRow | undefined =>
    c && { ...structuredClone(c), keyword_count: linksOf(c.id).size, active_keyword_count: linksOf(c.id).size };
  const tables = partialFake<CategoryTables>({
    lockCategoryTree: async () => undefined,
    lockCategory: async (id) => state.categories.has(id),
    listAdminCategories: async () =>
      all()
        .sort(byOrder)
        .map((c) => row(c)!),
    findAdminCategory: async (id) => row(state.categories.get(id)),
    categorySlugOwner: async (slug) => all().find((c) => c.slug === slug)?.id ?? null,
    categorySlugsStartingWith: async (base) => new Set(all().flatMap((c) => (c.slug.startsWith(base) ? [c.slug] : []))),
    siblingNameOwner: async (parentId, name) =>
      siblings(parentId).find((c) => normalizeSearchText(c.name) === normalizeSearchText(name))?.id ?? null,
    nextCategoryId: async () => state.nextId++,
    siblingIds: async (parentId) => siblings(parentId).map((c) => c.id),
    lastSiblingPriority: async (parentId) => Math.max(0, ...siblings(parentId).map((c) => c.priority)),
    insertCategory: async (id, values, now) => {
      if (all().some((c) => c.slug === values.slug)) throw Object.assign(new Error('duplicate key'), { code: '23505' });
      const { parentId, ...rest } = values;
      state.categories.set(id, { id, ...rest, parent_id: parentId, updated_at: now });
    },
    updateCategory: async (id, values, now) => {
      const category = state.categories.get(id)!;
      const { parentId, ...rest } = values;
      const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      Object.assign(category, defined, parentId === undefined ? {} : { parent_id: parentId }, { updated_at: now });
    },
    setSiblingOrder: async (ids, now) =>
      ids.forEach((id, i) => Object.assign(state.categories.get(id)!, { priority: i + 1, updated_at: now })),
    moveChildren: async (fromId, toParentId, now) => {
      const start = Math.max(0, ...siblings(toParentId).map((c) => c.priority));
      const children = siblings(fromId);
      children.forEach((c, i) => Object.assign(c, { parent_id: toParentId, priority: start + i + 1, updated_at: now }));
      return children.length;
    },
    keywordIdsOfCategories: async (ids) => [...new Set(ids.flatMap((id) => [...linksOf(id)]))].sort((a, b) => a - b),
    addKeywordLinks: async (id, keywordIds) => keywordIds.filter((k) => !linksOf(id).has(k) && !!linksOf(id).add(k)).length,
    removeKeywordLinks: async (id, keywordIds) => keywordIds.filter((k) => linksOf(id).delete(k)).length,
    deleteCategory: async (id) => {
      state.categories.delete(id);
      state.links.delete(id);
    },
    holdKeywords: async (ids) => new Set(ids.filter((id) => state.keywords.has(id))),
    refreshCategoryNames: async () => undefined,
    refreshCategoryCount: async () => undefined,
    replaceSuggestedCategory: async () => undefined,
  });
  return { state, store: memoryStore(tables, state) };
}
