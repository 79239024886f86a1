// Every write to `videos` outside the demo seed: what sync brings from YouTube (new and changed videos, vanished
// ones, statistics) and what classification and curation decide (publish, archive). One owner for the table.
import { sql, type Kysely } from 'kysely';
import { NEW_VIDEO_DAYS } from '../../shared/constants/catalogue.ts';
import { formatDuration } from '../../shared/format/duration.ts';
import { staticRank } from '../../shared/search/static-rank.ts';
import { buildSearchDocument } from '../../shared/search/text.ts';
import type { ChannelType, Database, LiveStatus } from '../schema.ts';

type Db = Kysely<Database>;

/** One video as YouTube describes it, ready for our `videos` table. */
export interface VideoUpsert {
  video_id: string;
  title: string;
  description: string;
  channel_id: string | null;
  channel_name: string;
  thumbnail_url: string | null;
  upload_date: Date;
  duration: number | null;
  view_count: number;
  /** null: YouTube left it out (hidden likes, comments off); an existing row keeps its last known count. */
  like_count: number | null;
  comment_count: number | null;
  tags: string[];
  /** How YouTube lets it be played (migration 0013; is_short is the sync's heuristic); left out: the defaults. */
  is_short?: boolean;
  live_status?: LiveStatus;
  embeddable?: boolean | null;
  made_for_kids?: boolean | null;
  age_restricted?: boolean;
  region_blocked_kr?: boolean;
}

export interface UpsertOutcome {
  inserted: string[];
  updated: number;
}

const DAY_MS = 86_400_000;

/** Titles and tags an admin set on videos of this batch: they stay, YouTube's are kept beside them. */
async function adminOverrides(db: Kysely<Database>, ids: readonly string[]) {
  const rows = await db
    .selectFrom('videos')
    .select(['video_id', 'title_override', 'tags_override'])
    .where('video_id', 'in', [...ids])
    .where((eb) => eb.or([eb('title_override', 'is not', null), eb('tags_override', 'is not', null)]))
    .execute();
  return new Map(rows.map((row) => [row.video_id, row]));
}

/**
 * Idempotent upsert keyed on video_id. New rows start as 'draft' (classification publishes or queues
 * them); existing rows keep their status, except videos hidden because they had vanished come back.
 * An admin's title or tags override stays (YouTube's go to source_title/source_tags); a video in the
 * deleted-video archive is never inserted again (migration 0010's trigger skips it).
 */
export async function upsertVideos(
  db: Db,
  videos: readonly VideoUpsert[],
  channel: { channelType: ChannelType | null; subscriberCount: number | null },
  now: Date,
): Promise<UpsertOutcome> {
  if (videos.length === 0) return { inserted: [], updated: 0 };
  const overrides = await adminOverrides(
    db,
    videos.map((video) => video.video_id),
  );
  const rows = videos.map((video) => {
    const override = overrides.get(video.video_id);
    const title = override?.title_override ?? video.title;
    const tags = override?.tags_override ?? video.tags;
    return {
      ...video,
      title,
      tags,
      source_title: video.title,
      source_tags: video.tags,
      channel_type: channel.channelType,
      subscriber_count: channel.subscriberCount,
      duration_display: video.duration === null ? null : formatDuration(video.duration),
      video_url: `https://www.youtube.com/watch?v=${video.video_id}`,
      is_new: now.getTime() - video.upload_date.getTime() < NEW_VIDEO_DAYS * DAY_MS,
      status: 'draft' as const,
      source_state: 'available' as const,
      source_checked_at: now,
      stats_synced_at: now,
      created_at: now,
      updated_at: now,
      static_rank: staticRank(video.view_count, video.like_count ?? 0),
      ...buildSearchDocument({ title, channelName: video.channel_name, tags, description: video.description }),
    };
  });
  const result = await db
    .insertInto('videos')
    .values(rows)
    .onConflict((oc) =>
      oc.column('video_id').doUpdateSet((eb) => ({
        // An override set while this batch was on its way still wins.
        title: sql`coalesce(videos.title_override, excluded.title)`,
        source_title: eb.ref('excluded.source_title'),
        source_tags: eb.ref('excluded.source_tags'),
        description: eb.ref('excluded.description'),
        channel_id: eb.ref('excluded.channel_id'),
        channel_name: eb.ref('excluded.channel_name'),
        channel_type: eb.ref('excluded.channel_type'),
        // A count YouTube left out this time keeps the last known one.
        subscriber_count: sql`coalesce(excluded.subscriber_count, videos.subscriber_count)`,
        thumbnail_url: eb.ref('excluded.thumbnail_url'),
        upload_date: eb.ref('excluded.upload_date'),
        duration: eb.ref('excluded.duration'),
        duration_display: eb.ref('excluded.duration_display'),
        view_count: eb.ref('excluded.view_count'),
        like_count: sql`coalesce(excluded.like_count, videos.like_count)`,
        comment_count: sql`coalesce(excluded.comment_count, videos.comment_count)`,
        tags: sql`coalesce(videos.tags_override, excluded.tags)`,
        is_new: eb.ref('excluded.is_new'),
        search_text: eb.ref('excluded.search_text'),
        search_terms: eb.ref('excluded.search_terms'),
        title_terms: eb.ref('excluded.title_terms'),
        static_rank: sql`CASE WHEN excluded.like_count IS NULL AND videos.like_count IS NOT NULL THEN videos.static_rank ELSE excluded.static_rank END`,
        source_checked_at: eb.ref('excluded.source_checked_at'),
        stats_synced_at: eb.ref('excluded.stats_synced_at'),
        is_short: eb.ref('excluded.is_short'),
        live_status: eb.ref('excluded.live_status'),
        embeddable: sql`coalesce(excluded.embeddable, videos.embeddable)`,
        made_for_kids: sql`coalesce(excluded.made_for_kids, videos.made_for_kids)`,
        age_restricted: eb.ref('excluded.age_restricted'),
        region_blocked_kr: eb.ref('excluded.region_blocked_kr'),
        // A video that reappears on YouTube leaves the archive it was moved to when it vanished.
        status: sql`CASE WHEN videos.source_state <> 'available' AND videos.status = 'archived' THEN 'published' ELSE videos.status END`,
        source_state: sql`'available'`,
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['video_id', sql<boolean>`(xmax = 0)`.as('inserted')])
    .execute();
  const inserted = result.filter((row) => row.inserted).map((row) => row.video_id);
  return { inserted, updated: result.length - inserted.length };
}

/** Videos YouTube no longer returns, or returns as private: hidden from the public, never deleted. */
export async function markVanished(
  db: Db,
  vanished: readonly { videoId: string; state: 'removed' | 'private' }[],
  now: Date,
): Promise<number> {
  let marked = 0;
  for (const state of ['removed', 'private'] as const) {
    const ids = vanished.filter((item) => item.state === state).map((item) => item.videoId);
    if (ids.length === 0) continue;
    const rows = await db
      .updateTable('videos')
      .set({
        source_state: state,
        source_checked_at: now,
        status: sql`CASE WHEN status IN ('published', '') THEN 'archived' ELSE status END`,
        updated_at: now,
      })
      .where('video_id', 'in', ids)
      .where('source_state', '<>', state)
      .returning('video_id')
      .execute();
    marked += rows.length;
  }
  return marked;
}

/** Fresh statistics for live videos (and the channel's subscriber count), in one statement. */
export async function saveVideoStatistics(
  db: Db,
  live: readonly { videoId: string; views: number; likes: number | null; comments: number | null }[],
  now: Date,
): Promise<void> {
  if (live.length === 0) return;
  await sql`
    UPDATE videos v SET view_count = s.views, like_count = coalesce(s.likes, v.like_count),
      comment_count = coalesce(s.comments, v.comment_count), static_rank = s.rank,
      subscriber_count = coalesce((SELECT c.subscriber_count FROM channel_master c WHERE c.channel_id = v.channel_id), v.subscriber_count),
      stats_synced_at = ${now}, source_checked_at = ${now}, updated_at = ${now}
    FROM unnest(${sql.val(live.map((video) => video.videoId))}::text[], ${sql.val(live.map((video) => video.views))}::bigint[],
                ${sql.val(live.map((video) => video.likes))}::bigint[], ${sql.val(live.map((video) => video.comments))}::bigint[],
                ${sql.val(live.map((video) => staticRank(video.views, video.likes ?? 0)))}::real[])
      AS s(video_id, views, likes, comments, rank)
    WHERE v.video_id = s.video_id`.execute(db);
}

/** Videos asked about in a statistics run count as checked, so the next run picks others first. */
export async function markStatisticsChecked(db: Db, videoIds: readonly string[], now: Date): Promise<void> {
  if (videoIds.length === 0) return;
  await db.updateTable('videos').set({ stats_synced_at: now }).where('video_id', 'in', videoIds).execute();
}

/** Publishes videos with their keyword, in one statement (automatic classification). */
export async function publishVideos(db: Db, items: readonly { videoId: string; keywordId: number }[], now: Date): Promise<void> {
  if (items.length === 0) return;
  await sql`
    UPDATE videos v SET keyword_id = u.keyword_id, status = 'published', updated_at = ${now}
    FROM unnest(${items.map((i) => i.videoId)}::text[], ${items.map((i) => i.keywordId)}::int[]) AS u(video_id, keyword_id)
    WHERE v.video_id = u.video_id`.execute(db);
}

/** A curation decision: published with its keyword, or archived. */
export async function setVideoStatus(db: Db, videoId: string, status: 'published' | 'archived', keywordId: number | null, now: Date) {
  await db.updateTable('videos').set({ status, keyword_id: keywordId, updated_at: now }).where('video_id', '=', videoId).execute();
}
