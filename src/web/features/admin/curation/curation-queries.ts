// Server state of the curation page (under ['admin'] so sign-out drops it with the rest).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CurationAction,
  CurationBulkResponse,
  CurationItem,
  CurationItemResponse,
  CurationListResponse,
  CurationState,
} from '../../../../shared/api/curation.ts';
import type { SuggestionSchema } from '../../../../shared/api/keywords.ts';
import { adminGet, adminPost } from '../../../api/admin-client.ts';
import { apiGet } from '../../../api/transport.ts';
import { CURATION_PAGE_SIZE } from '../../../../shared/constants/curation.ts';

export type KeywordSuggestion = z.infer<typeof SuggestionSchema>;
export type CurationBulkResult = CurationBulkResponse['data'];

export function useCurationItems(state: CurationState, page: number) {
  return useQuery({
    queryKey: ['admin', 'curation', state, page],
    queryFn: ({ signal }) => adminGet<CurationListResponse>('/admin/curation', { state, page, limit: CURATION_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Public keyword suggestions (/api/keywords/suggest), the same the site's search box uses. */
export function useKeywordSuggestions(q: string) {
  return useQuery({
    queryKey: ['admin', 'keyword-suggest', q],
    queryFn: ({ signal }) => apiGet<{ data: KeywordSuggestion[] }>('/keywords/suggest', { q }, signal).then((b) => b.data),
    enabled: q.length > 0,
    staleTime: 60_000,
  });
}

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
      const body = { ...(keywordId ? { keywordId } : {}), ...(note ? { note } : {}) };
      return adminPost<CurationItemResponse>(`/admin/curation/${item.id}/${action}`, body).then((b) => b.data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useBulkCuration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; action: CurationAction; note?: string | undefined }) =>
      adminPost<CurationBulkResponse>('/admin/curation/bulk', {
        ids: input.ids,
        action: input.action,
        ...(input.note ? { note: input.note } : {}),
      }).then((b) => b.data),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
