// One page of an admin list, the one query every paged admin screen uses: typed by its route's contract, kept under
// ['admin', …key] (sign-out drops it, a write can refetch it), and the page on screen stays while the next one loads.
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Route, RouteResponse } from '../../shared/api/route.ts';
import { ADMIN_QUERY_KEY, callAdmin } from './admin-client.ts';
import type { CallInput } from './call.ts';

type ListOptions<R extends Route> = Pick<UseQueryOptions<RouteResponse<R>>, 'staleTime' | 'enabled' | 'refetchInterval'>;

export function useAdminList<R extends Route>(key: readonly unknown[], route: R, input: CallInput<R>, options: ListOptions<R> = {}) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, ...key, input],
    queryFn: ({ signal }) => callAdmin(route, input, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}
