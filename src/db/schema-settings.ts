import type { ColumnType, Generated } from 'kysely';

// Kysely types for migrations/0016_duplicates_settings.sql (site settings, duplicate merges).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Operator settings: a key without a row uses its default (environment variables, source files). */
export interface SiteSettingsTable {
  key: string;
  /** jsonb: written as JSON text, read back parsed. */
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** What a duplicate merge did. */
export interface VideoMergesTable {
  id: Generated<number>;
  kept_video_id: string;
  merged_video_id: string;
  kind: 'same_video' | 'reupload' | 'similar';
  merged_view_count: ColumnType<string | number, number, number>;
  merged_like_count: ColumnType<string | number, number, number>;
  merged_keyword_id: number | null;
  merged_at: Timestamp;
  merged_by: string | null;
}

export interface SettingsTables {
  site_settings: SiteSettingsTable;
  video_merges: VideoMergesTable;
}
