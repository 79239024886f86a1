import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { VideoMergesTable } from '../schema-settings.ts';
import type { Insertable } from 'kysely';

// Duplicate detection reads every catalogue row's id, title and length once; the groups' details come after.

type Db = Kysely<Database>;

/** What detection needs of every video in the catalogue (any status), in a stable order. */
export async function duplicateCandidates(db: Db) {
  return db.selectFrom('videos').select(['id', 'video_id', 'title', 'duration']).orderBy('id').execute();
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
