-- Every sync job ends by looking for drafts it wrote but never classified (an interrupted run's leftovers).
-- Drafts are few; without this index that look is a scan of the whole videos table after each run.
CREATE INDEX videos_sync_drafts_idx ON videos (video_id) WHERE status = 'draft' AND source_checked_at IS NOT NULL;
