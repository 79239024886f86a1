import { sql, type Kysely } from 'kysely';
import type { ChannelType, Database } from '../schema.ts';
import { channelTallies, tallyByChannel } from './video-tallies.repo.ts';

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
  rowsQuery =
    sort === 'latest_video'
      ? rowsQuery.orderBy(sql`latest_video_date DESC NULLS LAST`)
      : rowsQuery.orderBy(sort, (ob) => ob.desc().nullsLast());
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

/** By numeric id or by YouTube channel id (R-CHANNEL-06). */
export async function findChannel(db: Kysely<Database>, idOrChannelId: string) {
  const byNumber = /^\d{1,9}$/.test(idOrChannelId);
  return activeChannels(db)
    .select(CHANNEL_COLUMNS)
    .where(byNumber ? 'id' : 'channel_id', '=', byNumber ? Number(idOrChannelId) : idOrChannelId)
    .executeTakeFirst();
}

/** A channel's public videos, views and likes (maintained tallies). */
export function channelVideoTotals(db: Kysely<Database>, channelId: string) {
  return channelTallies(db, channelId);
}

/** Per-channel catalogue metrics for the analytics tabs, from the maintained tallies; most viewed first. */
export async function channelMetrics(db: Kysely<Database>) {
  const channels = await activeChannels(db)
    .select(['id', 'channel_id', 'channel_name', 'channel_type', 'region', 'subscriber_count', 'latest_video_date'])
    .execute();
  const tallies = new Map((await tallyByChannel(db, '1 year')).map((row) => [row.channel_id, row]));
  return channels
    .map(({ id, ...channel }) => {
      const tally = tallies.get(channel.channel_id);
      const figures = { videos: Number(tally?.videos ?? 0), views: Number(tally?.views ?? 0), likes: Number(tally?.likes ?? 0) };
      return {
        id,
        row: {
          ...channel,
          subscriber_count: channel.subscriber_count === null ? null : Number(channel.subscriber_count),
          ...figures,
          recent: Number(tally?.recent ?? 0),
        },
      };
    })
    .sort((a, b) => b.row.views - a.row.views || a.id - b.id)
    .map(({ row }) => row);
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
