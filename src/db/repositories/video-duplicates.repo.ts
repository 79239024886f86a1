import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { VideoMergesTable } from '../schema-settings.ts';

// Duplicate detection (ADR 0018). (a) and (b) group in SQL and return only the groups; (c) reads every title
// in one aggregated row (one row instead of 56k keeps PGlite's per-row cost out of it).

type Db = Kysely<Database>;

/**
 * The title key of re-upload detection: NFC, lower case, only letters (Korean, Latin, CJK, kana) and digits —
 * brackets, emoji, punctuation and whitespace go. Written out because PostgreSQL's [[:alnum:]] depends on the
 * database locale (C: ASCII only).
 */
export const TITLE_KEY_SQL = sql<string>`regexp_replace(lower(normalize(title, NFC)), '[^0-9a-zà-öø-ÿ가-힣ㄱ-ㆎ一-鿿ぁ-ヿ]+', '', 'g')`;

/** (a) Rows whose ids are equal but for letter case. */
export async function sameIdGroups(db: Db): Promise<string[][]> {
  const result = await sql<{ ids: string[] }>`
    SELECT array_agg(video_id ORDER BY video_id) AS ids FROM videos
    GROUP BY lower(video_id) HAVING count(*) > 1`.execute(db);
  return result.rows.map((r) => r.ids);
}

/** (b) Videos sharing a title key (two or more, length known), each key's videos in length order. */
export async function titleKeyGroups(db: Db): Promise<{ key: string; ids: string[]; durations: number[] }[]> {
  const result = await sql<{ key: string; ids: string[]; durations: number[] }>`
    SELECT key, array_agg(video_id ORDER BY duration, video_id) AS ids, array_agg(duration ORDER BY duration, video_id) AS durations
    FROM (SELECT video_id, duration, ${TITLE_KEY_SQL} AS key FROM videos WHERE duration IS NOT NULL) t
    WHERE length(key) >= 2
    GROUP BY key HAVING count(*) > 1`.execute(db);
  return result.rows.map((r) => ({ key: r.key, ids: r.ids, durations: r.durations.map(Number) }));
}

/** (c) Every video's id and title as one text: id, unit separator, title; records separated by the record separator. */
export async function allTitles(db: Db): Promise<{ video_id: string; title: string }[]> {
  const result = await sql<{ text: string | null }>`
    SELECT string_agg(video_id || chr(31) || translate(title, chr(30) || chr(31), '  '), chr(30) ORDER BY id) AS text FROM videos`.execute(
    db,
  );
  const text = result.rows[0]?.text ?? '';
  if (!text) return [];
  return text.split('\u001e').map((record) => {
    const at = record.indexOf('\u001f');
    return { video_id: record.slice(0, at), title: record.slice(at + 1) };
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
