-- Video administration (issue 11): admin overrides of title and tags that sync keeps, and an archive
-- (deleted_videos) that holds every column of a video row, so a restore brings back exactly what was deleted.

-- An admin's title or tags win over YouTube's until cleared; YouTube's own stay beside them (source_*),
-- written by sync on every refresh, so clearing an override shows YouTube's at once.
ALTER TABLE videos
  ADD COLUMN title_override text CHECK (title_override IS NULL OR length(btrim(title_override)) BETWEEN 1 AND 200),
  ADD COLUMN source_title   text,
  ADD COLUMN tags_override  text[],
  ADD COLUMN source_tags    text[];

ALTER TABLE deleted_videos
  ADD COLUMN search_text       text NOT NULL DEFAULT '',
  ADD COLUMN search_terms      text[] NOT NULL DEFAULT '{}',
  ADD COLUMN title_terms       text[] NOT NULL DEFAULT '{}',
  ADD COLUMN static_rank       real NOT NULL DEFAULT 0,
  ADD COLUMN source_state      text NOT NULL DEFAULT 'available',
  ADD COLUMN source_checked_at timestamptz,
  ADD COLUMN stats_synced_at   timestamptz,
  ADD COLUMN title_override    text,
  ADD COLUMN source_title      text,
  ADD COLUMN tags_override     text[],
  ADD COLUMN source_tags       text[];

-- The admin list's "recently changed" order.
CREATE INDEX videos_updated_at_idx ON videos (updated_at DESC, id DESC);

-- A permanently deleted video leaves only its id behind, so a later sync does not bring it back either;
-- adding it again by its URL (an admin's explicit choice) lifts the mark.
CREATE TABLE purged_videos (
  video_id  text PRIMARY KEY,
  purged_at timestamptz NOT NULL DEFAULT now(),
  purged_by text
);

-- Sync never brings a deleted video back on its own: an insert of a video that sits in the archive (or was
-- purged) is skipped, even when an admin deletes it while a sync batch is on its way. Sync checks first and
-- reports such videos; this trigger closes the gap between its check and its write. A restore removes the
-- archive row before it inserts, in the same transaction, so it is not stopped.
CREATE FUNCTION keep_deleted_videos_out() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM deleted_videos WHERE video_id = NEW.video_id)
     OR EXISTS (SELECT 1 FROM purged_videos WHERE video_id = NEW.video_id) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER videos_keep_deleted_out BEFORE INSERT ON videos
  FOR EACH ROW EXECUTE FUNCTION keep_deleted_videos_out();

-- The admin list's status filter: drafts, archived and soft-deleted videos are a few percent of the
-- catalogue; this finds and counts them without reading the published ones.
CREATE INDEX videos_unpublished_idx ON videos (status, upload_date DESC, id DESC) WHERE status NOT IN ('published', '');

-- The admin search finds videos of channels we do not follow by their channel name.
CREATE INDEX videos_unfollowed_channel_idx ON videos (channel_name) WHERE channel_id IS NULL;
