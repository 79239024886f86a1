import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { AdminChannelType, AdminVideoSort, AdminVideoStatus } from '../../shared/constants/admin-videos.ts';
import { characterBigrams, escapeLike, normalizeSearchText } from '../../shared/search/text.ts';
import type { Database, VideoStatus } from '../schema.ts';

type Db = Kysely<Database>;

/** The enhanced admin list's filter (spec §7); every field narrows. */
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
}

const ORDER: Record<AdminVideoSort, { column: 'upload_date' | 'view_count' | 'like_count' | 'updated_at'; direction: 'asc' | 'desc' }> = {
  latest: { column: 'upload_date', direction: 'desc' },
  oldest: { column: 'upload_date', direction: 'asc' },
  views: { column: 'view_count', direction: 'desc' },
  likes: { column: 'like_count', direction: 'desc' },
  updated: { column: 'updated_at', direction: 'desc' },
};

export const ADMIN_VIDEO_COLUMNS = [
  'v.id',
  'v.video_id',
  'v.title',
  'v.description',
  'v.channel_id',
  'v.channel_name',
  'v.channel_type',
  'v.thumbnail_url',
  'v.upload_date',
  'v.view_count',
  'v.like_count',
  'v.comment_count',
  'v.subscriber_count',
  'v.duration',
  'v.duration_display',
  'v.tags',
  'v.keyword_id',
  'v.video_url',
  'v.is_new',
  'v.status',
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
  'k.keyword as keyword_name',
  'k.slug as keyword_slug',
  'c.channel_name as followed_channel_name',
] as const;

/** Videos of the first window of the chosen order that a text search reads before it turns to the bigram index. */
export const SEARCH_WINDOW = 5_000;

type Order = (typeof ORDER)[AdminVideoSort];
type MatchMode = 'scan' | 'index';

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
 * Title or channel name contains the text (or the text is a video id). 'scan' reads the rows it is given;
 * 'index' finds title matches through the title bigram index (title_terms), channel matches through the
 * followed channels whose name matches (`channelIds`) and the few unfollowed ones by name.
 */
function textMatch(search: string, mode: MatchMode, channelIds: readonly string[]): Expression<SqlBool> {
  const needle = normalizeSearchText(search);
  const pattern = `%${escapeLike(needle)}%`;
  const id = sql<SqlBool>`v.video_id = ${search.trim()}`;
  const grams = characterBigrams(needle);
  if (mode === 'scan' || grams.length === 0) {
    return sql<SqlBool>`(lower(v.title) LIKE ${pattern} OR lower(v.channel_name) LIKE ${pattern} OR ${id})`;
  }
  const byChannel = channelIds.length ? sql<SqlBool>` OR v.channel_id = ANY(${[...channelIds]}::text[])` : sql<SqlBool>``;
  return sql<SqlBool>`((v.title_terms @> ${grams}::text[] AND lower(v.title) LIKE ${pattern})${byChannel}
    OR (v.channel_id IS NULL AND lower(v.channel_name) LIKE ${pattern}) OR ${id})`;
}

function filtered(db: Db, filter: AdminVideoFilter, mode: MatchMode = 'scan', channelIds: readonly string[] = []) {
  let query = db.selectFrom('videos as v');
  if (filter.videoId !== undefined) query = query.where('v.video_id', '=', filter.videoId);
  else if (filter.search) query = query.where(textMatch(filter.search, mode, channelIds));
  if (filter.channelType === 'etc') query = query.where('v.channel_id', 'is', null);
  else if (filter.channelType) query = query.where('v.channel_type', '=', filter.channelType);
  if (filter.uploadedSince) query = query.where('v.upload_date', '>=', filter.uploadedSince);
  // Spec §3: an empty status counts as published.
  if (filter.status === 'published') query = query.where(sql<SqlBool>`v.status IN ('published', '')`);
  else if (filter.status) query = query.where('v.status', '=', filter.status);
  if (filter.keywordId !== undefined) query = query.where('v.keyword_id', '=', filter.keywordId);
  if (filter.channelId !== undefined) query = query.where('v.channel_id', '=', filter.channelId);
  return query;
}

/** Followed channels whose name contains the search text (a handful of rows). */
async function channelsNamed(db: Db, search: string): Promise<string[]> {
  const pattern = `%${escapeLike(normalizeSearchText(search))}%`;
  const rows = await db
    .selectFrom('channel_master')
    .select('channel_id')
    .where(sql<SqlBool>`lower(channel_name) LIKE ${pattern}`)
    .execute();
  return rows.map((row) => row.channel_id);
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

function page(db: Db, filter: AdminVideoFilter, order: Order, mode: MatchMode, channelIds: readonly string[]) {
  return filtered(db, filter, mode, channelIds)
    .leftJoin('keyword_master as k', 'k.id', 'v.keyword_id')
    .leftJoin('channel_master as c', 'c.channel_id', 'v.channel_id')
    .select(ADMIN_VIDEO_COLUMNS)
    .orderBy(sortKey(filter, order), order.direction)
    .orderBy('v.id', order.direction);
}

/** The sort value of the window's last row (null: the table is smaller than the window). */
async function windowEdge(db: Db, order: Order, size: number) {
  const row = await db
    .selectFrom('videos as v')
    .select(`v.${order.column} as edge`)
    .orderBy(`v.${order.column}`, order.direction)
    .orderBy('v.id', order.direction)
    .offset(size - 1)
    .limit(1)
    .executeTakeFirst();
  return (row?.edge as Date | number | string | undefined) ?? null;
}

/**
 * One page in the chosen order. A text search without a selective filter first reads the window of the
 * order's first rows (a common word fills the page there at once); when the window holds too few matches,
 * the word is rare enough for the bigram index to find every match quickly.
 */
export async function listAdminVideos(db: Db, filter: AdminVideoFilter, sort: AdminVideoSort, pageNumber: number, limit: number) {
  const order = ORDER[sort];
  const offset = (pageNumber - 1) * limit;
  if (!filter.search || isSelective(filter)) {
    return page(db, filter, order, 'scan', []).limit(limit).offset(offset).execute();
  }
  const edge = await windowEdge(db, order, Math.min(SEARCH_WINDOW + offset * 20, 100_000));
  if (edge === null) return page(db, filter, order, 'scan', []).limit(limit).offset(offset).execute();
  const windowed = await page(db, filter, order, 'scan', [])
    .where(`v.${order.column}`, order.direction === 'desc' ? '>=' : '<=', edge as never)
    .limit(limit)
    .offset(offset)
    .execute();
  if (windowed.length === limit) return windowed;
  return page(db, filter, order, 'index', await channelsNamed(db, filter.search))
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Matches counted up to `cap` (then the caller says "cap or more"): a count never walks a million rows. */
export async function countAdminVideos(db: Db, filter: AdminVideoFilter, cap: number): Promise<number> {
  const indexed = filter.search !== undefined && !isSelective(filter);
  const channelIds = indexed ? await channelsNamed(db, filter.search!) : [];
  const row = await db
    .selectFrom(
      filtered(db, filter, indexed ? 'index' : 'scan', channelIds)
        .select(sql`1`.as('one'))
        .limit(cap + 1)
        .as('hits'),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids of the matches, up to `max` (a bulk call by filter). */
export async function adminVideoIdsMatching(db: Db, filter: AdminVideoFilter, max: number): Promise<string[]> {
  const indexed = filter.search !== undefined && !isSelective(filter);
  const channelIds = indexed ? await channelsNamed(db, filter.search!) : [];
  const rows = await filtered(db, filter, indexed ? 'index' : 'scan', channelIds)
    .select('v.video_id')
    .orderBy('v.id')
    .limit(max)
    .execute();
  return rows.map((row) => row.video_id);
}

export type AdminVideoRow = NonNullable<Awaited<ReturnType<typeof findAdminVideo>>>;

export async function findAdminVideo(db: Db, videoId: string) {
  return filtered(db, { videoId })
    .leftJoin('keyword_master as k', 'k.id', 'v.keyword_id')
    .leftJoin('channel_master as c', 'c.channel_id', 'v.channel_id')
    .select(ADMIN_VIDEO_COLUMNS)
    .executeTakeFirst();
}

/** Locks one video row for a write, so two admins changing one video take turns. */
export async function lockVideo(db: Db, videoId: string) {
  return db
    .selectFrom('videos as v')
    .select([
      'v.id',
      'v.video_id',
      'v.title',
      'v.description',
      'v.channel_id',
      'v.channel_name',
      'v.status',
      'v.keyword_id',
      'v.tags',
      'v.view_count',
      'v.like_count',
      'v.is_public',
      'v.title_override',
      'v.source_title',
      'v.tags_override',
      'v.source_tags',
    ])
    .where('v.video_id', '=', videoId)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedVideo = NonNullable<Awaited<ReturnType<typeof lockVideo>>>;

export interface VideoChanges {
  status?: VideoStatus;
  keywordId?: number | null;
  /** The shown title with its search document, and the override/source pair. */
  title?: { title: string; titleOverride: string | null; sourceTitle: string | null };
  tags?: { tags: string[]; tagsOverride: string[] | null; sourceTags: string[] | null };
  search?: { search_text: string; search_terms: string[]; title_terms: string[] };
}

export async function updateVideo(db: Db, videoId: string, changes: VideoChanges, now: Date): Promise<void> {
  await db
    .updateTable('videos')
    .set({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.keywordId !== undefined ? { keyword_id: changes.keywordId } : {}),
      ...(changes.title
        ? { title: changes.title.title, title_override: changes.title.titleOverride, source_title: changes.title.sourceTitle }
        : {}),
      ...(changes.tags ? { tags: changes.tags.tags, tags_override: changes.tags.tagsOverride, source_tags: changes.tags.sourceTags } : {}),
      ...(changes.search ?? {}),
      updated_at: now,
    })
    .where('video_id', '=', videoId)
    .execute();
}

export async function keywordStatus(db: Db, keywordId: number) {
  return db.selectFrom('keyword_master').select(['id', 'status']).where('id', '=', keywordId).executeTakeFirst();
}

/** The followed channels among `channelIds`. */
export async function followedChannels(db: Db, channelIds: readonly string[]) {
  if (channelIds.length === 0) return new Map<string, { channel_name: string; channel_type: string }>();
  const rows = await db
    .selectFrom('channel_master')
    .select(['channel_id', 'channel_name', 'channel_type'])
    .where('channel_id', 'in', [...new Set(channelIds)])
    .execute();
  return new Map(rows.map((row) => [row.channel_id, row]));
}

/**
 * Keeps the latest platform_statistics row in step when public videos come or go (the statistics job
 * recomputes it from scratch; between runs this keeps the home page's totals right).
 */
export async function adjustPlatformTotals(db: Db, delta: { videos: number; views: number; likes: number }): Promise<void> {
  if (delta.videos === 0 && delta.views === 0 && delta.likes === 0) return;
  await sql`
    UPDATE platform_statistics SET
      total_videos = greatest(0, total_videos + ${delta.videos}::bigint),
      total_views = greatest(0, total_views + ${delta.views}::bigint),
      total_likes = greatest(0, total_likes + ${delta.likes}::bigint),
      updated_at = now()
    WHERE stat_date = (SELECT max(stat_date) FROM platform_statistics)`.execute(db);
}
