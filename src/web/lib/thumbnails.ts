// Thumbnail sources in the order the card tries them (spec §4 thumbnail loading).
export const DEFAULT_THUMBNAIL = '/default-thumbnail.jpg';
/** Spec §9 order, starting from hqdefault (the card's size) to spare phones the 1280 px image. */
export const CARD_QUALITIES = ['hqdefault', 'mqdefault', 'default'] as const;
/** Spec §8: each attempt gets 5 s before the next quality is tried. */
export const THUMBNAIL_ATTEMPT_MS = 5_000;

/** A stored URL only counts when it is an http(s) link (spec §5). */
export function thumbnailCandidates(videoId: string | null | undefined, storedUrl?: string | null): string[] {
  const list: string[] = [];
  if (storedUrl && /^https?:\/\//.test(storedUrl)) list.push(storedUrl);
  if (videoId && /^[A-Za-z0-9_-]{6,20}$/.test(videoId)) {
    for (const quality of CARD_QUALITIES) list.push(`https://i.ytimg.com/vi/${videoId}/${quality}.jpg`);
  }
  return [...new Set(list)];
}
