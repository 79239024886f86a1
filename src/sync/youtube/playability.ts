// How YouTube lets a video be played, from a videos.list item. The API has no "isShort"
// field: our heuristic is duration <= 180 s AND (#shorts in the title, description or tags, OR a portrait
// player — player.embedHeight > embedWidth, which Google sends when videos.list is asked with maxHeight).
import type { VideoResource } from './types.ts';

export const SHORT_MAX_SECONDS = 180;
export const VIEWER_REGION = 'KR';
export type LiveStatus = 'none' | 'live' | 'upcoming' | 'completed';

export interface Playability {
  is_short: boolean;
  live_status: LiveStatus;
  /** null: Google did not say (the status part was not asked for). */
  embeddable: boolean | null;
  made_for_kids: boolean | null;
  age_restricted: boolean;
  region_blocked_kr: boolean;
}

const SHORTS_TAG = /(^|[^\p{L}\p{N}_])#shorts?(?![\p{L}\p{N}_])/iu;

export function isShort(item: VideoResource, duration: number | null): boolean {
  if (duration === null || duration <= 0 || duration > SHORT_MAX_SECONDS) return false;
  const snippet = item.snippet ?? {};
  const tagged = [snippet.title, snippet.description, ...(snippet.tags ?? []).map((tag) => `#${tag.replace(/^#/, '')}`)].some(
    (text) => typeof text === 'string' && SHORTS_TAG.test(text),
  );
  const { embedHeight, embedWidth } = item.player ?? {};
  const portrait = typeof embedHeight === 'number' && typeof embedWidth === 'number' && embedHeight > embedWidth;
  return tagged || portrait;
}

/** snippet.liveBroadcastContent says live/upcoming; a finished stream keeps liveStreamingDetails.actualEndTime. */
export function liveStatus(item: VideoResource): LiveStatus {
  const content = item.snippet?.liveBroadcastContent;
  if (content === 'live' || content === 'upcoming') return content;
  const details = item.liveStreamingDetails;
  if (details?.actualEndTime || details?.actualStartTime) return 'completed';
  return 'none';
}

/** Blocked where the viewers are: named in `blocked`, or an `allowed` list (even empty) without it. */
export function regionBlocked(item: VideoResource, region = VIEWER_REGION): boolean {
  const restriction = item.contentDetails?.regionRestriction;
  if (!restriction) return false;
  if (Array.isArray(restriction.blocked) && restriction.blocked.includes(region)) return true;
  return Array.isArray(restriction.allowed) && !restriction.allowed.includes(region);
}

export function playabilityOf(item: VideoResource, duration: number | null): Playability {
  const status = item.status ?? {};
  return {
    is_short: isShort(item, duration),
    live_status: liveStatus(item),
    embeddable: typeof status.embeddable === 'boolean' ? status.embeddable : null,
    made_for_kids: typeof status.madeForKids === 'boolean' ? status.madeForKids : null,
    age_restricted: item.contentDetails?.contentRating?.ytRating === 'ytAgeRestricted',
    region_blocked_kr: regionBlocked(item),
  };
}

/** Why a video cannot be played on our pages in Korea (Korean, for the curation queue and the job item); null: it can. */
export function playabilityProblem(video: Pick<Playability, 'embeddable' | 'age_restricted' | 'region_blocked_kr'>): string | null {
  const reasons = [
    video.embeddable === false ? '다른 사이트에 퍼가기가 허용되지 않음' : null,
    video.region_blocked_kr ? '한국에서 볼 수 없음(지역 제한)' : null,
    video.age_restricted ? '연령 제한 영상' : null,
  ].filter((reason): reason is string => reason !== null);
  return reasons.length === 0 ? null : `재생 제한: ${reasons.join(', ')}`;
}
