// Duplicate videos: the groups of one kind and merging a group. Under ['admin']; a merge refetches everything
// admin (video lists, the archive, totals) since videos moved to the archive.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateListQuery, DuplicateMergeBody } from '../../shared/api/admin-duplicates.ts';
import { listDuplicateMerges, listDuplicates, mergeDuplicates } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callAdmin } from './admin-client.ts';
import { useAdminList } from './admin-list.ts';

export type DuplicatePage = RouteResponse<typeof listDuplicates>;
export type DuplicateGroup = DuplicatePage['data'][number];
export type DuplicateMergeResult = RouteResponse<typeof mergeDuplicates>['data'];

export type DuplicateMergeEntry = RouteResponse<typeof listDuplicateMerges>['data'][number];
export const MERGES_PAGE_SIZE = 10;
/** Past merges, newest first; undoing one restores the merged copy (useRestoreVideos). */
export const useDuplicateMerges = (page: number) =>
  useAdminList(['duplicates', 'merges'], listDuplicateMerges, { query: { page, limit: MERGES_PAGE_SIZE } });

export const useDuplicates = (query: Partial<DuplicateListQuery>) => useAdminList(['duplicates'], listDuplicates, { query });

export function useMergeDuplicates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DuplicateMergeBody) => callAdmin(mergeDuplicates, { body }).then((b) => b.data),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
