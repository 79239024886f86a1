-- Channel administration (issue 10): deleted channels kept 30 days so a delete can be undone, bulk channel
-- import as a durable job in the sync queue, and the last sync result per channel read by channel id.

-- A deleted channel_master row as it was (restored with jsonb_populate_record), and what happened to its videos:
-- 'keep' = they stayed with no channel (video_ids are re-linked on restore), 'archive' = moved to deleted_videos.
CREATE TABLE deleted_channels (
  id               bigserial PRIMARY KEY,
  channel_id       text NOT NULL,
  channel_name     text NOT NULL,
  channel_type     text NOT NULL,
  channel_row      jsonb NOT NULL,
  video_mode       text NOT NULL CHECK (video_mode IN ('keep', 'archive')),
  video_ids        text[] NOT NULL DEFAULT '{}',
  deleted_at       timestamptz NOT NULL DEFAULT now(),
  deleted_by       text,
  deletion_reason  text,
  restorable_until timestamptz NOT NULL
);
CREATE INDEX deleted_channels_deleted_at_idx ON deleted_channels (deleted_at DESC, id DESC);
CREATE INDEX deleted_channels_channel_idx ON deleted_channels (channel_id);

ALTER TABLE sync_jobs DROP CONSTRAINT sync_jobs_kind_check;
ALTER TABLE sync_jobs ADD CONSTRAINT sync_jobs_kind_check
  CHECK (kind IN ('full', 'incremental', 'statistics', 'keyword', 'channel_import'));

-- The channel list shows each channel's latest sync result: items are keyed by channel id.
CREATE INDEX sync_job_items_item_idx ON sync_job_items (item_key, finished_at DESC);
