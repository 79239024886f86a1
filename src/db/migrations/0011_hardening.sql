-- Issue 14 (hardening). Numbered after 0012_video_playability; renumbered at merge if needed.

-- Item 8: public view counts. page_views keeps one row per (target, session hash) and now also one per
-- (target, client address) with session_hash 'addr:<hash>' (':' never occurs in a session hash), so a view counts
-- once per address and target per 30 minutes as well as once per session. This table caps how many views one
-- address adds per target type per hour, however many sessions it claims.
CREATE TABLE page_view_budgets (
  target_type  text NOT NULL CHECK (target_type IN ('keyword', 'video')),
  address_hash text NOT NULL,
  window_start timestamptz NOT NULL,
  counted      integer NOT NULL CHECK (counted >= 0),
  PRIMARY KEY (target_type, address_hash)
);
CREATE INDEX page_view_budgets_window_idx ON page_view_budgets (window_start);
