// Reads for the in-memory search index: published videos in static-rank order (the full load), the
// rows of changed videos, the change log, and the display columns of the videos a page shows.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { VIDEO_COLUMNS, type VideoRow } from './video-columns.ts';

export interface SearchIndexRow {
  id: number;
  video_id: string;
  channel_id: string;
  thumbnail_url: string | null;
  title: string;
  channel_name: string;
  tags: string[];
  description: string;
  static_rank: number;
  upload_date: Date;
  duration: number | null;
  view_count: number;
  like_count: number;
  channel_type: string | null;
  is_short: boolean;
  is_public: boolean;
}

const INDEX_COLUMNS = sql`v.id, v.video_id, v.channel_id, v.thumbnail_url, v.title, v.channel_name, v.tags, v.description, v.static_rank, v.upload_date, v.duration,
  v.view_count, v.like_count, v.channel_type, v.is_short, v.is_public`;

function normalise(row: SearchIndexRow): SearchIndexRow {
  return {
    ...row,
    id: Number(row.id),
    static_rank: Number(row.static_rank),
    view_count: Number(row.view_count),
    like_count: Number(row.like_count),
  };
}

/** The place a full load has reached: the last row read (static rank, then id, descending). */
export interface LoadCursor {
  staticRank: number;
  id: number;
}

/** The next published videos after `after`, best static rank first. */
export async function readPublishedForIndex(db: Kysely<Database>, after: LoadCursor | null, limit: number): Promise<SearchIndexRow[]> {
  const from = after ? sql`AND (v.static_rank, v.id) < (${after.staticRank}::real, ${after.id}::bigint)` : sql``;
  const result = await sql<SearchIndexRow>`
    SELECT ${INDEX_COLUMNS} FROM videos v WHERE v.is_public ${from}
    ORDER BY v.static_rank DESC, v.id DESC LIMIT ${limit}`.execute(db);
  return result.rows.map(normalise);
}

/** Current rows of some videos (published or not; missing ids were deleted). */
export async function readIndexRowsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<SearchIndexRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<SearchIndexRow>`SELECT ${INDEX_COLUMNS} FROM videos v WHERE v.id = ANY(${ids}::bigint[])`.execute(db);
  return result.rows.map(normalise);
}

export interface SearchChanges {
  /** Highest change version read (the caller's next starting point). */
  version: number;
  ids: number[];
  /** The whole table changed (TRUNCATE): reload everything. */
  everything: boolean;
}

/** The newest change version (where a full load starts watching from). */
export async function latestSearchChange(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ version: number | null }>`SELECT max(version) AS version FROM search_changes`.execute(db);
  return Number(result.rows[0]?.version ?? 0);
}

/** Videos changed after `version`, at most `limit` of them (more → `everything`). */
export async function readSearchChanges(db: Kysely<Database>, version: number, limit: number): Promise<SearchChanges> {
  const result = await sql<{ version: number; video_id: number | null }>`
    SELECT version, video_id FROM search_changes WHERE version > ${version} ORDER BY version LIMIT ${limit + 1}`.execute(db);
  const rows = result.rows;
  if (rows.length > limit) return { version: await latestSearchChange(db), ids: [], everything: true };
  let latest = version;
  const ids = new Set<number>();
  let everything = false;
  for (const row of rows) {
    latest = Math.max(latest, Number(row.version));
    if (row.video_id === null) everything = true;
    else ids.add(Number(row.video_id));
  }
  return { version: latest, ids: [...ids], everything };
}

/** Drops change rows every process has long applied. */
export async function pruneSearchChanges(db: Kysely<Database>, olderThanMinutes: number): Promise<void> {
  await sql`DELETE FROM search_changes WHERE logged_at < now() - make_interval(mins => ${olderThanMinutes}::int)`.execute(db);
}

/** The display columns of some public videos (order not kept). */
export async function readVideosByIds(db: Kysely<Database>, ids: readonly number[]): Promise<VideoRow[]> {
  if (ids.length === 0) return [];
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));
  const result = await sql<VideoRow>`SELECT ${columns} FROM videos v WHERE v.id = ANY(${ids}::bigint[]) AND v.is_public`.execute(db);
  return result.rows;
}

/** Published videos by their YouTube id (the pinned videos of a disaster notice), in no particular order. */
export async function readVideosByVideoIds(db: Kysely<Database>, videoIds: readonly string[]): Promise<VideoRow[]> {
  if (videoIds.length === 0) return [];
  const columns = sql.join(VIDEO_COLUMNS.map((column) => sql.ref(column)));
  const result = await sql<VideoRow>`SELECT ${columns} FROM videos v WHERE v.video_id = ANY(${videoIds}::text[]) AND v.is_public`.execute(
    db,
  );
  return result.rows;
}

export interface SearchKeywordRow {
  id: number;
  slug: string;
  keyword: string;
  total_videos: number;
}

/** Every active keyword (search matches keywords and suggests them from memory). */
export async function readActiveKeywords(db: Kysely<Database>): Promise<SearchKeywordRow[]> {
  const result = await sql<SearchKeywordRow>`
    SELECT id, slug, keyword, total_videos FROM keyword_master WHERE status = 'active' ORDER BY total_videos DESC, id`.execute(db);
  return result.rows.map((row) => ({ ...row, total_videos: Number(row.total_videos) }));
}
