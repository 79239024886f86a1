import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { VideoMergesTable } from '../schema-settings.ts';

// Duplicate detection (ADR 0018). (a) and (b) group in SQL and return only the groups; (c) reads every title
// in one aggregated row (one row instead of 56k keeps PGlite's per-row cost out of it).

type Db = Kysely<Database>;

/** (a) Rows whose ids are equal but for letter case. */
export async function sameIdGroups(db: Db): Promise<string[][]> {
  const result = await sql<{ ids: string[] }>`
    SELECT array_agg(video_id ORDER BY video_id) AS ids FROM videos
    GROUP BY lower(video_id) HAVING count(*) > 1`.execute(db);
  return result.rows.map((r) => r.ids);
}

/**
 * (b) and (c): every video's id, length and title, sent as one text (fields split by the unit separator,
 * records by the record separator): one row instead of 56k keeps PGlite's per-row cost out of it.
 */
export async function allTitles(db: Db): Promise<{ video_id: string; duration: number | null; title: string }[]> {
  const result = await sql<{ text: string | null }>`
    SELECT string_agg(video_id || chr(31) || coalesce(duration::text, '') || chr(31) || translate(title, chr(30) || chr(31), '  '), chr(30) ORDER BY id) AS text
    FROM videos`.execute(db);
  const text = result.rows[0]?.text ?? '';
  if (!text) return [];
  return text.split('\u001e').map((record) => {
    const [videoId, duration, title] = record.split('\u001f') as [string, string, string];
    return { video_id: videoId, duration: duration === '' ? null : Number(duration), title };
  });
}

/** What the duplicates page shows of the grouped videos. */
export async function duplicateVideoDetails(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('videos as v')
    .leftJoin('keyword_master as k', 'k.id', 'v.keyword_id')
    .select([
      'v.video_id',
      'v.title',
      'v.channel_id',
      'v.channel_name',
      'v.duration',
      'v.view_count',
      'v.like_count',
      'v.upload_date',
      'v.status',
      'v.is_public',
      'v.thumbnail_url',
      'k.id as keyword_id',
      'k.keyword as keyword',
    ])
    .where('v.video_id', 'in', [...videoIds])
    .execute();
}

export async function insertVideoMerge(db: Db, merge: Insertable<VideoMergesTable>): Promise<void> {
  await db.insertInto('video_merges').values(merge).execute();
}

/** The public (published) ones among these videos, with their titles: what a merge would take off the site. */
export async function publicVideos(db: Db, videoIds: readonly string[]) {
  if (videoIds.length === 0) return [];
  return db
    .selectFrom('videos')
    .select(['video_id', 'title'])
    .where('video_id', 'in', [...videoIds])
    .where('is_public', '=', true)
    .orderBy('id')
    .execute();
}

/**
 * Merges, newest first, with where the merged copy is now: the archive (a restore undoes the merge), the catalogue
 * (restored), or nowhere (deleted for good). `regions` keeps a scoped reader to merges of its channels' videos.
 */
export async function listMerges(db: Db, page: number, limit: number, regions: readonly string[] | null) {
  const region = sql`COALESCE(
    (SELECT c.region FROM videos v JOIN channel_master c ON c.channel_id = v.channel_id WHERE v.video_id = m.merged_video_id),
    (SELECT c.region FROM deleted_videos d JOIN channel_master c ON c.channel_id = d.channel_id WHERE d.video_id = m.merged_video_id)
  )`;
  const base = db
    .selectFrom('video_merges as m')
    .where(regions ? sql<boolean>`${region} = ANY(${sql.val([...regions])}::text[])` : sql<boolean>`true`);
  const [rows, count] = await Promise.all([
    base
      .select([
        'm.id',
        'm.kind',
        'm.kept_video_id',
        'm.merged_video_id',
        'm.merged_at',
        'm.merged_by',
        sql<string | null>`(SELECT title FROM videos WHERE video_id = m.kept_video_id)`.as('kept_title'),
        sql<
          string | null
        >`COALESCE((SELECT title FROM deleted_videos WHERE video_id = m.merged_video_id), (SELECT title FROM videos WHERE video_id = m.merged_video_id))`.as(
          'merged_title',
        ),
        sql<boolean>`EXISTS (SELECT 1 FROM deleted_videos WHERE video_id = m.merged_video_id)`.as('in_archive'),
        sql<boolean>`EXISTS (SELECT 1 FROM videos WHERE video_id = m.merged_video_id)`.as('in_catalogue'),
        sql<boolean>`EXISTS (SELECT 1 FROM video_merges l WHERE l.merged_video_id = m.merged_video_id AND l.id > m.id)`.as('superseded'),
      ])
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
