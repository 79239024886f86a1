import * as videosRepo from '../../../db/repositories/admin-videos.repo.ts';
import * as repo from '../../../db/repositories/deleted-videos.repo.ts';
import type { ArchiveTargetsBody, DeletedVideoListQuery } from '../../../shared/api/admin-videos.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { ADMIN_VIDEO_MESSAGES as MSG, DEFAULT_DELETION_REASON, VIDEO_BULK_MAX } from '../../../shared/constants/admin-videos.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { toDeletedVideo } from './admin-video-mappers.ts';
import type { AdminVideoService } from './admin-videos.service.ts';
import { bulkAnswer, eachItem, type ItemOutcome } from './per-item.ts';
import { itemAudit, movePublicShare, TouchedTotals } from './video-totals.ts';

type Targets = Parameters<AdminVideoService['targets']>[0];

/**
 * The deleted-video archive (R-ADMIN-VIDEO-03): delete moves a row there with who, when and why; restore brings it
 * back published; purge removes it for good. Each video is one transaction with its audit row; `remove`,
 * `restore` and `purge` are the per-item steps bulk calls and bulk-task jobs run.
 */
export class VideoArchiveService {
  readonly #ctx: AppContext;
  readonly #videos: AdminVideoService;

  constructor(ctx: AppContext, videos: AdminVideoService) {
    this.#ctx = ctx;
    this.#videos = videos;
  }

  /** An hq_editor sees the archived videos of its regions only (issue 24). */
  async list(actor: Actor, query: DeletedVideoListQuery) {
    const regions = actor.access?.regions;
    const { rows, total } = await repo.listDeletedVideos(this.#ctx.db, query.search, query.sort, query.page, query.limit, regions);
    const now = this.#ctx.now();
    return { data: rows.map((row) => toDeletedVideo(row, now)), pagination: paginationFor(query.page, query.limit, total) };
  }

  /** Moves one video to the archive; it leaves every public list, count and search in the same commit. */
  async remove(actor: Actor, videoId: string, reason: string | undefined, totals?: TouchedTotals): Promise<ItemOutcome> {
    const why = reason?.trim() || DEFAULT_DELETION_REASON;
    return auditedWrite(this.#ctx, actor, async (trx, rawAudit) => {
      const audit = itemAudit(trx, rawAudit, totals);
      const video = await videosRepo.lockVideo(trx, videoId);
      if (!video) throw notFound(MSG.notFound);
      await repo.archiveVideo(trx, videoId, { at: this.#ctx.now(), by: actor.email, reason: why });
      await movePublicShare(
        trx,
        { isPublic: video.is_public === true, views: Number(video.view_count), likes: Number(video.like_count) },
        false,
      );
      await this.#touch(trx, video, totals, video.is_public === true);
      await audit({
        action: 'video.delete',
        targetType: 'video',
        targetId: videoId,
        before: { title: video.title, status: video.status, keywordId: video.keyword_id, channelId: video.channel_id },
        after: { reason: why, ...(totals ? { bulk: true } : {}) },
      });
      return {};
    });
  }

  /** Back as published, deletion fields cleared, out of the archive; every other column as it was. */
  async restore(actor: Actor, videoId: string, totals?: TouchedTotals): Promise<ItemOutcome> {
    return auditedWrite(this.#ctx, actor, async (trx, rawAudit) => {
      const audit = itemAudit(trx, rawAudit, totals);
      const archived = await repo.lockArchivedVideo(trx, videoId);
      if (!archived) throw notFound(MSG.notInArchive);
      const outcome = await repo.restoreVideo(trx, videoId);
      if (outcome.conflict) throw conflict('ALREADY_IN_CATALOGUE', MSG.alreadyInCatalogue);
      if (!outcome.restored) throw notFound(MSG.notInArchive);
      const keywordId = outcome.keywordCleared ? null : archived.keyword_id;
      const channelId = outcome.channelCleared ? null : archived.channel_id;
      await movePublicShare(trx, { isPublic: false, views: Number(archived.view_count), likes: Number(archived.like_count) }, true);
      await this.#touch(trx, { keyword_id: keywordId, channel_id: channelId }, totals, true);
      const notes: string[] = [];
      if (outcome.keywordCleared) notes.push(MSG.keywordGoneOnRestore);
      if (outcome.channelCleared) notes.push(MSG.channelGoneOnRestore);
      await audit({
        action: 'video.restore',
        targetType: 'video',
        targetId: videoId,
        before: {
          deletedAt: archived.deleted_at.toISOString(),
          deletedBy: archived.deleted_by,
          reason: archived.deletion_reason,
          status: archived.status,
        },
        after: { status: 'published', keywordId, channelId, ...(totals ? { bulk: true } : {}) },
      });
      return { status: 'published', ...(notes.length ? { note: notes.join(' ') } : {}) };
    });
  }

  /** Removes an archived video for good (its id stays on the purged list so sync leaves it out). */
  async purge(actor: Actor, videoId: string, bulk = false): Promise<ItemOutcome> {
    return auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const archived = await repo.lockArchivedVideo(trx, videoId);
      if (!archived) throw notFound(MSG.notInArchive);
      await repo.purgeVideo(trx, videoId, { at: this.#ctx.now(), by: actor.email });
      await audit({
        action: 'video.purge',
        targetType: 'video',
        targetId: videoId,
        before: {
          title: archived.title,
          channelName: archived.channel_name,
          deletedAt: archived.deleted_at.toISOString(),
          deletedBy: archived.deleted_by,
          reason: archived.deletion_reason,
        },
        after: bulk ? { bulk: true } : null,
      });
      return {};
    });
  }

  async removeMany(actor: Actor, target: Targets, reason: string | undefined) {
    const ids = await this.#videos.targets(target, actor);
    const totals = new TouchedTotals();
    const results = await eachItem(ids, (videoId) => this.remove(actor, videoId, reason, totals));
    await this.#videos.finishBulk(totals);
    return bulkAnswer(results);
  }

  async restoreMany(actor: Actor, body: ArchiveTargetsBody) {
    const ids = await this.#archiveTargets(body, actor);
    const totals = new TouchedTotals();
    const results = await eachItem(ids, (videoId) => this.restore(actor, videoId, totals));
    await this.#videos.finishBulk(totals);
    return bulkAnswer(results, MSG.notInArchive);
  }

  async purgeMany(actor: Actor, body: ArchiveTargetsBody) {
    const ids = await this.#archiveTargets(body, actor);
    const results = await eachItem(ids, (videoId) => this.purge(actor, videoId, ids.length > 1));
    return bulkAnswer(results, MSG.notInArchive);
  }

  async #archiveTargets(body: ArchiveTargetsBody, actor: Actor): Promise<string[]> {
    if (body.videoIds) return [...new Set(body.videoIds)];
    const ids = await repo.deletedVideoIdsMatching(this.#ctx.db, body.filter?.search, VIDEO_BULK_MAX + 1, actor.access?.regions);
    if (ids.length > VIDEO_BULK_MAX) throw badRequest(MSG.tooManyMatches, 'filter');
    if (ids.length === 0) throw notFound(MSG.noneMatching);
    return ids;
  }

  /** A single write refreshes its keyword and channel totals now; a bulk run collects them for its end. */
  async #touch(
    trx: Parameters<TouchedTotals['refresh']>[0],
    video: { keyword_id: number | null; channel_id: string | null },
    totals: TouchedTotals | undefined,
    counts: boolean,
  ) {
    if (!counts) return;
    const touched = totals ?? new TouchedTotals();
    touched.note(video);
    if (!totals) await touched.refresh(trx);
  }
}
