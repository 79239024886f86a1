import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ChannelType } from '../../db/schema.ts';
import type { JobContext } from '../jobs/job-context.ts';
import type { MappedVideo } from '../youtube/mappers.ts';
import type { YouTubeClient } from '../youtube/youtube-client.ts';
import type { VideoUpsert } from './video-writer.ts';

export interface FeedEntry {
  videoId: string;
  publishedAt: Date | null;
}

/** What every sync kind works with; the server (or the CLI, or a test) wires the real parts in. */
export interface SyncDeps {
  db: Kysely<Database>;
  /** A client whose charged units are added to this job's quota_spent. */
  youtubeFor(ctx: JobContext): YouTubeClient;
  /** Channel RSS: the latest uploads without quota. */
  readFeed(channelId: string): Promise<FeedEntry[]>;
  /** Publishes confident matches of newly inserted videos, queues the rest for curation. */
  classify(videoIds: readonly string[]): Promise<{ published: number; queued: number }>;
  now(): Date;
}

export interface ChannelInScope {
  channelId: string;
  channelName: string;
  channelType: ChannelType;
  subscriberCount: number;
  videoCount: number;
  uploadsPlaylistId: string | null;
}

/** The channels a job covers: the ones asked for, or every active channel with auto-sync on. */
export async function channelsInScope(db: Kysely<Database>, channelIds: readonly string[] | undefined): Promise<ChannelInScope[]> {
  let query = db
    .selectFrom('channel_master')
    .select(['channel_id', 'channel_name', 'channel_type', 'subscriber_count', 'video_count', 'uploads_playlist_id'])
    .orderBy('id');
  query = channelIds?.length ? query.where('channel_id', 'in', channelIds) : query.where('is_active', '=', true).where('auto_sync', '=', true);
  const rows = await query.execute();
  return rows.map((row) => ({
    channelId: row.channel_id,
    channelName: row.channel_name,
    channelType: row.channel_type,
    subscriberCount: Number(row.subscriber_count),
    videoCount: Number(row.video_count),
    uploadsPlaylistId: row.uploads_playlist_id,
  }));
}

/** YouTube's own uploads playlist id is the channel id with UC → UU. */
export function uploadsPlaylistOf(channel: ChannelInScope): string {
  return channel.uploadsPlaylistId ?? `UU${channel.channelId.slice(2)}`;
}

export function toUpsert(video: MappedVideo, channel: ChannelInScope | null): VideoUpsert {
  return {
    video_id: video.video_id,
    title: video.title,
    description: video.description,
    channel_id: channel?.channelId ?? null,
    channel_name: channel?.channelName ?? video.channel_name,
    thumbnail_url: video.thumbnail_url,
    upload_date: video.upload_date,
    duration: video.duration,
    view_count: video.view_count ?? 0,
    like_count: video.like_count ?? 0,
    comment_count: video.comment_count ?? 0,
    tags: video.tags,
  };
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Drafts that never reached classification (a run that died between its write and its classification
 * leaves them behind; the resumed run sees them as known). Every job ends by classifying them.
 */
export async function classifyStrandedDrafts(deps: SyncDeps, limit = 5_000): Promise<{ published: number; queued: number }> {
  const rows = await deps.db
    .selectFrom('videos as v')
    .select('v.video_id')
    .where('v.status', '=', 'draft')
    .where('v.source_state', '=', 'available')
    // Only what sync wrote (it stamps source_checked_at): drafts an admin or the demo data made are left alone.
    .where('v.source_checked_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('curation_queue as c').select('c.id').whereRef('c.video_id', '=', 'v.video_id').where('c.state', '=', 'pending'))),
    )
    .limit(limit)
    .execute();
  return deps.classify(rows.map((row) => row.video_id));
}
