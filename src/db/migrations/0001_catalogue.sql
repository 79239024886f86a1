-- Catalogue schema. Table and column names follow the original product (spec §3, §7)
-- so an operator of the original database can migrate; our additions are marked.

CREATE TABLE categories (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(btrim(name)) > 0),
  slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text NOT NULL DEFAULT '',
  priority    integer NOT NULL DEFAULT 0,
  parent_id   integer REFERENCES categories(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX categories_parent_priority_idx ON categories (parent_id, priority, id);

CREATE TABLE keyword_master (
  id                       serial PRIMARY KEY,
  slug                     text NOT NULL UNIQUE CHECK (length(slug) BETWEEN 1 AND 120),
  keyword                  text NOT NULL CHECK (length(btrim(keyword)) > 0),
  search_keyword           text NOT NULL,
  total_views              bigint  NOT NULL DEFAULT 0 CHECK (total_views >= 0),
  total_likes              bigint  NOT NULL DEFAULT 0 CHECK (total_likes >= 0),
  total_videos             integer NOT NULL DEFAULT 0 CHECK (total_videos >= 0),
  total_channels           integer NOT NULL DEFAULT 0 CHECK (total_channels >= 0),
  average_views            bigint  NOT NULL DEFAULT 0 CHECK (average_views >= 0),
  average_duration_seconds integer NOT NULL DEFAULT 0 CHECK (average_duration_seconds >= 0),
  view_count               bigint  NOT NULL DEFAULT 0 CHECK (view_count >= 0), -- page views of /view/{slug}
  status                   text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  category_names           text NOT NULL DEFAULT '',
  keyword_chosung          text NOT NULL DEFAULT '',  -- ours: initial consonants for ㅅㅎㄱ-style lookups
  collected_at             timestamptz,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX keyword_master_total_views_idx  ON keyword_master (total_views DESC, id);
CREATE INDEX keyword_master_total_videos_idx ON keyword_master (total_videos DESC, id);
CREATE INDEX keyword_master_created_at_idx   ON keyword_master (created_at DESC, id);
CREATE INDEX keyword_master_prefix_idx       ON keyword_master (lower(keyword) text_pattern_ops);
CREATE INDEX keyword_master_chosung_idx      ON keyword_master (keyword_chosung text_pattern_ops);

CREATE TABLE keyword_categories (
  keyword_id  integer NOT NULL REFERENCES keyword_master(id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  PRIMARY KEY (keyword_id, category_id)
);
CREATE INDEX keyword_categories_category_idx ON keyword_categories (category_id, keyword_id);

CREATE TABLE channel_master (
  id                serial PRIMARY KEY,
  channel_id        text NOT NULL UNIQUE CHECK (length(channel_id) BETWEEN 1 AND 64),
  channel_name      text NOT NULL CHECK (length(btrim(channel_name)) > 0),
  channel_type      text NOT NULL DEFAULT 'fire_dept'
                    CHECK (channel_type IN ('fire_dept', 'fire_station', 'domestic', 'international')),
  description       text NOT NULL DEFAULT '',
  region            text,
  display_order     integer,                       -- ours: fixed order of the headquarters
  thumbnail_url     text,
  subscriber_count  bigint  NOT NULL DEFAULT 0 CHECK (subscriber_count >= 0),
  video_count       integer NOT NULL DEFAULT 0 CHECK (video_count >= 0),      -- uploads on the channel
  view_count        bigint  NOT NULL DEFAULT 0 CHECK (view_count >= 0),       -- channel's lifetime views
  videos_in_project integer NOT NULL DEFAULT 0 CHECK (videos_in_project >= 0), -- published here
  total_like_count  bigint  NOT NULL DEFAULT 0 CHECK (total_like_count >= 0),  -- derived from videos
  is_active         boolean NOT NULL DEFAULT true,
  is_featured       boolean NOT NULL DEFAULT false,
  auto_sync         boolean NOT NULL DEFAULT true,
  latest_video_date timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channel_master_type_subscribers_idx ON channel_master (channel_type, subscriber_count DESC);
CREATE INDEX channel_master_subscribers_idx      ON channel_master (subscriber_count DESC, id);

CREATE TABLE videos (
  id               bigserial PRIMARY KEY,
  video_id         text NOT NULL UNIQUE CHECK (video_id ~ '^[A-Za-z0-9_-]{6,20}$'),
  title            text NOT NULL CHECK (length(btrim(title)) > 0),
  description      text NOT NULL DEFAULT '',
  channel_id       text REFERENCES channel_master(channel_id) ON UPDATE CASCADE ON DELETE SET NULL,
  channel_name     text NOT NULL DEFAULT '',
  channel_type     text CHECK (channel_type IN ('fire_dept', 'fire_station', 'domestic', 'international')),
  thumbnail_url    text,
  upload_date      timestamptz NOT NULL,
  view_count       bigint  NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  like_count       bigint  NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  comment_count    bigint  NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  subscriber_count bigint  NOT NULL DEFAULT 0 CHECK (subscriber_count >= 0),
  duration         integer CHECK (duration >= 0),
  duration_display text,
  tags             text[] NOT NULL DEFAULT '{}',
  keyword_id       integer REFERENCES keyword_master(id) ON DELETE SET NULL,
  video_url        text,
  is_new           boolean NOT NULL DEFAULT false,
  status           text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft', 'archived', 'deleted', '')),
  deleted_at       timestamptz,
  deleted_by       text,
  deletion_reason  text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  -- ours: search support (see docs/decisions/0002-korean-search.md)
  is_public        boolean GENERATED ALWAYS AS (status IN ('published', '')) STORED,
  search_text      text NOT NULL DEFAULT '',     -- NFC, lower-cased title/channel/tags/description
  search_terms     text[] NOT NULL DEFAULT '{}', -- distinct character bigrams of search_text
  title_terms      text[] NOT NULL DEFAULT '{}', -- distinct character bigrams of the title alone
  static_rank      real NOT NULL DEFAULT 0       -- query-independent part of relevance
);
CREATE INDEX videos_upload_date_idx        ON videos (upload_date DESC, id DESC);
CREATE INDEX videos_view_count_idx         ON videos (view_count DESC, id DESC);
CREATE INDEX videos_like_count_idx         ON videos (like_count DESC, id DESC);
CREATE INDEX videos_static_rank_idx        ON videos (static_rank DESC, id DESC);
CREATE INDEX videos_title_lower_idx        ON videos (lower(title) text_pattern_ops);
CREATE INDEX videos_type_views_idx         ON videos (channel_type, view_count DESC, id DESC);
CREATE INDEX videos_type_upload_idx        ON videos (channel_type, upload_date DESC, id DESC);
CREATE INDEX videos_keyword_views_idx      ON videos (keyword_id, view_count DESC, id DESC);
CREATE INDEX videos_keyword_upload_idx     ON videos (keyword_id, upload_date DESC, id DESC);
CREATE INDEX videos_channel_upload_idx     ON videos (channel_id, upload_date DESC, id DESC);
CREATE INDEX videos_channel_views_idx      ON videos (channel_id, view_count DESC, id DESC);
CREATE INDEX videos_search_terms_idx       ON videos USING gin (search_terms);
CREATE INDEX videos_title_terms_idx        ON videos USING gin (title_terms);

CREATE TABLE deleted_videos (
  id               bigint PRIMARY KEY,
  video_id         text NOT NULL UNIQUE,
  title            text NOT NULL,
  description      text NOT NULL DEFAULT '',
  channel_id       text,
  channel_name     text NOT NULL DEFAULT '',
  channel_type     text,
  thumbnail_url    text,
  upload_date      timestamptz NOT NULL,
  view_count       bigint  NOT NULL DEFAULT 0,
  like_count       bigint  NOT NULL DEFAULT 0,
  comment_count    bigint  NOT NULL DEFAULT 0,
  subscriber_count bigint  NOT NULL DEFAULT 0,
  duration         integer,
  duration_display text,
  tags             text[] NOT NULL DEFAULT '{}',
  keyword_id       integer,
  video_url        text,
  is_new           boolean NOT NULL DEFAULT false,
  status           text NOT NULL DEFAULT 'deleted',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  deleted_at       timestamptz NOT NULL DEFAULT now(),
  deleted_by       text,
  deletion_reason  text
);
CREATE INDEX deleted_videos_deleted_at_idx ON deleted_videos (deleted_at DESC);

CREATE TABLE platform_statistics (
  id               serial PRIMARY KEY,
  stat_date        date NOT NULL UNIQUE DEFAULT current_date,
  total_videos     bigint  NOT NULL DEFAULT 0 CHECK (total_videos >= 0),
  total_channels   integer NOT NULL DEFAULT 0 CHECK (total_channels >= 0),
  total_views      bigint  NOT NULL DEFAULT 0 CHECK (total_views >= 0),
  total_likes      bigint  NOT NULL DEFAULT 0 CHECK (total_likes >= 0),
  total_keywords   integer NOT NULL DEFAULT 0 CHECK (total_keywords >= 0),
  total_categories integer NOT NULL DEFAULT 0 CHECK (total_categories >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE VIEW current_statistics AS
  SELECT total_videos, total_channels, total_views, total_likes,
         total_keywords, total_categories, stat_date, updated_at
  FROM platform_statistics
  ORDER BY stat_date DESC
  LIMIT 1;

-- Recomputes today's platform totals from the catalogue (a job, not a request path).
CREATE FUNCTION refresh_platform_statistics() RETURNS SETOF platform_statistics
LANGUAGE sql AS $$
  INSERT INTO platform_statistics AS ps
    (stat_date, total_videos, total_channels, total_views, total_likes, total_keywords, total_categories, updated_at)
  SELECT current_date,
         (SELECT count(*) FROM videos WHERE is_public),
         (SELECT count(*) FROM channel_master WHERE is_active),
         (SELECT coalesce(sum(view_count), 0) FROM videos WHERE is_public),
         (SELECT coalesce(sum(like_count), 0) FROM videos WHERE is_public),
         (SELECT count(*) FROM keyword_master WHERE status = 'active'),
         (SELECT count(*) FROM categories),
         now()
  ON CONFLICT (stat_date) DO UPDATE SET
    total_videos = EXCLUDED.total_videos, total_channels = EXCLUDED.total_channels,
    total_views = EXCLUDED.total_views, total_likes = EXCLUDED.total_likes,
    total_keywords = EXCLUDED.total_keywords, total_categories = EXCLUDED.total_categories,
    updated_at = now()
  RETURNING *;
$$;

-- Counts one in-site view of a public video; returns the new count (NULL when unknown).
CREATE FUNCTION increment_view_count(p_video_id text) RETURNS bigint
LANGUAGE sql AS $$
  UPDATE videos SET view_count = view_count + 1
  WHERE video_id = p_video_id AND is_public
  RETURNING view_count;
$$;

-- Keeps keyword_master totals in step with its published videos (null = every keyword).
CREATE FUNCTION refresh_keyword_totals(p_keyword_id integer DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  UPDATE keyword_master k SET
    total_videos = coalesce(a.videos, 0),
    total_channels = coalesce(a.channels, 0),
    total_views = coalesce(a.views, 0),
    total_likes = coalesce(a.likes, 0),
    average_views = coalesce(a.avg_views, 0),
    average_duration_seconds = coalesce(a.avg_duration, 0),
    updated_at = now()
  FROM keyword_master k2
  LEFT JOIN (
    SELECT keyword_id, count(*) AS videos, count(DISTINCT channel_id) AS channels,
           sum(view_count) AS views, sum(like_count) AS likes,
           round(avg(view_count))::bigint AS avg_views, round(avg(duration))::integer AS avg_duration
    FROM videos
    WHERE is_public AND keyword_id IS NOT NULL AND (p_keyword_id IS NULL OR keyword_id = p_keyword_id)
    GROUP BY keyword_id
  ) a ON a.keyword_id = k2.id
  WHERE k.id = k2.id AND (p_keyword_id IS NULL OR k.id = p_keyword_id);
$$;

-- Keeps channel_master's derived totals in step with its published videos.
CREATE FUNCTION refresh_channel_totals() RETURNS void
LANGUAGE sql AS $$
  UPDATE channel_master c SET
    videos_in_project = coalesce(a.videos, 0),
    total_like_count = coalesce(a.likes, 0),
    latest_video_date = a.latest,
    updated_at = now()
  FROM channel_master c2
  LEFT JOIN (
    SELECT channel_id, count(*) AS videos, sum(like_count) AS likes, max(upload_date) AS latest
    FROM videos WHERE is_public AND channel_id IS NOT NULL GROUP BY channel_id
  ) a ON a.channel_id = c2.channel_id
  WHERE c.id = c2.id;
$$;

-- ours: one row that changes whenever public catalogue content changes, so servers can key caches on it.
CREATE TABLE catalogue_state (
  id         integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version    bigint NOT NULL DEFAULT 1,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO catalogue_state DEFAULT VALUES;

CREATE FUNCTION bump_catalogue_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END $$;

-- view_count bumps are left out on purpose: a page view must not empty every cache.
CREATE TRIGGER videos_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  title, description, channel_id, channel_name, channel_type, thumbnail_url, upload_date,
  like_count, comment_count, duration, duration_display, tags, keyword_id, video_url, status
  ON videos FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER keywords_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  slug, keyword, search_keyword, status, category_names, total_videos, total_views
  ON keyword_master FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER channels_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON channel_master FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER categories_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON categories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER keyword_categories_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON keyword_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER statistics_version AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE
  ON platform_statistics FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- ours: de-duplicates page views per visitor session (30-minute window).
CREATE TABLE page_views (
  target_type  text NOT NULL CHECK (target_type IN ('keyword', 'video')),
  target_key   text NOT NULL,
  session_hash text NOT NULL,
  viewed_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (target_type, target_key, session_hash)
);
CREATE INDEX page_views_viewed_at_idx ON page_views (viewed_at);
