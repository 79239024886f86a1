-- Staff roles scoped to fire headquarters (issue 24, ADR 0034). Existing admins stay 'admin'; accounts of the old
-- 'user' role had no access at all, so they become 'viewer' but stay switched off until an admin turns them on.

ALTER TABLE admin_users DROP CONSTRAINT admin_users_role_check;
UPDATE admin_users SET role = 'viewer', is_active = false WHERE role = 'user';
ALTER TABLE admin_users ALTER COLUMN role SET DEFAULT 'viewer';
ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_check CHECK (role IN ('admin', 'editor', 'hq_editor', 'viewer'));

-- The region codes the channels use ('전국', '서울', …; checked by the service). Only an hq_editor has any, and it
-- has at least one; 'taxonomy' lets an hq_editor edit keywords and categories.
ALTER TABLE admin_users
  ADD COLUMN regions text[] NOT NULL DEFAULT '{}',
  ADD COLUMN grants text[] NOT NULL DEFAULT '{}';
ALTER TABLE admin_users ADD CONSTRAINT admin_users_regions_check
  CHECK ((role = 'hq_editor') = (cardinality(regions) > 0));
ALTER TABLE admin_users ADD CONSTRAINT admin_users_grants_check
  CHECK (grants <@ ARRAY['taxonomy']::text[]);

-- The headquarters an audit row belongs to: its target's region(s), or the acting hq_editor's when the target has
-- none. Older rows have none (visible to unscoped staff only).
ALTER TABLE audit_log ADD COLUMN regions text[] NOT NULL DEFAULT '{}';
CREATE INDEX audit_log_regions_idx ON audit_log USING gin (regions);
