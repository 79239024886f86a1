import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ChannelType, Database, VideosTable } from '../schema.ts';
import { PERIOD_INTERVALS, type VideoPeriod, type VideoSort } from '../../shared/constants/catalogue.ts';
import { VIDEO_COLUMNS, type VideoFilter, type VideoRow } from './video-columns.ts';
import { countPublicVideos } from './video-tallies.repo.ts';
import { facetConditions, hasFacets } from './video-facets.ts';

export type { VideoFilter, VideoPeriod, VideoSort };

type VideoQuery = SelectQueryBuilder<Database & { v: VideosTable }, 'v', object>;

/** Public rows only: published, or an empty status (R-VIDEO-05). */
export function publicVideos(db: Kysely<Database>): VideoQuery {
  return db.selectFrom('videos as v').where(sql<boolean>`v.is_public`);
}

export function applyVideoFilter<Q extends VideoQuery>(query: Q, filter: VideoFilter): Q {
  let q = query as VideoQuery;
  if (filter.period && filter.period !== 'all') {
    q = q.where('v.upload_date', '>=', sql<Date>`now() - ${PERIOD_INTERVALS[filter.period]}::interval`);
  }
  if (filter.channelType) q = q.where('v.channel_type', '=', filter.channelType);
  if (filter.keywordId !== undefined) q = q.where('v.keyword_id', '=', filter.keywordId);
  if (filter.channelId) q = q.where('v.channel_id', '=', filter.channelId);
  if (filter.shorts) q = q.where('v.is_short', '=', filter.shorts === 'only');
  if (filter.excludedChannels?.length) {
    // Videos without a channel stay visible when some channels are excluded.
    q = q.where(sql<boolean>`(v.channel_id IS NULL OR v.channel_id <> ALL(${filter.excludedChannels}::text[]))`);
  }
  for (const condition of facetConditions(filter)) q = q.where(condition);
  return q as Q;
}

export function applyVideoSort<Q extends VideoQuery>(query: Q, sort: VideoSort): Q {
  const q = query as VideoQuery;
  switch (sort) {
    case 'latest':
      return q.orderBy('v.upload_date', 'desc').orderBy('v.id', 'desc') as Q;
    case 'likes':
      // Hidden like counts (NULL) last, as videos_like_count_idx is ordered (migration 0013).
      return q.orderBy('v.like_count', (ob) => ob.desc().nullsLast()).orderBy('v.id', 'desc') as Q;
    default:
      return q.orderBy('v.view_count', 'desc').orderBy('v.id', 'desc') as Q;
  }
}

/** A filter's total from the maintained tallies (video-tallies.repo.ts): no count over the rows themselves. */
export async function countVideos(db: Kysely<Database>, filter: VideoFilter): Promise<number> {
  // Accessible versions and life stages have no tallies: counted on the rows (a few percent, or one keyword's share).
  if (hasFacets(filter)) {
    const row = await applyVideoFilter(publicVideos(db), filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const { shorts, access: _a, lifeStages: _l, ...rest } = filter;
  if (!shorts) return countPublicVideos(db, rest);
  // Shorts are a few percent: counted on the partial index videos_public_shorts_idx; "without Shorts" is the
  // maintained total minus them.
  const row = await applyVideoFilter(publicVideos(db), { ...rest, shorts: 'only' })
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const onlyShorts = Number(row.n);
  return shorts === 'only' ? onlyShorts : Math.max(0, (await countPublicVideos(db, rest)) - onlyShorts);
}

/** Periods short enough (a month is under 2% of the catalogue) to read whole and sort, rather than walk a rank index. */
const SHORT_PERIODS: ReadonlySet<VideoPeriod> = new Set(['today', 'week', 'month']);

/** One page of public videos without the total (the popular tops need none). */
export async function listVideoRows(db: Kysely<Database>, filter: VideoFilter, sort: VideoSort, page: number, limit: number) {
  const offset = (page - 1) * limit;
  if (sort !== 'latest' && filter.period && SHORT_PERIODS.has(filter.period)) {
    return listShortPeriodRows(db, filter, sort, limit, offset);
  }
  return applyVideoSort(applyVideoFilter(publicVideos(db), filter).select(VIDEO_COLUMNS), sort)
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * A short period by views or likes: the newest videos have the fewest views, so the view-count index would be walked
 * far (100,000 rows for a week at 1M). Instead the period's rows are read on videos_public_recent_idx (index only,
 * migration 0019), sorted, and only the page's rows are fetched.
 */
async function listShortPeriodRows(db: Kysely<Database>, filter: VideoFilter, sort: VideoSort, limit: number, offset: number) {
  const pageIds = db
    .with(
      (cte) => cte('recent').materialized(),
      (qb) =>
        applyVideoFilter(qb.selectFrom('videos as v').where(sql<boolean>`v.is_public`), filter).select([
          'v.id',
          'v.view_count',
          'v.like_count',
        ]),
    )
    .selectFrom('recent as v')
    .select('v.id');
  const sorted =
    sort === 'likes'
      ? pageIds.orderBy('v.like_count', (ob) => ob.desc().nullsLast()).orderBy('v.id', 'desc')
      : pageIds.orderBy('v.view_count', 'desc').orderBy('v.id', 'desc');
  return applyVideoSort(publicVideos(db).select(VIDEO_COLUMNS).where('v.id', 'in', sorted.limit(limit).offset(offset)), sort).execute();
}

/** One page of public videos; `count` lets the caller reuse a remembered total. */
export async function listVideos(
  db: Kysely<Database>,
  filter: VideoFilter,
  sort: VideoSort,
  page: number,
  limit: number,
  count: (produce: () => Promise<number>) => Promise<number> = (produce) => produce(),
): Promise<{ rows: VideoRow[]; total: number }> {
  const [rows, total] = await Promise.all([listVideoRows(db, filter, sort, page, limit), count(() => countVideos(db, filter))]);
  return { rows, total };
}

export async function findPublicVideo(db: Kysely<Database>, videoId: string): Promise<VideoRow | undefined> {
  return publicVideos(db).select(VIDEO_COLUMNS).where('v.video_id', '=', videoId).executeTakeFirst();
}

export async function incrementViewCount(db: Kysely<Database>, videoId: string): Promise<number | null> {
  const result = await sql<{ count: number | null }>`SELECT increment_view_count(${videoId}) AS count`.execute(db);
  return result.rows[0]?.count ?? null;
}

export async function topChannelsBySubscribers(db: Kysely<Database>, channelType: ChannelType | undefined, limit: number) {
  let q = db
    .selectFrom('channel_master')
    .select(['channel_id', 'channel_name', 'subscriber_count', 'thumbnail_url'])
    .where('is_active', '=', true);
  if (channelType) q = q.where('channel_type', '=', channelType);
  return q
    .orderBy('subscriber_count', (ob) => ob.desc().nullsLast())
    .orderBy('id')
    .limit(limit)
    .execute();
}
