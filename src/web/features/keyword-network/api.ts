// Category tree and the most-covered keywords for the network.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CategoryTreeResponseSchema } from '../../../shared/api/categories.ts';
import type { Keyword } from '../../../shared/api/keywords.ts';
import type { Pagination } from '../../../shared/api/common.ts';
import { apiGet } from '../../api/transport.ts';

export type CategoryTree = z.infer<typeof CategoryTreeResponseSchema>['data'];

export function useCategoryTree() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiGet<{ data: CategoryTree }>('/categories', {}, signal).then((b) => b.data),
    staleTime: 10 * 60_000,
  });
}

export function useTopKeywords(category: string | undefined, limit: number) {
  return useQuery({
    queryKey: ['keywords', 'top', category ?? 'all', limit],
    queryFn: ({ signal }) =>
      apiGet<{ data: Keyword[]; pagination: Pagination }>('/keywords', { category, limit, sort: 'total_videos' }, signal).then(
        (b) => b.data,
      ),
    staleTime: 5 * 60_000,
  });
}
