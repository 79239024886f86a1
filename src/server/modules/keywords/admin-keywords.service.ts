import * as repo from '../../../db/repositories/admin-keywords.repo.ts';
import type { AdminKeywordRow } from '../../../db/repositories/admin-keywords.repo.ts';
import type {
  AdminKeyword,
  AdminKeywordCreateBody,
  AdminKeywordListQuery,
  AdminKeywordUpdateBody,
} from '../../../shared/api/admin-keywords.ts';
import { paginationFor, type CsvFormat } from '../../../shared/api/common.ts';
import { toCsv } from '../../core/csv.ts';
import {
  ADMIN_KEYWORD_MESSAGES as MSG,
  KEYWORD_CSV_HEADER,
  KEYWORD_EXPORT_MAX_ROWS,
  KEYWORD_STATUS_LABELS,
} from '../../../shared/constants/admin-keywords.ts';
import { slugify, uniqueSlug } from '../../../shared/format/slug.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Audit, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { iso } from '../../core/mappers.ts';
import { withCategories } from './keywords.service.ts';

type DeleteResult = { id: number; ok: boolean; unlinkedVideos?: number; code?: string; message?: string };

/** The audit trail's picture of a keyword: what an admin can change. */
const auditView = (row: AdminKeywordRow, categoryIds: number[]) => ({
  keyword: row.keyword,
  slug: row.slug,
  status: row.status,
  synonyms: row.synonyms,
  categoryIds,
});

/** Staff's side of keywords: list with totals, create, edit (renames keep the old address working), delete. */
export class AdminKeywordService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async list(query: AdminKeywordListQuery) {
    const filter = { search: query.search, categoryId: query.categoryId, status: query.status };
    const [{ rows, total }, stats] = await Promise.all([
      repo.listAdminKeywords(this.#ctx.db, filter, query.sort, query.page, query.limit),
      repo.keywordStats(this.#ctx.db),
    ]);
    return { data: await this.#toAdminKeywords(rows), stats, pagination: paginationFor(query.page, query.limit, total) };
  }

  async get(id: number): Promise<AdminKeyword> {
    const row = await repo.findAdminKeyword(this.#ctx.db, id);
    if (!row) throw notFound(MSG.notFound);
    return (await this.#toAdminKeywords([row]))[0]!;
  }

  async create(actor: Actor, body: AdminKeywordCreateBody): Promise<AdminKeyword> {
    const id = await this.#write(actor, async (trx, audit) => {
      await this.#refuseTakenName(trx, body.keyword, null);
      const slug = await this.#slugFor(trx, body.slug, body.keyword, null);
      await this.#checkCategories(trx, body.categoryIds);
      const synonyms = dedupe(body.synonyms);
      const id = await repo.insertKeyword(trx, { keyword: body.keyword, slug, status: body.status, synonyms }, this.#ctx.now());
      await repo.setKeywordCategories(trx, id, body.categoryIds);
      await repo.refreshKeywordCount(trx);
      const row = (await repo.findAdminKeyword(trx, id))!;
      await audit({ action: 'keyword.create', targetType: 'keyword', targetId: id, after: auditView(row, [...body.categoryIds].sort()) });
      return id;
    });
    return this.get(id);
  }

  async update(actor: Actor, id: number, body: AdminKeywordUpdateBody): Promise<AdminKeyword> {
    await this.#write(actor, async (trx, audit) => {
      const [before] = await repo.lockKeywords(trx, [id]);
      if (!before) throw notFound(MSG.notFound);
      const beforeCategories = await repo.categoryIdsOfKeyword(trx, id);
      if (body.keyword !== undefined) await this.#refuseTakenName(trx, body.keyword, id);
      const slug = body.slug === undefined ? undefined : await this.#slugFor(trx, body.slug, before.keyword, id);
      if (body.categoryIds) await this.#checkCategories(trx, body.categoryIds);
      const synonyms = body.synonyms === undefined ? undefined : dedupe(body.synonyms);
      await repo.updateKeyword(trx, id, { keyword: body.keyword, slug, status: body.status, synonyms }, this.#ctx.now());
      if (slug !== undefined && slug !== before.slug) {
        // Links people saved keep working: the old address leads to the new one.
        await repo.removeSlugRedirect(trx, slug);
        await repo.addSlugRedirect(trx, before.slug, id);
      }
      if (body.categoryIds) await repo.setKeywordCategories(trx, id, body.categoryIds);
      if (body.status !== undefined && body.status !== before.status) await repo.refreshKeywordCount(trx);
      const after = (await repo.findAdminKeyword(trx, id))!;
      await audit({
        action: 'keyword.update',
        targetType: 'keyword',
        targetId: id,
        before: auditView(before, beforeCategories),
        after: auditView(after, await repo.categoryIdsOfKeyword(trx, id)),
      });
    });
    return this.get(id);
  }

  async remove(actor: Actor, id: number) {
    const results = await this.#removeMany(actor, [id]);
    return { deleted: 1, unlinkedVideos: results[0]!.unlinkedVideos ?? 0, results };
  }

  /** Deletes each keyword it finds, in one transaction with one audit row per keyword; the rest are reported. */
  async removeMany(actor: Actor, ids: number[]) {
    const results = await this.#removeMany(actor, [...new Set(ids)]);
    const done = results.filter((r) => r.ok);
    return { deleted: done.length, unlinkedVideos: done.reduce((sum, r) => sum + (r.unlinkedVideos ?? 0), 0), results };
  }

  /** R-ADMIN-KEYWORD-03 CSV (Excel-safe by default: BOM, formula-like cells quoted; or raw); no rows is the spec's export error. */
  async exportCsv(search: string | undefined, format: CsvFormat): Promise<string> {
    const rows = await repo.exportKeywords(this.#ctx.db, search, KEYWORD_EXPORT_MAX_ROWS);
    if (rows.length === 0) throw new ApiError(404, 'NO_KEYWORDS_TO_EXPORT', MSG.exportEmpty);
    const records = rows.map((row) => [
      row.id,
      row.keyword,
      Number(row.total_videos),
      Number(row.total_views),
      Number(row.total_likes),
      KEYWORD_STATUS_LABELS[row.status],
      iso(row.created_at)!.slice(0, 10),
    ]);
    return toCsv(KEYWORD_CSV_HEADER, records, format);
  }

  async #removeMany(actor: Actor, ids: number[]): Promise<DeleteResult[]> {
    const found = await this.#write(actor, async (trx, audit) => {
      const rows = await repo.lockKeywords(trx, ids);
      if (rows.length === 0) throw notFound(ids.length === 1 ? MSG.notFound : MSG.noneDeleted);
      const linked = await repo.linkedVideoCounts(
        trx,
        rows.map((row) => row.id),
      );
      for (const row of rows) {
        const categoryIds = await repo.categoryIdsOfKeyword(trx, row.id);
        await repo.deleteKeyword(trx, row.id);
        const unlinkedVideos = linked.get(row.id) ?? 0;
        await audit({
          action: 'keyword.delete',
          targetType: 'keyword',
          targetId: row.id,
          before: { ...auditView(row, categoryIds), totalVideos: Number(row.total_videos) },
          after: { unlinkedVideos },
        });
      }
      await repo.refreshKeywordCount(trx);
      return rows.map((row) => ({ id: row.id, unlinkedVideos: linked.get(row.id) ?? 0 }));
    });
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.map((id) => {
      const hit = byId.get(id);
      return hit ? { id, ok: true, unlinkedVideos: hit.unlinkedVideos } : { id, ok: false, code: 'NOT_FOUND', message: MSG.notFound };
    });
  }

  /** One transaction with its audit rows; a unique violation from a concurrent writer is a 409, not a 500. */
  async #write<T>(actor: Actor, work: (trx: Transaction, audit: Audit) => Promise<T>): Promise<T> {
    try {
      const result = await auditedWrite(this.#ctx, actor, work);
      await catalogueChanged(this.#ctx);
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('SLUG_EXISTS', MSG.slugExists, 'slug');
      throw error;
    }
  }

  async #refuseTakenName(trx: Transaction, keyword: string, selfId: number | null) {
    const owner = await repo.keywordIdByName(trx, keyword);
    if (owner !== null && owner !== selfId) throw conflict('KEYWORD_EXISTS', MSG.keywordExists, 'keyword');
  }

  /** An asked-for slug must be free (or this keyword's own old one); a generated one takes the next free suffix. */
  async #slugFor(trx: Transaction, asked: string | undefined, name: string, selfId: number | null): Promise<string> {
    if (asked !== undefined) {
      const slug = slugify(asked);
      if (!slug) throw badRequest(MSG.slugInvalid, 'slug');
      const owner = await repo.slugOwner(trx, slug);
      if (owner !== null && owner !== selfId) throw conflict('SLUG_EXISTS', MSG.slugExists, 'slug');
      return slug;
    }
    const base = slugify(name) || 'keyword';
    return uniqueSlug(base, await repo.slugsStartingWith(trx, base));
  }

  async #checkCategories(trx: Transaction, ids: readonly number[]) {
    const known = await repo.existingCategoryIds(trx, ids);
    if (ids.some((id) => !known.has(id))) throw badRequest(MSG.unknownCategory, 'categoryIds');
  }

  async #toAdminKeywords(rows: AdminKeywordRow[]): Promise<AdminKeyword[]> {
    const [withCats, linked] = await Promise.all([
      withCategories(this.#ctx, rows),
      repo.linkedVideoCounts(
        this.#ctx.db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row, index) => ({
      ...withCats[index]!,
      synonyms: row.synonyms,
      linked_videos: linked.get(row.id) ?? 0,
      updated_at: iso(row.updated_at)!,
    }));
  }
}

const dedupe = (values: string[]) => [...new Set(values.map((value) => value.normalize('NFC')))];
