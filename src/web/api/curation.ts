// The curation queue: list by state and page, decide one item (approve maybe with another keyword, or reject), decide many.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveCurationItem, decideCurationItems, listCurationItems, rejectCurationItem } from '../../shared/api/endpoints.ts';
import type { RouteBody, RouteResponse } from '../../shared/api/route.ts';
import { CURATION_PAGE_SIZE, type CurationAction, type CurationSort, type CurationState } from '../../shared/constants/curation.ts';
import { ADMIN_QUERY_KEY, callAdmin } from './admin-client.ts';
import { useAdminList } from './admin-list.ts';

export type CurationItem = RouteResponse<typeof listCurationItems>['data'][number];
export type CurationBulkResult = RouteResponse<typeof decideCurationItems>['data'];

export const useCurationItems = (state: CurationState, page: number, sort: CurationSort) =>
  useAdminList(['curation'], listCurationItems, { query: { state, sort, page, limit: CURATION_PAGE_SIZE } }, { staleTime: 10_000 });

export interface DecisionInput {
  item: CurationItem;
  action: CurationAction;
  keywordId?: number | undefined;
  note?: string | undefined;
}

/** Decisions change the queue, the dashboard and the audit log: everything admin is refetched. */
export function useDecideCuration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action, keywordId, note }: DecisionInput) => {
      const params = { id: item.id };
      const body: NonNullable<RouteBody<typeof approveCurationItem>> = { ...(keywordId ? { keywordId } : {}), ...(note ? { note } : {}) };
      const answer =
        action === 'approve' ? callAdmin(approveCurationItem, { params, body }) : callAdmin(rejectCurationItem, { params, body });
      return answer.then((b) => b.data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

export function useBulkCuration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; action: CurationAction; note?: string | undefined }) =>
      callAdmin(decideCurationItems, {
        body: { ids: input.ids, action: input.action, ...(input.note ? { note: input.note } : {}) },
      }).then((b) => b.data),
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
