import { sql, type Kysely } from 'kysely';
import type { DeletedChannelVideoMode } from '../schema-channels.ts';
import type { ChannelType, Database } from '../schema.ts';

type Db = Kysely<Database>;

export interface AffectedVideos {
  videoIds: string[];
  keywordIds: number[];
}

const affected = (rows: { video_id: string; keyword_id: number | null }[]): AffectedVideos => ({
  videoIds: rows.map((row) => row.video_id),
  keywordIds: [...new Set(rows.flatMap((row) => (row.keyword_id === null ? [] : [row.keyword_id])))],
});

/** The channel's videos stay, marked with no channel (channel_id and channel_type cleared; the name stays). */
export async function unlinkChannelVideos(db: Db, channelId: string): Promise<AffectedVideos> {
  const rows = await db
    .updateTable('videos')
    .set({ channel_id: null, channel_type: null })
    .where('channel_id', '=', channelId)
    .returning(['video_id', 'keyword_id'])
    .execute();
  return affected(rows);
}

/** Moves the channel's videos to the deleted-videos archive (R-ADMIN-CHANNEL-03: a copy plus deleted_at/by/reason). */
export async function archiveChannelVideos(
  db: Db,
  channelId: string,
  stamp: { deletedBy: string; reason: string; now: Date },
): Promise<AffectedVideos> {
  await sql`
    INSERT INTO deleted_videos (id, video_id, title, description, channel_id, channel_name, channel_type, thumbnail_url,
      upload_date, view_count, like_count, comment_count, subscriber_count, duration, duration_display, tags, keyword_id,
      video_url, is_new, status, created_at, updated_at, deleted_at, deleted_by, deletion_reason)
    SELECT id, video_id, title, description, channel_id, channel_name, channel_type, thumbnail_url,
      upload_date, view_count, like_count, comment_count, subscriber_count, duration, duration_display, tags, keyword_id,
      video_url, is_new, 'deleted', created_at, updated_at, ${stamp.now}, ${stamp.deletedBy}, ${stamp.reason}
    FROM videos WHERE channel_id = ${channelId}
    ON CONFLICT (video_id) DO UPDATE SET
      deleted_at = EXCLUDED.deleted_at, deleted_by = EXCLUDED.deleted_by, deletion_reason = EXCLUDED.deletion_reason`.execute(db);
  const rows = await db.deleteFrom('videos').where('channel_id', '=', channelId).returning(['video_id', 'keyword_id']).execute();
  return affected(rows);
}

export async function deleteChannelRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('channel_master').where('id', '=', id).execute();
}

export interface DeletedChannelInput {
  channelRowId: number;
  channelId: string;
  channelName: string;
  channelType: ChannelType;
  videoMode: DeletedChannelVideoMode;
  videoIds: string[];
  deletedAt: Date;
  deletedBy: string;
  reason: string;
  restorableUntil: Date;
}

/** Keeps the channel row exactly as it is now (to_jsonb), before it is deleted. */
export async function insertDeletedChannel(db: Db, input: DeletedChannelInput): Promise<number> {
  const result = await sql<{ id: string }>`
    INSERT INTO deleted_channels (channel_id, channel_name, channel_type, channel_row, video_mode, video_ids,
      deleted_at, deleted_by, deletion_reason, restorable_until)
    SELECT c.channel_id, c.channel_name, c.channel_type, to_jsonb(c), ${input.videoMode}, ${input.videoIds}::text[],
      ${input.deletedAt}, ${input.deletedBy}, ${input.reason}, ${input.restorableUntil}
    FROM channel_master c WHERE c.id = ${input.channelRowId}
    RETURNING id`.execute(db);
  return Number(result.rows[0]!.id);
}

const DELETED_COLUMNS = [
  'id',
  'channel_id',
  'channel_name',
  'channel_type',
  'channel_row',
  'video_mode',
  'video_ids',
  'deleted_at',
  'deleted_by',
  'deletion_reason',
  'restorable_until',
] as const;

/** Deletions that can still be undone, newest first. */
/** `regions`: only the channels that were in these headquarters regions (a reader limited to them). */
export async function listDeletedChannels(db: Db, now: Date, regions?: readonly string[] | null) {
  let query = db.selectFrom('deleted_channels').select(DELETED_COLUMNS);
  if (regions) query = query.where(sql<boolean>`(channel_row->>'region') = ANY(${sql.val([...regions])}::text[])`);
  return query.where('restorable_until', '>', now).orderBy('deleted_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

export type DeletedChannelRow = Awaited<ReturnType<typeof listDeletedChannels>>[number];

export async function lockDeletedChannel(db: Db, id: number): Promise<DeletedChannelRow | undefined> {
  return db.selectFrom('deleted_channels').select(DELETED_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Puts the kept row back as it was (same id, flags, counts and order). */
export async function restoreChannelRow(db: Db, deletedId: number): Promise<void> {
  await sql`
    INSERT INTO channel_master
    SELECT (jsonb_populate_record(NULL::channel_master, d.channel_row)).*
    FROM deleted_channels d WHERE d.id = ${deletedId}`.execute(db);
}

/** The videos that stayed without a channel get it back (those since linked elsewhere are left alone). */
export async function relinkChannelVideos(
  db: Db,
  channelId: string,
  type: ChannelType,
  videoIds: readonly string[],
): Promise<AffectedVideos> {
  if (videoIds.length === 0) return { videoIds: [], keywordIds: [] };
  const rows = await db
    .updateTable('videos')
    .set({ channel_id: channelId, channel_type: type })
    .where('video_id', 'in', [...videoIds])
    .where('channel_id', 'is', null)
    .returning(['video_id', 'keyword_id'])
    .execute();
  return affected(rows);
}

/** Videos of this deletion still in the deleted-videos archive (restored there one by one or in bulk). */
export async function archivedVideoCount(db: Db, videoIds: readonly string[]): Promise<number> {
  if (videoIds.length === 0) return 0;
  const row = await db
    .selectFrom('deleted_videos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('video_id', 'in', [...videoIds])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function removeDeletedChannel(db: Db, id: number): Promise<void> {
  await db.deleteFrom('deleted_channels').where('id', '=', id).execute();
}

/** Deletions past their 30 days are no longer kept. */
export async function purgeExpiredDeletedChannels(db: Db, now: Date): Promise<number> {
  const rows = await db.deleteFrom('deleted_channels').where('restorable_until', '<=', now).returning('id').execute();
  return rows.length;
}
