import type { AdminVideoFilter } from '../../../db/repositories/admin-video-list.repo.ts';
import type { AdminVideoFilterInput } from '../../../shared/api/admin-videos.ts';
import type { AdminDateRange } from '../../../shared/constants/admin-videos.ts';
import { parseYouTubeVideoId } from '../../../shared/url/youtube-video.ts';

const DAY_MS = 86_400_000;

/** The start of a date range counted back from `now` (calendar months, as PostgreSQL's intervals). */
export function rangeStart(now: Date, range: AdminDateRange): Date {
  const start = new Date(now);
  if (range === 'today') return new Date(now.getTime() - DAY_MS);
  if (range === 'week') return new Date(now.getTime() - 7 * DAY_MS);
  const months = { month: 1, '3months': 3, '6months': 6, year: 12 }[range];
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

/** The API's filter as the repository reads it: a pasted YouTube address finds that video only. */
export function toRepositoryFilter(input: AdminVideoFilterInput, now: Date, regions?: readonly string[] | null): AdminVideoFilter {
  const search = input.search?.trim() || undefined;
  // A bare 11-character word may be a title word too; only an address is taken as "this video".
  const videoId = search && /[/.]/.test(search) ? (parseYouTubeVideoId(search) ?? undefined) : undefined;
  return {
    ...(videoId ? { videoId } : { search }),
    channelType: input.channelType,
    uploadedSince: input.dateRange ? rangeStart(now, input.dateRange) : undefined,
    status: input.status,
    keywordId: input.keywordId,
    channelId: input.channelId,
    // An hq_editor's filters never reach another headquarters' videos (issue 24).
    regions,
  };
}
