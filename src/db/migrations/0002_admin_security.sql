-- Admin accounts, sessions, refresh tokens, login throttling, security events and the audit log
-- (issue 4; DESIGN.md §5). Times are written by the application (its clock can be injected in tests).

CREATE TABLE admin_users (
  id                  serial PRIMARY KEY,
  email               text NOT NULL UNIQUE
                      CHECK (email = lower(email) AND length(email) <= 254 AND email ~ '^[^[:space:]@]+@[^[:space:]@]+$'),
  display_name        text NOT NULL DEFAULT '',
  -- 'admin' is the only role with access; 'user' exists so imported accounts can be kept without access.
  role                text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  is_active           boolean NOT NULL DEFAULT true,
  password_hash       text NOT NULL CHECK (password_hash LIKE '$argon2%'),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  last_login_at       timestamptz,
  created_by          integer REFERENCES admin_users(id),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_sessions (
  id            text PRIMARY KEY CHECK (length(id) >= 22),   -- 128 random bits, the access token's sid
  user_id       integer NOT NULL REFERENCES admin_users(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,                         -- idle timeout counts from here
  expires_at    timestamptz NOT NULL,                         -- absolute limit
  revoked_at    timestamptz,
  revoke_reason text,
  address       text,
  user_agent    text
);
CREATE INDEX admin_sessions_user_live_idx ON admin_sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX admin_sessions_expires_idx ON admin_sessions (expires_at);

-- Every refresh token ever issued for a session (SHA-256 only), so a reused old token finds its session.
CREATE TABLE admin_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES admin_sessions(id) ON DELETE CASCADE,
  issued_at  timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX admin_refresh_tokens_session_idx ON admin_refresh_tokens (session_id);

-- Failed sign-ins, counted per account and per client address over a sliding window.
CREATE TABLE login_failures (
  id        bigserial PRIMARY KEY,
  email     text NOT NULL,
  address   text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at DESC);
CREATE INDEX login_failures_address_idx ON login_failures (address, failed_at DESC);

CREATE TABLE security_events (
  id          bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  type        text NOT NULL CHECK (type IN (
                'login_failed', 'login_lockout', 'login_succeeded', 'rate_limited', 'refresh_reuse',
                'access_denied', 'csrf_rejected', 'automated_browser', 'session_revoked')),
  severity    text NOT NULL CHECK (severity IN ('low', 'medium', 'high')),
  user_id     integer REFERENCES admin_users(id) ON DELETE SET NULL,
  email       text,
  address     text,
  user_agent  text,
  method      text,
  path        text,
  details     jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX security_events_time_idx ON security_events (occurred_at DESC, id DESC);
CREATE INDEX security_events_type_idx ON security_events (type, occurred_at DESC);

CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  actor_id    integer REFERENCES admin_users(id),
  actor_email text NOT NULL,
  action      text NOT NULL,
  target_type text NOT NULL,
  target_id   text,
  before      jsonb,
  after       jsonb,
  address     text
);
CREATE INDEX audit_log_time_idx ON audit_log (occurred_at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, occurred_at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, occurred_at DESC);

-- The audit log is append-only: a bug or a stolen session cannot rewrite history through the app.
CREATE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
