import type { ApiKey, SyncJob, SyncJobItem, SyncSchedule } from '../../../shared/api/sync.ts';
import type { ApiKeySummary, ScheduleRow, SyncJobItemRow, SyncJobRow } from '../../../sync/index.ts';
import { NO_ITEMS, syncJobStatus, type SyncItemCounts } from '../../../shared/constants/sync.ts';
import { iso } from '../../core/mappers.ts';

/** A job as the API answers it; `items` are its per-item results (none yet for a job just queued). */
export function toSyncJob(row: SyncJobRow & { requested_by_email?: string | null }, items: SyncItemCounts = NO_ITEMS): SyncJob {
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state,
    status: syncJobStatus(row.state, items),
    items: { ...items },
    trigger: row.trigger,
    params: (row.params ?? {}) as Record<string, unknown>,
    progressDone: row.progress_done,
    progressTotal: row.progress_total,
    currentItem: row.current_item,
    result: Object.fromEntries(Object.entries((row.result ?? {}) as Record<string, unknown>).map(([k, v]) => [k, Number(v)])),
    quotaEstimate: row.quota_estimate,
    quotaSpent: row.quota_spent,
    error: row.error,
    cancelRequested: row.cancel_requested,
    attempts: row.attempts,
    retryOf: row.retry_of === null ? null : Number(row.retry_of),
    requestedBy: row.requested_by_email ?? null,
    createdAt: row.created_at.toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    heartbeatAt: iso(row.heartbeat_at),
  };
}

export function toSyncJobItem(row: SyncJobItemRow): SyncJobItem {
  return {
    itemKey: row.item_key,
    state: row.state,
    detail: (row.detail ?? {}) as Record<string, unknown>,
    error: row.error,
    units: row.units,
    finishedAt: row.finished_at.toISOString(),
  };
}

export function toApiKey(key: ApiKeySummary): ApiKey {
  return {
    ...key,
    exhaustedUntil: iso(key.exhaustedUntil),
    invalidAt: iso(key.invalidAt),
    lastUsedAt: iso(key.lastUsedAt),
    createdAt: key.createdAt.toISOString(),
  };
}

export function toSyncSchedule(schedule: ScheduleRow, lastJob: SyncJobRow | null, lastItems?: SyncItemCounts): SyncSchedule {
  return {
    kind: schedule.kind,
    isEnabled: schedule.is_enabled,
    intervalMinutes: schedule.interval_minutes,
    dailyAt: schedule.daily_at,
    nextRunAt: schedule.is_enabled && schedule.next_run_at ? schedule.next_run_at.toISOString() : null,
    lastJob: lastJob ? toSyncJob(lastJob, lastItems) : null,
  };
}

// pg reads a `date` as local midnight: format it with local fields, not UTC.
export function localDate(value: Date | string): string {
  if (!(value instanceof Date)) return String(value).slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}
