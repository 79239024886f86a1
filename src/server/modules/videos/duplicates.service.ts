import * as archiveRepo from '../../../db/repositories/deleted-videos.repo.ts';
import * as repo from '../../../db/repositories/video-duplicates.repo.ts';
import { lockVideo } from '../../../db/repositories/admin-videos.repo.ts';
import type { DuplicateGroup, DuplicateListQuery, DuplicateMergeBody, DuplicateMergeResult } from '../../../shared/api/admin-duplicates.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { DUPLICATE_KINDS, DUPLICATE_MESSAGES as MSG, MERGE_REASON, type DuplicateKind } from '../../../shared/constants/duplicates.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../../core/errors.ts';
import type { AdminVideoService } from './admin-videos.service.ts';
import { findDuplicates } from './find-duplicates.ts';
import type { FoundGroup } from './duplicate-detection.ts';
import { describeGroup, toDuplicateVideo } from './duplicate-mappers.ts';
import { bulkAnswer, eachItem } from './per-item.ts';
import type { VideoArchiveService } from './video-archive.service.ts';
import { TouchedTotals } from './video-totals.ts';

const FOUND_TTL_MS = 60_000;

/**
 * Duplicate videos (ADR 0018): groups found in process from every row's id, title and length (remembered per
 * catalogue version), and merging a group: the others go to the archive through the normal delete step with
 * the reason '중복 정리' (restoring one undoes its part of the merge).
 */
export class DuplicateService {
  readonly #ctx: AppContext;
  readonly #videos: AdminVideoService;
  readonly #archive: VideoArchiveService;

  constructor(ctx: AppContext, videos: AdminVideoService, archive: VideoArchiveService) {
    this.#ctx = ctx;
    this.#videos = videos;
    this.#archive = archive;
  }

  /** The groups of one kind (ids only), remembered for this catalogue version. */
  async found(kind: DuplicateKind): Promise<FoundGroup[]> {
    return this.#ctx.cache.memo(`duplicates\u0000${kind}`, FOUND_TTL_MS, () => findDuplicates(this.#ctx.db, kind));
  }

  async list(query: DuplicateListQuery) {
    const all = await this.found(query.kind);
    const counts = Object.fromEntries(
      await Promise.all(DUPLICATE_KINDS.map(async (kind) => [kind, kind === query.kind ? all.length : (await this.found(kind)).length])),
    ) as Record<DuplicateKind, number>;
    const page = all.slice((query.page - 1) * query.limit, query.page * query.limit);
    const details = await repo.duplicateVideoDetails(
      this.#ctx.db,
      page.flatMap((group) => group.videoIds),
    );
    const byId = new Map(details.map((row) => [row.video_id, toDuplicateVideo(row)]));
    const data: DuplicateGroup[] = [];
    for (const group of page) {
      const videos = group.videoIds.flatMap((id) => byId.get(id) ?? []);
      // Suggested keeper first: a public copy (keeping a draft would take the video off the site), then views, then age.
      videos.sort(
        (a, b) => Number(b.is_public) - Number(a.is_public) || b.view_count - a.view_count || a.upload_date.localeCompare(b.upload_date),
      );
      if (videos.length < 2) continue;
      data.push({
        key: [...group.videoIds].sort().join(','),
        kind: group.kind,
        reason: describeGroup(group, videos),
        similarity: group.similarity ?? null,
        videos,
      });
    }
    return { data, pagination: paginationFor(query.page, query.limit, all.length), counts };
  }

  /** Past merges, newest first, with where each one's undo stands (an hq_editor sees its regions' only). */
  async merges(actor: Actor, page: number, limit: number) {
    const { rows, total } = await repo.listMerges(this.#ctx.db, page, limit, actor.access?.regions ?? null);
    const data = rows.map((row) => {
      const [undoState, undoNote] = row.superseded
        ? (['gone', MSG.mergeSuperseded] as const)
        : row.in_catalogue
          ? (['undone', MSG.mergeUndone] as const)
          : row.in_archive
            ? (['available', null] as const)
            : (['gone', MSG.mergeGone] as const);
      return {
        id: Number(row.id),
        kind: row.kind as DuplicateKind,
        keptVideoId: row.kept_video_id,
        keptTitle: row.kept_title,
        mergedVideoId: row.merged_video_id,
        mergedTitle: row.merged_title,
        mergedAt: new Date(row.merged_at).toISOString(),
        mergedBy: row.merged_by,
        undoState,
        undoNote,
      };
    });
    return { data, pagination: paginationFor(page, limit, total) };
  }

  /**
   * Keeps one video and archives the others, each in its own transaction (the archive's delete step, then the
   * merge record with the merged video's audience numbers). The kept video keeps its own YouTube counts; a
   * kept video without a keyword takes the first merged one's.
   */
  async merge(actor: Actor, body: DuplicateMergeBody): Promise<DuplicateMergeResult> {
    const mergeIds = [...new Set(body.mergeVideoIds)];
    if (mergeIds.includes(body.keepVideoId)) throw badRequest(MSG.keepInMerged, 'mergeVideoIds');
    const kept = await lockVideo(this.#ctx.db, body.keepVideoId);
    if (!kept) throw notFound(MSG.keepNotFound);
    if (!kept.is_public && !body.acknowledgeUnpublish) {
      // Never lower what the public sees without saying so: a public copy archived while a hidden one stays.
      const leaving = await repo.publicVideos(this.#ctx.db, mergeIds);
      if (leaving.length > 0) throw conflict('MERGE_HIDES_PUBLIC', MSG.hidesPublic(leaving.map((v) => v.title)), 'acknowledgeUnpublish');
    }
    let keptKeyword = kept.keyword_id;
    let adoptedKeywordId: number | null = null;
    let mergedViews = 0;
    const totals = new TouchedTotals();
    const results = await eachItem(mergeIds, async (videoId) => {
      await this.#archive.remove(actor, videoId, MERGE_REASON, totals);
      const archived = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
        const row = (await archiveRepo.lockArchivedVideo(trx, videoId))!;
        const views = Number(row.view_count);
        await repo.insertVideoMerge(trx, {
          kept_video_id: body.keepVideoId,
          merged_video_id: videoId,
          kind: body.kind,
          merged_view_count: views,
          merged_like_count: Number(row.like_count),
          merged_keyword_id: row.keyword_id,
          merged_at: this.#ctx.now(),
          merged_by: actor.email,
        });
        await audit({
          action: 'video.merge',
          targetType: 'video',
          targetId: videoId,
          before: { viewCount: views, likeCount: Number(row.like_count), keywordId: row.keyword_id },
          after: { keptVideoId: body.keepVideoId, kind: body.kind, reason: MERGE_REASON },
        });
        return row;
      });
      mergedViews += Number(archived.view_count);
      if (keptKeyword === null && archived.keyword_id !== null) {
        adoptedKeywordId = await this.#adoptKeyword(actor, body.keepVideoId, archived.keyword_id, totals);
        keptKeyword = adoptedKeywordId;
      }
      return { note: MSG.merged };
    });
    await this.#videos.finishBulk(totals);
    const answer = bulkAnswer(results);
    return { keptVideoId: body.keepVideoId, adoptedKeywordId, mergedViews, ...answer };
  }

  /** The kept video takes a merged video's keyword link (through the normal edit step); a keyword no longer active is skipped. */
  async #adoptKeyword(actor: Actor, keptVideoId: string, keywordId: number, totals: TouchedTotals): Promise<number | null> {
    try {
      await this.#videos.edit(actor, keptVideoId, { keywordId }, totals);
      return keywordId;
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
  }
}
