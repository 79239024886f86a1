-- Issue 14 (hardening, second part). Item 10: a key Google refuses (wrong, deleted, API disabled or restricted) is
-- marked with Google's reason and skipped until a test call with it succeeds again; the keys page shows why.
ALTER TABLE youtube_api_keys ADD COLUMN invalid_at timestamptz, ADD COLUMN invalid_reason text;
