-- Search filters on Shorts (videos.is_short, held in the in-memory index), so a change of is_short alone
-- must reach the change log and bump the catalogue version like the other columns search reads.
-- Same function as 0015_search_index.sql with is_short added to the compared columns.
CREATE OR REPLACE FUNCTION log_search_changes() RETURNS trigger
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
           n.video_url, n.is_new, n.status, n.static_rank, n.is_short)
      IS DISTINCT FROM
          (o.title, o.description, o.channel_id, o.channel_name, o.channel_type, o.thumbnail_url, o.upload_date,
           o.like_count, o.comment_count, o.subscriber_count, o.duration, o.duration_display, o.tags, o.keyword_id,
           o.video_url, o.is_new, o.status, o.static_rank, o.is_short);
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
