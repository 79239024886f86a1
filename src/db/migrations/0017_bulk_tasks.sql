-- Bulk-task wizard (issue 11): a wizard run is a durable job of kind 'bulk_task' in the sync queue; each item's
-- before-state is its job item's detail. bulk_task_runs says which task a job ran, until when it can be undone,
-- and which job undid it (or which run an undo job undoes).

ALTER TABLE sync_jobs DROP CONSTRAINT sync_jobs_kind_check;
ALTER TABLE sync_jobs ADD CONSTRAINT sync_jobs_kind_check
  CHECK (kind IN ('full', 'incremental', 'statistics', 'keyword', 'channel_import', 'bulk_task'));

CREATE TABLE bulk_task_runs (
  job_id          bigint PRIMARY KEY REFERENCES sync_jobs (id) ON DELETE CASCADE,
  task            text NOT NULL,
  -- NULL: the task cannot be undone (restore, statistics, collection) or this run is itself an undo.
  undoable_until  timestamptz,
  undo_of         bigint REFERENCES bulk_task_runs (job_id) ON DELETE SET NULL,
  undone_by       bigint REFERENCES bulk_task_runs (job_id) ON DELETE SET NULL,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- One undo per run, even from two admins at once.
CREATE UNIQUE INDEX bulk_task_runs_undo_of_idx ON bulk_task_runs (undo_of) WHERE undo_of IS NOT NULL;
CREATE INDEX bulk_task_runs_created_idx ON bulk_task_runs (created_at DESC);
