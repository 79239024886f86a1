-- Lesson kits (수업 꾸러미, issue 26; ADR 0030): an ordered set of catalogue videos a 119 safety instructor teaches
-- from, each with a note, a start/end second and a discussion question.

CREATE TABLE lesson_kits (
  id          serial PRIMARY KEY,
  slug        text NOT NULL UNIQUE CHECK (slug <> '' AND slug !~ '[/?#%\s]'),
  title       text NOT NULL CHECK (title <> ''),
  summary     text NOT NULL DEFAULT '',
  -- Audience roots (children, teenager, adult, elderly, disabled): who the kit is for.
  life_stages text[] NOT NULL DEFAULT '{}',
  goals       text[] NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  created_by  text,
  updated_by  text
);

-- The videos by YouTube id, not by a key into videos: a kit keeps its place (and the title it was saved with) when a
-- video is unpublished, archived or purged, so the page shows a placeholder and staff a warning.
CREATE TABLE lesson_kit_videos (
  kit_id        integer NOT NULL REFERENCES lesson_kits (id) ON DELETE CASCADE,
  position      smallint NOT NULL CHECK (position BETWEEN 1 AND 30),
  video_id      text NOT NULL,
  saved_title   text NOT NULL DEFAULT '',
  note          text NOT NULL DEFAULT '',
  question      text NOT NULL DEFAULT '',
  start_seconds integer CHECK (start_seconds >= 0),
  end_seconds   integer CHECK (end_seconds > 0),
  PRIMARY KEY (kit_id, position),
  CHECK (start_seconds IS NULL OR end_seconds IS NULL OR end_seconds > start_seconds)
);
CREATE INDEX lesson_kit_videos_video_idx ON lesson_kit_videos (video_id);

-- Public answers (kit pages, feeds, sitemaps) are cached on the catalogue version.
CREATE TRIGGER lesson_kits_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON lesson_kits FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER lesson_kit_videos_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON lesson_kit_videos FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
