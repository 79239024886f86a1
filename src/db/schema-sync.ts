import type { ColumnType, Generated } from 'kysely';
import type { ScheduledSyncKind, SyncItemState, JobKind, SyncJobState, SyncTrigger, YouTubeEndpoint } from '../shared/constants/sync.ts';

// Kysely types for migrations/0004_sync.sql (YouTube collection).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
// jsonb: written as a JSON string, read back as a value.
type Jsonb<T> = ColumnType<T, string | undefined, string>;

/** A job row's kind: the sync kinds plus the channel bulk import. */
export type SyncJobKind = JobKind;
export type { ScheduledSyncKind, SyncItemState, SyncJobState, SyncTrigger, YouTubeEndpoint };
export type SourceState = 'available' | 'removed' | 'private';

export interface YouTubeApiKeysTable {
  id: Generated<number>;
  label: string;
  key_ciphertext: string;
  key_hint: string;
  key_fingerprint: string;
  daily_quota: Generated<number>;
  is_enabled: Generated<boolean>;
  exhausted_until: Timestamp | null;
  last_error: string | null;
  invalid_at: Timestamp | null;
  invalid_reason: string | null;
  last_used_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface YouTubeQuotaLedgerTable {
  key_id: number;
  // A `date`: written as 'YYYY-MM-DD' (the Pacific day), read back as a Date at local midnight.
  quota_day: ColumnType<Date, string, string>;
  endpoint: YouTubeEndpoint;
  calls: Generated<number>;
  units: Generated<number>;
}

export interface SyncJobsTable {
  id: Generated<number>;
  kind: SyncJobKind;
  params: Jsonb<Record<string, unknown>>;
  state: Generated<SyncJobState>;
  trigger: Generated<SyncTrigger>;
  requested_by: number | null;
  retry_of: number | null;
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  current_item: string | null;
  checkpoint: Jsonb<Record<string, unknown>>;
  result: Jsonb<Record<string, number>>;
  quota_estimate: Generated<number>;
  quota_spent: Generated<number>;
  error: string | null;
  cancel_requested: Generated<boolean>;
  attempts: Generated<number>;
  lease_owner: string | null;
  lease_expires_at: Timestamp | null;
  heartbeat_at: Timestamp | null;
  created_at: CreatedAt;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface SyncJobItemsTable {
  job_id: number;
  item_key: string;
  state: SyncItemState;
  detail: Jsonb<Record<string, unknown>>;
  error: string | null;
  units: Generated<number>;
  finished_at: Timestamp;
}

export interface SyncChannelLocksTable {
  channel_id: string;
  job_id: number;
  locked_at: Timestamp;
}

export interface SyncSchedulesTable {
  kind: ScheduledSyncKind;
  is_enabled: Generated<boolean>;
  interval_minutes: number | null;
  daily_at: string | null;
  next_run_at: Timestamp | null;
  last_job_id: number | null;
  updated_at: Timestamp;
}

export interface SyncTables {
  youtube_api_keys: YouTubeApiKeysTable;
  youtube_quota_ledger: YouTubeQuotaLedgerTable;
  sync_jobs: SyncJobsTable;
  sync_job_items: SyncJobItemsTable;
  sync_channel_locks: SyncChannelLocksTable;
  sync_schedules: SyncSchedulesTable;
}
