-- Maintained counts of public videos (issue 13): a list's total, a channel's totals and the channel statistics
-- read these small tables instead of counting up to a million rows on every uncached request. Triggers keep them
-- exact on every write to videos (any writer, cascades included), one aggregated upsert per statement.
-- channel_type / channel_id are '' for videos without one (the filters treat those as "no channel").

CREATE TABLE public_video_tallies (
  channel_type text   NOT NULL,
  channel_id   text   NOT NULL,
  videos       bigint NOT NULL DEFAULT 0,
  views        bigint NOT NULL DEFAULT 0,
  likes        bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (channel_type, channel_id)
);

-- Uploads per UTC month and per UTC day: a period filter (today … year) sums whole months and days and
-- counts only the rows of its first, partial day.
CREATE TABLE public_video_month_tallies (
  upload_month date    NOT NULL,
  channel_type text    NOT NULL,
  channel_id   text    NOT NULL,
  videos       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (upload_month, channel_type, channel_id)
);

CREATE TABLE public_video_day_tallies (
  upload_day   date    NOT NULL,
  channel_type text    NOT NULL,
  channel_id   text    NOT NULL,
  videos       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (upload_day, channel_type, channel_id)
);

CREATE TABLE public_keyword_tallies (
  keyword_id   integer NOT NULL,
  channel_type text    NOT NULL,
  channel_id   text    NOT NULL,
  videos       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (keyword_id, channel_type, channel_id)
);

CREATE TYPE video_tally_change AS (
  sign         integer,
  channel_type text,
  channel_id   text,
  keyword_id   integer,
  upload_date  timestamptz,
  views        bigint,
  likes        bigint
);

-- Applies signed changes (+1 a public row that appeared, -1 one that went). Rows are upserted in key order,
-- so concurrent writers take the tally rows' locks in one order.
CREATE FUNCTION apply_video_tallies(changes video_tally_change[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO public_video_tallies AS t (channel_type, channel_id, videos, views, likes)
  SELECT channel_type, channel_id, sum(sign), sum(sign * views), sum(sign * likes)
  FROM unnest(changes) GROUP BY 1, 2
  HAVING sum(sign) <> 0 OR sum(sign * views) <> 0 OR sum(sign * likes) <> 0
  ORDER BY 1, 2
  ON CONFLICT (channel_type, channel_id) DO UPDATE
    SET videos = t.videos + EXCLUDED.videos, views = t.views + EXCLUDED.views, likes = t.likes + EXCLUDED.likes;

  INSERT INTO public_video_month_tallies AS t (upload_month, channel_type, channel_id, videos)
  SELECT date_trunc('month', upload_date AT TIME ZONE 'UTC')::date, channel_type, channel_id, sum(sign)
  FROM unnest(changes) GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (upload_month, channel_type, channel_id) DO UPDATE SET videos = t.videos + EXCLUDED.videos;

  INSERT INTO public_video_day_tallies AS t (upload_day, channel_type, channel_id, videos)
  SELECT (upload_date AT TIME ZONE 'UTC')::date, channel_type, channel_id, sum(sign)
  FROM unnest(changes) GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (upload_day, channel_type, channel_id) DO UPDATE SET videos = t.videos + EXCLUDED.videos;

  INSERT INTO public_keyword_tallies AS t (keyword_id, channel_type, channel_id, videos)
  SELECT keyword_id, channel_type, channel_id, sum(sign)
  FROM unnest(changes) WHERE keyword_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (keyword_id, channel_type, channel_id) DO UPDATE SET videos = t.videos + EXCLUDED.videos;
$$;

CREATE FUNCTION videos_tally_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_video_tallies(ARRAY(
    SELECT (1, coalesce(channel_type, ''), coalesce(channel_id, ''), keyword_id, upload_date, view_count, like_count)::video_tally_change
    FROM new_rows WHERE is_public));
  RETURN NULL;
END $$;

CREATE FUNCTION videos_tally_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_video_tallies(ARRAY(
    SELECT (-1, coalesce(channel_type, ''), coalesce(channel_id, ''), keyword_id, upload_date, view_count, like_count)::video_tally_change
    FROM old_rows WHERE is_public));
  RETURN NULL;
END $$;

-- Only rows whose counted fields changed take part (a search-text rewrite of every row costs one join).
CREATE FUNCTION videos_tally_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_video_tallies(ARRAY(
    WITH changed AS (
      SELECT o.is_public AS o_public, o.channel_type AS o_type, o.channel_id AS o_channel, o.keyword_id AS o_keyword,
             o.upload_date AS o_upload, o.view_count AS o_views, o.like_count AS o_likes,
             n.is_public AS n_public, n.channel_type AS n_type, n.channel_id AS n_channel, n.keyword_id AS n_keyword,
             n.upload_date AS n_upload, n.view_count AS n_views, n.like_count AS n_likes
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.is_public OR n.is_public)
        AND (o.is_public, o.channel_type, o.channel_id, o.keyword_id, o.upload_date, o.view_count, o.like_count)
            IS DISTINCT FROM (n.is_public, n.channel_type, n.channel_id, n.keyword_id, n.upload_date, n.view_count, n.like_count)
    )
    SELECT (-1, coalesce(o_type, ''), coalesce(o_channel, ''), o_keyword, o_upload, o_views, o_likes)::video_tally_change
    FROM changed WHERE o_public
    UNION ALL
    SELECT (1, coalesce(n_type, ''), coalesce(n_channel, ''), n_keyword, n_upload, n_views, n_likes)::video_tally_change
    FROM changed WHERE n_public));
  RETURN NULL;
END $$;

CREATE FUNCTION videos_tally_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE public_video_tallies, public_video_month_tallies, public_video_day_tallies, public_keyword_tallies;
  RETURN NULL;
END $$;

CREATE TRIGGER videos_tally_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION videos_tally_inserted();
CREATE TRIGGER videos_tally_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION videos_tally_updated();
CREATE TRIGGER videos_tally_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION videos_tally_deleted();
CREATE TRIGGER videos_tally_truncate AFTER TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION videos_tally_truncated();

-- A catalogue that already holds videos gets its tallies now.
INSERT INTO public_video_tallies (channel_type, channel_id, videos, views, likes)
SELECT coalesce(channel_type, ''), coalesce(channel_id, ''), count(*), sum(view_count), sum(like_count)
FROM videos WHERE is_public GROUP BY 1, 2;

INSERT INTO public_video_month_tallies (upload_month, channel_type, channel_id, videos)
SELECT date_trunc('month', upload_date AT TIME ZONE 'UTC')::date, coalesce(channel_type, ''), coalesce(channel_id, ''), count(*)
FROM videos WHERE is_public GROUP BY 1, 2, 3;

INSERT INTO public_video_day_tallies (upload_day, channel_type, channel_id, videos)
SELECT (upload_date AT TIME ZONE 'UTC')::date, coalesce(channel_type, ''), coalesce(channel_id, ''), count(*)
FROM videos WHERE is_public GROUP BY 1, 2, 3;

INSERT INTO public_keyword_tallies (keyword_id, channel_type, channel_id, videos)
SELECT keyword_id, coalesce(channel_type, ''), coalesce(channel_id, ''), count(*)
FROM videos WHERE is_public AND keyword_id IS NOT NULL GROUP BY 1, 2, 3;

-- Periodic maintenance (the retention prune) that several app processes share: each run is claimed by one of
-- them with UPDATE … RETURNING, so it happens once per period however many processes are up.
CREATE TABLE maintenance_runs (
  task            text PRIMARY KEY,
  next_run_at     timestamptz NOT NULL,
  last_started_at timestamptz,
  last_owner      text,
  runs            integer NOT NULL DEFAULT 0
);
