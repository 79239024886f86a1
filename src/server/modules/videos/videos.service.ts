import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PAGE_VIEW_WINDOW_MINUTES } from '../../../shared/constants/catalogue.ts';
import { findChannel } from '../../../db/repositories/channels.repo.ts';
import { recordPageView } from '../../../db/repositories/statistics.repo.ts';
import { findPublicVideo, incrementViewCount } from '../../../db/repositories/videos.repo.ts';
import type { AppContext } from '../../core/context.ts';
import { toVideo } from '../../core/mappers.ts';

export async function videoDetail(ctx: AppContext, videoId: string) {
  const row = await findPublicVideo(ctx.db, videoId);
  if (!row) return null;
  const [keyword, channel] = await Promise.all([
    row.keyword_id === null
      ? undefined
      : ctx.db.selectFrom('keyword_master').select(['id', 'slug', 'keyword']).where('id', '=', row.keyword_id).executeTakeFirst(),
    row.channel_id === null ? undefined : findChannel(ctx.db, row.channel_id),
  ]);
  return {
    video: toVideo(row, ctx.now()),
    keyword: keyword ?? null,
    channel: channel
      ? {
          id: channel.id,
          channel_id: channel.channel_id,
          channel_name: channel.channel_name,
          channel_type: channel.channel_type,
          thumbnail_url: channel.thumbnail_url,
          subscriber_count: Number(channel.subscriber_count),
        }
      : null,
  };
}

/**
 * Identifies a visitor for de-duplicating views: the SPA's X-Session-Id, else address and agent.
 * Only a hash is stored.
 */
export function visitorHash(request: FastifyRequest): string {
  const header = request.headers['x-session-id'];
  const sessionId = typeof header === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(header) ? header : null;
  const basis = sessionId ? `s:${sessionId}` : `a:${request.ip}\u0000${request.headers['user-agent'] ?? ''}`;
  return createHash('sha256').update(basis).digest('base64url').slice(0, 32);
}

export async function countVideoView(ctx: AppContext, request: FastifyRequest, videoId: string, current: number) {
  const counted = await recordPageView(ctx.db, 'video', videoId, visitorHash(request), PAGE_VIEW_WINDOW_MINUTES);
  if (!counted) return { counted: false, view_count: current };
  const updated = await incrementViewCount(ctx.db, videoId);
  return { counted: true, view_count: updated ?? current };
}
