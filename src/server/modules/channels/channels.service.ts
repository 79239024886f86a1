import { CHANNEL_TYPES } from '../../../shared/constants/catalogue.ts';
import { channelMetrics } from '../../../db/repositories/channels.repo.ts';
import type { AppContext } from '../../core/context.ts';
import { iso } from '../../core/mappers.ts';

const perVideo = (total: number, videos: number) => (videos > 0 ? Math.round(total / videos) : 0);

export async function channelStatistics(ctx: AppContext) {
  const rows = await channelMetrics(ctx.db);
  const channels = rows.map((row) => {
    const videos = Number(row.videos);
    const views = Number(row.views);
    const likes = Number(row.likes);
    const subscribers = Number(row.subscriber_count);
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
      subscribers_per_video: perVideo(subscribers, videos),
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
      subscribers: ofType.reduce((s, c) => s + c.subscriber_count, 0),
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
