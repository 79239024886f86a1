// Category administration data: one hook per endpoint, typed by its contract through shared/api/endpoints.ts,
// all under ['admin'] so sign-out drops it; every write refetches everything admin (lists, counts, keywords).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategoryCreateBody,
  AdminCategoryDeleteQuery,
  AdminCategoryOrderBody,
  AdminCategoryUpdateBody,
} from '../../shared/api/admin-categories.ts';
import {
  createAdminCategory,
  deleteAdminCategory,
  linkAdminCategoryKeywords,
  listAdminCategories,
  listAdminCategoryKeywords,
  reorderAdminCategories,
  updateAdminCategory,
} from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callAdmin } from './admin-client.ts';
import { useAdminList } from './admin-list.ts';

export type AdminCategoryNode = RouteResponse<typeof listAdminCategories>['data'][number];
export type AdminCategory = Omit<AdminCategoryNode, 'children'>;
export type AdminCategoryKeywordPage = RouteResponse<typeof listAdminCategoryKeywords>;
export type AdminCategoryDeleteResult = RouteResponse<typeof deleteAdminCategory>['data'];

const KEY = ['admin', 'categories'] as const;
export const CATEGORY_TREE_KEY = [...KEY, 'tree'] as const;

export function useAdminCategoryTree() {
  return useQuery({
    queryKey: CATEGORY_TREE_KEY,
    queryFn: ({ signal }) => callAdmin(listAdminCategories, {}, signal).then((body) => body.data),
    staleTime: 30_000,
  });
}

export const useAdminCategoryKeywords = (id: number | null, page: number, search?: string) =>
  useAdminList(
    ['categories', 'keywords'],
    listAdminCategoryKeywords,
    { params: { id: id! }, query: { page, ...(search ? { search } : {}) } },
    {
      enabled: id !== null,
    },
  );

function useCategoryWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useCreateCategory = () =>
  useCategoryWrite((body: AdminCategoryCreateBody) => callAdmin(createAdminCategory, { body }).then((b) => b.data));

export const useUpdateCategory = () =>
  useCategoryWrite((input: { id: number; body: AdminCategoryUpdateBody }) =>
    callAdmin(updateAdminCategory, { params: { id: input.id }, body: input.body }).then((b) => b.data),
  );

export const useDeleteCategory = () =>
  useCategoryWrite((input: { id: number; choice: AdminCategoryDeleteQuery }) =>
    callAdmin(deleteAdminCategory, { params: { id: input.id }, query: input.choice }).then((b) => b.data),
  );

export const useReorderCategories = () =>
  useCategoryWrite((body: AdminCategoryOrderBody) => callAdmin(reorderAdminCategories, { body }).then((b) => b.data));

export const useLinkCategoryKeywords = () =>
  useCategoryWrite((input: { id: number; add?: number[]; remove?: number[] }) =>
    callAdmin(linkAdminCategoryKeywords, { params: { id: input.id }, body: { add: input.add ?? [], remove: input.remove ?? [] } }).then(
      (b) => b.data,
    ),
  );
