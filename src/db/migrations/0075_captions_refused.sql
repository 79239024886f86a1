-- Captions refused by a key (issue 22, ADR 0032): when captions.list answers 401/403 for a key without access, the
-- video keeps an honest 'unknown' but stays due (captions_read_for is left as it was), so a key with access reads it
-- later. captions_refused_at (and the key that refused, no foreign key: keys are removed) orders such videos after the
-- ones never asked, so a refusing key costs one call a run; a successful read clears both.
ALTER TABLE video_access
  ADD COLUMN captions_refused_at  timestamptz,
  ADD COLUMN captions_refused_key integer;
