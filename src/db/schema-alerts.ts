import type { ColumnType, Generated } from 'kysely';

// Kysely types for migrations/0030_disaster_alerts.sql (disaster notices, ADR 0028).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DisasterAlertsTable {
  id: Generated<number>;
  hazard: string;
  regions: string[];
  title: string;
  message: string;
  steps: string[];
  video_ids: Generated<string[]>;
  /** jsonb [{label, url}]: written as JSON text, read back parsed. */
  links: ColumnType<{ label: string; url: string }[], string | undefined, string>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  ended_at: Timestamp | null;
  created_at: Timestamp;
  created_by: string | null;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface AlertTables {
  disaster_alerts: DisasterAlertsTable;
}
