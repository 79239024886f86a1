import type { ColumnType, Generated } from 'kysely';
import type { CurationState } from '../shared/constants/curation.ts';

// Kysely types for migrations/0005_curation.sql (classification and the curation queue).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type { CurationState };

export interface CurationQueueTable {
  id: Generated<number>;
  video_id: string;
  suggested_keyword_id: number | null;
  suggested_category_ids: Generated<number[]>;
  confidence: Generated<number>;
  reason: Generated<string>;
  state: Generated<CurationState>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  created_at: CreatedAt;
}

export interface CurationTables {
  curation_queue: CurationQueueTable;
}
