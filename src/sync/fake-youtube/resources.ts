// Real-shaped Data API v3 JSON for the fake: kinds, etags, pageInfo, parts as Google returns them.

import type { FakeChannel, FakeVideo } from './dataset.ts';
import { etagOf } from './etag.ts';

export { etagOf } from './etag.ts';

// Hashing whole JSON bodies dominated the fake's CPU time; these fields are what can change.
const videoTag = (v: FakeVideo, kind: string): string =>
  etagOf(
    `${kind}|${v.id}|${v.viewCount}|${v.likeCount}|${v.commentCount}|${v.privacy}|${v.publishedAt}|${v.title}|${JSON.stringify(v.playback)}|${v.captions.flag}`,
  );

/** Keeps kind, etag, id and the parts asked for, as `part=` does. */
export function pickParts<T extends Record<string, unknown>>(resource: T, parts: ReadonlySet<string>): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(resource)) {
    if (name === 'kind' || name === 'etag' || name === 'id' || parts.has(name)) out[name] = value;
  }
  return out as Partial<T>;
}

function videoThumbnails(video: FakeVideo, sizes: readonly string[] = ['default', 'medium', 'high', 'standard', 'maxres']) {
  const all: Record<string, { url: string; width: number; height: number }> = {
    default: { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 },
    medium: { url: `https://i.ytimg.com/vi/${video.id}/mqdefault.jpg`, width: 320, height: 180 },
    high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 },
    standard: { url: `https://i.ytimg.com/vi/${video.id}/sddefault.jpg`, width: 640, height: 480 },
    maxres: { url: `https://i.ytimg.com/vi/${video.id}/maxresdefault.jpg`, width: 1280, height: 720 },
  };
  // Older, low-resolution uploads have no maxres image on YouTube either.
  const offered = video.uploadIndex % 3 === 0 ? sizes.filter((s) => s !== 'maxres') : sizes;
  return Object.fromEntries(offered.map((s) => [s, all[s]]));
}

function channelThumbnails(channel: FakeChannel) {
  const url = (size: number) => `https://yt3.ggpht.com/fake-${channel.id}=s${size}-c-k-c0x00ffffff-no-rj`;
  return {
    default: { url: url(88), width: 88, height: 88 },
    medium: { url: url(240), width: 240, height: 240 },
    high: { url: url(800), width: 800, height: 800 },
  };
}

export function videoResource(video: FakeVideo) {
  const statistics: Record<string, string> = { viewCount: String(video.viewCount) };
  if (video.likeCount !== null) statistics.likeCount = String(video.likeCount);
  statistics.favoriteCount = '0';
  if (video.commentCount !== null) statistics.commentCount = String(video.commentCount);
  const playback = video.playback;
  const [width, height] = playback.portrait ? [405, 720] : [1280, 720];
  const resource = {
    kind: 'youtube#video',
    etag: '',
    id: video.id,
    snippet: {
      publishedAt: video.publishedAt,
      channelId: video.channel.id,
      title: video.title,
      description: video.description,
      thumbnails: videoThumbnails(video),
      channelTitle: video.channel.title,
      tags: video.tags,
      categoryId: '27',
      liveBroadcastContent: 'none',
      defaultAudioLanguage: 'ko',
      localized: { title: video.title, description: video.description },
    },
    contentDetails: {
      duration: video.durationIso,
      dimension: '2d',
      definition: 'hd',
      caption: video.captions.flag ? 'true' : 'false',
      licensedContent: false,
      ...(playback.regionRestriction ? { regionRestriction: playback.regionRestriction } : {}),
      contentRating: playback.ageRestricted ? { ytRating: 'ytAgeRestricted' } : {},
      projection: 'rectangular',
    },
    statistics,
    status: {
      uploadStatus: 'processed',
      privacyStatus: video.privacy,
      license: 'youtube',
      embeddable: playback.embeddable ?? true,
      publicStatsViewable: true,
      madeForKids: playback.madeForKids ?? false,
    },
    // As Google answers a request with maxHeight: the player's size follows the video's shape.
    player: {
      embedHtml: `<iframe width="${width}" height="${height}" src="//www.youtube.com/embed/${video.id}" frameborder="0" allowfullscreen></iframe>`,
      embedWidth: width,
      embedHeight: height,
    },
    ...(playback.wasLive
      ? {
          liveStreamingDetails: {
            actualStartTime: video.publishedAt,
            actualEndTime: video.publishedAt,
            scheduledStartTime: video.publishedAt,
          },
        }
      : {}),
  };
  resource.etag = videoTag(video, 'video');
  return resource;
}

export function channelResource(channel: FakeChannel, visibleUploads: number) {
  const resource = {
    kind: 'youtube#channel',
    etag: '',
    id: channel.id,
    snippet: {
      title: channel.title,
      description: channel.description,
      customUrl: channel.handle,
      publishedAt: channel.publishedAt,
      thumbnails: channelThumbnails(channel),
      localized: { title: channel.title, description: channel.description },
      country: 'KR',
    },
    contentDetails: { relatedPlaylists: { likes: '', uploads: channel.uploadsPlaylistId } },
    // A channel that hides its subscribers gets no subscriberCount at all, only the flag.
    statistics: channel.hiddenSubscribers
      ? { viewCount: String(channel.viewCount), hiddenSubscriberCount: true, videoCount: String(visibleUploads) }
      : {
          viewCount: String(channel.viewCount),
          subscriberCount: String(channel.subscriberCount),
          hiddenSubscriberCount: false,
          videoCount: String(visibleUploads),
        },
  };
  resource.etag = etagOf(`channel|${channel.id}|${channel.title}|${channel.subscriberCount}|${channel.viewCount}|${visibleUploads}`);
  return resource;
}

export function playlistItemResource(video: FakeVideo, position: number) {
  const channel = video.channel;
  const resource = {
    kind: 'youtube#playlistItem',
    etag: '',
    id: Buffer.from(`${channel.uploadsPlaylistId}.${video.id}`).toString('base64url'),
    snippet: {
      publishedAt: video.publishedAt,
      channelId: channel.id,
      title: video.title,
      description: video.description,
      thumbnails: videoThumbnails(video),
      channelTitle: channel.title,
      playlistId: channel.uploadsPlaylistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: video.id },
      videoOwnerChannelTitle: channel.title,
      videoOwnerChannelId: channel.id,
    },
    contentDetails: { videoId: video.id, videoPublishedAt: video.publishedAt },
  };
  resource.etag = videoTag(video, `item${position}`);
  return resource;
}

export function searchResultResource(video: FakeVideo) {
  const resource = {
    kind: 'youtube#searchResult',
    etag: '',
    id: { kind: 'youtube#video', videoId: video.id },
    snippet: {
      publishedAt: video.publishedAt,
      channelId: video.channel.id,
      title: video.title,
      description: video.description.slice(0, 160),
      thumbnails: videoThumbnails(video, ['default', 'medium', 'high']),
      channelTitle: video.channel.title,
      liveBroadcastContent: 'none',
      publishTime: video.publishedAt,
    },
  };
  resource.etag = videoTag(video, 'search');
  return resource;
}

export interface ListPaging {
  totalResults: number;
  resultsPerPage: number;
  nextPageToken?: string;
  prevPageToken?: string;
  /** Google leaves `items` out of an empty channels.list answer. */
  omitEmptyItems?: boolean;
  regionCode?: string;
}

export function listResponse(kind: string, items: unknown[], paging: ListPaging) {
  const body: Record<string, unknown> = { kind, etag: '' };
  if (paging.nextPageToken) body.nextPageToken = paging.nextPageToken;
  if (paging.prevPageToken) body.prevPageToken = paging.prevPageToken;
  if (paging.regionCode) body.regionCode = paging.regionCode;
  body.pageInfo = { totalResults: paging.totalResults, resultsPerPage: paging.resultsPerPage };
  if (items.length > 0 || !paging.omitEmptyItems) body.items = items;
  body.etag = etagOf(`${kind}|${paging.totalResults}|${paging.nextPageToken}|${items.map((i) => (i as { etag?: string }).etag).join()}`);
  return body;
}

/** Google's error body: `{ error: { code, message, errors: [{ message, domain, reason }] } }`. */
export function googleError(code: number, reason: string, message: string, domain = 'youtube.api', extra: Record<string, unknown> = {}) {
  return { error: { code, message, errors: [{ message, domain, reason }], ...extra } };
}

export const pageToken = {
  encode: (offset: number): string => `EAAa${Buffer.from(`PT:${offset}`).toString('base64url')}`,
  decode(token: string | null): number | null {
    if (token === null || token === '') return 0;
    if (!token.startsWith('EAAa')) return null;
    const match = /^PT:(\d+)$/.exec(Buffer.from(token.slice(4), 'base64url').toString());
    return match ? Number(match[1]) : null;
  },
};
