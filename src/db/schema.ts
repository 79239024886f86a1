import type { ColumnType, Generated } from 'kysely';
import type { SourceState, SyncTables } from './schema-sync.ts';
import type { CurationTables } from './schema-curation.ts';
import type { SecurityEventType, SecuritySeverity } from '../shared/constants/admin.ts';
import type { ADMIN_ROLES } from '../shared/constants/auth.ts';
import type { ChannelAdminTables, ChannelType } from './schema-channels.ts';
import type { OpsTables } from './schema-ops.ts';
import type { BulkTaskTables } from './schema-bulk-tasks.ts';
import type { SettingsTables } from './schema-settings.ts';
import type { KitTables } from './schema-kits.ts';
import type { VersionTables } from './schema-versions.ts';
import type { AlertTables } from './schema-alerts.ts';
import type { SearchDictionaryTables } from './schema-search-dictionary.ts';

// Kysely table types for migrations/*.sql. Timestamps come back as Date on both drivers.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type { ChannelType };
export type VideoStatus = 'published' | 'draft' | 'archived' | 'deleted' | '';

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  priority: Generated<number>;
  parent_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface KeywordMasterTable {
  id: Generated<number>;
  slug: string;
  keyword: string;
  search_keyword: string;
  total_views: Generated<number>;
  total_likes: Generated<number>;
  total_videos: Generated<number>;
  total_channels: Generated<number>;
  average_views: Generated<number>;
  average_duration_seconds: Generated<number>;
  view_count: Generated<number>;
  status: Generated<'active' | 'inactive'>;
  category_names: Generated<string>;
  keyword_chosung: Generated<string>;
  synonyms: Generated<string[]>;
  collected_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface KeywordSlugRedirectsTable {
  old_slug: string;
  keyword_id: number;
  created_at: CreatedAt;
}

export interface KeywordCategoriesTable {
  keyword_id: number;
  category_id: number;
}

/** Published videos per keyword and channel, kept by refresh_keyword_totals() (0007). */
export interface KeywordChannelTotalsTable {
  keyword_id: number;
  channel_id: string;
  video_count: number;
}

export interface ChannelMasterTable {
  id: Generated<number>;
  channel_id: string;
  channel_name: string;
  channel_type: Generated<ChannelType>;
  description: Generated<string>;
  region: string | null;
  display_order: number | null;
  thumbnail_url: string | null;
  /** null: hidden by the channel and never known (migration 0013). */
  subscriber_count: Generated<number | null>;
  video_count: Generated<number>;
  view_count: Generated<number>;
  videos_in_project: Generated<number>;
  total_like_count: Generated<number>;
  is_active: Generated<boolean>;
  is_featured: Generated<boolean>;
  auto_sync: Generated<boolean>;
  latest_video_date: Timestamp | null;
  uploads_playlist_id: string | null;
  last_synced_at: Timestamp | null;
  last_full_sync_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface VideosTable {
  id: Generated<number>;
  video_id: string;
  title: string;
  description: Generated<string>;
  channel_id: string | null;
  channel_name: Generated<string>;
  channel_type: ChannelType | null;
  thumbnail_url: string | null;
  upload_date: Timestamp;
  view_count: Generated<number>;
  /** null: YouTube left it out (hidden likes, comments off, hidden subscribers) and we never knew it (0013). */
  like_count: Generated<number | null>;
  comment_count: Generated<number | null>;
  subscriber_count: Generated<number | null>;
  duration: number | null;
  duration_display: string | null;
  tags: Generated<string[]>;
  keyword_id: number | null;
  video_url: string | null;
  is_new: Generated<boolean>;
  status: Generated<VideoStatus>;
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  deletion_reason: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  // GENERATED ALWAYS AS (status IN (…)): never null in practice, but the column has no NOT NULL constraint.
  is_public: ColumnType<boolean | null, never, never>;
  search_text: Generated<string>;
  search_terms: Generated<string[]>;
  title_terms: Generated<string[]>;
  static_rank: Generated<number>;
  source_state: Generated<SourceState>;
  source_checked_at: Timestamp | null;
  stats_synced_at: Timestamp | null;
  /** An admin's title/tags (migration 0010); YouTube's own are kept in source_title/source_tags. */
  title_override: string | null;
  source_title: string | null;
  tags_override: string[] | null;
  source_tags: string[] | null;
  /** How YouTube lets it be played (migration 0013; is_short is our heuristic, see the migration). */
  is_short: Generated<boolean>;
  live_status: Generated<LiveStatus>;
  embeddable: boolean | null;
  made_for_kids: boolean | null;
  age_restricted: Generated<boolean>;
  region_blocked_kr: Generated<boolean>;
}

export type LiveStatus = 'none' | 'live' | 'upcoming' | 'completed';

/** Ids of permanently deleted videos: sync does not bring them back (migration 0010). */
export interface PurgedVideosTable {
  video_id: string;
  purged_at: Timestamp;
  purged_by: string | null;
}

export interface PlatformStatisticsTable {
  id: Generated<number>;
  stat_date: ColumnType<Date, string | undefined, string>;
  total_videos: number;
  total_channels: number;
  total_views: number;
  total_likes: number;
  total_keywords: number;
  total_categories: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CurrentStatisticsView {
  total_videos: number;
  total_channels: number;
  total_views: number;
  total_likes: number;
  total_keywords: number;
  total_categories: number;
  stat_date: Date;
  updated_at: Date;
}

/** Which videos changed at which catalogue version (migration 0015): each process's search index reads it. */
export interface SearchChangesTable {
  version: number;
  /** NULL: every video (TRUNCATE). */
  video_id: number | null;
  logged_at: Generated<Timestamp>;
}

export interface CatalogueStateTable {
  id: Generated<number>;
  version: number;
  changed_at: Timestamp;
}

export interface PageViewsTable {
  target_type: 'keyword' | 'video';
  target_key: string;
  session_hash: string;
  viewed_at: Timestamp;
}

export interface PageViewBudgetsTable {
  target_type: 'keyword' | 'video';
  address_hash: string;
  window_start: Timestamp;
  counted: number;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: CreatedAt;
}

export type AdminRole = (typeof ADMIN_ROLES)[number];
export type { SecurityEventType, SecuritySeverity };
type Json = ColumnType<unknown, string | undefined, string>;

export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  display_name: Generated<string>;
  role: Generated<AdminRole>;
  regions: Generated<string[]>;
  grants: Generated<string[]>;
  is_active: Generated<boolean>;
  password_hash: string;
  password_changed_at: Timestamp;
  last_login_at: Timestamp | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AdminSessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoke_reason: string | null;
  address: string | null;
  user_agent: string | null;
}

export interface AdminRefreshTokensTable {
  token_hash: string;
  session_id: string;
  issued_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  address: string;
  failed_at: Timestamp;
}

export interface SecurityEventsTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  type: SecurityEventType;
  severity: SecuritySeverity;
  user_id: number | null;
  email: string | null;
  address: string | null;
  user_agent: string | null;
  method: string | null;
  path: string | null;
  details: Json;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  actor_id: number | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  address: string | null;
  regions: Generated<string[]>;
}

export interface Database
  extends
    SyncTables,
    CurationTables,
    ChannelAdminTables,
    OpsTables,
    BulkTaskTables,
    SettingsTables,
    KitTables,
    AlertTables,
    VersionTables,
    SearchDictionaryTables {
  categories: CategoriesTable;
  keyword_master: KeywordMasterTable;
  keyword_categories: KeywordCategoriesTable;
  keyword_slug_redirects: KeywordSlugRedirectsTable;
  keyword_channel_totals: KeywordChannelTotalsTable;
  channel_master: ChannelMasterTable;
  videos: VideosTable;
  /** Every column of a video row (migration 0010) plus who deleted it, when and why. */
  deleted_videos: Omit<VideosTable, 'is_public' | 'id' | 'status' | 'deleted_at'> & {
    id: number;
    status: Generated<string>;
    deleted_at: Timestamp;
  };
  purged_videos: PurgedVideosTable;
  platform_statistics: PlatformStatisticsTable;
  current_statistics: CurrentStatisticsView;
  catalogue_state: CatalogueStateTable;
  search_changes: SearchChangesTable;
  page_views: PageViewsTable;
  page_view_budgets: PageViewBudgetsTable;
  schema_migrations: SchemaMigrationsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_refresh_tokens: AdminRefreshTokensTable;
  login_failures: LoginFailuresTable;
  security_events: SecurityEventsTable;
  audit_log: AuditLogTable;
}
