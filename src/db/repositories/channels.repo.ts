import { sql, type Kysely } from 'kysely';
import type { ChannelType, Database } from '../schema.ts';

export type ChannelSort = 'video_count' | 'subscriber_count' | 'view_count' | 'latest_video';

export const CHANNEL_COLUMNS = [
  'id',
  'channel_id',
  'channel_name',
  'channel_type',
  'description',
  'region',
  'display_order',
  'thumbnail_url',
  'subscriber_count',
  'video_count',
  'videos_in_project',
  'view_count',
  'total_like_count',
  'is_featured',
  'latest_video_date',
] as const;

function activeChannels(db: Kysely<Database>) {
  return db.selectFrom('channel_master').where('is_active', '=', true);
}

export async function listChannels(
  db: Kysely<Database>,
  channelType: ChannelType | undefined,
  sort: ChannelSort,
  page: number,
  limit: number,
) {
  let base = activeChannels(db);
  if (channelType) base = base.where('channel_type', '=', channelType);
  let rowsQuery = base.select(CHANNEL_COLUMNS);
  rowsQuery = sort === 'latest_video' ? rowsQuery.orderBy(sql`latest_video_date DESC NULLS LAST`) : rowsQuery.orderBy(sort, 'desc');
  const [rows, count] = await Promise.all([
    rowsQuery
      .orderBy('id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function countChannelsByType(db: Kysely<Database>) {
  return activeChannels(db)
    .select(['channel_type', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('channel_type')
    .execute();
}

export async function listFireDepartments(db: Kysely<Database>) {
  return activeChannels(db)
    .select(CHANNEL_COLUMNS)
    .where('channel_type', '=', 'fire_dept')
    .orderBy(sql`display_order ASC NULLS LAST`)
    .orderBy('id')
    .execute();
}

/** By numeric id or by YouTube channel id (spec §7). */
export async function findChannel(db: Kysely<Database>, idOrChannelId: string) {
  const byNumber = /^\d{1,9}$/.test(idOrChannelId);
  return activeChannels(db)
    .select(CHANNEL_COLUMNS)
    .where(byNumber ? 'id' : 'channel_id', '=', byNumber ? Number(idOrChannelId) : idOrChannelId)
    .executeTakeFirst();
}

export async function channelVideoTotals(db: Kysely<Database>, channelId: string) {
  const row = await db
    .selectFrom('videos')
    .where(sql<boolean>`is_public`)
    .where('channel_id', '=', channelId)
    .select((eb) => [
      eb.fn.countAll<number>().as('videos'),
      sql<number>`coalesce(sum(view_count), 0)::bigint`.as('views'),
      sql<number>`coalesce(sum(like_count), 0)::bigint`.as('likes'),
    ])
    .executeTakeFirstOrThrow();
  return { videos: Number(row.videos), views: Number(row.views), likes: Number(row.likes) };
}

/** Per-channel catalogue metrics for the analytics tabs (one pass over public videos). */
export async function channelMetrics(db: Kysely<Database>) {
  const result = await sql<{
    channel_id: string;
    channel_name: string;
    channel_type: ChannelType;
    region: string | null;
    subscriber_count: number;
    videos: number;
    views: number;
    likes: number;
    recent: number;
    latest_video_date: Date | null;
  }>`
    SELECT c.channel_id, c.channel_name, c.channel_type, c.region, c.subscriber_count,
           coalesce(a.videos, 0)::int AS videos, coalesce(a.views, 0)::bigint AS views,
           coalesce(a.likes, 0)::bigint AS likes, coalesce(a.recent, 0)::int AS recent,
           c.latest_video_date
    FROM channel_master c
    LEFT JOIN (
      SELECT channel_id, count(*) AS videos, sum(view_count) AS views, sum(like_count) AS likes,
             count(*) FILTER (WHERE upload_date >= now() - interval '1 year') AS recent
      FROM videos WHERE is_public AND channel_id IS NOT NULL
      GROUP BY channel_id
    ) a ON a.channel_id = c.channel_id
    WHERE c.is_active
    ORDER BY views DESC, c.id`.execute(db);
  return result.rows;
}

/** refresh_channel_totals() for a few channels only (the full one walks every channel). */
export async function refreshChannelTotals(db: Kysely<Database>, channelIds: Iterable<string | null | undefined>) {
  const ids = [...new Set([...channelIds].filter((c): c is string => typeof c === 'string'))];
  if (ids.length === 0) return;
  await sql`
    UPDATE channel_master c SET
      videos_in_project = a.videos, total_like_count = a.likes, latest_video_date = a.latest, updated_at = now()
    FROM (
      SELECT ch.channel_id, count(v.id)::int AS videos, coalesce(sum(v.like_count), 0) AS likes, max(v.upload_date) AS latest
      FROM unnest(${ids}::text[]) AS ch(channel_id)
      LEFT JOIN videos v ON v.channel_id = ch.channel_id AND v.is_public
      GROUP BY ch.channel_id
    ) a
    WHERE c.channel_id = a.channel_id`.execute(db);
}
