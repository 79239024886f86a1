import * as repo from '../../../db/repositories/admin-keyword-insights.repo.ts';
import { findAdminKeyword } from '../../../db/repositories/admin-keywords.repo.ts';
import type { AdminKeywordInsights } from '../../../shared/api/admin-keyword-insights.ts';
import { ADMIN_KEYWORD_MESSAGES as MSG } from '../../../shared/constants/admin-keywords.ts';
import type { AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { iso } from '../../core/mappers.ts';

const KST_OFFSET_MS = 9 * 3_600_000;
const MONTHS = 12;
const TOP_CHANNELS = 10;
const TOP_VIDEOS = 5;

/** The last 12 months in Korean time, oldest first ('YYYY-MM'), and the instant the first one began. */
export function lastMonths(now: Date, count = MONTHS): { months: string[]; from: Date } {
  const kst = new Date(now.getTime() + KST_OFFSET_MS);
  const year = kst.getUTCFullYear();
  const month = kst.getUTCMonth();
  const months = Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1) + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return { months, from: new Date(Date.UTC(year, month - (count - 1), 1) - KST_OFFSET_MS) };
}

/** One keyword in depth (keywords/v3): read straight from the indexed videos of that keyword. */
export async function keywordInsights(ctx: AppContext, id: number): Promise<AdminKeywordInsights> {
  if (!(await findAdminKeyword(ctx.db, id))) throw notFound(MSG.notFound);
  const { months, from } = lastMonths(ctx.now());
  const [monthly, channels, statuses, pendingCuration, topVideos] = await Promise.all([
    repo.monthlyVideos(ctx.db, id, from),
    repo.keywordChannels(ctx.db, id, TOP_CHANNELS),
    repo.videoStatusCounts(ctx.db, id),
    repo.pendingCurationCount(ctx.db, id),
    repo.topVideosOfKeyword(ctx.db, id, TOP_VIDEOS),
  ]);
  const byMonth = new Map(monthly.map((row) => [row.month, row]));
  return {
    keywordId: id,
    months: months.map((month) => ({
      month,
      newVideos: Number(byMonth.get(month)?.videos ?? 0),
      views: Number(byMonth.get(month)?.views ?? 0),
    })),
    channels: channels.map((row) => ({ ...row, videos: Number(row.videos), views: Number(row.views) })),
    videoStatus: {
      published: statuses.get('published') ?? 0,
      draft: statuses.get('draft') ?? 0,
      archived: statuses.get('archived') ?? 0,
      deleted: statuses.get('deleted') ?? 0,
    },
    pendingCuration,
    topVideos: topVideos.map((row) => ({ ...row, view_count: Number(row.view_count), upload_date: iso(row.upload_date)! })),
  };
}
