import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DeletedVideoSort } from '../../shared/constants/admin-videos.ts';
import { escapeLike, normalizeSearchText } from '../../shared/search/text.ts';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/**
 * Every column of a video row but the generated is_public and the deletion fields: what moves to the
 * archive and back. A test compares this list with the live table, so a new column cannot be forgotten.
 */
export const ARCHIVED_COLUMNS = [
  'id',
  'video_id',
  'title',
  'description',
  'channel_id',
  'channel_name',
  'channel_type',
  'thumbnail_url',
  'upload_date',
  'view_count',
  'like_count',
  'comment_count',
  'subscriber_count',
  'duration',
  'duration_display',
  'tags',
  'keyword_id',
  'video_url',
  'is_new',
  'status',
  'created_at',
  'updated_at',
  'search_text',
  'search_terms',
  'title_terms',
  'static_rank',
  'source_state',
  'source_checked_at',
  'stats_synced_at',
  'title_override',
  'source_title',
  'tags_override',
  'source_tags',
  'is_short',
  'live_status',
  'embeddable',
  'made_for_kids',
  'age_restricted',
  'region_blocked_kr',
] as const;

const columnList = sql.join(ARCHIVED_COLUMNS.map((column) => sql.ref(column)));
/** Restored as they were; status, keyword and channel are decided on the way back. */
const KEPT = ARCHIVED_COLUMNS.filter((column) => column !== 'status' && column !== 'keyword_id' && column !== 'channel_id');

/** What the archive knows about ids sync or an admin is about to add: in the archive, or purged. */
export async function archivedVideoIds(db: Db, videoIds: readonly string[]): Promise<Map<string, 'archived' | 'purged'>> {
  const ids = [...new Set(videoIds)];
  if (ids.length === 0) return new Map();
  const [archived, purged] = await Promise.all([
    db.selectFrom('deleted_videos').select('video_id').where('video_id', 'in', ids).execute(),
    db.selectFrom('purged_videos').select('video_id').where('video_id', 'in', ids).execute(),
  ]);
  return new Map([
    ...purged.map((row) => [row.video_id, 'purged'] as const),
    ...archived.map((row) => [row.video_id, 'archived'] as const),
  ]);
}

/** Moves a video row into the archive in one statement; false when there was no such video. */
export async function archiveVideo(db: Db, videoId: string, stamp: { at: Date; by: string; reason: string }): Promise<boolean> {
  const result = await sql`
    WITH moved AS (DELETE FROM videos WHERE video_id = ${videoId} RETURNING *)
    INSERT INTO deleted_videos (${columnList}, deleted_at, deleted_by, deletion_reason)
    SELECT ${columnList}, ${stamp.at}::timestamptz, ${stamp.by}, ${stamp.reason} FROM moved`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export interface RestoreOutcome {
  restored: boolean;
  keywordCleared: boolean;
  channelCleared: boolean;
  /** Another row with this video id is already in the catalogue. */
  conflict: boolean;
}

/**
 * Puts an archived video back as published with the deletion fields cleared, everything else as it was.
 * The archive row leaves first (the insert trigger keeps archived ids out of `videos`); its text form
 * carries every value across exactly (microseconds included). A keyword or channel that no longer
 * exists is left empty, as its foreign key would refuse it.
 */
export async function restoreVideo(db: Db, videoId: string): Promise<RestoreOutcome> {
  const none = { restored: false, keywordCleared: false, channelCleared: false, conflict: false };
  const taken = await db.selectFrom('videos').select('id').where('video_id', '=', videoId).executeTakeFirst();
  if (taken) return { ...none, conflict: true };
  const gone = await sql<{ row: string }>`
    DELETE FROM deleted_videos d WHERE d.video_id = ${videoId} RETURNING to_jsonb(d)::text AS row`.execute(db);
  const row = gone.rows[0]?.row;
  if (row === undefined) return none;
  const inserted = await sql<{ keyword_cleared: boolean; channel_cleared: boolean }>`
    WITH r AS (SELECT * FROM jsonb_populate_record(NULL::deleted_videos, ${row}::jsonb))
    INSERT INTO videos (${sql.join(KEPT.map((c) => sql.ref(c)))}, status, keyword_id, channel_id, deleted_at, deleted_by, deletion_reason)
    SELECT ${sql.join(KEPT.map((c) => sql.ref(`r.${c}`)))}, 'published',
           (SELECT k.id FROM keyword_master k WHERE k.id = r.keyword_id),
           (SELECT c.channel_id FROM channel_master c WHERE c.channel_id = r.channel_id),
           NULL, NULL, NULL
    FROM r
    RETURNING (keyword_id IS NULL AND (SELECT keyword_id FROM r) IS NOT NULL) AS keyword_cleared,
              (channel_id IS NULL AND (SELECT channel_id FROM r) IS NOT NULL) AS channel_cleared`.execute(db);
  const outcome = inserted.rows[0];
  return { ...none, restored: !!outcome, keywordCleared: !!outcome?.keyword_cleared, channelCleared: !!outcome?.channel_cleared };
}

/** Removes archive rows for good; the id stays on the purged list so sync does not bring the video back. */
export async function purgeVideo(db: Db, videoId: string, stamp: { at: Date; by: string }): Promise<boolean> {
  const gone = await db.deleteFrom('deleted_videos').where('video_id', '=', videoId).returning('video_id').execute();
  if (gone.length === 0) return false;
  await db
    .insertInto('purged_videos')
    .values({ video_id: videoId, purged_at: stamp.at, purged_by: stamp.by })
    .onConflict((oc) => oc.column('video_id').doUpdateSet({ purged_at: stamp.at, purged_by: stamp.by }))
    .execute();
  return true;
}

/** An admin adds a purged video again on purpose: it is no longer kept out. */
export async function liftPurge(db: Db, videoId: string): Promise<void> {
  await db.deleteFrom('purged_videos').where('video_id', '=', videoId).execute();
}

/** The archive row (for the audit trail and the answer), locked for a restore or purge. */
export async function lockArchivedVideo(db: Db, videoId: string) {
  return db
    .selectFrom('deleted_videos')
    .select([
      'id',
      'video_id',
      'title',
      'channel_id',
      'channel_name',
      'keyword_id',
      'status',
      'view_count',
      'like_count',
      'deleted_at',
      'deleted_by',
      'deletion_reason',
    ])
    .where('video_id', '=', videoId)
    .forUpdate()
    .executeTakeFirst();
}

export const DELETED_LIST_COLUMNS = [
  'd.id',
  'd.video_id',
  'd.title',
  'd.description',
  'd.channel_id',
  'd.channel_name',
  'd.channel_type',
  'd.thumbnail_url',
  'd.upload_date',
  'd.view_count',
  'd.like_count',
  'd.comment_count',
  'd.subscriber_count',
  'd.duration',
  'd.duration_display',
  'd.tags',
  'd.keyword_id',
  'd.video_url',
  'd.is_new',
  'd.status',
  'd.is_short',
  'd.updated_at',
  'd.deleted_at',
  'd.deleted_by',
  'd.deletion_reason',
  'k.keyword as keyword_name',
] as const;

/** `regions`: a reader limited to these headquarters regions sees only their channels' videos (issue 24). */
type Regions = readonly string[] | null | undefined;

function archiveFiltered(db: Db, search: string | undefined, regions?: Regions) {
  let query = db.selectFrom('deleted_videos as d');
  if (regions) {
    query = query.where('d.channel_id', 'in', (eb) =>
      eb
        .selectFrom('channel_master')
        .select('channel_id')
        .where('region', 'in', regions.length > 0 ? [...regions] : ['']),
    );
  }
  if (search) {
    const needle = search.trim();
    const pattern = `%${escapeLike(normalizeSearchText(needle))}%`;
    query = query.where(
      sql<SqlBool>`(lower(d.title) LIKE ${pattern} OR lower(d.channel_name) LIKE ${pattern} OR lower(coalesce(d.deletion_reason, '')) LIKE ${pattern} OR d.video_id = ${needle})`,
    );
  }
  return query;
}

const ARCHIVE_ORDER: Record<DeletedVideoSort, { column: 'd.deleted_at' | 'd.view_count'; direction: 'asc' | 'desc' }> = {
  deleted: { column: 'd.deleted_at', direction: 'desc' },
  oldest: { column: 'd.deleted_at', direction: 'asc' },
  views: { column: 'd.view_count', direction: 'desc' },
};

export async function listDeletedVideos(
  db: Db,
  search: string | undefined,
  sort: DeletedVideoSort,
  page: number,
  limit: number,
  regions?: Regions,
) {
  const order = ARCHIVE_ORDER[sort];
  const base = archiveFiltered(db, search, regions);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('keyword_master as k', 'k.id', 'd.keyword_id')
      .select(DELETED_LIST_COLUMNS)
      .orderBy(order.column, order.direction)
      .orderBy('d.id', order.direction)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type DeletedVideoRow = Awaited<ReturnType<typeof listDeletedVideos>>['rows'][number];

export async function deletedVideoIdsMatching(db: Db, search: string | undefined, max: number, regions?: Regions): Promise<string[]> {
  const rows = await archiveFiltered(db, search, regions).select('d.video_id').orderBy('d.id').limit(max).execute();
  return rows.map((row) => row.video_id);
}
