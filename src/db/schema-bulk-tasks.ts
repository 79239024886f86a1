import type { ColumnType } from 'kysely';

// Kysely types for migrations/0017_bulk_tasks.sql (the bulk-task wizard's runs).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BulkTaskRunsTable {
  job_id: number;
  task: string;
  undoable_until: Timestamp | null;
  undo_of: number | null;
  undone_by: number | null;
  created_by: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface BulkTaskTables {
  bulk_task_runs: BulkTaskRunsTable;
}
