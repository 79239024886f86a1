// The security record: security events and the audit log, each filtered and paged by the URL.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAuditLog, listSecurityEvents } from '../../shared/api/endpoints.ts';
import type { RouteQuery, RouteResponse } from '../../shared/api/route.ts';
import { ADMIN_QUERY_KEY, callAdmin } from './admin-client.ts';

export type SecurityEventsQuery = NonNullable<RouteQuery<typeof listSecurityEvents>>;
export type AuditLogQuery = NonNullable<RouteQuery<typeof listAuditLog>>;
export type SecurityEvent = RouteResponse<typeof listSecurityEvents>['data'][number];
export type AuditEntry = RouteResponse<typeof listAuditLog>['data'][number];

export function useSecurityEvents(query: SecurityEventsQuery) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'security-events', query],
    queryFn: ({ signal }) => callAdmin(listSecurityEvents, { query }, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'audit-log', query],
    queryFn: ({ signal }) => callAdmin(listAuditLog, { query }, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
