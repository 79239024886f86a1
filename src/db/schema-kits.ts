import type { ColumnType, Generated } from 'kysely';

// Kysely types for migrations/0040_lesson_kits.sql (lesson kits, 수업 꾸러미).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LessonKitsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: Generated<string>;
  life_stages: Generated<string[]>;
  goals: Generated<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by: string | null;
  updated_by: string | null;
}

/** One video of a kit, in its place; by YouTube id so it outlives the video's row. */
export interface LessonKitVideosTable {
  kit_id: number;
  position: number;
  video_id: string;
  saved_title: Generated<string>;
  note: Generated<string>;
  question: Generated<string>;
  start_seconds: number | null;
  end_seconds: number | null;
}

export interface KitTables {
  lesson_kits: LessonKitsTable;
  lesson_kit_videos: LessonKitVideosTable;
}
