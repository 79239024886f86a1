import type { PopularQuery, VideoListQuery } from '../../../shared/api/videos.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import {
  PAGE_VIEW_ADDRESS_CAP_PER_HOUR,
  PAGE_VIEW_WINDOW_MINUTES,
  POPULAR_EXCLUSION_CHIPS,
  POPULAR_TOPS,
} from '../../../shared/constants/catalogue.ts';
import { findChannel } from '../../../db/repositories/channels.repo.ts';
import { findKeywordRef } from '../../../db/repositories/keywords.repo.ts';
import { recordPageView, type Viewer } from '../../../db/repositories/statistics.repo.ts';
import * as repo from '../../../db/repositories/videos.repo.ts';
import { rememberedCount, type AppContext } from '../../core/context.ts';
import { notFound } from '../../core/errors.ts';
import { countOrNull, toVideo } from '../../core/mappers.ts';
import { accessBadges, toVideosWithAccess } from '../../core/video-access.ts';
import { accessRowOf, lifeStagesOf, versionsOf } from '../../../db/repositories/video-access.repo.ts';
import type { VideoAccess } from '../../../shared/api/videos.ts';
import type { LifeStage } from '../../../shared/constants/life-stages.ts';

const VIDEO_NOT_FOUND = '영상을 찾을 수 없습니다.';

/** Public videos: lists, the popular tops, one video with its keyword and channel, the view counter. */
export class VideoService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async list(q: VideoListQuery) {
    const filter = {
      period: q.period,
      channelType: q.channel_type,
      keywordId: q.keyword_id,
      channelId: q.channel_id,
      excludedChannels: q.excluded_channels,
      shorts: q.shorts,
      access: q.access,
      lifeStages: q.lifeStage,
    };
    const { rows, total } = await repo.listVideos(
      this.#ctx.db,
      filter,
      q.sort,
      q.page,
      q.limit,
      rememberedCount(this.#ctx, 'videos', filter),
    );
    const now = this.#ctx.now();
    return { data: await toVideosWithAccess(this.#ctx, rows, now), pagination: paginationFor(q.page, q.limit, total) };
  }

  /** R-POPULAR-02, R-POPULAR-03 popular tops per period, plus the five biggest channels of the type as exclusion chips. */
  async popular(q: PopularQuery) {
    const limit = POPULAR_TOPS[q.period];
    const filter = {
      period: q.period,
      channelType: q.channel_type,
      excludedChannels: q.excluded_channels,
      shorts: q.shorts,
      access: q.access,
      lifeStages: q.lifeStage,
    };
    const [rows, chips] = await Promise.all([
      repo.listVideoRows(this.#ctx.db, filter, 'views', 1, limit),
      repo.topChannelsBySubscribers(this.#ctx.db, q.channel_type, POPULAR_EXCLUSION_CHIPS),
    ]);
    const now = this.#ctx.now();
    return {
      period: q.period,
      limit,
      videos: await toVideosWithAccess(this.#ctx, rows, now),
      topChannels: chips.map((c) => ({ ...c, subscriber_count: countOrNull(c.subscriber_count) })),
    };
  }

  async detail(videoId: string) {
    const row = await repo.findPublicVideo(this.#ctx.db, videoId);
    if (!row) throw notFound(VIDEO_NOT_FOUND);
    const db = this.#ctx.db;
    const [keyword, channel, versions, access, stages, badges] = await Promise.all([
      row.keyword_id === null ? undefined : findKeywordRef(db, row.keyword_id),
      row.channel_id === null ? undefined : findChannel(db, row.channel_id),
      versionsOf(db, videoId),
      accessRowOf(db, videoId),
      lifeStagesOf(db, videoId, row.keyword_id),
      accessBadges(this.#ctx),
    ]);
    const kind = versions.kind;
    const own: VideoAccess = {
      // A 자막판 carries captions a person made into the picture; otherwise what YouTube said (or staff corrected).
      captions: access?.captions_override ?? (kind === 'captions' ? 'human' : (access?.captions ?? 'unknown')),
      captionLanguages: access?.caption_languages ?? [],
      signLanguage: access?.sign_language ?? kind === 'sign_language',
      audioDescription: access?.audio_description ?? kind === 'audio_description',
      easyRead: access?.easy_read ?? kind === 'easy_read',
    };
    return {
      video: toVideo(row, this.#ctx.now(), badges.get(row.video_id)),
      versionKind: kind,
      versions: versions.others.map((v) => ({
        videoId: v.video_id,
        kind: v.kind,
        language: v.language,
        title: v.title,
        duration: v.duration,
      })),
      access: own,
      lifeStages: (stages.own.length ? stages.own : stages.keyword) as LifeStage[],
      keyword: keyword ?? null,
      channel: channel
        ? {
            id: channel.id,
            channel_id: channel.channel_id,
            channel_name: channel.channel_name,
            channel_type: channel.channel_type,
            thumbnail_url: channel.thumbnail_url,
            subscriber_count: countOrNull(channel.subscriber_count),
          }
        : null,
    };
  }

  /** A public write, not audited: counted once per session and once per address per window, capped per address (as increment_view_count). */
  async recordView(videoId: string, viewer: Viewer) {
    const video = await repo.findPublicVideo(this.#ctx.db, videoId);
    if (!video) throw notFound(VIDEO_NOT_FOUND);
    const current = Number(video.view_count);
    const counted = await recordPageView(this.#ctx.db, 'video', video.video_id, viewer, {
      now: this.#ctx.now(),
      windowMinutes: PAGE_VIEW_WINDOW_MINUTES,
      addressCapPerHour: PAGE_VIEW_ADDRESS_CAP_PER_HOUR,
    });
    if (!counted) return { counted: false, view_count: current };
    const updated = await repo.incrementViewCount(this.#ctx.db, video.video_id);
    return { counted: true, view_count: updated ?? current };
  }
}
