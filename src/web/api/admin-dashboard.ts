// The admin home: catalogue totals, sessions and recent activity (one call, under ['admin']).
import { useQuery } from '@tanstack/react-query';
import { getAdminDashboard } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import type { StaffRegion } from '../../shared/constants/staff-roles.ts';
import { ADMIN_QUERY_KEY, callAdmin } from './admin-client.ts';

export type DashboardData = RouteResponse<typeof getAdminDashboard>['data'];

/** `region`: one headquarters, or undefined for the caller's whole scope (an hq_editor's own regions). */
export function useDashboard(region?: StaffRegion) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'dashboard', region ?? ''],
    queryFn: ({ signal }) => callAdmin(getAdminDashboard, { query: region ? { region } : {} }, signal).then((body) => body.data),
    staleTime: 30_000,
  });
}
