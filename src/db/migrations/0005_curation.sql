-- Curation queue (issue 5, DESIGN.md §6): videos the classifier was not sure about wait here,
-- with its suggestion and the reason in Korean, until an admin approves or rejects them.

CREATE TABLE curation_queue (
  id                     bigserial PRIMARY KEY,
  video_id               text NOT NULL REFERENCES videos(video_id) ON UPDATE CASCADE ON DELETE CASCADE,
  suggested_keyword_id   integer REFERENCES keyword_master(id) ON DELETE SET NULL,
  suggested_category_ids integer[] NOT NULL DEFAULT '{}',
  confidence             real NOT NULL DEFAULT 0 CHECK (confidence >= 0 AND confidence <= 1),
  reason                 text NOT NULL DEFAULT '',
  state                  text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  decided_by             integer REFERENCES admin_users(id) ON DELETE SET NULL,
  decided_at             timestamptz,
  decision_note          text CHECK (decision_note IS NULL OR length(decision_note) <= 500),
  created_at             timestamptz NOT NULL DEFAULT now(),
  -- A decision always has a time; a pending item never has one (decided_by may be emptied by SET NULL).
  CHECK ((state = 'pending') = (decided_at IS NULL))
);

-- One open question per video: re-classifying a draft updates its pending row instead of adding one.
CREATE UNIQUE INDEX curation_queue_one_pending_idx ON curation_queue (video_id) WHERE state = 'pending';
-- The admin page lists pending items newest first; decided ones by decision time.
CREATE INDEX curation_queue_pending_idx ON curation_queue (created_at DESC, id DESC) WHERE state = 'pending';
CREATE INDEX curation_queue_decided_idx ON curation_queue (state, decided_at DESC, id DESC) WHERE state <> 'pending';
-- Foreign keys that cascade or set null need an index on this side to stay cheap.
CREATE INDEX curation_queue_video_idx ON curation_queue (video_id);
CREATE INDEX curation_queue_keyword_idx ON curation_queue (suggested_keyword_id) WHERE suggested_keyword_id IS NOT NULL;
