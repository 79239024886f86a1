import type { ChannelCounts, ChannelListQuery, ChannelVideosQuery } from '../../../shared/api/channels.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { CHANNEL_TYPES } from '../../../shared/constants/catalogue.ts';
import * as repo from '../../../db/repositories/channels.repo.ts';
import { listVideos } from '../../../db/repositories/videos.repo.ts';
import { rememberedCount, type AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { countOrNull, iso, toChannel } from '../../core/mappers.ts';
import { toVideosWithAccess } from '../../core/video-access.ts';

const perVideo = (total: number, videos: number) => (videos > 0 ? Math.round(total / videos) : 0);

/** Public channels: lists, counts per type, the fire headquarters, analytics, one channel with its videos. */
export class ChannelService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async list(q: ChannelListQuery) {
    const { rows, total } = await repo.listChannels(this.#ctx.db, q.channel_type, q.sort, q.page, q.limit);
    return { data: rows.map(toChannel), pagination: paginationFor(q.page, q.limit, total) };
  }

  async counts(): Promise<ChannelCounts> {
    const rows = await repo.countChannelsByType(this.#ctx.db);
    const counts = Object.fromEntries(CHANNEL_TYPES.map((type) => [type, 0])) as Record<(typeof CHANNEL_TYPES)[number], number>;
    for (const row of rows) counts[row.channel_type] = Number(row.count);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { ...counts, total };
  }

  async fireDepartments() {
    return { channels: (await repo.listFireDepartments(this.#ctx.db)).map(toChannel) };
  }

  /** By numeric id or YouTube channel id: the channel, its catalogue totals and a page of its videos. */
  async detail(id: string, q: ChannelVideosQuery) {
    const channel = await repo.findChannel(this.#ctx.db, id);
    if (!channel) throw notFound('채널을 찾을 수 없습니다.');
    const filter = { channelId: channel.channel_id };
    const [totals, videos] = await Promise.all([
      repo.channelVideoTotals(this.#ctx.db, channel.channel_id),
      listVideos(this.#ctx.db, filter, q.sort, q.page, q.limit, rememberedCount(this.#ctx, 'videos', filter)),
    ]);
    const now = this.#ctx.now();
    return {
      data: { channel: toChannel(channel), totals, videos: await toVideosWithAccess(this.#ctx, videos.rows, now) },
      pagination: paginationFor(q.page, q.limit, videos.total),
    };
  }

  /** Overview, comparison and efficiency tabs: every active channel's metrics and totals per type. */
  async statistics() {
    const rows = await repo.channelMetrics(this.#ctx.db);
    const channels = rows.map((row) => {
      const videos = Number(row.videos);
      const views = Number(row.views);
      const likes = Number(row.likes);
      const subscribers = countOrNull(row.subscriber_count);
      return {
        channel_id: row.channel_id,
        channel_name: row.channel_name,
        channel_type: row.channel_type,
        region: row.region,
        subscriber_count: subscribers,
        videos,
        views,
        likes,
        views_per_video: perVideo(views, videos),
        likes_per_video: perVideo(likes, videos),
        subscribers_per_video: subscribers === null ? null : perVideo(subscribers, videos),
        uploads_per_month: Math.round((Number(row.recent) / 12) * 10) / 10,
        latest_video_date: iso(row.latest_video_date),
      };
    });
    const byType = CHANNEL_TYPES.map((channel_type) => {
      const ofType = channels.filter((c) => c.channel_type === channel_type);
      return {
        channel_type,
        channels: ofType.length,
        videos: ofType.reduce((s, c) => s + c.videos, 0),
        views: ofType.reduce((s, c) => s + c.views, 0),
        likes: ofType.reduce((s, c) => s + c.likes, 0),
        // A hidden subscriber count adds nothing it does not know.
        subscribers: ofType.reduce((s, c) => s + (c.subscriber_count ?? 0), 0),
      };
    });
    const totals = byType.reduce(
      (sum, t) => ({
        channels: sum.channels + t.channels,
        videos: sum.videos + t.videos,
        views: sum.views + t.views,
        likes: sum.likes + t.likes,
        subscribers: sum.subscribers + t.subscribers,
      }),
      { channels: 0, videos: 0, views: 0, likes: 0, subscribers: 0 },
    );
    return { totals, byType, channels };
  }
}
