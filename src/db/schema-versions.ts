import type { ColumnType, Generated } from 'kysely';
import type { CaptionState, VersionKind } from '../shared/constants/versions.ts';

// Kysely types for migrations/0050_video_versions.sql and 0052_life_stages.sql (issue 22).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface VideoVersionGroupsTable {
  id: Generated<number>;
  created_at: Timestamp;
  created_by: string | null;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface VideoVersionsTable {
  video_id: string;
  group_id: number;
  kind: VersionKind;
  language: string | null;
}

export interface VideoVersionDismissalsTable {
  video_a: string;
  video_b: string;
  dismissed_at: Timestamp;
  dismissed_by: string | null;
}

export interface VideoAccessTable {
  video_id: string;
  caption_flag: boolean | null;
  flag_read_at: Timestamp | null;
  captions: Generated<CaptionState>;
  caption_languages: Generated<string[]>;
  captions_read_for: boolean | null;
  captions_checked_at: Timestamp | null;
  /** When a key without access refused captions.list (the video stays due), and that key's id; null once read. */
  captions_refused_at: Timestamp | null;
  captions_refused_key: number | null;
  captions_override: Exclude<CaptionState, 'unknown'> | null;
  sign_language: boolean | null;
  audio_description: boolean | null;
  easy_read: boolean | null;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface VideoAccessKindsTable {
  video_id: string;
  kind: string;
  source_video_id: string;
}

export interface KeywordLifeStagesTable {
  keyword_id: number;
  stages: string[];
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface VideoLifeStagesTable {
  video_id: string;
  stages: string[];
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface VersionTables {
  video_version_groups: VideoVersionGroupsTable;
  video_versions: VideoVersionsTable;
  video_version_dismissals: VideoVersionDismissalsTable;
  video_access: VideoAccessTable;
  video_access_kinds: VideoAccessKindsTable;
  keyword_life_stages: KeywordLifeStagesTable;
  video_life_stages: VideoLifeStagesTable;
}
