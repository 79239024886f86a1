-- Disaster notices (issue 21, ADR 0028): staff declare a notice with its hazard, regions, steps, pinned videos and
-- links; it is in force from starts_at until ends_at, or until a staff member ends it early (ended_at).
CREATE TABLE disaster_alerts (
  id          bigserial PRIMARY KEY,
  hazard      text NOT NULL CHECK (hazard IN (
                'earthquake', 'tsunami', 'wildfire', 'typhoon', 'flood', 'heatwave', 'coldwave', 'fire', 'chemical', 'other')),
  -- '전국' for the whole country, or the headquarters regions the channels use (checked by the service).
  regions     text[] NOT NULL CHECK (cardinality(regions) >= 1),
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
  message     text NOT NULL CHECK (char_length(message) <= 400),
  steps       text[] NOT NULL CHECK (cardinality(steps) BETWEEN 1 AND 7),
  video_ids   text[] NOT NULL DEFAULT '{}' CHECK (cardinality(video_ids) <= 8),
  -- [{label, url}], https only (checked by the service).
  links       jsonb NOT NULL DEFAULT '[]',
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL CHECK (ends_at > starts_at),
  ended_at    timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  created_by  text,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text
);
-- The notices that may be in force: every process reads them when the catalogue version moves.
CREATE INDEX disaster_alerts_open_idx ON disaster_alerts (ends_at) WHERE ended_at IS NULL;
-- Declaring, editing or ending a notice changes every public page (banner, /emergency, search pins) at once.
CREATE TRIGGER disaster_alerts_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON disaster_alerts FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
