-- The question dictionary (issue 23, ADR 0040): how people ask, written by staff. Search reads a question with it:
-- phrases become catalogue words (불나면 → 화재, 숨을 안 쉬어요 → 심정지/심폐소생술), the question's own words are
-- dropped (어떻게, 해요), and a topic gives the answer card its action steps. Every app process rereads these small
-- tables when the catalogue version moves (the triggers below), so an edit is live on every process within its
-- version poll. The catalogue's own tables are untouched.

-- An answer: what to do, in 3–7 short steps staff write, with the catalogue words its videos are found by.
CREATE TABLE search_topics (
  id          bigserial PRIMARY KEY,
  slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]{2,40}$'),
  title       text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 40),
  -- The catalogue words searched for this topic, most telling first.
  keywords    text[] NOT NULL CHECK (cardinality(keywords) BETWEEN 1 AND 5),
  -- No steps of its own only when a hazard lends them (a notice in force, else the hazard's ready-made notice).
  steps       text[] NOT NULL,
  -- A disaster-notice hazard: a notice in force for it lends its steps to the card.
  hazard      text CHECK (hazard IN (
                'earthquake', 'tsunami', 'wildfire', 'typhoon', 'flood', 'heatwave', 'coldwave', 'fire', 'chemical', 'other')),
  -- Show "119에 신고하세요" on the card.
  call_119    boolean NOT NULL DEFAULT false,
  -- A video staff chose as the best one; without it the card shows the first result.
  video_id    text,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text,
  CHECK (cardinality(steps) BETWEEN 3 AND 7 OR (cardinality(steps) = 0 AND hazard IS NOT NULL))
);

-- A phrase people use → the catalogue words it means (and the topic that answers it).
-- The phrase is stored normalised (lower case, single spaces); it matches typed text with or without its spaces.
CREATE TABLE search_phrases (
  id          bigserial PRIMARY KEY,
  phrase      text NOT NULL UNIQUE CHECK (char_length(phrase) BETWEEN 1 AND 40),
  keywords    text[] NOT NULL CHECK (cardinality(keywords) BETWEEN 1 AND 5),
  topic_id    bigint REFERENCES search_topics (id) ON DELETE SET NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text
);
CREATE INDEX search_phrases_topic_idx ON search_phrases (topic_id);

-- Words of the question itself, dropped before searching (어떻게, 해요, 했을 때, 방법 알려줘).
CREATE TABLE search_question_words (
  word        text PRIMARY KEY CHECK (char_length(word) BETWEEN 1 AND 20),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text
);

CREATE TRIGGER search_topics_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON search_topics FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER search_phrases_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON search_phrases FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER search_question_words_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON search_question_words FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
