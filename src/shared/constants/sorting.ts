// ADR 0038: one sorting convention for every list. `sort` names the field a list is ordered by, spelled as its rows
// spell it (upload_date, view_count …); `order` is asc or desc and defaults to the field's natural direction. Each
// list's orderings below map the choices its screens and repositories know to that pair; a choice whose name is not
// a field (latest, views …) is an older spelling, still accepted and documented as deprecated.
import type { SortOrder } from './catalogue.ts';

export interface Ordering<F extends string = string> {
  readonly sort: F;
  readonly order: SortOrder;
}
export type Orderings<C extends string = string, F extends string = string> = Readonly<Record<C, Ordering<F>>>;

/** Public video lists (/api/videos, a channel's videos): newest first, or most viewed, or most liked. */
export const VIDEO_ORDERINGS = {
  latest: { sort: 'upload_date', order: 'desc' },
  views: { sort: 'view_count', order: 'desc' },
  likes: { sort: 'like_count', order: 'desc' },
  popular: { sort: 'view_count', order: 'desc' },
} as const satisfies Orderings;

/** The public channel list. */
export const CHANNEL_ORDERINGS = {
  video_count: { sort: 'video_count', order: 'desc' },
  subscriber_count: { sort: 'subscriber_count', order: 'desc' },
  view_count: { sort: 'view_count', order: 'desc' },
  latest_video: { sort: 'latest_video_date', order: 'desc' },
} as const satisfies Orderings;

/** Public keyword lists (/api/keywords, a category's keywords). */
export const KEYWORD_ORDERINGS = {
  total_views: { sort: 'total_views', order: 'desc' },
  total_videos: { sort: 'total_videos', order: 'desc' },
  created_at: { sort: 'created_at', order: 'desc' },
} as const satisfies Orderings;

/** Search results: best match first, or by one field (its natural direction). */
export const SEARCH_ORDERINGS = {
  relevance: { sort: 'relevance', order: 'desc' },
  view_count: { sort: 'view_count', order: 'desc' },
  upload_date: { sort: 'upload_date', order: 'desc' },
  like_count: { sort: 'like_count', order: 'desc' },
} as const satisfies Orderings;

/** The staff video list. */
export const ADMIN_VIDEO_ORDERINGS = {
  latest: { sort: 'upload_date', order: 'desc' },
  oldest: { sort: 'upload_date', order: 'asc' },
  views: { sort: 'view_count', order: 'desc' },
  likes: { sort: 'like_count', order: 'desc' },
  updated: { sort: 'updated_at', order: 'desc' },
} as const satisfies Orderings;

/** The archive of deleted videos. */
export const DELETED_VIDEO_ORDERINGS = {
  deleted: { sort: 'deleted_at', order: 'desc' },
  oldest: { sort: 'deleted_at', order: 'asc' },
  views: { sort: 'view_count', order: 'desc' },
} as const satisfies Orderings;

/** The staff keyword list. */
export const ADMIN_KEYWORD_ORDERINGS = {
  views: { sort: 'total_views', order: 'desc' },
  videos: { sort: 'total_videos', order: 'desc' },
  likes: { sort: 'total_likes', order: 'desc' },
  name: { sort: 'keyword', order: 'asc' },
  newest: { sort: 'created_at', order: 'desc' },
} as const satisfies Orderings;

/** The staff channel list. */
export const ADMIN_CHANNEL_ORDERINGS = {
  name: { sort: 'channel_name', order: 'asc' },
  subscribers: { sort: 'subscriber_count', order: 'desc' },
  videos: { sort: 'video_count', order: 'desc' },
  latest_video: { sort: 'latest_video_date', order: 'desc' },
  created: { sort: 'created_at', order: 'desc' },
} as const satisfies Orderings;

/** The fields a list sorts on (its `sort` values), in order of first appearance. */
export function sortFields<F extends string>(orderings: Orderings<string, F>): F[] {
  return [...new Set(Object.values<Ordering<F>>(orderings).map((o) => o.sort))];
}

/** The older spellings of a list's `sort` (choices that are not field names): accepted, deprecated. */
export function legacySorts<C extends string>(orderings: Orderings<C>): C[] {
  const fields = new Set<string>(sortFields(orderings));
  return (Object.keys(orderings) as C[]).filter((choice) => !fields.has(choice));
}

/**
 * The choice a request means: `sort` (a field, or an older spelling standing for a field and a direction) and
 * `order` (when given it decides the direction). Null when the list does not offer that direction of that field.
 */
export function resolveOrdering<C extends string>(orderings: Orderings<C>, sort: string, order?: SortOrder): C | null {
  const choices = Object.keys(orderings) as C[];
  const named = choices.find((choice) => choice === sort && orderings[choice].sort !== choice);
  const field = named ? orderings[named].sort : sort;
  const first = choices.find((choice) => orderings[choice].sort === field);
  const direction = order ?? (named ? orderings[named].order : first && orderings[first].order);
  if (named && orderings[named].order === direction) return named;
  return choices.find((choice) => orderings[choice].sort === field && orderings[choice].order === direction) ?? null;
}

/** The directions a list offers for one field. */
export function offeredOrders(orderings: Orderings, field: string): SortOrder[] {
  return [
    ...new Set(
      Object.values(orderings)
        .filter((o) => o.sort === field)
        .map((o) => o.order),
    ),
  ];
}

/** The `sort` and `order` the web sends for one of a list's choices. */
export function orderingParams<C extends string>(orderings: Orderings<C>, choice: C): Ordering {
  const { sort, order } = orderings[choice];
  return { sort, order };
}
