import type { Selectable } from 'kysely';
import type { SyncJobItemsTable } from '../../../db/schema-sync.ts';
import type { ApiKeySummary } from '../../../sync/keys/api-key-store.ts';
import type { SyncJobRow } from '../../../sync/jobs/job-store.ts';
import type { ApiKey, SyncJob, SyncJobItem } from '../../../shared/api/sync.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function toSyncJob(row: SyncJobRow & { requested_by_email?: string | null }): SyncJob {
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state,
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

export function toSyncJobItem(row: Selectable<SyncJobItemsTable>): SyncJobItem {
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
    lastUsedAt: iso(key.lastUsedAt),
    createdAt: key.createdAt.toISOString(),
  };
}
