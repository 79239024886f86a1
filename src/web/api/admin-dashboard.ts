// The admin home: catalogue totals, sessions and recent activity (one call, under ['admin']).
import { useQuery } from '@tanstack/react-query';
import { getAdminDashboard } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { ADMIN_QUERY_KEY, callAdmin } from './admin-client.ts';

export type DashboardData = RouteResponse<typeof getAdminDashboard>['data'];

export function useDashboard() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'dashboard'],
    queryFn: ({ signal }) => callAdmin(getAdminDashboard, { query: {} }, signal).then((body) => body.data),
    staleTime: 30_000,
  });
}
