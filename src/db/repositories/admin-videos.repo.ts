import { sql, type Kysely } from 'kysely';
import type { Database, VideoStatus } from '../schema.ts';

// Writes of the admin video pages (the list and its filters are in admin-video-list.repo.ts).

type Db = Kysely<Database>;

/** Locks one video row for a write, so two admins changing one video take turns. */
export async function lockVideo(db: Db, videoId: string) {
  return db
    .selectFrom('videos as v')
    .select([
      'v.id',
      'v.video_id',
      'v.title',
      'v.description',
      'v.channel_id',
      'v.channel_name',
      'v.status',
      'v.keyword_id',
      'v.tags',
      'v.view_count',
      'v.like_count',
      'v.is_public',
      'v.title_override',
      'v.source_title',
      'v.tags_override',
      'v.source_tags',
    ])
    .where('v.video_id', '=', videoId)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedVideo = NonNullable<Awaited<ReturnType<typeof lockVideo>>>;

export interface VideoChanges {
  status?: VideoStatus;
  keywordId?: number | null;
  /** The shown title with its search document, and the override/source pair. */
  title?: { title: string; titleOverride: string | null; sourceTitle: string | null };
  tags?: { tags: string[]; tagsOverride: string[] | null; sourceTags: string[] | null };
  search?: { search_text: string; search_terms: string[]; title_terms: string[] };
}

export async function updateVideo(db: Db, videoId: string, changes: VideoChanges, now: Date): Promise<void> {
  await db
    .updateTable('videos')
    .set({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.keywordId !== undefined ? { keyword_id: changes.keywordId } : {}),
      ...(changes.title
        ? { title: changes.title.title, title_override: changes.title.titleOverride, source_title: changes.title.sourceTitle }
        : {}),
      ...(changes.tags ? { tags: changes.tags.tags, tags_override: changes.tags.tagsOverride, source_tags: changes.tags.sourceTags } : {}),
      ...(changes.search ?? {}),
      updated_at: now,
    })
    .where('video_id', '=', videoId)
    .execute();
}

export async function keywordStatus(db: Db, keywordId: number) {
  return db.selectFrom('keyword_master').select(['id', 'status']).where('id', '=', keywordId).executeTakeFirst();
}

/** The followed channels among `channelIds`. */
export async function followedChannels(db: Db, channelIds: readonly string[]) {
  if (channelIds.length === 0) return new Map<string, { channel_name: string; channel_type: string }>();
  const rows = await db
    .selectFrom('channel_master')
    .select(['channel_id', 'channel_name', 'channel_type'])
    .where('channel_id', 'in', [...new Set(channelIds)])
    .execute();
  return new Map(rows.map((row) => [row.channel_id, row]));
}

/**
 * Keeps the latest platform_statistics row in step when public videos come or go (the statistics job
 * recomputes it from scratch; between runs this keeps the home page's totals right).
 */
export async function adjustPlatformTotals(db: Db, delta: { videos: number; views: number; likes: number }): Promise<void> {
  if (delta.videos === 0 && delta.views === 0 && delta.likes === 0) return;
  await sql`
    UPDATE platform_statistics SET
      total_videos = greatest(0, total_videos + ${delta.videos}::bigint),
      total_views = greatest(0, total_views + ${delta.views}::bigint),
      total_likes = greatest(0, total_likes + ${delta.likes}::bigint),
      updated_at = now()
    WHERE stat_date = (SELECT max(stat_date) FROM platform_statistics)`.execute(db);
}
