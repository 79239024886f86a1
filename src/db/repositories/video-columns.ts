import type { Selectable } from 'kysely';
import type { ChannelType, VideosTable } from '../schema.ts';
import type { ShortsFilter, VideoPeriod } from '../../shared/constants/catalogue.ts';
import type { FacetFilter } from './video-facets.ts';

/** Columns a public video response needs (never the search internals). */
export const VIDEO_COLUMNS = [
  'v.id',
  'v.video_id',
  'v.title',
  'v.description',
  'v.channel_id',
  'v.channel_name',
  'v.channel_type',
  'v.thumbnail_url',
  'v.upload_date',
  'v.view_count',
  'v.like_count',
  'v.comment_count',
  'v.subscriber_count',
  'v.duration',
  'v.duration_display',
  'v.tags',
  'v.keyword_id',
  'v.video_url',
  'v.is_new',
  'v.status',
  'v.is_short',
] as const;

export type VideoRow = Pick<
  Selectable<VideosTable>,
  | 'id'
  | 'video_id'
  | 'title'
  | 'description'
  | 'channel_id'
  | 'channel_name'
  | 'channel_type'
  | 'thumbnail_url'
  | 'upload_date'
  | 'view_count'
  | 'like_count'
  | 'comment_count'
  | 'subscriber_count'
  | 'duration'
  | 'duration_display'
  | 'tags'
  | 'keyword_id'
  | 'video_url'
  | 'is_new'
  | 'status'
  | 'is_short'
>;

/** The filters every public video read accepts (videos.repo.ts applies them; video-tallies.repo.ts counts by them). */
export interface VideoFilter extends FacetFilter {
  period?: VideoPeriod;
  channelType?: ChannelType | undefined;
  keywordId?: number | undefined;
  channelId?: string | undefined;
  excludedChannels?: string[] | undefined;
  /** Leave Shorts out, or only Shorts (videos.is_short, migration 0013). */
  shorts?: ShortsFilter | undefined;
}
