-- Life-cycle facets (issue 22): 영유아, 아동, 청소년, 성인, 노인, 장애인 and, for whom, 보호자, 교사·강사. Keywords and
-- videos carry them (staff set; the classifier's rules suggest); a video without its own takes its keyword's.
-- A row exists only with at least one stage.
CREATE TABLE keyword_life_stages (
  keyword_id  integer PRIMARY KEY REFERENCES keyword_master(id) ON DELETE CASCADE,
  stages      text[] NOT NULL CHECK (cardinality(stages) > 0
                AND stages <@ ARRAY['infant', 'child', 'youth', 'adult', 'senior', 'disabled', 'guardian', 'educator']::text[]),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text
);

CREATE TABLE video_life_stages (
  video_id    text PRIMARY KEY CHECK (video_id ~ '^[A-Za-z0-9_-]{6,20}$'),
  stages      text[] NOT NULL CHECK (cardinality(stages) > 0
                AND stages <@ ARRAY['infant', 'child', 'youth', 'adult', 'senior', 'disabled', 'guardian', 'educator']::text[]),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text
);

CREATE TRIGGER keyword_life_stages_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON keyword_life_stages FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER video_life_stages_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON video_life_stages FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
