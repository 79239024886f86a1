import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema.ts';
import { PERIOD_INTERVALS } from '../../shared/constants/catalogue.ts';
import type { VideoFilter } from './video-columns.ts';

// Reads of the maintained public-video tallies (migrations/0013_ops.sql). Every count here equals
// count(*) over the public rows with the same filter (video-tallies.test.ts checks it after every kind of write),
// at the cost of summing a few hundred small rows instead of up to a million.

type TallyFilter = Pick<VideoFilter, 'channelType' | 'channelId' | 'excludedChannels'>;

/** The channel filters on a tally table ('' stands for a video without channel). */
function tallyWhere(filter: TallyFilter, alias: string): RawBuilder<boolean> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const conditions = [sql<boolean>`true`];
  if (filter.channelType) conditions.push(sql<boolean>`${col('channel_type')} = ${filter.channelType}`);
  if (filter.channelId) conditions.push(sql<boolean>`${col('channel_id')} = ${filter.channelId}`);
  if (filter.excludedChannels?.length) conditions.push(sql<boolean>`${col('channel_id')} <> ALL(${filter.excludedChannels}::text[])`);
  return sql.join(conditions, sql` AND `) as RawBuilder<boolean>;
}

/** The same filters on live rows (`v`), for the partial first day of a period. */
function rowWhere(filter: TallyFilter): RawBuilder<boolean> {
  const conditions = [sql<boolean>`v.is_public`];
  if (filter.channelType) conditions.push(sql<boolean>`v.channel_type = ${filter.channelType}`);
  if (filter.channelId) conditions.push(sql<boolean>`v.channel_id = ${filter.channelId}`);
  if (filter.excludedChannels?.length)
    conditions.push(sql<boolean>`(v.channel_id IS NULL OR v.channel_id <> ALL(${filter.excludedChannels}::text[]))`);
  return sql.join(conditions, sql` AND `) as RawBuilder<boolean>;
}

interface PeriodBounds {
  cutoff: Date;
  firstDay: string;
  firstDayAt: Date;
  firstMonth: string;
}

/**
 * A period's bounds: the cutoff (now minus the period, in the database's calendar arithmetic), the first whole
 * UTC day after it, and the first whole month from there. Rows in [cutoff, first day) are counted live (one day
 * at most); whole days up to the first month come from the day tallies, the months from there on from the month
 * tallies. Read first, so the counting query is planned with the real bounds (a few rows, not a guess).
 */
async function periodBounds(db: Kysely<Database>, interval: string): Promise<PeriodBounds> {
  const result = await sql<{ cutoff: Date; first_day: string; first_day_at: Date; first_month: string }>`
    SELECT cutoff, first_day::text AS first_day, (first_day::timestamp AT TIME ZONE 'UTC') AS first_day_at,
           (date_trunc('month', (first_day - 1)::timestamp) + interval '1 month')::date::text AS first_month
    FROM (SELECT cutoff, (cutoff AT TIME ZONE 'UTC')::date + 1 AS first_day
          FROM (SELECT now() - ${interval}::interval AS cutoff) c) d`.execute(db);
  const row = result.rows[0]!;
  return { cutoff: row.cutoff, firstDay: row.first_day, firstDayAt: row.first_day_at, firstMonth: row.first_month };
}

/** Public videos uploaded within the period, per channel ('' for none) — the parts added up. */
function periodParts(b: PeriodBounds, filter: TallyFilter) {
  return sql`
    SELECT coalesce(v.channel_id, '') AS channel_id, count(*)::bigint AS videos
      FROM videos v WHERE v.upload_date >= ${b.cutoff} AND v.upload_date < ${b.firstDayAt} AND ${rowWhere(filter)}
      GROUP BY 1
    UNION ALL
    SELECT d.channel_id, sum(d.videos)::bigint FROM public_video_day_tallies d
      WHERE d.upload_day >= ${b.firstDay}::date AND d.upload_day < ${b.firstMonth}::date AND ${tallyWhere(filter, 'd')}
      GROUP BY 1
    UNION ALL
    SELECT m.channel_id, sum(m.videos)::bigint FROM public_video_month_tallies m
      WHERE m.upload_month >= ${b.firstMonth}::date AND ${tallyWhere(filter, 'm')}
      GROUP BY 1`;
}

/** How many public videos match a list filter. */
export async function countPublicVideos(db: Kysely<Database>, filter: VideoFilter): Promise<number> {
  const period = filter.period && filter.period !== 'all' ? PERIOD_INTERVALS[filter.period] : null;
  let total: RawBuilder<{ n: number }>;
  if (filter.keywordId !== undefined && period) {
    // A keyword holds thousands of videos at most: its period is counted on its own index.
    total = sql`
      SELECT count(*) AS n FROM videos v
      WHERE v.keyword_id = ${filter.keywordId} AND v.upload_date >= now() - ${period}::interval AND ${rowWhere(filter)}`;
  } else if (filter.keywordId !== undefined) {
    total = sql`SELECT coalesce(sum(k.videos), 0) AS n FROM public_keyword_tallies k
      WHERE k.keyword_id = ${filter.keywordId} AND ${tallyWhere(filter, 'k')}`;
  } else if (period) {
    total = sql`SELECT coalesce(sum(p.videos), 0) AS n FROM (${periodParts(await periodBounds(db, period), filter)}) p`;
  } else {
    total = sql`SELECT coalesce(sum(t.videos), 0) AS n FROM public_video_tallies t WHERE ${tallyWhere(filter, 't')}`;
  }
  const result = await total.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** A channel's public videos, views and likes. */
export async function channelTallies(db: Kysely<Database>, channelId: string) {
  const result = await sql<{ videos: number; views: number; likes: number }>`
    SELECT coalesce(sum(videos), 0)::bigint AS videos, coalesce(sum(views), 0)::bigint AS views, coalesce(sum(likes), 0)::bigint AS likes
    FROM public_video_tallies WHERE channel_id = ${channelId}`.execute(db);
  const row = result.rows[0];
  return { videos: Number(row?.videos ?? 0), views: Number(row?.views ?? 0), likes: Number(row?.likes ?? 0) };
}

/** Per channel: public videos, views, likes, and uploads within the period (e.g. '1 year'). */
export async function tallyByChannel(db: Kysely<Database>, recentInterval: string) {
  const bounds = await periodBounds(db, recentInterval);
  const result = await sql<{ channel_id: string; videos: number; views: number; likes: number; recent: number }>`
    SELECT t.channel_id, t.videos, t.views, t.likes, coalesce(r.recent, 0) AS recent
    FROM (SELECT channel_id, sum(videos)::bigint AS videos, sum(views)::bigint AS views, sum(likes)::bigint AS likes
          FROM public_video_tallies WHERE channel_id <> '' GROUP BY channel_id) t
    LEFT JOIN (SELECT p.channel_id, sum(p.videos)::bigint AS recent FROM (${periodParts(bounds, {})}) p GROUP BY 1) r
      ON r.channel_id = t.channel_id`.execute(db);
  return result.rows;
}
