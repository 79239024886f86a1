import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ChannelMasterTable, ChannelType } from '../../db/schema.ts';
import type { JobContext } from '../jobs/job-context.ts';
import type { FeedEntry as RssFeedEntry } from '../rss/channel-feed.ts';
import type { MappedVideo } from '../youtube/mappers.ts';
import type { YouTubeClient } from '../youtube/youtube-client.ts';
import type { VideoUpsert } from '../../db/repositories/video-writes.repo.ts';
import type { ApplyClassificationResult as ClassifyOutcome } from '../classify/apply.ts';

/** What sync reads of a feed entry (the RSS reader gives more). */
export type FeedEntry = Pick<RssFeedEntry, 'videoId' | 'publishedAt'>;

/** What every sync kind works with; the server (or the CLI, or a test) wires the real parts in. */
export interface SyncDeps {
  db: Kysely<Database>;
  /** A client whose charged units are added to this job's quota_spent. */
  youtubeFor(ctx: JobContext): YouTubeClient;
  /** Channel RSS: the latest uploads without quota. */
  readFeed(channelId: string): Promise<FeedEntry[]>;
  /** Publishes confident matches of newly inserted videos, queues the rest for curation. */
  classify(videoIds: readonly string[]): Promise<ClassifyOutcome>;
  now(): Date;
}

export interface ChannelInScope {
  channelId: string;
  channelName: string;
  channelType: ChannelType;
  /** null: the channel hides it and we never knew it. */
  subscriberCount: number | null;
  videoCount: number;
  uploadsPlaylistId: string | null;
}

const SCOPE_COLUMNS = ['channel_id', 'channel_name', 'channel_type', 'subscriber_count', 'video_count', 'uploads_playlist_id'] as const;

type ScopeRow = Pick<Selectable<ChannelMasterTable>, (typeof SCOPE_COLUMNS)[number]>;

function toChannelInScope(row: ScopeRow): ChannelInScope {
  return {
    channelId: row.channel_id,
    channelName: row.channel_name,
    channelType: row.channel_type,
    subscriberCount: row.subscriber_count === null ? null : Number(row.subscriber_count),
    videoCount: Number(row.video_count),
    uploadsPlaylistId: row.uploads_playlist_id,
  };
}

/** The channels a job covers: the ones asked for, or every active channel with auto-sync on. */
export async function channelsInScope(db: Kysely<Database>, channelIds: readonly string[] | undefined): Promise<ChannelInScope[]> {
  let query = db.selectFrom('channel_master').select(SCOPE_COLUMNS).orderBy('id');
  query = channelIds?.length
    ? query.where('channel_id', 'in', channelIds)
    : query.where('is_active', '=', true).where('auto_sync', '=', true);
  return (await query.execute()).map(toChannelInScope);
}

/** Channels of ours among the given ids (ids we do not follow are simply absent). */
export async function channelsById(db: Kysely<Database>, channelIds: readonly string[]): Promise<Map<string, ChannelInScope>> {
  const ids = [...new Set(channelIds.filter(Boolean))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('channel_master').select(SCOPE_COLUMNS).where('channel_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.channel_id, toChannelInScope(row)]));
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
    // Left out by YouTube: unknown (null), never 0; the upsert keeps a count it knew.
    like_count: video.like_count,
    comment_count: video.comment_count,
    tags: video.tags,
    ...video.playability,
  };
}

// Errors that no other channel can get past: stop the job instead of failing every channel in turn.
export const JOB_FATAL = new Set(['quotaExhausted', 'keyInvalid', 'forbidden']);

/** Like Promise.all, but waits for every task before throwing the first failure (nothing left running). */
export async function settleAll(tasks: Promise<unknown>[]): Promise<void> {
  const outcomes = await Promise.allSettled(tasks);
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
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
export async function classifyStrandedDrafts(deps: SyncDeps, limit = 5_000): Promise<ClassifyOutcome> {
  const rows = await deps.db
    .selectFrom('videos as v')
    .select('v.video_id')
    // Only what sync wrote (it stamps source_checked_at): drafts an admin or the demo data made are left alone.
    // Written as literals so the planner can use the partial index videos_sync_drafts_idx (migration 0006).
    .where(sql<boolean>`v.status = 'draft' AND v.source_checked_at IS NOT NULL`)
    .where('v.source_state', '=', 'available')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('curation_queue as c').select('c.id').whereRef('c.video_id', '=', 'v.video_id').where('c.state', '=', 'pending')),
      ),
    )
    .limit(limit)
    .execute();
  return deps.classify(rows.map((row) => row.video_id));
}
