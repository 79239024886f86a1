import { sql, type Expression, type Kysely, type OrderByItemBuilder, type SqlBool } from 'kysely';
import type { AdminChannelType, AdminVideoSort, AdminVideoStatus } from '../../shared/constants/admin-videos.ts';
import { characterBigrams, escapeLike, normalizeSearchText } from '../../shared/search/text.ts';
import type { Database } from '../schema.ts';
import { VIDEO_COLUMNS } from './video-columns.ts';

type Db = Kysely<Database>;

/** The enhanced admin list's filter (R-ADMIN-VIDEO-01); every field narrows. */
export interface AdminVideoFilter {
  /** Title or channel name (contains), or a video id (exact). */
  search?: string | undefined;
  /** A video id read from a pasted URL: only that video. */
  videoId?: string | undefined;
  channelType?: AdminChannelType | undefined;
  /** Uploaded on or after this instant. */
  uploadedSince?: Date | undefined;
  status?: AdminVideoStatus | undefined;
  keywordId?: number | undefined;
  channelId?: string | undefined;
  /** A reader limited to these headquarters regions: only videos of their channels (issue 24). */
  regions?: readonly string[] | null | undefined;
}

const ORDER: Record<AdminVideoSort, { column: 'upload_date' | 'view_count' | 'like_count' | 'updated_at'; direction: 'asc' | 'desc' }> = {
  latest: { column: 'upload_date', direction: 'desc' },
  oldest: { column: 'upload_date', direction: 'asc' },
  views: { column: 'view_count', direction: 'desc' },
  likes: { column: 'like_count', direction: 'desc' },
  updated: { column: 'updated_at', direction: 'desc' },
};
type Order = (typeof ORDER)[AdminVideoSort];
/** Hidden like counts (NULL, migration 0013) sort after the known ones, as videos_like_count_idx is ordered. */
const by = (order: Order) => (ob: OrderByItemBuilder) => {
  const directed = order.direction === 'desc' ? ob.desc() : ob.asc();
  return order.column === 'like_count' ? directed.nullsLast() : directed;
};

/** The public row's columns plus what staff see: deletion marks, timestamps, sync state and the overrides. */
const ADMIN_VIDEO_COLUMNS = [
  ...VIDEO_COLUMNS,
  'v.deleted_at',
  'v.deleted_by',
  'v.deletion_reason',
  'v.created_at',
  'v.updated_at',
  'v.source_state',
  'v.title_override',
  'v.source_title',
  'v.tags_override',
  'v.source_tags',
] as const;
const NAME_COLUMNS = ['k.keyword as keyword_name', 'k.slug as keyword_slug', 'c.channel_name as followed_channel_name'] as const;

/** Videos of the first window of the chosen order that a text search reads before it turns to the bigram index. */
export const SEARCH_WINDOW = 10_000;

/** Where a text search finds its rows: reading the rows it is given, or through indexes. */
type Match = { mode: 'scan' } | { mode: 'index'; channelIds: readonly string[]; unfollowedNames: readonly string[] };
const SCAN: Match = { mode: 'scan' };

/**
 * Filters whose own index leaves a few thousand rows at most: with one of them, a text search is a filter
 * over those rows (the bigram index would read every match of a common word).
 */
function isSelective(filter: AdminVideoFilter): boolean {
  return (
    filter.videoId !== undefined ||
    filter.keywordId !== undefined ||
    filter.channelId !== undefined ||
    filter.channelType === 'etc' ||
    (filter.status !== undefined && filter.status !== 'published') ||
    (filter.uploadedSince !== undefined && Date.now() - filter.uploadedSince.getTime() < 40 * 86_400_000)
  );
}

/**
 * Title or channel name contains the text (or the text is a video id). 'scan' tests the rows it is given;
 * 'index' finds title matches through the title bigram index (title_terms) and channel matches through the
 * names that contain the text: followed channels by id, unfollowed ones by name (both indexed).
 */
function textMatch(search: string, match: Match): Expression<SqlBool> {
  const needle = normalizeSearchText(search);
  const pattern = `%${escapeLike(needle)}%`;
  const id = sql<SqlBool>`v.video_id = ${search.trim()}`;
  const grams = characterBigrams(needle);
  if (match.mode === 'scan' || grams.length === 0) {
    return sql<SqlBool>`(lower(v.title) LIKE ${pattern} OR lower(v.channel_name) LIKE ${pattern} OR ${id})`;
  }
  const branches = [sql<SqlBool>`(v.title_terms @> ${grams}::text[] AND lower(v.title) LIKE ${pattern})`, id];
  if (match.channelIds.length) branches.push(sql<SqlBool>`v.channel_id = ANY(${[...match.channelIds]}::text[])`);
  if (match.unfollowedNames.length) {
    branches.push(sql<SqlBool>`(v.channel_id IS NULL AND v.channel_name = ANY(${[...match.unfollowedNames]}::text[]))`);
  }
  return sql<SqlBool>`(${sql.join(branches, sql` OR `)})`;
}

function filtered(db: Db, filter: AdminVideoFilter, match: Match = SCAN) {
  let query = db.selectFrom('videos as v');
  if (filter.videoId !== undefined) query = query.where('v.video_id', '=', filter.videoId);
  else if (filter.search) query = query.where(textMatch(filter.search, match));
  if (filter.channelType === 'etc') query = query.where('v.channel_id', 'is', null);
  else if (filter.channelType) query = query.where('v.channel_type', '=', filter.channelType);
  if (filter.uploadedSince) query = query.where('v.upload_date', '>=', filter.uploadedSince);
  // R-VIDEO-05: an empty status counts as published.
  if (filter.status === 'published') query = query.where(sql<SqlBool>`v.status IN ('published', '')`);
  else if (filter.status) query = query.where('v.status', '=', filter.status);
  if (filter.keywordId !== undefined) query = query.where('v.keyword_id', '=', filter.keywordId);
  if (filter.channelId !== undefined) query = query.where('v.channel_id', '=', filter.channelId);
  const regions = filter.regions;
  if (regions) {
    query = query.where('v.channel_id', 'in', (eb) =>
      eb
        .selectFrom('channel_master')
        .select('channel_id')
        .where('region', 'in', regions.length > 0 ? [...regions] : ['']),
    );
  }
  return query;
}

/** Channel names that contain the search text: followed channels (a few hundred rows) and unfollowed ones (a partial index). */
async function indexedMatch(db: Db, search: string): Promise<Match> {
  const needle = normalizeSearchText(search);
  const pattern = `%${escapeLike(needle)}%`;
  const [followed, unfollowed] = await Promise.all([
    db
      .selectFrom('channel_master')
      .select('channel_id')
      .where(sql<SqlBool>`lower(channel_name) LIKE ${pattern}`)
      .execute(),
    db.selectFrom('videos').select('channel_name').distinct().where('channel_id', 'is', null).execute(),
  ]);
  return {
    mode: 'index',
    channelIds: followed.map((row) => row.channel_id),
    unfollowedNames: unfollowed.map((row) => row.channel_name).filter((name) => normalizeSearchText(name).includes(needle)),
  };
}

/**
 * Keyword and channel have their own indexes by upload date and views only; for the other orders the rows
 * of that keyword or channel are read and sorted (an expression the planner cannot walk an index for),
 * instead of walking the whole likes or updated index in search of them.
 */
function sortKey(filter: AdminVideoFilter, order: Order) {
  const sortsOwnRows =
    (filter.keywordId !== undefined || filter.channelId !== undefined) && !['upload_date', 'view_count'].includes(order.column);
  if (!sortsOwnRows) return sql.ref(`v.${order.column}`);
  return order.column === 'updated_at' ? sql`(v.updated_at + interval '0 seconds')` : sql`(v.${sql.ref(order.column)} + 0)`;
}

/** One page of rows, then their keyword and channel names (joined after the limit, never over every match). */
async function page(db: Db, filter: AdminVideoFilter, order: Order, match: Match, limit: number, offset: number, edge?: unknown) {
  let rows = filtered(db, filter, match).select(ADMIN_VIDEO_COLUMNS);
  if (edge !== undefined) rows = rows.where(`v.${order.column}`, order.direction === 'desc' ? '>=' : '<=', edge as never);
  return db
    .selectFrom(rows.orderBy(sortKey(filter, order), by(order)).orderBy('v.id', order.direction).limit(limit).offset(offset).as('v'))
    .leftJoin('keyword_master as k', 'k.id', 'v.keyword_id')
    .leftJoin('channel_master as c', 'c.channel_id', 'v.channel_id')
    .selectAll('v')
    .select(NAME_COLUMNS)
    .orderBy(`v.${order.column}`, by(order))
    .orderBy('v.id', order.direction)
    .execute();
}

/** The sort value of the window's last row (null: the table is smaller than the window). */
async function windowEdge(db: Db, order: Order, size: number) {
  const row = await db
    .selectFrom('videos as v')
    .select(`v.${order.column} as edge`)
    .orderBy(`v.${order.column}`, by(order))
    .orderBy('v.id', order.direction)
    .offset(size - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.edge ?? null;
}

/**
 * One page in the chosen order. A text search without a selective filter first reads the window of the
 * order's first rows (a common word fills the page there at once); when the window holds too few matches,
 * the word is rare enough for the bigram index to find every match quickly.
 */
export async function listAdminVideos(
  db: Db,
  filter: AdminVideoFilter,
  sort: AdminVideoSort,
  pageNumber: number,
  limit: number,
  window = SEARCH_WINDOW,
) {
  const order = ORDER[sort];
  const offset = (pageNumber - 1) * limit;
  if (!filter.search || isSelective(filter)) return page(db, filter, order, SCAN, limit, offset);
  const edge = await windowEdge(db, order, Math.min(window + offset * 20, 100_000));
  if (edge === null) return page(db, filter, order, SCAN, limit, offset);
  const windowed = await page(db, filter, order, SCAN, limit, offset, edge);
  if (windowed.length === limit) return windowed;
  return page(db, filter, order, await indexedMatch(db, filter.search), limit, offset);
}

export type AdminVideoRow = Awaited<ReturnType<typeof listAdminVideos>>[number];

async function matchFor(db: Db, filter: AdminVideoFilter): Promise<Match> {
  return filter.search !== undefined && !isSelective(filter) ? indexedMatch(db, filter.search) : SCAN;
}

/** Matches counted up to `cap` (then the caller says "cap or more"): a count never walks a million rows. */
export async function countAdminVideos(db: Db, filter: AdminVideoFilter, cap: number): Promise<number> {
  const hits = filtered(db, filter, await matchFor(db, filter))
    .select(sql`1`.as('one'))
    .limit(cap + 1)
    .as('hits');
  const row = await db
    .selectFrom(hits)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids of the matches, up to `max` (a bulk call by filter). */
export async function adminVideoIdsMatching(db: Db, filter: AdminVideoFilter, max: number): Promise<string[]> {
  const rows = await filtered(db, filter, await matchFor(db, filter))
    .select('v.video_id')
    .orderBy('v.id')
    .limit(max)
    .execute();
  return rows.map((row) => row.video_id);
}

export async function findAdminVideo(db: Db, videoId: string): Promise<AdminVideoRow | undefined> {
  const [row] = await page(db, { videoId }, ORDER.latest, SCAN, 1, 0);
  return row;
}
