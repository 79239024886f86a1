import * as list from '../../../db/repositories/admin-video-list.repo.ts';
import * as repo from '../../../db/repositories/admin-videos.repo.ts';
import type { LockedVideo, VideoChanges } from '../../../db/repositories/admin-videos.repo.ts';
import type { AdminVideo, AdminVideoFilterInput, AdminVideoListQuery, AdminVideoUpdateBody } from '../../../shared/api/admin-videos.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import {
  ADMIN_VIDEO_COUNT_CAP,
  ADMIN_VIDEO_SEARCH_COUNT_CAP,
  ADMIN_VIDEO_MESSAGES as MSG,
  VIDEO_BULK_MAX,
  type SettableVideoStatus,
} from '../../../shared/constants/admin-videos.ts';
import { buildSearchDocument } from '../../../shared/search/text.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import { rememberedCount, type AppContext } from '../../core/context.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { toAdminVideo } from './admin-video-mappers.ts';
import { toRepositoryFilter } from './admin-video-filter.ts';
import { bulkAnswer, eachItem, type ItemOutcome } from './per-item.ts';
import { isPublicStatus, itemAudit, movePublicShare, TouchedTotals } from './video-totals.ts';

/** The audit trail's picture of a video: what an admin can change. */
const auditView = (video: Pick<LockedVideo, 'status' | 'keyword_id' | 'title' | 'title_override' | 'tags' | 'tags_override'>) => ({
  status: video.status,
  keywordId: video.keyword_id,
  title: video.title,
  titleOverride: video.title_override,
  tags: video.tags,
  tagsOverridden: video.tags_override !== null,
});

/**
 * Staff's side of the catalogue's videos: the enhanced list, one video, edits and status changes. Every
 * write is one transaction with its audit row; `setStatus` and `update` are the per-item steps a bulk
 * call (or a bulk-task job) runs for each video, sharing a TouchedTotals so totals are refreshed once.
 */
export class AdminVideoService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  /** An hq_editor lists only the videos of its regions' channels (issue 24). */
  async list(actor: Actor, query: AdminVideoListQuery) {
    const { page, limit, sort, ...filterInput } = query;
    const regions = actor.access?.regions ?? null;
    const filter = toRepositoryFilter(filterInput, this.#ctx.now(), regions);
    // Counted up to the cap and remembered per filter (and scope) until the catalogue changes (paging does not count again).
    const count = rememberedCount(this.#ctx, 'admin-videos', { ...filterInput, regions });
    const cap = filter.search ? ADMIN_VIDEO_SEARCH_COUNT_CAP : ADMIN_VIDEO_COUNT_CAP;
    const [rows, matched] = await Promise.all([
      list.listAdminVideos(this.#ctx.db, filter, sort, page, limit),
      count(() => list.countAdminVideos(this.#ctx.db, filter, cap)),
    ]);
    const now = this.#ctx.now();
    return {
      data: rows.map((row) => toAdminVideo(row, now)),
      pagination: paginationFor(page, limit, Math.min(matched, cap)),
      totalIsLowerBound: matched > cap,
    };
  }

  async get(videoId: string): Promise<AdminVideo> {
    const row = await list.findAdminVideo(this.#ctx.db, videoId);
    if (!row) throw notFound(MSG.notFound);
    return toAdminVideo(row, this.#ctx.now(), { fullDescription: true });
  }

  /** PATCH: keyword, status, title override and tags in one audited write. */
  async update(actor: Actor, videoId: string, body: AdminVideoUpdateBody): Promise<AdminVideo> {
    await this.edit(actor, videoId, body);
    await catalogueChanged(this.#ctx);
    return this.get(videoId);
  }

  /**
   * One video's edit in its own transaction with its audit row. With `totals` (a bulk run), keyword and
   * channel totals wait for the run's end; without, they are refreshed in this transaction.
   */
  async edit(actor: Actor, videoId: string, body: AdminVideoUpdateBody, totals?: TouchedTotals): Promise<ItemOutcome> {
    try {
      return await auditedWrite(this.#ctx, actor, async (trx, rawAudit) => {
        const audit = itemAudit(trx, rawAudit, totals);
        const before = await repo.lockVideo(trx, videoId);
        if (!before) throw notFound(MSG.notFound);
        const changes = await this.#changes(trx, before, body);
        if (Object.keys(changes).length === 0) throw new Unchanged(before.status);
        await repo.updateVideo(trx, videoId, changes, this.#ctx.now());
        const status = changes.status ?? before.status;
        const keywordId = changes.keywordId !== undefined ? changes.keywordId : before.keyword_id;
        await this.#settleTotals(trx, before, status, keywordId, totals);
        const after = (await repo.lockVideo(trx, videoId))!;
        const statusOnly = Object.keys(changes).length === 1 && changes.status !== undefined;
        await audit({
          action: statusOnly ? 'video.status' : 'video.update',
          targetType: 'video',
          targetId: videoId,
          before: auditView(before),
          after: { ...auditView(after), ...(totals ? { bulk: true } : {}) },
        });
        return { status };
      });
    } catch (error) {
      // Nothing to change is not a write: no audit row, and the answer says so.
      if (error instanceof Unchanged)
        return { status: error.status, note: body.status !== undefined && Object.keys(body).length === 1 ? MSG.sameStatus : MSG.unchanged };
      throw error;
    }
  }

  /** One video's status (the bulk step); a video already in that status is left alone and said so. */
  async setStatus(actor: Actor, videoId: string, status: SettableVideoStatus, totals?: TouchedTotals): Promise<ItemOutcome> {
    return this.edit(actor, videoId, { status }, totals);
  }

  /** Up to 500 videos (ids or a filter), each in its own transaction; totals refreshed once at the end. */
  async bulkStatus(
    actor: Actor,
    target: { videoIds?: string[] | undefined; filter?: AdminVideoFilterInput | undefined },
    status: SettableVideoStatus,
  ) {
    const ids = await this.targets(target, actor);
    const totals = new TouchedTotals();
    const results = await eachItem(ids, (videoId) => this.setStatus(actor, videoId, status, totals));
    await this.finishBulk(totals);
    return bulkAnswer(results);
  }

  /**
   * The ids a bulk call names: the given ones (each checked for scope in its own write), or every match of the filter
   * (refused past 500) — within the caller's regions, so a filter never reaches another headquarters.
   */
  async targets(target: { videoIds?: string[] | undefined; filter?: AdminVideoFilterInput | undefined }, actor?: Actor): Promise<string[]> {
    if (target.videoIds) return [...new Set(target.videoIds)];
    const ids = await list.adminVideoIdsMatching(
      this.#ctx.db,
      toRepositoryFilter(target.filter ?? {}, this.#ctx.now(), actor?.access?.regions),
      VIDEO_BULK_MAX + 1,
    );
    if (ids.length > VIDEO_BULK_MAX) throw badRequest(MSG.tooManyMatches, 'filter');
    if (ids.length === 0) throw notFound(MSG.noneMatching);
    return ids;
  }

  /** After a bulk run: each touched keyword and channel refreshed once (a few per step); public answers change at once. */
  async finishBulk(totals: TouchedTotals): Promise<void> {
    await totals.refreshInSteps(this.#ctx.db);
    await catalogueChanged(this.#ctx);
  }

  async #changes(trx: Transaction, before: LockedVideo, body: AdminVideoUpdateBody): Promise<VideoChanges> {
    const changes: VideoChanges = {};
    if (body.status !== undefined && body.status !== before.status) changes.status = body.status;
    if (body.keywordId !== undefined && body.keywordId !== before.keyword_id) {
      if (body.keywordId !== null) await this.checkKeyword(trx, body.keywordId);
      changes.keywordId = body.keywordId;
    }
    if (body.titleOverride !== undefined && body.titleOverride !== before.title_override) {
      // YouTube's title is kept the first time an admin overrides it, so clearing brings it back.
      const sourceTitle = before.source_title ?? (before.title_override === null ? before.title : null);
      const title = body.titleOverride ?? sourceTitle ?? before.title;
      changes.title = { title, titleOverride: body.titleOverride, sourceTitle };
    }
    if (body.tags !== undefined && !sameTags(body.tags, before.tags_override)) {
      const sourceTags = before.source_tags ?? (before.tags_override === null ? before.tags : null);
      const tags = body.tags === null ? (sourceTags ?? before.tags) : [...new Set(body.tags.map((tag) => tag.normalize('NFC')))];
      changes.tags = { tags, tagsOverride: body.tags === null ? null : tags, sourceTags };
    }
    if (changes.title || changes.tags) {
      changes.search = buildSearchDocument({
        title: changes.title?.title ?? before.title,
        channelName: before.channel_name,
        tags: changes.tags?.tags ?? before.tags,
        description: before.description,
      });
    }
    return changes;
  }

  /** A keyword to link must exist and be in use. */
  async checkKeyword(trx: Transaction, keywordId: number): Promise<void> {
    const keyword = await repo.keywordStatus(trx, keywordId);
    if (!keyword) throw badRequest(MSG.unknownKeyword, 'keywordId');
    if (keyword.status !== 'active') throw badRequest(MSG.inactiveKeyword, 'keywordId');
  }

  async #settleTotals(trx: Transaction, before: LockedVideo, status: string, keywordId: number | null, totals?: TouchedTotals) {
    const wasPublic = before.is_public === true;
    const isPublic = isPublicStatus(status);
    await movePublicShare(trx, { isPublic: wasPublic, views: Number(before.view_count), likes: Number(before.like_count) }, isPublic);
    if (wasPublic === isPublic && keywordId === before.keyword_id) return;
    const touched = totals ?? new TouchedTotals();
    touched.note(before, { keyword_id: keywordId, channel_id: before.channel_id });
    if (!totals) await touched.refresh(trx);
  }
}

const sameTags = (next: string[] | null, current: string[] | null) =>
  next === null ? current === null : current !== null && next.length === current.length && next.every((tag, i) => tag === current[i]);

class Unchanged extends Error {
  readonly status: string;
  constructor(status: string) {
    super('unchanged');
    this.status = status;
  }
}
