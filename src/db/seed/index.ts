// Loads the deterministic Korean demo catalogue into migrated, empty catalogue tables.
// Same seed + same `now` → the same rows (only updated_at columns touched by the refresh
// functions carry the database clock). Videos are generated and inserted in batches, so
// 1,000,000 rows never sit in memory at once.

import { sql } from 'kysely';
import type { DatabaseHandle, RawConnection } from '../client.ts';
import { bulkInsert, type BulkColumn } from './bulk.ts';
import { CATEGORY_TREE, leafBySlug } from './categories.ts';
import { buildChannels, hidesSubscribers, type ChannelModel } from './channels.ts';
import { buildKeywords, type KeywordModel } from './keywords.ts';
import { createVideoFactory, type VideoRow } from './videos.ts';
import { insertDemoKits } from './kits.ts';
import {
  emptyVersionSeed,
  hasHumanCaptions,
  isGroupedSlot,
  isVersionSlot,
  keywordStages,
  versionRow,
  type VersionSeed,
} from './versions.ts';
import { toChosung } from '../../shared/search/text.ts';

export interface SeedOptions {
  videos: number;
  seed: number;
  now?: Date;
  log?: (msg: string) => void;
  /** Rows per INSERT (one transaction each). */
  batchSize?: number;
  /** Number of keywords (default 2,000). */
  keywords?: number;
}

export interface SeedResult {
  categories: number;
  keywords: number;
  channels: number;
  videos: number;
  ms: number;
}

export const DEFAULT_KEYWORD_COUNT = 2_000;
const DEFAULT_BATCH = 5_000;

const VIDEO_COLUMNS: readonly BulkColumn<VideoRow>[] = [
  { name: 'video_id', type: 'text', value: (v) => v.video_id },
  { name: 'title', type: 'text', value: (v) => v.title },
  { name: 'description', type: 'text', value: (v) => v.description },
  { name: 'channel_id', type: 'text', value: (v) => v.channel_id },
  { name: 'channel_name', type: 'text', value: (v) => v.channel_name },
  { name: 'channel_type', type: 'text', value: (v) => v.channel_type },
  { name: 'thumbnail_url', type: 'text', value: (v) => v.thumbnail_url },
  { name: 'upload_date', type: 'timestamptz', value: (v) => v.upload_date },
  { name: 'view_count', type: 'bigint', value: (v) => v.view_count },
  { name: 'like_count', type: 'bigint', value: (v) => v.like_count },
  { name: 'comment_count', type: 'bigint', value: (v) => v.comment_count },
  { name: 'subscriber_count', type: 'bigint', value: (v) => v.subscriber_count },
  { name: 'duration', type: 'integer', value: (v) => v.duration },
  { name: 'duration_display', type: 'text', value: (v) => v.duration_display },
  { name: 'tags', type: 'text[]', value: (v) => v.tags },
  { name: 'keyword_id', type: 'integer', value: (v) => v.keyword_id },
  { name: 'video_url', type: 'text', value: (v) => v.video_url },
  { name: 'is_short', type: 'boolean', value: (v) => v.is_short },
  { name: 'is_new', type: 'boolean', value: (v) => v.is_new },
  { name: 'status', type: 'text', value: (v) => v.status },
  { name: 'deleted_at', type: 'timestamptz', value: (v) => v.deleted_at },
  { name: 'deleted_by', type: 'text', value: (v) => v.deleted_by },
  { name: 'deletion_reason', type: 'text', value: (v) => v.deletion_reason },
  { name: 'created_at', type: 'timestamptz', value: (v) => v.created_at },
  { name: 'updated_at', type: 'timestamptz', value: (v) => v.updated_at },
  { name: 'search_text', type: 'text', value: (v) => v.search_text },
  { name: 'search_terms', type: 'text[]', value: (v) => v.search_terms },
  { name: 'title_terms', type: 'text[]', value: (v) => v.title_terms },
  { name: 'static_rank', type: 'real', value: (v) => v.static_rank },
];

async function inTransaction<T>(conn: RawConnection, work: () => Promise<T>): Promise<T> {
  await conn.exec('BEGIN');
  try {
    const result = await work();
    await conn.exec('COMMIT');
    return result;
  } catch (error) {
    await conn.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

const CATALOGUE_TABLES = ['videos', 'channel_master', 'keyword_master', 'categories'] as const;

async function firstNonEmptyTable(conn: RawConnection): Promise<string | null> {
  for (const table of CATALOGUE_TABLES) {
    const rows = await conn.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS found`);
    if (rows[0]?.found) return table;
  }
  return null;
}

/** True when videos, channels, keywords and categories are all empty (a first start). */
export async function isCatalogueEmpty(handle: DatabaseHandle): Promise<boolean> {
  return (await handle.session(firstNonEmptyTable)) === null;
}

/**
 * Empties the catalogue tables for `db:seed --force` (admin accounts, settings and sync records stay). CASCADE takes
 * the tables that reference them too (curation queue, keyword slug redirects, keyword-channel totals): without it
 * PostgreSQL refuses the TRUNCATE whenever such a table exists, empty or not.
 */
export async function clearCatalogue(handle: DatabaseHandle): Promise<void> {
  await sql`TRUNCATE videos, deleted_videos, keyword_categories, keyword_master, categories, channel_master, platform_statistics, page_views, video_version_groups, video_versions, video_version_dismissals, video_access, video_access_kinds, video_life_stages, keyword_life_stages RESTART IDENTITY CASCADE`.execute(
    handle.db,
  );
}

async function assertEmpty(conn: RawConnection): Promise<void> {
  const table = await firstNonEmptyTable(conn);
  if (table) {
    throw new Error(`seedDemoCatalogue: table ${table} is not empty; the demo catalogue is only loaded into an empty catalogue`);
  }
}

async function insertCategories(conn: RawConnection, now: Date): Promise<Map<string, { id: number; name: string }>> {
  const ids = new Map<string, { id: number; name: string }>();
  for (const [i, top] of CATEGORY_TREE.entries()) {
    const [row] = await conn.query<{ id: number }>(
      'INSERT INTO categories (name, slug, description, priority, parent_id, created_at, updated_at) VALUES ($1, $2, $3, $4, NULL, $5, $5) RETURNING id',
      [top.name, top.slug, top.description, i + 1, now.toISOString()],
    );
    ids.set(top.slug, { id: row!.id, name: top.name });
    for (const [j, leaf] of top.children.entries()) {
      const [child] = await conn.query<{ id: number }>(
        'INSERT INTO categories (name, slug, description, priority, parent_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id',
        [leaf.name, leaf.slug, leaf.description, j + 1, row!.id, now.toISOString()],
      );
      ids.set(leaf.slug, { id: child!.id, name: leaf.name });
    }
  }
  return ids;
}

const KEYWORD_COLUMNS: readonly BulkColumn<KeywordModel>[] = [
  { name: 'slug', type: 'text', value: (k) => k.slug },
  { name: 'keyword', type: 'text', value: (k) => k.text },
  { name: 'search_keyword', type: 'text', value: (k) => k.text },
  { name: 'view_count', type: 'bigint', value: (k) => k.pageViews },
  { name: 'status', type: 'text', value: (k) => k.status },
  { name: 'category_names', type: 'text', value: (k) => k.categories.map((slug) => leafBySlug(slug).name).join(',') },
  { name: 'keyword_chosung', type: 'text', value: (k) => toChosung(k.text) },
  { name: 'collected_at', type: 'timestamptz', value: (k) => k.collectedAt },
  { name: 'created_at', type: 'timestamptz', value: (k) => k.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (k) => k.collectedAt ?? k.createdAt },
];

async function insertKeywords(conn: RawConnection, keywords: KeywordModel[], categories: Map<string, { id: number }>): Promise<number[]> {
  await bulkInsert(conn, 'keyword_master', KEYWORD_COLUMNS, keywords);
  const rows = await conn.query<{ id: number; slug: string }>('SELECT id, slug FROM keyword_master');
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const ids = keywords.map((k) => bySlug.get(k.slug)!);
  const links = keywords.flatMap((k, i) => k.categories.map((slug) => ({ keyword_id: ids[i]!, category_id: categories.get(slug)!.id })));
  await bulkInsert(
    conn,
    'keyword_categories',
    [
      { name: 'keyword_id', type: 'integer', value: (l: (typeof links)[number]) => l.keyword_id },
      { name: 'category_id', type: 'integer', value: (l: (typeof links)[number]) => l.category_id },
    ],
    links,
  );
  return ids;
}

const CHANNEL_COLUMNS: readonly BulkColumn<ChannelModel>[] = [
  { name: 'channel_id', type: 'text', value: (c) => c.channelId },
  { name: 'channel_name', type: 'text', value: (c) => c.name },
  { name: 'channel_type', type: 'text', value: (c) => c.type },
  { name: 'description', type: 'text', value: (c) => c.description },
  { name: 'region', type: 'text', value: (c) => c.region },
  { name: 'display_order', type: 'integer', value: (c) => c.displayOrder },
  { name: 'thumbnail_url', type: 'text', value: (c) => c.thumbnailUrl },
  { name: 'subscriber_count', type: 'bigint', value: (c) => (hidesSubscribers(c.index) ? null : c.subscriberCount) },
  { name: 'is_active', type: 'boolean', value: (c) => c.isActive },
  { name: 'is_featured', type: 'boolean', value: (c) => c.isFeatured },
  { name: 'auto_sync', type: 'boolean', value: (c) => c.autoSync },
  { name: 'created_at', type: 'timestamptz', value: (c) => c.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (c) => c.createdAt },
];

/** Version groups as staff confirmed them, captions as the captions sync found them, keyword life stages (issue 22). */
async function insertVersions(conn: RawConnection, versions: VersionSeed, keywords: KeywordModel[], keywordIds: number[], now: Date) {
  const at = now.toISOString();
  if (versions.groups.length) {
    const ids = await conn.query<{ id: number }>(
      `INSERT INTO video_version_groups (created_at, created_by, updated_at, updated_by)
       SELECT $1, 'demo', $1, 'demo' FROM generate_series(1, $2) RETURNING id`,
      [at, versions.groups.length],
    );
    const groupIds = ids.map((row) => Number(row.id)).sort((a, b) => a - b);
    await conn.query(
      `INSERT INTO video_versions (group_id, video_id, kind)
       SELECT g, v, k FROM unnest($1::bigint[], $2::text[], $3::text[]) AS u(g, v, k)`,
      [
        [...groupIds, ...groupIds],
        [...versions.groups.map((g) => g.original), ...versions.groups.map((g) => g.version)],
        [...versions.groups.map(() => 'original'), ...versions.groups.map((g) => g.kind)],
      ],
    );
  }
  if (versions.captioned.length) {
    await conn.query(
      `INSERT INTO video_access (video_id, caption_flag, flag_read_at, captions, caption_languages, captions_read_for, captions_checked_at, updated_at)
       SELECT v, true, $2, 'human', ARRAY['ko'], true, $2, $2 FROM unnest($1::text[]) AS v`,
      [versions.captioned, at],
    );
  }
  const touched = [...versions.groups.flatMap((g) => [g.original, g.version]), ...versions.captioned];
  if (touched.length) await conn.query('SELECT refresh_video_access_kinds($1::text[])', [touched]);
  await conn.query(
    `INSERT INTO keyword_life_stages (keyword_id, stages, updated_at, updated_by)
     SELECT k, string_to_array(s, ','), $3, 'demo' FROM unnest($1::integer[], $2::text[]) AS u(k, s)`,
    [keywordIds, keywords.map((k) => keywordStages(k.text).join(',')), at],
  );
}

/**
 * Runs `load` (inserts into the empty videos table) with the table's secondary indexes dropped and its triggers off,
 * then builds the indexes and does once what the triggers do per statement: the public tallies (0012), the catalogue
 * version and a search-log entry that says "everything changed" (0015). The keep-deleted-out trigger has nothing to
 * keep out of an empty catalogue. At 56k on PGlite (baseline tier) the whole seed went from 37 to 26 CPU-seconds.
 * Call inside a transaction: the DDL rolls back with it.
 */
async function loadWithoutIndexes(conn: RawConnection, load: () => Promise<void>): Promise<void> {
  const indexes = await conn.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = 'videos'::regclass AND NOT x.indisunique AND NOT x.indisprimary
     ORDER BY i.relname`,
  );
  for (const index of indexes) await conn.exec(`DROP INDEX ${index.name}`);
  await conn.exec('ALTER TABLE videos DISABLE TRIGGER USER');
  await load();
  for (const index of indexes) await conn.exec(index.definition);
  await conn.exec('ALTER TABLE videos ENABLE TRIGGER USER');
  // A session that turned triggers off (session_replication_role = replica: a test seeding an older schema) gets
  // none of their work either.
  const [session] = await conn.query<{ role: string }>(`SELECT current_setting('session_replication_role') AS role`);
  if (session?.role === 'replica') return;
  await conn.query(
    `SELECT apply_video_tallies(ARRAY(
       SELECT (1, coalesce(channel_type, ''), coalesce(channel_id, ''), keyword_id, upload_date, view_count, like_count)::video_tally_change
       FROM videos WHERE is_public))`,
  );
  await conn.query(
    `WITH bumped AS (UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version)
     INSERT INTO search_changes (version, video_id) SELECT version, NULL FROM bumped`,
  );
}

export async function seedDemoCatalogue(handle: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  const total = Math.max(0, Math.floor(options.videos));
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  return handle.session(async (conn) => {
    await assertEmpty(conn);
    const keywords = buildKeywords(options.seed, options.keywords ?? DEFAULT_KEYWORD_COUNT, now);
    const channels = buildChannels(options.seed, now);

    const { categoryIds, keywordIds } = await inTransaction(conn, async () => {
      const categoryIds = await insertCategories(conn, now);
      const keywordIds = await insertKeywords(conn, keywords, categoryIds);
      await bulkInsert(conn, 'channel_master', CHANNEL_COLUMNS, channels);
      return { categoryIds, keywordIds };
    });
    log(`demo catalogue: ${categoryIds.size} categories, ${keywords.length} keywords, ${channels.length} channels (${elapsed()})`);

    const makeVideo = createVideoFactory({ seed: options.seed, now, channels, keywords, keywordIds });
    const perChannelVideos = new Array<number>(channels.length).fill(0);
    const perChannelViews = new Array<number>(channels.length).fill(0);
    const versions: VersionSeed = emptyVersionSeed();
    let previous: VideoRow | null = null;
    // One transaction: the videos go in with the table's secondary indexes and triggers set aside, then each index
    // is built once and the triggers' work is done once (ADR 0026); a failure leaves the table as it was.
    await inTransaction(conn, () =>
      loadWithoutIndexes(conn, async () => {
        for (let start = 0; start < total; start += batchSize) {
          const rows: VideoRow[] = [];
          for (let i = start; i < Math.min(total, start + batchSize); i += 1) {
            let row = makeVideo(i);
            // Accessible versions (issue 22): some rows are a 수어/자막… upload of the row before them.
            const version = previous && isVersionSlot(i) ? versionRow(options.seed, i, previous, row, now) : null;
            if (version) {
              row = version.row;
              if (isGroupedSlot(i)) versions.groups.push({ original: previous!.video_id, version: row.video_id, kind: version.kind });
            }
            if (hasHumanCaptions(i) && row.status === 'published') versions.captioned.push(row.video_id);
            previous = row;
            if (row.channelIndex >= 0) {
              perChannelVideos[row.channelIndex]! += 1;
              perChannelViews[row.channelIndex]! += row.view_count;
            }
            rows.push(row);
          }
          await bulkInsert(conn, 'videos', VIDEO_COLUMNS, rows);
          if ((start / batchSize) % 10 === 9 || start + batchSize >= total)
            log(`demo catalogue: ${Math.min(total, start + batchSize)}/${total} videos (${elapsed()})`);
        }
        log(`demo catalogue: building indexes (${elapsed()})`);
      }),
    );

    // Channel-level YouTube figures: more uploads and lifetime views than the catalogue holds.
    await inTransaction(conn, () =>
      conn.query(
        `UPDATE channel_master c SET video_count = u.video_count, view_count = u.view_count
       FROM unnest($1::text[], $2::integer[], $3::bigint[]) AS u(channel_id, video_count, view_count)
       WHERE c.channel_id = u.channel_id`,
        [
          channels.map((c) => c.channelId),
          channels.map((c, i) => perChannelVideos[i]! + c.extraUploads),
          channels.map((c, i) => Math.round(perChannelViews[i]! * c.lifetimeFactor) + c.extraUploads * 150),
        ],
      ),
    );

    await inTransaction(conn, () => insertVersions(conn, versions, keywords, keywordIds, now));
    log(`demo catalogue: ${versions.groups.length} version groups, ${versions.captioned.length} captioned videos (${elapsed()})`);
    await conn.query('SELECT refresh_keyword_totals()');
    await conn.query('SELECT refresh_channel_totals()');
    await conn.query('SELECT * FROM refresh_platform_statistics()');
    log(`demo catalogue: totals refreshed (${elapsed()})`);
    await inTransaction(conn, () => insertDemoKits(conn, now));
    await conn.exec('ANALYZE');
    if (handle.kind === 'pglite') await conn.exec('CHECKPOINT');
    const ms = Math.round(performance.now() - started);
    log(`demo catalogue: done — ${total} videos in ${(ms / 1000).toFixed(1)} s`);
    return { categories: categoryIds.size, keywords: keywords.length, channels: channels.length, videos: total, ms };
  });
}
