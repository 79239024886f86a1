-- Search runs on an in-memory index of the published catalogue in every app process
-- (docs/decisions/0019-in-memory-search-index.md). Each process keeps its index fresh by reading
-- which videos changed since the version it last applied.

-- One row per changed video and statement, numbered with the catalogue version the change took.
-- Version bumps hold catalogue_state's row lock until commit, so once a version is visible every
-- change numbered below it has committed: readers never miss a change that commits late.
CREATE TABLE search_changes (
  version   bigint NOT NULL,
  video_id  bigint,                               -- NULL: every video (TRUNCATE)
  logged_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_changes_version_idx ON search_changes (version);
CREATE INDEX search_changes_logged_at_idx ON search_changes (logged_at);

CREATE FUNCTION log_search_changes() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint[];
  v bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO changed FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- view_count alone (a page view) changes nothing a search shows soon enough to matter.
    SELECT array_agg(n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.title, n.description, n.channel_id, n.channel_name, n.channel_type, n.thumbnail_url, n.upload_date,
           n.like_count, n.comment_count, n.subscriber_count, n.duration, n.duration_display, n.tags, n.keyword_id,
           n.video_url, n.is_new, n.status, n.static_rank)
      IS DISTINCT FROM
          (o.title, o.description, o.channel_id, o.channel_name, o.channel_type, o.thumbnail_url, o.upload_date,
           o.like_count, o.comment_count, o.subscriber_count, o.duration, o.duration_display, o.tags, o.keyword_id,
           o.video_url, o.is_new, o.status, o.static_rank);
  END IF;
  IF TG_OP <> 'TRUNCATE' AND changed IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version INTO v;
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO search_changes (version, video_id) VALUES (v, NULL);
  ELSE
    INSERT INTO search_changes (version, video_id) SELECT v, unnest(changed);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER videos_search_insert AFTER INSERT ON videos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
CREATE TRIGGER videos_search_update AFTER UPDATE ON videos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
CREATE TRIGGER videos_search_delete AFTER DELETE ON videos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
CREATE TRIGGER videos_search_truncate AFTER TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();

-- These bigram GIN indexes served the SQL search this replaces; nothing reads them now, and every
-- video write paid for them. videos_title_terms_idx stays: the admin video list searches titles with it.
DROP INDEX IF EXISTS videos_search_terms_hot_idx;
DROP INDEX IF EXISTS videos_title_terms_hot_idx;
DROP INDEX IF EXISTS videos_search_terms_idx;
