import type { AdminVideoRow } from '../../../db/repositories/admin-video-list.repo.ts';
import type { DeletedVideoRow } from '../../../db/repositories/deleted-videos.repo.ts';
import type { AdminVideo, DeletedVideo } from '../../../shared/api/admin-videos.ts';
import { LIST_DESCRIPTION_CHARS } from '../../../shared/constants/admin-videos.ts';
import { iso, toVideo } from '../../core/mappers.ts';

const youtubeUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

/** R-ADMIN-VIDEO-01: lists show the first 150 characters of a description; one video shows all of it. */
const trimmed = (text: string) =>
  Array.from(text).length > LIST_DESCRIPTION_CHARS ? `${Array.from(text).slice(0, LIST_DESCRIPTION_CHARS).join('')}…` : text;

export function toAdminVideo(row: AdminVideoRow, now: Date, options: { fullDescription?: boolean } = {}): AdminVideo {
  const video = toVideo(row, now);
  return {
    ...video,
    description: options.fullDescription ? video.description : trimmed(video.description),
    // The original API's name for the channel (R-API-04) and the spec's raw status: '' stays ''.
    channel_title: row.channel_name,
    status: row.status,
    deleted_at: iso(row.deleted_at),
    deleted_by: row.deleted_by,
    deletion_reason: row.deletion_reason,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    keyword:
      row.keyword_id !== null && row.keyword_name !== null
        ? { id: row.keyword_id, keyword: row.keyword_name, slug: row.keyword_slug! }
        : null,
    channel_followed: row.followed_channel_name !== null,
    source_state: row.source_state,
    title_override: row.title_override,
    source_title: row.title_override !== null ? row.source_title : null,
    tags_overridden: row.tags_override !== null,
    source_tags: row.tags_override !== null ? row.source_tags : null,
    youtube_url: youtubeUrl(row.video_id),
  };
}

export function toDeletedVideo(row: DeletedVideoRow, now: Date): DeletedVideo {
  const { status, ...video } = toVideo({ ...row, status: 'published' }, now);
  void status;
  return {
    ...video,
    description: trimmed(video.description),
    channel_title: row.channel_name,
    status_before: row.status,
    deleted_at: iso(row.deleted_at)!,
    deleted_by: row.deleted_by,
    deletion_reason: row.deletion_reason,
    updated_at: iso(row.updated_at)!,
    keyword: row.keyword_id !== null && row.keyword_name !== null ? { id: row.keyword_id, keyword: row.keyword_name } : null,
    youtube_url: youtubeUrl(row.video_id),
  };
}
