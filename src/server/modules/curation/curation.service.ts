import {
  categoryNames,
  findActiveKeywords,
  getCurationItems,
  listCurationItems,
  lockCurationItems,
  markDecided,
  refreshKeywordTotals,
  type CurationItemRow,
} from '../../../db/repositories/curation.repo.ts';
import { refreshChannelTotals } from '../../../db/repositories/channels.repo.ts';
import { setVideoStatus } from '../../../db/repositories/video-writes.repo.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import type { CurationBulkBody, CurationItem, CurationListQuery } from '../../../shared/api/curation.ts';
import { CURATION_MESSAGES, type CurationAction } from '../../../shared/constants/curation.ts';
import type { Actor } from '../../core/actor.ts';
import { splitByScope } from '../../core/staff-scope.ts';
import { auditedWrite, type Audit, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../../core/errors.ts';
import { iso } from '../../core/mappers.ts';

type LockedItem = Awaited<ReturnType<typeof lockCurationItems>>[number];
interface Decision {
  action: CurationAction;
  keywordId?: number | undefined;
  note?: string | undefined;
  bulk?: boolean;
}
/** A refusal for one item: thrown for single decisions, reported per item in bulk. */
type Refusal = ApiError;

const round = (value: number) => Math.round(value * 1000) / 1000;

export function toCurationItem(row: CurationItemRow, categories: ReadonlyMap<number, string>): CurationItem {
  return {
    id: Number(row.id),
    state: row.state,
    videoId: row.video_id,
    title: row.title,
    channelId: row.channel_id,
    channelName: row.channel_name,
    thumbnailUrl: row.thumbnail_url,
    uploadDate: iso(row.upload_date)!,
    videoStatus: row.video_status,
    keywordId: row.video_keyword_id,
    suggestedKeyword:
      row.suggested_keyword_id !== null && row.suggested_keyword !== null
        ? { id: row.suggested_keyword_id, keyword: row.suggested_keyword, slug: row.suggested_keyword_slug! }
        : null,
    suggestedCategories: row.suggested_category_ids
      .map(Number)
      .filter((id) => categories.has(id))
      .map((id) => ({ id, name: categories.get(id)! })),
    confidence: round(Number(row.confidence)),
    reason: row.reason,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
    decidedBy: row.decided_by_email,
    decisionNote: row.decision_note,
  };
}

/** The expert's side of classification: list the queue, approve (maybe with another keyword) or reject. */
export class CurationService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  /** An hq_editor sees the items of its regions' channels only (issue 24). */
  async list(actor: Actor, query: CurationListQuery) {
    const { rows, total } = await listCurationItems(this.#ctx.db, query.state, query.page, query.limit, actor.access?.regions, query.sort);
    return { data: await this.#withCategories(rows), pagination: paginationFor(query.page, query.limit, total) };
  }

  /** One decision and its audit row in one transaction; public answers change at once. */
  async decideOne(actor: Actor, id: number, decision: Decision): Promise<CurationItem> {
    await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const [item] = await lockCurationItems(trx, [id]);
      if (!item) throw notFound(CURATION_MESSAGES.notFound);
      const refusal = await this.#check(trx, item, decision);
      if (refusal) throw refusal;
      const touched = await this.#apply(trx, audit, actor, item, decision);
      await refreshKeywordTotals(trx, touched.keywords);
      await refreshChannelTotals(trx, [touched.channel]);
    });
    await this.#refreshCache();
    const [row] = await getCurationItems(this.#ctx.db, [id]);
    return (await this.#withCategories([row!]))[0]!;
  }

  /** Decides every item it can in one transaction; the others (outside the caller's scope too) are reported with the reason. */
  async decideMany(actor: Actor, body: CurationBulkBody) {
    const ids = [...new Set(body.ids)];
    const scope = await splitByScope(this.#ctx.db, actor.access, 'curation', ids.map(String));
    const outside = new Map(scope.refused.map((item) => [Number(item.key), item.error]));
    const results = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const locked = new Map((await lockCurationItems(trx, ids)).map((item) => [Number(item.id), item]));
      const keywords = new Set<number | null>();
      const channels = new Set<string | null>();
      const out: { id: number; ok: boolean; state?: 'approved' | 'rejected'; code?: string; message?: string }[] = [];
      for (const id of ids) {
        const item = locked.get(id);
        const refusal =
          outside.get(id) ??
          (item ? await this.#check(trx, item, { action: body.action, note: body.note }) : notFound(CURATION_MESSAGES.notFound));
        if (refusal || !item) {
          out.push({ id, ok: false, code: refusal!.code, message: refusal!.message });
          continue;
        }
        const touched = await this.#apply(trx, audit, actor, item, { action: body.action, note: body.note, bulk: true });
        touched.keywords.forEach((k) => keywords.add(k));
        channels.add(touched.channel);
        out.push({ id, ok: true, state: body.action === 'approve' ? 'approved' : 'rejected' });
      }
      if (!out.some((r) => r.ok)) {
        throw out.every((r) => r.code === 'NOT_FOUND')
          ? notFound(CURATION_MESSAGES.notFound)
          : conflict('NOTHING_TO_DECIDE', CURATION_MESSAGES.noneDecidable);
      }
      await refreshKeywordTotals(trx, keywords);
      await refreshChannelTotals(trx, channels);
      return out;
    });
    await this.#refreshCache();
    const decided = results.filter((r) => r.ok).length;
    return { decided, failed: results.length - decided, results };
  }

  /** Why this item cannot be decided this way, or null. */
  async #check(trx: Transaction, item: LockedItem, decision: Decision): Promise<Refusal | null> {
    if (item.state === 'approved') return conflict('ALREADY_DECIDED', CURATION_MESSAGES.alreadyApproved);
    if (item.state === 'rejected') return conflict('ALREADY_DECIDED', CURATION_MESSAGES.alreadyRejected);
    if (decision.action === 'reject') return null;
    if (item.video_status === 'deleted') return conflict('VIDEO_DELETED', CURATION_MESSAGES.videoDeleted);
    const keywordId = decision.keywordId ?? item.suggested_keyword_id;
    if (keywordId === null) return badRequest(CURATION_MESSAGES.noKeyword, 'keywordId');
    const [keyword] = await findActiveKeywords(trx, [keywordId]);
    if (!keyword) return badRequest(CURATION_MESSAGES.unknownKeyword, 'keywordId');
    return null;
  }

  async #apply(trx: Transaction, audit: Audit, actor: Actor, item: LockedItem, decision: Decision) {
    const now = this.#ctx.now();
    const approve = decision.action === 'approve';
    const keywordId = approve ? (decision.keywordId ?? item.suggested_keyword_id!) : item.video_keyword_id;
    // A deleted video stays deleted when its item is rejected; everything else rejected is archived.
    const videoStatus = approve ? 'published' : item.video_status === 'deleted' ? 'deleted' : 'archived';
    if (videoStatus !== 'deleted') await setVideoStatus(trx, item.video_id, videoStatus, keywordId, now);
    const state = approve ? 'approved' : 'rejected';
    await markDecided(trx, Number(item.id), { state, decidedBy: actor.userId, note: decision.note || null, now });
    await audit({
      action: `curation.${decision.action}`,
      targetType: 'curation_item',
      targetId: Number(item.id),
      before: {
        state: item.state,
        videoId: item.video_id,
        videoStatus: item.video_status,
        keywordId: item.video_keyword_id,
        suggestedKeywordId: item.suggested_keyword_id,
        confidence: round(Number(item.confidence)),
      },
      after: {
        state,
        videoStatus,
        keywordId,
        ...(approve ? { overridden: keywordId !== item.suggested_keyword_id } : {}),
        note: decision.note || null,
        ...(decision.bulk ? { bulk: true } : {}),
      },
    });
    return { keywords: [keywordId, item.video_keyword_id], channel: item.channel_id };
  }

  async #withCategories(rows: CurationItemRow[]) {
    const names = await categoryNames(
      this.#ctx.db,
      rows.flatMap((row) => row.suggested_category_ids.map(Number)),
    );
    const byId = new Map(names.map((c) => [c.id, c.name]));
    return rows.map((row) => toCurationItem(row, byId));
  }

  /** Public lists must show a decision at once, not after the next version poll. */
  async #refreshCache() {
    await catalogueChanged(this.#ctx);
  }
}
