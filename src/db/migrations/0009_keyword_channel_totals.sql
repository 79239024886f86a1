-- The keyword page's channel filter lists every channel with published videos for the keyword, with its
-- count (issue 12). A maintained aggregate, not a GROUP BY over the keyword's videos on every request: it is
-- refreshed by refresh_keyword_totals(), which every writer already calls (seed, statistics sync,
-- classification, curation) whenever a keyword's published videos change.
CREATE TABLE keyword_channel_totals (
  keyword_id  integer NOT NULL REFERENCES keyword_master(id) ON DELETE CASCADE,
  channel_id  text    NOT NULL REFERENCES channel_master(channel_id) ON UPDATE CASCADE ON DELETE CASCADE,
  video_count integer NOT NULL CHECK (video_count > 0),
  PRIMARY KEY (keyword_id, channel_id)
);

-- Same signature and keyword totals as 0001; now also the keyword's per-channel counts.
CREATE OR REPLACE FUNCTION refresh_keyword_totals(p_keyword_id integer DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  UPDATE keyword_master k SET
    total_videos = coalesce(a.videos, 0),
    total_channels = coalesce(a.channels, 0),
    total_views = coalesce(a.views, 0),
    total_likes = coalesce(a.likes, 0),
    average_views = coalesce(a.avg_views, 0),
    average_duration_seconds = coalesce(a.avg_duration, 0),
    updated_at = now()
  FROM keyword_master k2
  LEFT JOIN (
    SELECT keyword_id, count(*) AS videos, count(DISTINCT channel_id) AS channels,
           sum(view_count) AS views, sum(like_count) AS likes,
           round(avg(view_count))::bigint AS avg_views, round(avg(duration))::integer AS avg_duration
    FROM videos
    WHERE is_public AND keyword_id IS NOT NULL AND (p_keyword_id IS NULL OR keyword_id = p_keyword_id)
    GROUP BY keyword_id
  ) a ON a.keyword_id = k2.id
  WHERE k.id = k2.id AND (p_keyword_id IS NULL OR k.id = p_keyword_id);

  DELETE FROM keyword_channel_totals WHERE p_keyword_id IS NULL OR keyword_id = p_keyword_id;

  INSERT INTO keyword_channel_totals (keyword_id, channel_id, video_count)
  SELECT keyword_id, channel_id, count(*)
  FROM videos
  WHERE is_public AND keyword_id IS NOT NULL AND channel_id IS NOT NULL AND (p_keyword_id IS NULL OR keyword_id = p_keyword_id)
  GROUP BY keyword_id, channel_id;
$$;

-- Databases that already hold a catalogue get their counts now.
SELECT refresh_keyword_totals();
