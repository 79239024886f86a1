// Channel rows as the admin API answers them: catalogue column names, plus the channel's sync state.
import type { Kysely } from 'kysely';
import { activeChannelSyncs, lastSyncResults, type AdminChannelRow } from '../../../db/repositories/admin-channels.repo.ts';
import type { Database } from '../../../db/schema.ts';
import type { AdminChannel, YouTubeChannel } from '../../../shared/api/admin-channels.ts';
import type { MappedChannel } from '../../../sync/index.ts';
import { iso } from '../../core/mappers.ts';

/** The audit trail's picture of a channel: what an admin can change, and what identifies it. */
export const channelAuditView = (row: AdminChannelRow) => ({
  channelId: row.channel_id,
  channelName: row.channel_name,
  channelType: row.channel_type,
  region: row.region,
  displayOrder: row.display_order,
  isActive: row.is_active,
  isFeatured: row.is_featured,
  autoSync: row.auto_sync,
});

export function toYouTubeChannel(channel: MappedChannel): YouTubeChannel {
  return {
    channel_id: channel.channel_id,
    channel_name: channel.channel_name,
    description: channel.description,
    thumbnail_url: channel.thumbnail_url,
    subscriber_count: channel.subscriber_count,
    video_count: channel.video_count,
    view_count: channel.view_count,
    uploads_playlist_id: channel.uploadsPlaylistId,
    custom_url: channel.customUrl,
  };
}

/** Rows with their latest sync result and any queued or running job that covers them. */
export async function toAdminChannels(db: Kysely<Database>, rows: readonly AdminChannelRow[]): Promise<AdminChannel[]> {
  const [last, active] = await Promise.all([
    lastSyncResults(
      db,
      rows.map((row) => row.channel_id),
    ),
    activeChannelSyncs(db),
  ]);
  return rows.map((row) => {
    const result = last.get(row.channel_id);
    const job = active.find((candidate) => {
      const ids = (candidate.params as { channelIds?: string[] }).channelIds;
      // A job without channel ids covers every active channel with auto-sync on.
      return ids?.length ? ids.includes(row.channel_id) : row.is_active && row.auto_sync;
    });
    return {
      id: row.id,
      channel_id: row.channel_id,
      channel_name: row.channel_name,
      channel_type: row.channel_type,
      description: row.description,
      region: row.region,
      display_order: row.display_order,
      thumbnail_url: row.thumbnail_url,
      subscriber_count: row.subscriber_count === null ? null : Number(row.subscriber_count),
      video_count: Number(row.video_count),
      view_count: Number(row.view_count),
      videos_in_project: Number(row.videos_in_project),
      total_like_count: Number(row.total_like_count),
      is_active: row.is_active,
      is_featured: row.is_featured,
      auto_sync: row.auto_sync,
      latest_video_date: iso(row.latest_video_date),
      uploads_playlist_id: row.uploads_playlist_id,
      last_synced_at: iso(row.last_synced_at),
      last_full_sync_at: iso(row.last_full_sync_at),
      created_at: iso(row.created_at)!,
      updated_at: iso(row.updated_at)!,
      lastSync: result
        ? { jobId: result.jobId, kind: result.kind, state: result.state, error: result.error, finishedAt: iso(result.finishedAt)! }
        : null,
      syncing: job ? { jobId: Number(job.id), kind: job.kind, state: job.state } : null,
    };
  });
}
