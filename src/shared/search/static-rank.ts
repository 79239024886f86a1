// Query-independent part of the search relevance (R-SEARCH-04: log-scaled views and likes).
// Stored per video as videos.static_rank so candidates can be bounded by an index.
export const VIEW_WEIGHT = 3;
export const LIKE_WEIGHT = 2;

export function staticRank(viewCount: number, likeCount: number): number {
  const views = Math.max(0, viewCount || 0);
  const likes = Math.max(0, likeCount || 0);
  return Math.round((VIEW_WEIGHT * Math.log10(1 + views) + LIKE_WEIGHT * Math.log10(1 + likes)) * 1000) / 1000;
}
