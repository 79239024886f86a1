import type { Channel } from '../../shared/api/channels.ts';
import type { Category } from '../../shared/api/categories.ts';
import type { Keyword } from '../../shared/api/keywords.ts';
import type { Video } from '../../shared/api/videos.ts';
import { NEW_VIDEO_DAYS } from '../../shared/constants/catalogue.ts';
import type { AccessFilter } from '../../shared/constants/versions.ts';
import type { CategoryRow } from '../../db/repositories/categories.repo.ts';
import type { VideoRow } from '../../db/repositories/video-columns.ts';
import type { ChannelType } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/** A count YouTube may hide: null stays null ('비공개' in the web), never 0. */
export const countOrNull = (value: number | string | null | undefined): number | null => (value == null ? null : Number(value));

export const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

export function toVideo(row: VideoRow, now: Date, accessible: readonly AccessFilter[] = []): Video {
  const uploaded = new Date(row.upload_date);
  const uploadIso = uploaded.toISOString();
  return {
    id: Number(row.id),
    video_id: row.video_id,
    youtube_id: row.video_id,
    title: row.title,
    description: row.description,
    channel_id: row.channel_id,
    channel_name: row.channel_name,
    channel_type: row.channel_type,
    thumbnail_url: row.thumbnail_url,
    upload_date: uploadIso,
    published_at: uploadIso,
    view_count: Number(row.view_count),
    like_count: countOrNull(row.like_count),
    comment_count: countOrNull(row.comment_count),
    subscriber_count: countOrNull(row.subscriber_count),
    duration: row.duration,
    duration_display: row.duration_display,
    tags: row.tags ?? [],
    keyword_id: row.keyword_id,
    video_url: row.video_url,
    // Derived from the date so the badge never goes stale between syncs.
    is_new: now.getTime() - uploaded.getTime() < NEW_VIDEO_DAYS * DAY_MS,
    status: row.status || 'published',
    is_short: row.is_short === true,
    accessible: [...accessible],
  };
}

export interface ChannelRow {
  id: number;
  channel_id: string;
  channel_name: string;
  channel_type: ChannelType;
  description: string;
  region: string | null;
  display_order: number | null;
  thumbnail_url: string | null;
  subscriber_count: number | null;
  video_count: number;
  videos_in_project: number;
  view_count: number;
  total_like_count: number;
  is_featured: boolean;
  latest_video_date: Date | null;
}

export function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    channel_id: row.channel_id,
    channel_name: row.channel_name,
    channel_type: row.channel_type,
    description: row.description,
    region: row.region,
    display_order: row.display_order,
    thumbnail_url: row.thumbnail_url,
    subscriber_count: countOrNull(row.subscriber_count),
    video_count: Number(row.video_count),
    videos_in_project: Number(row.videos_in_project),
    view_count: Number(row.view_count),
    total_like_count: Number(row.total_like_count),
    is_featured: row.is_featured,
    latest_video_date: iso(row.latest_video_date),
  };
}

export interface KeywordRow {
  id: number;
  slug: string;
  keyword: string;
  search_keyword: string;
  total_views: number;
  total_likes: number;
  total_videos: number;
  total_channels: number;
  average_views: number;
  average_duration_seconds: number;
  view_count: number;
  status: string;
  category_names: string;
  collected_at: Date | null;
  created_at: Date;
}

export function toKeyword(row: KeywordRow, categories: Keyword['categories']): Keyword {
  return {
    id: row.id,
    slug: row.slug,
    keyword: row.keyword,
    search_keyword: row.search_keyword,
    total_views: Number(row.total_views),
    total_likes: Number(row.total_likes),
    total_videos: Number(row.total_videos),
    total_channels: Number(row.total_channels),
    average_views: Number(row.average_views),
    average_duration_seconds: Number(row.average_duration_seconds),
    view_count: Number(row.view_count),
    status: row.status,
    category_names: row.category_names,
    collected_at: iso(row.collected_at),
    created_at: iso(row.created_at)!,
    video_count: Number(row.total_videos),
    categories,
  };
}

export function toCategory(row: CategoryRow): Category {
  return { ...row, keyword_count: Number(row.keyword_count) };
}
