-- Captions from YouTube (issue 22, ADR 0032): a job kind and a schedule of their own ('captions'), like the
-- statistics sync, and captions.list (50 units a call) in the quota ledger.
ALTER TABLE sync_jobs DROP CONSTRAINT sync_jobs_kind_check;
ALTER TABLE sync_jobs ADD CONSTRAINT sync_jobs_kind_check
  CHECK (kind IN ('full', 'incremental', 'statistics', 'keyword', 'channel_import', 'bulk_task', 'captions'));

ALTER TABLE sync_schedules DROP CONSTRAINT sync_schedules_kind_check;
ALTER TABLE sync_schedules ADD CONSTRAINT sync_schedules_kind_check CHECK (kind IN ('incremental', 'statistics', 'captions'));
INSERT INTO sync_schedules (kind, is_enabled, interval_minutes, daily_at) VALUES ('captions', false, NULL, '04:30');

ALTER TABLE youtube_quota_ledger DROP CONSTRAINT youtube_quota_ledger_endpoint_check;
ALTER TABLE youtube_quota_ledger ADD CONSTRAINT youtube_quota_ledger_endpoint_check
  CHECK (endpoint IN ('channels.list', 'playlistItems.list', 'videos.list', 'search.list', 'captions.list'));
