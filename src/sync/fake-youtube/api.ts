// Data API v3 endpoints of the fake: channels, playlistItems, videos, search. Pure: dataset in, JSON out.

import type { Dataset, FakeVideo } from './dataset.ts';
import {
  channelResource,
  listResponse,
  pageToken,
  pickParts,
  playlistItemResource,
  searchResultResource,
  videoResource,
} from './resources.ts';
import { errorBody } from './scripts.ts';
import { captionResource } from './captions.ts';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export const API_ROUTES = {
  '/youtube/v3/channels': 'channels.list',
  '/youtube/v3/playlistItems': 'playlistItems.list',
  '/youtube/v3/videos': 'videos.list',
  '/youtube/v3/search': 'search.list',
  '/youtube/v3/captions': 'captions.list',
} as const;
export type ApiPath = keyof typeof API_ROUTES;

export const UNIT_COST: Record<ApiPath, number> = {
  '/youtube/v3/channels': 1,
  '/youtube/v3/playlistItems': 1,
  '/youtube/v3/videos': 1,
  '/youtube/v3/search': 100,
  '/youtube/v3/captions': 50,
};

// YouTube search never pages past about 500 results.
const SEARCH_CAP = 500;

const bad = (message: string, reason = 'invalidParameter'): ApiAnswer => ({ status: 400, body: errorBody(400, reason, message) });

function readParts(query: URLSearchParams, allowed: readonly string[]): Set<string> | ApiAnswer {
  const part = query.get('part');
  if (!part) return bad('Required parameter: part', 'required');
  const parts = new Set(
    part
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
  for (const p of parts) if (!allowed.includes(p)) return bad(`'${p}'`, 'unknownPart');
  return parts;
}

function readMaxResults(query: URLSearchParams, fallback = 5): number | ApiAnswer {
  const raw = query.get('maxResults');
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 50) return bad(`Invalid value '${raw}'. Values must be within the range: [0, 50]`);
  return n;
}

function readIds(query: URLSearchParams): string[] {
  return (query.get('id') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A page of `all` from the offset in pageToken; null for a token we never issued. */
function page<T>(all: readonly T[], query: URLSearchParams, size: number) {
  const offset = pageToken.decode(query.get('pageToken'));
  if (offset === null) return null;
  const items = all.slice(offset, offset + size);
  const next = offset + size < all.length && size > 0 ? pageToken.encode(offset + size) : undefined;
  const prev = offset > 0 ? pageToken.encode(Math.max(0, offset - size)) : undefined;
  return { items, offset, next, prev };
}

const invalidToken = (): ApiAnswer => bad('The request specifies an invalid page token.', 'invalidPageToken');

export function channelsList(data: Dataset, query: URLSearchParams): ApiAnswer {
  const parts = readParts(query, [
    'snippet',
    'statistics',
    'contentDetails',
    'id',
    'brandingSettings',
    'status',
    'topicDetails',
    'localizations',
  ]);
  if (!(parts instanceof Set)) return parts;
  const ids = readIds(query);
  const handle = query.get('forHandle');
  const username = query.get('forUsername');
  const filters = [ids.length ? 'id' : '', handle ? 'forHandle' : '', username ? 'forUsername' : ''].filter(Boolean);
  if (filters.length === 0)
    return bad(
      'No filter selected. Expected one of: forUsername, managedByMe, categoryId, mine, mySubscribers, id, idParam, forHandle',
      'missingRequiredParameter',
    );
  if (filters.length > 1) return bad(`Incompatible parameters specified in the request: ${filters.join(', ')}`, 'incompatibleParameters');
  if (ids.length > 50) return bad('Too many ids: at most 50.', 'invalidParameter');
  // Unknown ids, handles and usernames are left out; an answer with nothing found has no `items` at all.
  const found = handle
    ? [data.channelByHandle(handle)]
    : username
      ? [data.channelByUsername(username)]
      : ids.map((id) => data.channelById(id));
  const items = found.filter((c) => c !== null).map((c) => pickParts(channelResource(c, data.visibleCount(c)), parts));
  return {
    status: 200,
    body: listResponse('youtube#channelListResponse', items, { totalResults: items.length, resultsPerPage: 5, omitEmptyItems: true }),
  };
}

export function playlistItemsList(data: Dataset, query: URLSearchParams): ApiAnswer {
  const parts = readParts(query, ['snippet', 'contentDetails', 'id', 'status']);
  if (!(parts instanceof Set)) return parts;
  const size = readMaxResults(query);
  if (typeof size !== 'number') return size;
  const playlistId = query.get('playlistId');
  if (!playlistId) return bad('No filter selected. Expected one of: playlistId, id', 'missingRequiredParameter');
  const channel = data.channelByPlaylist(playlistId);
  if (!channel) {
    const message = "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.";
    return { status: 404, body: errorBody(404, 'playlistNotFound', message) };
  }
  const slice = page(data.uploadIds(channel), query, size);
  if (!slice) return invalidToken();
  const items = slice.items.map((id, i) => pickParts(playlistItemResource(data.video(id)!, slice.offset + i), parts));
  const total = data.visibleCount(channel);
  return {
    status: 200,
    body: listResponse('youtube#playlistItemListResponse', items, {
      totalResults: total,
      resultsPerPage: size,
      nextPageToken: slice.next,
      prevPageToken: slice.prev,
    }),
  };
}

export function videosList(data: Dataset, query: URLSearchParams): ApiAnswer {
  const parts = readParts(query, [
    'snippet',
    'contentDetails',
    'statistics',
    'status',
    'id',
    'player',
    'topicDetails',
    'liveStreamingDetails',
    'localizations',
  ]);
  if (!(parts instanceof Set)) return parts;
  const ids = readIds(query);
  if (ids.length === 0) return bad('No filter selected. Expected one of: myRating, id, chart, idParam', 'missingRequiredParameter');
  if (ids.length > 50) return bad('The request specifies an invalid filter parameter.', 'invalidFilters');
  // Unknown, removed and private videos are simply left out, as for any request made with an API key.
  const items = ids
    .map((id) => data.video(id))
    .filter((v): v is FakeVideo => v !== null && !v.removed && v.privacy !== 'private')
    .map((v) => pickParts(videoResource(v), parts));
  return {
    status: 200,
    body: listResponse('youtube#videoListResponse', items, { totalResults: items.length, resultsPerPage: items.length }),
  };
}

export function searchList(data: Dataset, query: URLSearchParams): ApiAnswer {
  const parts = readParts(query, ['snippet', 'id']);
  if (!(parts instanceof Set)) return parts;
  const size = readMaxResults(query);
  if (typeof size !== 'number') return size;
  const type = query.get('type');
  if (type !== null && !type.split(',').includes('video')) {
    return {
      status: 200,
      body: listResponse('youtube#searchListResponse', [], { totalResults: 0, resultsPerPage: size, regionCode: 'KR' }),
    };
  }
  const words = (query.get('q') ?? '')
    .toLowerCase()
    .split(/[\s|]+/)
    .filter(Boolean);
  const after = query.get('publishedAfter');
  const afterMs = after ? Date.parse(after) : Number.NEGATIVE_INFINITY;
  if (Number.isNaN(afterMs)) return bad(`Invalid value '${after}' for publishedAfter`);
  const channelId = query.get('channelId');
  const matches: FakeVideo[] = [];
  for (const channel of data.channels) {
    if (channelId && channel.id !== channelId) continue;
    for (const id of data.uploadIds(channel)) {
      const video = data.video(id)!;
      const title = video.title.toLowerCase();
      if (words.every((w) => title.includes(w)) && Date.parse(video.publishedAt) > afterMs) matches.push(video);
    }
  }
  const order = query.get('order') ?? 'relevance';
  if (order === 'date') matches.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  else if (order === 'viewCount') matches.sort((a, b) => b.viewCount - a.viewCount);
  else if (order === 'title') matches.sort((a, b) => a.title.localeCompare(b.title));
  const capped = matches.slice(0, SEARCH_CAP);
  const slice = page(capped, query, size);
  if (!slice) return invalidToken();
  const items = slice.items.map((v) => pickParts(searchResultResource(v), parts));
  return {
    status: 200,
    body: listResponse('youtube#searchListResponse', items, {
      totalResults: matches.length,
      resultsPerPage: size,
      nextPageToken: slice.next,
      prevPageToken: slice.prev,
      regionCode: 'KR',
    }),
  };
}

/** captions.list: the tracks of one video (part snippet or id); an unknown, removed or private video is a 404. */
export function captionsList(data: Dataset, query: URLSearchParams): ApiAnswer {
  const parts = readParts(query, ['snippet', 'id']);
  if (!(parts instanceof Set)) return parts;
  const videoId = query.get('videoId');
  if (!videoId) return bad('No filter selected. Expected one of: videoId', 'missingRequiredParameter');
  const video = data.video(videoId);
  if (!video || video.removed || video.privacy === 'private') {
    const message =
      'The video identified by the <code><a href="/youtube/v3/docs/captions/list#videoId">videoId</a></code> parameter could not be found.';
    return { status: 404, body: errorBody(404, 'videoNotFound', message) };
  }
  const items = video.captions.tracks.map((track, i) => pickParts(captionResource(video.id, track, i), parts));
  // Google leaves pageInfo out of this list and keeps `items` even when empty.
  return {
    status: 200,
    body: {
      kind: 'youtube#captionListResponse',
      etag:
        items
          .map((item) => item.etag)
          .join('')
          .slice(0, 27) || 'kMTAKpyU_VGu7GxgEnxXHqcuEXM',
      items,
    },
  };
}

export const HANDLERS: Record<ApiPath, (data: Dataset, query: URLSearchParams) => ApiAnswer> = {
  '/youtube/v3/channels': channelsList,
  '/youtube/v3/playlistItems': playlistItemsList,
  '/youtube/v3/videos': videosList,
  '/youtube/v3/search': searchList,
  '/youtube/v3/captions': captionsList,
};
