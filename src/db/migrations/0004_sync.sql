-- YouTube collection (issue 5; DESIGN.md §6): API keys with a per-Pacific-day quota ledger, durable sync
-- jobs with leases and checkpoints, per-item results, per-channel locks, schedules, and video source state.

-- Keys are kept server-side, encrypted with a key derived from the server secret; only a hint is ever shown.
CREATE TABLE youtube_api_keys (
  id              serial PRIMARY KEY,
  label           text NOT NULL CHECK (length(btrim(label)) BETWEEN 1 AND 60),
  key_ciphertext  text NOT NULL,
  key_hint        text NOT NULL,
  key_fingerprint text NOT NULL UNIQUE,            -- SHA-256 of the key: refuses duplicates without decrypting
  daily_quota     integer NOT NULL DEFAULT 10000 CHECK (daily_quota BETWEEN 1 AND 10000000),
  is_enabled      boolean NOT NULL DEFAULT true,
  exhausted_until timestamptz,                     -- set on quotaExceeded: next midnight America/Los_Angeles
  last_error      text,
  last_used_at    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Units spent per key, per Pacific calendar day, per endpoint (Google resets quota at Pacific midnight).
CREATE TABLE youtube_quota_ledger (
  key_id    integer NOT NULL REFERENCES youtube_api_keys(id) ON DELETE CASCADE,
  quota_day date NOT NULL,
  endpoint  text NOT NULL CHECK (endpoint IN ('channels.list', 'playlistItems.list', 'videos.list', 'search.list')),
  calls     integer NOT NULL DEFAULT 0 CHECK (calls >= 0),
  units     integer NOT NULL DEFAULT 0 CHECK (units >= 0),
  PRIMARY KEY (key_id, quota_day, endpoint)
);

CREATE TABLE sync_jobs (
  id               bigserial PRIMARY KEY,
  kind             text NOT NULL CHECK (kind IN ('full', 'incremental', 'statistics', 'keyword')),
  params           jsonb NOT NULL DEFAULT '{}',
  state            text NOT NULL DEFAULT 'queued'
                   CHECK (state IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  trigger          text NOT NULL DEFAULT 'admin' CHECK (trigger IN ('admin', 'cli', 'schedule')),
  requested_by     integer REFERENCES admin_users(id) ON DELETE SET NULL,
  retry_of         bigint REFERENCES sync_jobs(id) ON DELETE SET NULL,
  progress_done    integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
  progress_total   integer NOT NULL DEFAULT 0 CHECK (progress_total >= 0),
  current_item     text,
  checkpoint       jsonb NOT NULL DEFAULT '{}',    -- where a resumed run continues
  result           jsonb NOT NULL DEFAULT '{}',    -- counters: inserted, updated, published, queued, removed…
  quota_estimate   integer NOT NULL DEFAULT 0 CHECK (quota_estimate >= 0),
  quota_spent      integer NOT NULL DEFAULT 0 CHECK (quota_spent >= 0),
  error            text,
  cancel_requested boolean NOT NULL DEFAULT false,
  attempts         integer NOT NULL DEFAULT 0,
  lease_owner      text,
  lease_expires_at timestamptz,
  heartbeat_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  started_at       timestamptz,
  finished_at      timestamptz,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sync_jobs_active_idx ON sync_jobs (id) WHERE state IN ('queued', 'running');
CREATE INDEX sync_jobs_created_idx ON sync_jobs (created_at DESC, id DESC);

-- One row per finished item (a channel, a statistics batch, a keyword): errors stay visible per item.
CREATE TABLE sync_job_items (
  job_id      bigint NOT NULL REFERENCES sync_jobs(id) ON DELETE CASCADE,
  item_key    text NOT NULL,
  state       text NOT NULL CHECK (state IN ('succeeded', 'failed', 'skipped')),
  detail      jsonb NOT NULL DEFAULT '{}',
  error       text,
  units       integer NOT NULL DEFAULT 0,
  finished_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job_id, item_key)
);

-- A channel is synced by one job at a time: the holder's lease decides whether a lock is still live.
CREATE TABLE sync_channel_locks (
  channel_id text PRIMARY KEY,
  job_id     bigint NOT NULL REFERENCES sync_jobs(id) ON DELETE CASCADE,
  locked_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sync_schedules (
  kind             text PRIMARY KEY CHECK (kind IN ('incremental', 'statistics')),
  is_enabled       boolean NOT NULL DEFAULT false,
  interval_minutes integer CHECK (interval_minutes BETWEEN 5 AND 1440),   -- incremental: every N minutes
  daily_at         text CHECK (daily_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'), -- statistics: HH:MM, Asia/Seoul
  next_run_at      timestamptz,
  last_job_id      bigint REFERENCES sync_jobs(id) ON DELETE SET NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
INSERT INTO sync_schedules (kind, is_enabled, interval_minutes, daily_at) VALUES
  ('incremental', false, 30, NULL),
  ('statistics', false, NULL, '04:00');

-- Where a video stands on YouTube: removed or private videos are marked (and hidden), never deleted.
ALTER TABLE videos
  ADD COLUMN source_state      text NOT NULL DEFAULT 'available' CHECK (source_state IN ('available', 'removed', 'private')),
  ADD COLUMN source_checked_at timestamptz,
  ADD COLUMN stats_synced_at   timestamptz;
CREATE INDEX videos_stats_synced_idx ON videos (stats_synced_at NULLS FIRST, id) WHERE is_public;

ALTER TABLE channel_master
  ADD COLUMN uploads_playlist_id text,
  ADD COLUMN last_synced_at      timestamptz,
  ADD COLUMN last_full_sync_at   timestamptz;
