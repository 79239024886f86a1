// Public category data: the two-level tree (keyword network) and one category with its keywords.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCategory, listCategories } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callPublic } from './public-client.ts';

export type CategoryTree = RouteResponse<typeof listCategories>['data'];
export type CategoryDetail = RouteResponse<typeof getCategory>;

export function useCategoryTree() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => callPublic(listCategories, {}, signal).then((body) => body.data),
    staleTime: 10 * 60_000,
  });
}

export function useCategory(slug: string, page: number, limit: number) {
  return useQuery({
    queryKey: ['category', slug, page],
    queryFn: ({ signal }) => callPublic(getCategory, { params: { slug }, query: { page, limit } }, signal),
    placeholderData: keepPreviousData,
  });
}
