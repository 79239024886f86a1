// The parts of YouTube Data API v3 resources we read (https://developers.google.com/youtube/v3/docs).
// Every field is optional: Google leaves out what it does not know (hidden counts, deleted items).

export interface Thumbnail {
  url?: string;
  width?: number;
  height?: number;
}
export type Thumbnails = Partial<Record<'default' | 'medium' | 'high' | 'standard' | 'maxres', Thumbnail>>;

export interface ListResponse<T> {
  kind?: string;
  etag?: string;
  nextPageToken?: string;
  prevPageToken?: string;
  pageInfo?: { totalResults?: number; resultsPerPage?: number };
  /** Google omits `items` when nothing matched; the client always fills in []. */
  items: T[];
}

export interface VideoResource {
  kind?: string;
  etag?: string;
  id?: string;
  snippet?: {
    publishedAt?: string;
    channelId?: string;
    title?: string;
    description?: string;
    thumbnails?: Thumbnails;
    channelTitle?: string;
    tags?: string[];
    categoryId?: string;
    liveBroadcastContent?: string;
    defaultLanguage?: string;
  };
  contentDetails?: {
    duration?: string;
    definition?: string;
    caption?: string;
    contentRating?: { ytRating?: string };
    regionRestriction?: { allowed?: string[]; blocked?: string[] };
  };
  statistics?: { viewCount?: string; likeCount?: string; favoriteCount?: string; commentCount?: string };
  status?: { uploadStatus?: string; privacyStatus?: string; embeddable?: boolean; madeForKids?: boolean };
  /** embedHeight/embedWidth come only when the request named maxHeight or maxWidth. */
  player?: { embedHtml?: string; embedHeight?: number; embedWidth?: number };
  liveStreamingDetails?: { actualStartTime?: string; actualEndTime?: string; scheduledStartTime?: string };
}

export interface ChannelResource {
  kind?: string;
  etag?: string;
  id?: string;
  snippet?: {
    title?: string;
    description?: string;
    customUrl?: string;
    publishedAt?: string;
    thumbnails?: Thumbnails;
    country?: string;
  };
  contentDetails?: { relatedPlaylists?: { likes?: string; uploads?: string } };
  statistics?: { viewCount?: string; subscriberCount?: string; hiddenSubscriberCount?: boolean; videoCount?: string };
}

export interface PlaylistItemResource {
  kind?: string;
  etag?: string;
  id?: string;
  snippet?: {
    publishedAt?: string;
    channelId?: string;
    title?: string;
    description?: string;
    thumbnails?: Thumbnails;
    playlistId?: string;
    position?: number;
    resourceId?: { kind?: string; videoId?: string };
  };
  contentDetails?: { videoId?: string; videoPublishedAt?: string };
}

export interface SearchResultResource {
  kind?: string;
  etag?: string;
  id?: { kind?: string; videoId?: string; channelId?: string; playlistId?: string };
  snippet?: {
    publishedAt?: string;
    channelId?: string;
    title?: string;
    description?: string;
    thumbnails?: Thumbnails;
    channelTitle?: string;
    liveBroadcastContent?: string;
  };
}

/** captions.list (part=snippet): one track. trackKind is 'standard', 'ASR' (older answers) or 'asr', or 'forced'. */
export interface CaptionResource {
  kind?: string;
  etag?: string;
  id?: string;
  snippet?: {
    videoId?: string;
    lastUpdated?: string;
    trackKind?: string;
    language?: string;
    name?: string;
    audioTrackType?: string;
    isCC?: boolean;
    isLarge?: boolean;
    isEasyReader?: boolean;
    isDraft?: boolean;
    isAutoSynced?: boolean;
    status?: string;
    failureReason?: string;
  };
}
