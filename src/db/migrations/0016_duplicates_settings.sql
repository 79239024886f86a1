-- Duplicates and site settings (issue 11, second half; ADR 0018).

-- Operator settings that apply without a restart. A key that has no row uses its default (environment
-- variables and source files, as on a fresh install). Values are checked by the service before they land.
CREATE TABLE site_settings (
  key        text PRIMARY KEY CHECK (key IN (
               'contactEmail', 'inquiryEmail', 'recommendedVideos', 'publishConfidence',
               'featuredKeywordIds', 'seasonalFeatures')),
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
-- Public answers that show settings (home page, footer) are cached on the catalogue version.
CREATE TRIGGER site_settings_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- What a duplicate merge did: the kept video, the merged one (archived through the normal delete path with
-- the reason '중복 정리'), why they were grouped and the merged video's audience numbers at that moment.
CREATE TABLE video_merges (
  id                bigserial PRIMARY KEY,
  kept_video_id     text NOT NULL,
  merged_video_id   text NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('same_video', 'reupload', 'similar')),
  merged_view_count bigint NOT NULL DEFAULT 0,
  merged_like_count bigint NOT NULL DEFAULT 0,
  merged_keyword_id integer,
  merged_at         timestamptz NOT NULL DEFAULT now(),
  merged_by         text
);
CREATE INDEX video_merges_kept_idx ON video_merges (kept_video_id);
CREATE INDEX video_merges_merged_idx ON video_merges (merged_video_id);
