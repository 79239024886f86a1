-- Issue 14 (hardening, second part). Item 10: a key Google refuses (wrong, deleted, API disabled or restricted) is
-- marked with Google's reason and skipped until a test call with it succeeds again; the keys page shows why.
ALTER TABLE youtube_api_keys ADD COLUMN invalid_at timestamptz, ADD COLUMN invalid_reason text;

-- Item 9: counts YouTube may leave out (hidden likes, comments turned off, hidden subscribers) are NULL when never
-- known; writers keep the last known value when Google omits one (coalesce), and never store an invented 0.
ALTER TABLE videos
  ALTER COLUMN like_count DROP NOT NULL,
  ALTER COLUMN comment_count DROP NOT NULL,
  ALTER COLUMN subscriber_count DROP NOT NULL;
ALTER TABLE deleted_videos
  ALTER COLUMN like_count DROP NOT NULL,
  ALTER COLUMN comment_count DROP NOT NULL,
  ALTER COLUMN subscriber_count DROP NOT NULL;
-- A channel registered before its first sync has no subscriber count yet (NULL), not 0.
ALTER TABLE channel_master ALTER COLUMN subscriber_count DROP NOT NULL, ALTER COLUMN subscriber_count DROP DEFAULT;

-- "Most liked" and "most subscribers" list unknown counts last (PostgreSQL puts NULL first in DESC order).
DROP INDEX videos_like_count_idx;
CREATE INDEX videos_like_count_idx ON videos (like_count DESC NULLS LAST, id DESC);
DROP INDEX channel_master_type_subscribers_idx;
CREATE INDEX channel_master_type_subscribers_idx ON channel_master (channel_type, subscriber_count DESC NULLS LAST);
DROP INDEX channel_master_subscribers_idx;
CREATE INDEX channel_master_subscribers_idx ON channel_master (subscriber_count DESC NULLS LAST, id);

-- The maintained tallies (0012) add an unknown like count as nothing rather than turning the sum NULL.
CREATE OR REPLACE FUNCTION apply_video_tallies(changes video_tally_change[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO public_video_tallies AS t (channel_type, channel_id, videos, views, likes)
  SELECT channel_type, channel_id, sum(sign), coalesce(sum(sign * views), 0), coalesce(sum(sign * likes), 0)
  FROM unnest(changes) GROUP BY 1, 2
  HAVING sum(sign) <> 0 OR coalesce(sum(sign * views), 0) <> 0 OR coalesce(sum(sign * likes), 0) <> 0
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

-- Item 14: what YouTube says about how a video can be played. is_short is our heuristic (no API field says it):
-- duration <= 180 s AND (#shorts in the title, description or tags, OR a portrait player: embedHeight > embedWidth).
-- live_status from snippet.liveBroadcastContent / liveStreamingDetails ('completed': a past live stream).
-- embeddable / made_for_kids from status (NULL: not said); age_restricted from contentDetails.contentRating.ytRating;
-- region_blocked_kr from contentDetails.regionRestriction (KR in blocked, or an allowed list without KR).
ALTER TABLE videos
  ADD COLUMN is_short          boolean NOT NULL DEFAULT false,
  ADD COLUMN live_status       text    NOT NULL DEFAULT 'none' CHECK (live_status IN ('none', 'live', 'upcoming', 'completed')),
  ADD COLUMN embeddable        boolean,
  ADD COLUMN made_for_kids     boolean,
  ADD COLUMN age_restricted    boolean NOT NULL DEFAULT false,
  ADD COLUMN region_blocked_kr boolean NOT NULL DEFAULT false;
ALTER TABLE deleted_videos
  ADD COLUMN is_short          boolean NOT NULL DEFAULT false,
  ADD COLUMN live_status       text    NOT NULL DEFAULT 'none',
  ADD COLUMN embeddable        boolean,
  ADD COLUMN made_for_kids     boolean,
  ADD COLUMN age_restricted    boolean NOT NULL DEFAULT false,
  ADD COLUMN region_blocked_kr boolean NOT NULL DEFAULT false;
-- The public "Shorts only" filter reads a few percent of the catalogue.
CREATE INDEX videos_public_shorts_idx ON videos (upload_date DESC, id DESC) WHERE is_public AND is_short;
