import { findAdminVideo } from '../../../db/repositories/admin-video-list.repo.ts';
import { followedChannels, updateVideo } from '../../../db/repositories/admin-videos.repo.ts';
import { upsertPendingItems } from '../../../db/repositories/curation.repo.ts';
import { archivedVideoIds, liftPurge } from '../../../db/repositories/deleted-videos.repo.ts';
import type { AddVideoPreview, AddVideosBody } from '../../../shared/api/admin-videos.ts';
import { ADMIN_VIDEO_MESSAGES as MSG } from '../../../shared/constants/admin-videos.ts';
import { parseYouTubeVideoId } from '../../../shared/url/youtube-video.ts';
import {
  channelsById,
  classifyVideo,
  insertAddedVideo,
  listApiKeys,
  loadClassifier,
  lookUpVideos,
  YouTubeApiError,
  type Classification,
  type LookedUpVideo,
  type MappedVideo,
} from '../../../sync/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest, conflict } from '../../core/errors.ts';
import { iso } from '../../core/mappers.ts';
import type { AdminVideoService } from './admin-videos.service.ts';
import { movePublicShare, TouchedTotals } from './video-totals.ts';

/** Reason kept on the curation item of a video an admin added with a keyword of their own choice. */
const ADMIN_CHOICE_REASON = '관리자가 주소로 추가하며 고른 키워드입니다.';

const STATE_MESSAGES: Partial<Record<AddVideoPreview['state'], string>> = {
  invalid: MSG.badUrl,
  inCatalogue: MSG.alreadyInCatalogue,
  inArchive: MSG.alreadyInArchive,
  notOnYouTube: MSG.notOnYouTube,
  private: MSG.privateOnYouTube,
  upcoming: MSG.upcomingOnYouTube,
};

interface Looked {
  items: (AddVideoPreview & { mapped: MappedVideo | null })[];
  units: number;
}

/**
 * Adding videos by their YouTube address (R-ADMIN-VIDEO-04: upload is a real feature): read the ids, ask
 * YouTube (videos.list through the sync engine's client), show what would be added with the classifier's
 * suggestion, then write each video as sync would and publish it or send it to curation.
 */
export class VideoAddService {
  readonly #ctx: AppContext;
  readonly #videos: AdminVideoService;

  constructor(ctx: AppContext, videos: AdminVideoService) {
    this.#ctx = ctx;
    this.#videos = videos;
  }

  async preview(urls: string[]) {
    const looked = await this.#lookUp(urls);
    return { units: looked.units, items: looked.items.map(({ mapped, ...item }) => (void mapped, item)) };
  }

  async add(actor: Actor, body: AddVideosBody) {
    if (body.keywordId !== undefined) await this.#videos.checkKeyword(this.#ctx.db, body.keywordId);
    const looked = await this.#lookUp(body.urls);
    const results = [];
    for (const item of looked.items) {
      const base = { input: item.input, videoId: item.videoId };
      if (item.state !== 'new' || !item.mapped) {
        results.push({ ...base, ok: false, code: stateCode(item.state), message: item.message ?? MSG.badUrl });
        continue;
      }
      try {
        results.push({ ...base, ok: true, ...(await this.#addOne(actor, item, item.mapped, body)) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ ...base, ok: false, code: error.code, message: error.message });
      }
    }
    await catalogueChanged(this.#ctx);
    const added = results.filter((r) => r.ok).length;
    return { added, failed: results.length - added, units: looked.units, results };
  }

  async #addOne(actor: Actor, item: Looked['items'][number], video: MappedVideo, body: AddVideosBody) {
    const keywordId = body.keywordId ?? item.suggestion?.keywordId ?? null;
    if (body.publish && keywordId === null) throw badRequest(MSG.noKeywordToPublish, 'keywordId');
    return auditedWrite(this.#ctx, actor, async (trx, audit) => {
      if (item.purgedBefore) await liftPurge(trx, video.video_id);
      const channel = video.channel_id ? ((await channelsById(trx, [video.channel_id])).get(video.channel_id) ?? null) : null;
      const now = this.#ctx.now();
      if (!(await insertAddedVideo(trx, video, channel, now))) throw conflict('ALREADY_IN_CATALOGUE', MSG.alreadyInCatalogue);
      const status = body.publish ? 'published' : 'draft';
      if (body.publish) {
        await updateVideo(trx, video.video_id, { status: 'published', keywordId }, now);
        await movePublicShare(trx, { isPublic: false, views: video.view_count ?? 0, likes: video.like_count ?? 0 }, true);
        const totals = new TouchedTotals();
        totals.note({ keyword_id: keywordId, channel_id: channel?.channelId ?? null });
        await totals.refresh(trx);
      } else {
        const suggestion = item.suggestion;
        const chosen = body.keywordId !== undefined;
        await upsertPendingItems(
          trx,
          [
            {
              videoId: video.video_id,
              keywordId,
              categoryIds: [],
              confidence: chosen ? 1 : (suggestion?.confidence ?? 0),
              reason: chosen ? ADMIN_CHOICE_REASON : (suggestion?.reason ?? '분류기가 알맞은 키워드를 찾지 못했습니다.'),
            },
          ],
          now,
        );
      }
      await audit({
        action: 'video.add',
        targetType: 'video',
        targetId: video.video_id,
        after: {
          title: video.title,
          channelId: video.channel_id,
          channelFollowed: channel !== null,
          status,
          keywordId,
          suggestedKeywordId: item.suggestion?.keywordId ?? null,
          ...(item.purgedBefore ? { purgedBefore: true } : {}),
        },
      });
      return { status, keywordId };
    });
  }

  /** Each pasted entry with what we and YouTube know about it. */
  async #lookUp(urls: string[]): Promise<Looked> {
    const parsed = urls.map((input) => ({ input: input.trim(), videoId: parseYouTubeVideoId(input) }));
    const ids = [...new Set(parsed.flatMap((p) => (p.videoId ? [p.videoId] : [])))];
    const db = this.#ctx.db;
    const [existing, archive] = await Promise.all([Promise.all(ids.map((id) => findAdminVideo(db, id))), archivedVideoIds(db, ids)]);
    const inCatalogue = new Map(existing.flatMap((row) => (row ? [[row.video_id, row] as const] : [])));
    const toAsk = ids.filter((id) => !inCatalogue.has(id) && archive.get(id) !== 'archived');
    const youtube = await this.#askYouTube(toAsk);
    const found = youtube.videos.flatMap((v) => (v.state === 'found' ? [v.video] : []));
    const [followed, classifier] = await Promise.all([
      followedChannels(
        db,
        found.flatMap((v) => (v.channel_id ? [v.channel_id] : [])),
      ),
      found.length ? loadClassifier(db) : null,
    ]);
    const byId = new Map(youtube.videos.map((v) => [v.videoId, v]));
    const seen = new Set<string>();
    const items = parsed.map(({ input, videoId }): Looked['items'][number] => {
      const empty = { input, videoId, video: null, suggestion: null, channel: null, existing: null, purgedBefore: false, mapped: null };
      if (!videoId) return { ...empty, state: 'invalid', message: MSG.badUrl };
      if (seen.has(videoId)) return { ...empty, state: 'invalid', message: '같은 영상을 두 번 넣었습니다.' };
      seen.add(videoId);
      const row = inCatalogue.get(videoId);
      if (row)
        return {
          ...empty,
          state: 'inCatalogue',
          message: MSG.alreadyInCatalogue,
          existing: { title: row.title, status: row.status || 'published', keywordId: row.keyword_id },
        };
      if (archive.get(videoId) === 'archived') return { ...empty, state: 'inArchive', message: MSG.alreadyInArchive };
      const looked = byId.get(videoId);
      const purgedBefore = archive.get(videoId) === 'purged';
      if (!looked || looked.state !== 'found') {
        const state = looked?.state === 'private' ? 'private' : looked?.state === 'upcoming' ? 'upcoming' : 'notOnYouTube';
        return { ...empty, purgedBefore, state, message: STATE_MESSAGES[state] ?? null };
      }
      const video = looked.video;
      const match = classifier ? classifyVideo(classifier, video) : null;
      return {
        ...empty,
        purgedBefore,
        state: 'new',
        message: null,
        mapped: video,
        video: {
          title: video.title,
          description: video.description,
          channel_id: video.channel_id,
          channel_name: video.channel_name,
          thumbnail_url: video.thumbnail_url,
          upload_date: iso(video.upload_date)!,
          duration: video.duration,
          duration_display: video.duration_display,
          view_count: video.view_count ?? 0,
          tags: video.tags,
        },
        suggestion: match ? toSuggestion(match) : null,
        channel: video.channel_id
          ? {
              channelId: video.channel_id,
              channelName: followed.get(video.channel_id)?.channel_name ?? video.channel_name,
              followed: followed.has(video.channel_id),
            }
          : null,
      };
    });
    return { items, units: youtube.units };
  }

  async #askYouTube(ids: string[]): Promise<{ videos: LookedUpVideo[]; units: number }> {
    if (ids.length === 0) return { videos: [], units: 0 };
    try {
      return await lookUpVideos(this.#ctx.sync.youtube(), ids);
    } catch (error) {
      if (!(error instanceof YouTubeApiError)) throw error;
      const noKeys = error.code === 'quotaExhausted' && !(await this.#hasKeys());
      throw new ApiError(
        error.code === 'quotaExhausted' ? 409 : 502,
        `YOUTUBE_${error.code.toUpperCase()}`,
        noKeys ? MSG.noYouTubeKey : error.message,
      );
    }
  }

  async #hasKeys(): Promise<boolean> {
    return (await listApiKeys(this.#ctx.db, this.#ctx.now())).some((key) => key.isEnabled);
  }
}

const toSuggestion = (match: Classification) => ({
  keywordId: match.keywordId,
  keyword: match.keyword,
  confidence: Math.round(match.confidence * 1000) / 1000,
  reason: match.reason,
});

function stateCode(state: AddVideoPreview['state']): string {
  const codes: Record<AddVideoPreview['state'], string> = {
    new: 'NEW',
    inCatalogue: 'ALREADY_IN_CATALOGUE',
    inArchive: 'IN_ARCHIVE',
    invalid: 'INVALID_URL',
    notOnYouTube: 'NOT_ON_YOUTUBE',
    private: 'PRIVATE_ON_YOUTUBE',
    upcoming: 'NOT_YET_AIRED',
  };
  return codes[state];
}
