-- Accessible versions of one item (issue 22, ADR 0032): staff group videos as versions (수어, 자막판, 화면해설,
-- 쉬운 말, 외국어, 요약, 다시 올림) of one original; what each video offers comes from the group, from YouTube's
-- captions and from staff corrections. Keyed by YouTube id, without a foreign key, so a group outlives an archive
-- and a restore (public reads join the public videos).

CREATE TABLE video_version_groups (
  id          bigserial PRIMARY KEY,
  created_at  timestamptz NOT NULL DEFAULT now(),
  created_by  text,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text
);

-- One video belongs to at most one group (the primary key); one original per group (the partial index).
CREATE TABLE video_versions (
  video_id  text PRIMARY KEY CHECK (video_id ~ '^[A-Za-z0-9_-]{6,20}$'),
  group_id  bigint NOT NULL REFERENCES video_version_groups(id) ON DELETE CASCADE,
  kind      text NOT NULL CHECK (kind IN ('original', 'sign_language', 'captions', 'audio_description', 'easy_read',
                                          'translated', 'short', 'reupload')),
  language  text CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
  CHECK (kind <> 'translated' OR language IS NOT NULL)
);
CREATE UNIQUE INDEX video_versions_one_original_idx ON video_versions (group_id) WHERE kind = 'original';
CREATE INDEX video_versions_group_idx ON video_versions (group_id, kind);

-- Suggestions staff dismissed, as pairs (smaller id first), so they are never suggested again.
CREATE TABLE video_version_dismissals (
  video_a       text NOT NULL,
  video_b       text NOT NULL,
  dismissed_at  timestamptz NOT NULL DEFAULT now(),
  dismissed_by  text,
  PRIMARY KEY (video_a, video_b),
  CHECK (video_a < video_b)
);

-- What one video offers itself. From YouTube: contentDetails.caption as last seen (null: never read) and what
-- captions.list said; captions_read_for is the flag the captions state was worked out for (a read is due when the
-- flag is true and differs from it). Staff corrections: null follows YouTube and the group.
CREATE TABLE video_access (
  video_id             text PRIMARY KEY CHECK (video_id ~ '^[A-Za-z0-9_-]{6,20}$'),
  caption_flag         boolean,
  flag_read_at         timestamptz,
  captions             text NOT NULL DEFAULT 'unknown' CHECK (captions IN ('human', 'auto', 'none', 'unknown')),
  caption_languages    text[] NOT NULL DEFAULT '{}',
  captions_read_for    boolean,
  captions_checked_at  timestamptz,
  captions_override    text CHECK (captions_override IN ('human', 'auto', 'none')),
  sign_language        boolean,
  audio_description    boolean,
  easy_read            boolean,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  updated_by           text
);
CREATE INDEX video_access_captions_due_idx ON video_access (video_id)
  WHERE caption_flag AND captions_read_for IS DISTINCT FROM caption_flag;

-- Derived (refresh_video_access_kinds): which accessible kinds a video offers, itself or through a member of its
-- group (source_video_id), so filters and badges read one small table and check the source is public.
CREATE TABLE video_access_kinds (
  video_id         text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('sign_language', 'captions', 'audio_description', 'easy_read', 'translated')),
  source_video_id  text NOT NULL,
  PRIMARY KEY (video_id, kind, source_video_id)
);
CREATE INDEX video_access_kinds_kind_idx ON video_access_kinds (kind, video_id);

-- Recomputes the derived kinds of the given videos and of every member of their groups.
CREATE FUNCTION refresh_video_access_kinds(p_ids text[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM video_access_kinds k
  WHERE k.video_id IN (
    SELECT x FROM unnest(p_ids) AS x
    UNION SELECT m.video_id FROM video_versions g JOIN video_versions m ON m.group_id = g.group_id WHERE g.video_id = ANY (p_ids)
  );
  INSERT INTO video_access_kinds (video_id, kind, source_video_id)
  SELECT DISTINCT p.target, o.kind, p.member
  FROM (
    SELECT t.target, coalesce(m.video_id, t.target) AS member
    FROM (
      SELECT x AS target FROM unnest(p_ids) AS x
      UNION SELECT m.video_id FROM video_versions g JOIN video_versions m ON m.group_id = g.group_id WHERE g.video_id = ANY (p_ids)
    ) t
    LEFT JOIN video_versions tv ON tv.video_id = t.target
    LEFT JOIN video_versions m ON m.group_id = tv.group_id
  ) p
  LEFT JOIN video_versions vv ON vv.video_id = p.member
  LEFT JOIN video_access a ON a.video_id = p.member
  CROSS JOIN LATERAL (VALUES
    ('sign_language', coalesce(a.sign_language, vv.kind = 'sign_language')),
    ('audio_description', coalesce(a.audio_description, vv.kind = 'audio_description')),
    ('easy_read', coalesce(a.easy_read, vv.kind = 'easy_read')),
    -- A 자막판 has open captions a person made; YouTube's tracks count only when a person wrote them.
    ('captions', coalesce(a.captions_override, CASE WHEN vv.kind = 'captions' THEN 'human' ELSE a.captions END) = 'human'),
    ('translated', vv.kind = 'translated')
  ) AS o(kind, has)
  WHERE o.has;
$$;

-- Public answers show versions and badges: a change empties the response caches like any catalogue change.
CREATE TRIGGER video_versions_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON video_versions FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER video_access_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON video_access FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER video_access_kinds_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON video_access_kinds FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
