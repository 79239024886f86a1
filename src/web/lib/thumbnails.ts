// Thumbnail sources in the order the card tries them (R-VIDEO-04 thumbnail loading).
import { VIDEO_ID_PATTERN } from '../../shared/constants/catalogue.ts';

export const DEFAULT_THUMBNAIL = '/default-thumbnail.jpg';
/** R-VIDEO-04 order, starting from hqdefault (the card's size) to spare phones the 1280 px image. */
export const CARD_QUALITIES = ['hqdefault', 'mqdefault', 'default'] as const;
/** R-VIDEO-04: each attempt gets 5 s before the next quality is tried. */
export const THUMBNAIL_ATTEMPT_MS = 5_000;
/** R-VIDEO-04: search thumbnails retry up to 3 times, 100 ms first, doubling. */
export const SEARCH_RETRY_DELAYS_MS = [100, 200, 400] as const;

const YOUTUBE_IMAGE_HOSTS = new Set(['i.ytimg.com', 'img.youtube.com', 'i1.ytimg.com', 'i2.ytimg.com', 'i3.ytimg.com', 'i4.ytimg.com']);

const isHttp = (url: string | null | undefined): url is string => !!url && /^https?:\/\//.test(url);

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** A stored URL only counts when it is an http(s) link (R-VIDEO-04). */
export function thumbnailCandidates(videoId: string | null | undefined, storedUrl?: string | null): string[] {
  const list: string[] = [];
  if (isHttp(storedUrl)) list.push(storedUrl);
  if (videoId && VIDEO_ID_PATTERN.test(videoId)) {
    for (const quality of CARD_QUALITIES) list.push(`https://i.ytimg.com/vi/${videoId}/${quality}.jpg`);
  }
  return [...new Set(list)];
}

/**
 * The candidate to try after `index` failed to load at all (an `error` event: the host did not answer
 * with an image). A missing quality is not an error — YouTube answers it with a 120×90 grey image,
 * which the card steps past on `load` — so when YouTube's image host fails, its other qualities would
 * fail the same way: skip to the next candidate on another host, or past the end (the default image).
 */
export function nextCandidateAfterError(candidates: readonly string[], index: number): number {
  const host = hostOf(candidates[index]);
  let next = index + 1;
  if (host && YOUTUBE_IMAGE_HOSTS.has(host)) {
    while (next < candidates.length && YOUTUBE_IMAGE_HOSTS.has(hostOf(candidates[next]) ?? '')) next += 1;
  }
  return next;
}

/**
 * Search result thumbnails (R-VIDEO-04): the video's YouTube image, retried up to 3 times with back-off,
 * then the stored thumbnail, then the default image. `first` is shown at once; `retries` are the delays
 * before each retry of it; `stored` is tried after the retries when it is a different link.
 */
export function searchThumbnailPlan(
  videoId: string | null | undefined,
  storedUrl?: string | null,
): {
  first: string | null;
  retries: readonly number[];
  stored: string | null;
} {
  const own = videoId && VIDEO_ID_PATTERN.test(videoId) ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : null;
  const stored = isHttp(storedUrl) ? storedUrl : null;
  if (!own) return { first: stored, retries: stored ? SEARCH_RETRY_DELAYS_MS : [], stored: null };
  return { first: own, retries: SEARCH_RETRY_DELAYS_MS, stored: stored && stored !== own ? stored : null };
}
