// The security record: security events and the audit log, each filtered and paged by the URL.
import { listAuditLog, listSecurityEvents } from '../../shared/api/endpoints.ts';
import type { RouteQuery, RouteResponse } from '../../shared/api/route.ts';
import { useAdminList } from './admin-list.ts';

export type SecurityEventsQuery = NonNullable<RouteQuery<typeof listSecurityEvents>>;
export type AuditLogQuery = NonNullable<RouteQuery<typeof listAuditLog>>;
export type SecurityEvent = RouteResponse<typeof listSecurityEvents>['data'][number];
export type AuditEntry = RouteResponse<typeof listAuditLog>['data'][number];

export const useSecurityEvents = (query: SecurityEventsQuery) =>
  useAdminList(['security-events'], listSecurityEvents, { query }, { staleTime: 15_000 });

export const useAuditLog = (query: AuditLogQuery) => useAdminList(['audit-log'], listAuditLog, { query }, { staleTime: 15_000 });
