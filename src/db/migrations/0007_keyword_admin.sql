-- Keyword administration: per-keyword search synonyms, and old slugs that keep working after a rename.

ALTER TABLE keyword_master ADD COLUMN synonyms text[] NOT NULL DEFAULT '{}';

CREATE TABLE keyword_slug_redirects (
  old_slug   text PRIMARY KEY CHECK (length(old_slug) BETWEEN 1 AND 120),
  keyword_id integer NOT NULL REFERENCES keyword_master(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX keyword_slug_redirects_keyword_idx ON keyword_slug_redirects (keyword_id);

-- Admin keyword search is a contains match over every keyword (active or not).
CREATE INDEX keyword_master_status_idx ON keyword_master (status, id);
