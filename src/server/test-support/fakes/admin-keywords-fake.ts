import type { AdminKeywordRow, KeywordValues } from '../../../db/repositories/admin-keywords.repo.ts';
import { normalizeSearchText } from '../../../shared/search/text.ts';
import type { AdminKeywordTables } from '../../modules/keywords/admin-keywords.service.ts';
import { memoryStore, partialFake } from '../memory-store.ts';

interface Category {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  priority: number;
}

/** The keyword tables in memory: what the admin keyword service reads and writes, with the database's rules it relies on. */
export function adminKeywordsFake(options: { categories?: Category[] } = {}) {
  const state = {
    keywords: new Map<number, AdminKeywordRow>(),
    links: new Map<number, number[]>(),
    redirects: new Map<string, number>(),
    linkedVideos: new Map<number, number>(),
    categories: new Map((options.categories ?? []).map((c) => [c.id, c])),
    nextId: 1,
  };
  const row = (id: number) => state.keywords.get(id);
  const copy = (r: AdminKeywordRow | undefined) => (r ? structuredClone(r) : undefined);
  const nameOf = (r: AdminKeywordRow) => normalizeSearchText(r.keyword);
  const keywords = partialFake<AdminKeywordTables['keywords']>({
    findAdminKeyword: async (id) => copy(row(id)),
    lockKeywords: async (ids) => [...new Set(ids)].sort((a, b) => a - b).flatMap((id) => copy(row(id)) ?? []),
    linkedVideoCounts: async (ids) => new Map(ids.flatMap((id) => (state.linkedVideos.has(id) ? [[id, state.linkedVideos.get(id)!]] : []))),
    keywordIdByName: async (name) => [...state.keywords.values()].find((r) => nameOf(r) === normalizeSearchText(name))?.id ?? null,
    slugOwner: async (slug) => [...state.keywords.values()].find((r) => r.slug === slug)?.id ?? state.redirects.get(slug) ?? null,
    slugsStartingWith: async (base) =>
      new Set([...[...state.keywords.values()].map((r) => r.slug), ...state.redirects.keys()].filter((s) => s.startsWith(base))),
    insertKeyword: async (values: KeywordValues, now: Date) => {
      // The unique index on slug, as the database has it.
      if ([...state.keywords.values()].some((r) => r.slug === values.slug)) throw uniqueViolation();
      const id = state.nextId++;
      state.keywords.set(id, newRow(id, values, now));
      return id;
    },
    updateKeyword: async (id, values, now) => {
      const current = row(id);
      if (!current) return;
      if (values.slug !== undefined && [...state.keywords.values()].some((r) => r.id !== id && r.slug === values.slug))
        throw uniqueViolation();
      Object.assign(current, {
        ...(values.keyword !== undefined ? { keyword: values.keyword, search_keyword: values.keyword } : {}),
        ...(values.slug !== undefined ? { slug: values.slug } : {}),
        ...(values.status !== undefined ? { status: values.status } : {}),
        ...(values.synonyms !== undefined ? { synonyms: values.synonyms } : {}),
        updated_at: now,
      });
    },
    addSlugRedirect: async (slug, id) => void state.redirects.set(slug, id),
    removeSlugRedirect: async (slug) => void state.redirects.delete(slug),
    existingCategoryIds: async (ids) => new Set(ids.filter((id) => state.categories.has(id))),
    setKeywordCategories: async (id, categoryIds) => {
      state.links.set(id, [...categoryIds]);
      const names = [...categoryIds].map((c) => state.categories.get(c)!).sort((a, b) => a.priority - b.priority || a.id - b.id);
      const current = row(id);
      if (current) current.category_names = names.map((c) => c.name).join(',');
    },
    categoryIdsOfKeyword: async (id) => [...(state.links.get(id) ?? [])].sort((a, b) => a - b),
    deleteKeyword: async (id) => {
      state.keywords.delete(id);
      state.links.delete(id);
      state.linkedVideos.delete(id);
      for (const [slug, owner] of state.redirects) if (owner === id) state.redirects.delete(slug);
    },
    refreshKeywordCount: async () => undefined,
  });
  const categoryLinks: AdminKeywordTables['categoryLinks'] = {
    categoriesOfKeywords: async (ids) =>
      ids.flatMap((keywordId) => (state.links.get(keywordId) ?? []).map((id) => ({ keyword_id: keywordId, ...state.categories.get(id)! }))),
  };
  const store = memoryStore<AdminKeywordTables>({ keywords, categoryLinks }, state);
  return { state, store };
}

function newRow(id: number, values: KeywordValues, now: Date): AdminKeywordRow {
  return {
    id,
    slug: values.slug,
    keyword: values.keyword,
    search_keyword: values.keyword,
    total_views: 0,
    total_likes: 0,
    total_videos: 0,
    total_channels: 0,
    average_views: 0,
    average_duration_seconds: 0,
    view_count: 0,
    status: values.status,
    category_names: '',
    collected_at: null,
    created_at: now,
    synonyms: values.synonyms,
    updated_at: now,
  };
}

/** What PostgreSQL raises on a unique index (SQLSTATE 23505), which the service turns into a 409. */
function uniqueViolation() {
  return Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
}
