// Keyword administration data (the worked example of docs/ARCHITECTURE.md): one hook per endpoint,
// every call typed by its contract through shared/api/endpoints.ts, all under ['admin'] so sign-out drops it.
import { ADMIN_KEYWORD_ORDERINGS } from '../../shared/constants/sorting.ts';
import { apiOrdering } from './ordering.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminKeywordCreateBody, AdminKeywordListQuery, AdminKeywordUpdateBody } from '../../shared/api/admin-keywords.ts';
import {
  bulkDeleteAdminKeywords,
  createAdminKeyword,
  deleteAdminKeyword,
  exportAdminKeywords,
  getAdminKeyword,
  getAdminKeywordInsights,
  listAdminKeywords,
  updateAdminKeyword,
} from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callAdmin, downloadAdmin } from './admin-client.ts';
import { useAdminList } from './admin-list.ts';

export type AdminKeywordPage = RouteResponse<typeof listAdminKeywords>;
export type AdminKeyword = AdminKeywordPage['data'][number];
export type AdminKeywordDeleteResult = RouteResponse<typeof deleteAdminKeyword>['data'];
export type AdminKeywordInsights = RouteResponse<typeof getAdminKeywordInsights>['data'];

const KEY = ['admin', 'keywords'] as const;

export const useAdminKeywords = (query: Partial<AdminKeywordListQuery>) =>
  useAdminList(['keywords', 'list'], listAdminKeywords, { query: apiOrdering(ADMIN_KEYWORD_ORDERINGS, query) }, { staleTime: 10_000 });

export function useAdminKeyword(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => callAdmin(getAdminKeyword, { params: { id: id! } }, signal).then((body) => body.data),
    enabled: id !== null,
  });
}

/** Every keyword write changes lists, totals and the dashboard: refetch everything admin. */
function useKeywordWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

export const useCreateKeyword = () =>
  useKeywordWrite((body: AdminKeywordCreateBody) => callAdmin(createAdminKeyword, { body }).then((b) => b.data));

export const useUpdateKeyword = () =>
  useKeywordWrite((input: { id: number; body: AdminKeywordUpdateBody }) =>
    callAdmin(updateAdminKeyword, { params: { id: input.id }, body: input.body }).then((b) => b.data),
  );

export const useDeleteKeyword = () =>
  useKeywordWrite((id: number) => callAdmin(deleteAdminKeyword, { params: { id } }).then((b) => b.data));

export const useBulkDeleteKeywords = () =>
  useKeywordWrite((ids: number[]) => callAdmin(bulkDeleteAdminKeywords, { body: { ids } }).then((b) => b.data));

export const downloadKeywordsCsv = (search: string | undefined) => downloadAdmin(exportAdminKeywords, { query: { search } });

/** One keyword in depth (keywords/v3): monthly series, channels, video status, top videos. */
export function useAdminKeywordInsights(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'insights', id],
    queryFn: ({ signal }) => callAdmin(getAdminKeywordInsights, { params: { id: id! } }, signal).then((body) => body.data),
    enabled: id !== null,
    staleTime: 30_000,
  });
}
