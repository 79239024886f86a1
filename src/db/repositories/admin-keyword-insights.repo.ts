import { sql, type Kysely } from 'kysely';
import type { ChannelType, Database } from '../schema.ts';

type Db = Kysely<Database>;

/** Published videos of the keyword per upload month (Korean time) from `from` on: count and today's views. */
export async function monthlyVideos(db: Db, keywordId: number, from: Date) {
  const result = await sql<{ month: string; videos: number; views: string }>`
    SELECT to_char(date_trunc('month', upload_date AT TIME ZONE 'Asia/Seoul'), 'YYYY-MM') AS month,
           count(*)::int AS videos, coalesce(sum(view_count), 0)::text AS views
    FROM videos
    WHERE keyword_id = ${keywordId} AND is_public AND upload_date >= ${from}
    GROUP BY 1`.execute(db);
  return result.rows;
}

/** The keyword's channels by how many of its published videos they made. */
export async function keywordChannels(db: Db, keywordId: number, limit: number) {
  const result = await sql<{
    channel_id: string | null;
    channel_name: string;
    channel_type: ChannelType | null;
    videos: number;
    views: string;
  }>`
    SELECT channel_id, max(channel_name) AS channel_name, max(channel_type) AS channel_type,
           count(*)::int AS videos, coalesce(sum(view_count), 0)::text AS views
    FROM videos
    WHERE keyword_id = ${keywordId} AND is_public
    GROUP BY channel_id
    ORDER BY videos DESC, sum(view_count) DESC, channel_id
    LIMIT ${limit}`.execute(db);
  return result.rows;
}

/** Linked videos by status ('' counts as published, R-VIDEO-05). */
export async function videoStatusCounts(db: Db, keywordId: number) {
  const rows = await db
    .selectFrom('videos')
    .select([
      sql<string>`CASE WHEN status = '' THEN 'published' ELSE status END`.as('status'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('keyword_id', '=', keywordId)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

export async function pendingCurationCount(db: Db, keywordId: number): Promise<number> {
  const row = await db
    .selectFrom('curation_queue')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('suggested_keyword_id', '=', keywordId)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function topVideosOfKeyword(db: Db, keywordId: number, limit: number) {
  return db
    .selectFrom('videos')
    .select(['video_id', 'title', 'channel_name', 'view_count', 'upload_date'])
    .where('keyword_id', '=', keywordId)
    .where('is_public', '=', true)
    .orderBy('view_count', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
