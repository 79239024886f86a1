// The security page's state lives in the URL (R-ADMIN-06): tab, page and the filters each endpoint supports.
import {
  SECURITY_EVENT_TYPES,
  SECURITY_PAGE_SIZE,
  SECURITY_SEVERITIES,
  type SecurityEventType,
  type SecuritySeverity,
} from '../../../../shared/constants/admin.ts';
import { STAFF_REGIONS } from '../../../../shared/constants/staff-roles.ts';
import type { AuditLogQuery, SecurityEventsQuery } from '../../../api/admin-security.ts';

export type SecurityTab = 'events' | 'audit';
export const EVENT_FILTERS = ['type', 'severity', 'email', 'address', 'from', 'to'] as const;
export const AUDIT_FILTERS = ['action', 'actorEmail', 'targetType', 'targetId', 'region', 'from', 'to'] as const;
export type FilterValues<K extends string> = Record<K, string>;

const TEXT_FILTERS = ['email', 'address', 'action', 'actorEmail', 'targetType', 'targetId'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];
/** What either list accepts; each panel sends only its own filters. */
export type LogQuery = SecurityEventsQuery & AuditLogQuery;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readTab(params: URLSearchParams): SecurityTab {
  return params.get('tab') === 'audit' ? 'audit' : 'events';
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function readFilters<K extends string>(params: URLSearchParams, keys: readonly K[]): FilterValues<K> {
  return Object.fromEntries(keys.map((key) => [key, (params.get(key) ?? '').trim().slice(0, 254)])) as FilterValues<K>;
}

/** A calendar day in Korea as the first or last instant of that day (the API wants ISO 8601 with an offset). */
export function kstDayBoundary(day: string, end: boolean): string | undefined {
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00+09:00`))) return undefined;
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}+09:00`;
}

/** URL filters → API query: unknown enum values and bad dates are dropped rather than sent. */
export function toApiQuery(filters: Record<string, string>, page: number): LogQuery {
  const query: LogQuery = { page, limit: SECURITY_PAGE_SIZE };
  for (const [key, value] of Object.entries(filters)) {
    if (!value) continue;
    if (key === 'from' || key === 'to') query[key] = kstDayBoundary(value, key === 'to');
    else if (key === 'type') query.type = SECURITY_EVENT_TYPES.find((type: SecurityEventType) => type === value);
    else if (key === 'region') query.region = STAFF_REGIONS.find((region) => region === value);
    else if (key === 'severity') query.severity = SECURITY_SEVERITIES.find((severity: SecuritySeverity) => severity === value);
    else if ((TEXT_FILTERS as readonly string[]).includes(key)) query[key as TextFilter] = value;
  }
  return query;
}

/** The address for other filters (page dropped) on the same tab. */
export function filtersHref(tab: SecurityTab, filters: Record<string, string>, page = 1): string {
  const params = new URLSearchParams();
  if (tab === 'audit') params.set('tab', 'audit');
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}
