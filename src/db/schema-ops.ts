import type { ColumnType, Generated } from 'kysely';

// Kysely types for migrations/0013_ops.sql (maintained public-video counts, shared maintenance runs).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
// A `date`: written as 'YYYY-MM-DD', read back as a Date.
type Day = ColumnType<Date, string, string>;
/** '' stands for "none" (videos without a channel or channel type). */
type TallyKey = { channel_type: string; channel_id: string };

export interface PublicVideoTalliesTable extends TallyKey {
  videos: Generated<number>;
  views: Generated<number>;
  likes: Generated<number>;
}

export interface PublicVideoMonthTalliesTable extends TallyKey {
  upload_month: Day;
  videos: Generated<number>;
}

export interface PublicVideoDayTalliesTable extends TallyKey {
  upload_day: Day;
  videos: Generated<number>;
}

export interface PublicKeywordTalliesTable extends TallyKey {
  keyword_id: number;
  videos: Generated<number>;
}

export interface MaintenanceRunsTable {
  task: string;
  next_run_at: Timestamp;
  last_started_at: Timestamp | null;
  last_owner: string | null;
  runs: Generated<number>;
}

export interface OpsTables {
  public_video_tallies: PublicVideoTalliesTable;
  public_video_month_tallies: PublicVideoMonthTalliesTable;
  public_video_day_tallies: PublicVideoDayTalliesTable;
  public_keyword_tallies: PublicKeywordTalliesTable;
  maintenance_runs: MaintenanceRunsTable;
}
