// YouTube resources → rows for our `videos` and `channel_master` columns (migrations/0001).
// Counts: Google sends strings and leaves out hidden ones. We map a missing or unreadable count
// to null ("unknown"), never 0, so an upsert can keep the last known value
// (`coalesce(excluded.like_count, videos.like_count)`) and insert 0 for a new row.

import { formatDuration, parseIsoDuration as parseDuration } from '../../shared/format/index.ts';
import { playabilityOf, type Playability } from './playability.ts';
import type { CaptionResource, ChannelResource, PlaylistItemResource, SearchResultResource, Thumbnails, VideoResource } from './types.ts';

/** 'PT1H2M3S' → 3723, 'P1DT2H' → 93600, 'PT0S'/'P0D' → 0; invalid → null. Whole seconds. */
export function parseIsoDuration(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const seconds = parseDuration(text);
  return seconds === null ? null : Math.floor(seconds);
}

/** '12345' → 12345; missing, negative or not a whole number → null. */
export function parseCount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

const THUMBNAIL_ORDER = ['maxres', 'standard', 'high', 'medium', 'default'] as const;

/** The largest thumbnail offered: maxres > standard > high > medium > default. */
export function bestThumbnail(thumbnails: Thumbnails | undefined): string | null {
  for (const size of THUMBNAIL_ORDER) {
    const url = thumbnails?.[size]?.url;
    if (typeof url === 'string' && url !== '') return url;
  }
  return null;
}

export interface MappedVideo {
  video_id: string;
  title: string;
  description: string;
  channel_id: string | null;
  channel_name: string;
  thumbnail_url: string | null;
  /** snippet.publishedAt (our column is upload_date) */
  upload_date: Date;
  duration: number | null;
  duration_display: string | null;
  /** null = Google did not say (hidden likes, comments off); see the note at the top. */
  view_count: number | null;
  like_count: number | null;
  comment_count: number | null;
  tags: string[];
  video_url: string;
  /** Not columns: for the sync to decide `status` (private/unlisted, live, not embeddable). */
  privacyStatus: string | null;
  liveBroadcastContent: string | null;
  /** Columns since migration 0013: Shorts, live, embeddable, made for kids, age and KR region restrictions. */
  playability: Playability;
  /** contentDetails.caption ('true'/'false'): null when Google left it out (migration 0050 keeps it in video_access). */
  captionFlag: boolean | null;
}

/** A videos.list item as a `videos` row; null when the item has no id or no valid publish time. */
export function mapVideoResource(item: VideoResource): MappedVideo | null {
  const videoId = item.id;
  const snippet = item.snippet ?? {};
  const uploadDate = parseDate(snippet.publishedAt);
  if (typeof videoId !== 'string' || !VIDEO_ID.test(videoId) || uploadDate === null) return null;
  const duration = parseIsoDuration(item.contentDetails?.duration);
  return {
    video_id: videoId,
    // The title column must not be blank; YouTube never sends one, but a fallback keeps inserts safe.
    title: text(snippet.title).trim() || videoId,
    description: text(snippet.description),
    channel_id: typeof snippet.channelId === 'string' && snippet.channelId !== '' ? snippet.channelId : null,
    channel_name: text(snippet.channelTitle),
    thumbnail_url: bestThumbnail(snippet.thumbnails),
    upload_date: uploadDate,
    duration,
    duration_display: duration === null ? null : formatDuration(duration),
    view_count: parseCount(item.statistics?.viewCount),
    like_count: parseCount(item.statistics?.likeCount),
    comment_count: parseCount(item.statistics?.commentCount),
    tags: cleanTags(snippet.tags),
    video_url: `https://www.youtube.com/watch?v=${videoId}`,
    privacyStatus: item.status?.privacyStatus ?? null,
    liveBroadcastContent: snippet.liveBroadcastContent ?? null,
    playability: playabilityOf(item, duration),
    captionFlag: captionFlagOf(item),
  };
}

/** contentDetails.caption: Google sends the strings 'true'/'false' (a boolean is read too); anything else is unknown. */
export function captionFlagOf(item: VideoResource): boolean | null {
  const value: unknown = item.contentDetails?.caption;
  if (value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true')) return true;
  if (value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'false')) return false;
  return null;
}

export interface MappedCaptions {
  /** human: a person's track is served; auto: only YouTube's automatic ones; none: no track served. */
  state: 'human' | 'auto' | 'none';
  /** Languages of the tracks that decided the state, in Google's order, once each. */
  languages: string[];
}

/**
 * A captions.list answer → what a visitor can rely on. trackKind 'standard' is a person's caption; 'ASR' (older
 * answers) or 'asr' is automatic and never counts as captions provided; 'forced' covers foreign speech only. Drafts
 * and tracks not serving (failed, syncing) are not shown to viewers, so they do not count.
 */
export function mapCaptionTracks(items: readonly CaptionResource[] | null | undefined): MappedCaptions {
  const human = { found: false, languages: [] as string[] };
  const auto = { found: false, languages: [] as string[] };
  for (const item of Array.isArray(items) ? items : []) {
    const snippet = item && typeof item === 'object' ? item.snippet : undefined;
    if (!snippet || typeof snippet !== 'object') continue;
    if (snippet.isDraft === true) continue;
    const status = typeof snippet.status === 'string' ? snippet.status.toLowerCase() : 'serving';
    if (status !== 'serving') continue;
    const kind = typeof snippet.trackKind === 'string' ? snippet.trackKind.trim().toLowerCase() : '';
    const into = kind === 'standard' ? human : kind === 'asr' ? auto : null;
    if (!into) continue;
    into.found = true;
    const language = typeof snippet.language === 'string' ? snippet.language.trim() : '';
    if (language !== '' && !into.languages.includes(language)) into.languages.push(language);
  }
  if (human.found) return { state: 'human', languages: human.languages };
  if (auto.found) return { state: 'auto', languages: auto.languages };
  return { state: 'none', languages: [] };
}

export interface MappedChannel {
  channel_id: string;
  channel_name: string;
  description: string;
  thumbnail_url: string | null;
  /** null when the channel hides it (hiddenSubscriberCount) or Google left it out. */
  subscriber_count: number | null;
  video_count: number | null;
  view_count: number | null;
  /** Not a column: the 'UU…' playlist holding every upload. */
  uploadsPlaylistId: string | null;
  customUrl: string | null;
}

/** A channels.list item as `channel_master` fields; null without an id. */
export function mapChannelResource(item: ChannelResource): MappedChannel | null {
  const channelId = item.id;
  if (typeof channelId !== 'string' || channelId === '') return null;
  const snippet = item.snippet ?? {};
  const stats = item.statistics ?? {};
  return {
    channel_id: channelId,
    channel_name: text(snippet.title).trim() || channelId,
    description: text(snippet.description),
    thumbnail_url: bestThumbnail(snippet.thumbnails),
    subscriber_count: stats.hiddenSubscriberCount === true ? null : parseCount(stats.subscriberCount),
    video_count: parseCount(stats.videoCount),
    view_count: parseCount(stats.viewCount),
    uploadsPlaylistId: item.contentDetails?.relatedPlaylists?.uploads || null,
    customUrl: snippet.customUrl ?? null,
  };
}

export interface MappedUpload {
  videoId: string;
  /** When the video went public; null for private/deleted entries, which carry no such time. */
  publishedAt: Date | null;
}

/** A playlistItems.list item → its video id and publish time (not the time it joined the list). */
export function mapPlaylistItem(item: PlaylistItemResource): MappedUpload | null {
  const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
  if (typeof videoId !== 'string' || !VIDEO_ID.test(videoId)) return null;
  return { videoId, publishedAt: parseDate(item.contentDetails?.videoPublishedAt) };
}

/** A search.list result → its video id and publish time; null for channel/playlist results. */
export function mapSearchResult(item: SearchResultResource): MappedUpload | null {
  const videoId = item.id?.videoId;
  if (typeof videoId !== 'string' || !VIDEO_ID.test(videoId)) return null;
  return { videoId, publishedAt: parseDate(item.snippet?.publishedAt) };
}

// Same shape the videos.video_id CHECK accepts.
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

function text(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFC') : '';
}

function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function cleanTags(tags: unknown): string[] {
  if (!Array.isArray(tags)) return [];
  const seen = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const clean = tag.normalize('NFC').trim();
    if (clean !== '') seen.add(clean);
  }
  return [...seen];
}
