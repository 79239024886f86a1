import { adminKeywordsRepository, type AdminKeywordRow } from '../../../db/repositories/admin-keywords.repo.ts';
import { bindRepository, type Repository } from '../../../db/repositories/bind.ts';
import { categoriesOfKeywords } from '../../../db/repositories/keywords.repo.ts';
import type { Database } from '../../../db/schema.ts';
import type { Kysely } from 'kysely';
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
import type { Audit } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { attachCategories } from '../../core/keyword-categories.ts';
import { iso } from '../../core/mappers.ts';
import { databaseStore, type Store } from '../../core/store.ts';

/** The tables this service reads and writes: SQL repositories in the app, in-memory fakes in its unit tests. */
export interface AdminKeywordTables {
  keywords: Repository<typeof adminKeywordsRepository>;
  categoryLinks: Repository<{ categoriesOfKeywords: typeof categoriesOfKeywords }>;
}

const keywordTables = (db: Kysely<Database>): AdminKeywordTables => ({
  keywords: bindRepository(adminKeywordsRepository, db),
  categoryLinks: bindRepository({ categoriesOfKeywords }, db),
});

type Repos = AdminKeywordTables;

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
  readonly #ctx: Pick<AppContext, 'now'>;
  readonly #store: Store<AdminKeywordTables>;

  constructor(ctx: Pick<AppContext, 'db' | 'now' | 'cache'>, store: Store<AdminKeywordTables> = databaseStore(ctx, keywordTables)) {
    this.#ctx = ctx;
    this.#store = store;
  }

  async list(query: AdminKeywordListQuery) {
    const filter = { search: query.search, categoryId: query.categoryId, status: query.status };
    const { keywords } = this.#store.read;
    const [{ rows, total }, stats] = await Promise.all([
      keywords.listAdminKeywords(filter, query.sort, query.page, query.limit),
      keywords.keywordStats(),
    ]);
    return { data: await this.#toAdminKeywords(rows), stats, pagination: paginationFor(query.page, query.limit, total) };
  }

  async get(id: number): Promise<AdminKeyword> {
    const row = await this.#store.read.keywords.findAdminKeyword(id);
    if (!row) throw notFound(MSG.notFound);
    return (await this.#toAdminKeywords([row]))[0]!;
  }

  async create(actor: Actor, body: AdminKeywordCreateBody): Promise<AdminKeyword> {
    const id = await this.#write(actor, async ({ keywords }, audit) => {
      await this.#refuseTakenName(keywords, body.keyword, null);
      const slug = await this.#slugFor(keywords, body.slug, body.keyword, null);
      await this.#checkCategories(keywords, body.categoryIds);
      const synonyms = dedupe(body.synonyms);
      const id = await keywords.insertKeyword({ keyword: body.keyword, slug, status: body.status, synonyms }, this.#ctx.now());
      await keywords.setKeywordCategories(id, body.categoryIds);
      await keywords.refreshKeywordCount();
      const row = (await keywords.findAdminKeyword(id))!;
      await audit({ action: 'keyword.create', targetType: 'keyword', targetId: id, after: auditView(row, [...body.categoryIds].sort()) });
      return id;
    });
    return this.get(id);
  }

  async update(actor: Actor, id: number, body: AdminKeywordUpdateBody): Promise<AdminKeyword> {
    await this.#write(actor, async ({ keywords }, audit) => {
      const [before] = await keywords.lockKeywords([id]);
      if (!before) throw notFound(MSG.notFound);
      const beforeCategories = await keywords.categoryIdsOfKeyword(id);
      if (body.keyword !== undefined) await this.#refuseTakenName(keywords, body.keyword, id);
      const slug = body.slug === undefined ? undefined : await this.#slugFor(keywords, body.slug, before.keyword, id);
      if (body.categoryIds) await this.#checkCategories(keywords, body.categoryIds);
      const synonyms = body.synonyms === undefined ? undefined : dedupe(body.synonyms);
      await keywords.updateKeyword(id, { keyword: body.keyword, slug, status: body.status, synonyms }, this.#ctx.now());
      if (slug !== undefined && slug !== before.slug) {
        // Links people saved keep working: the old address leads to the new one.
        await keywords.removeSlugRedirect(slug);
        await keywords.addSlugRedirect(before.slug, id);
      }
      if (body.categoryIds) await keywords.setKeywordCategories(id, body.categoryIds);
      if (body.status !== undefined && body.status !== before.status) await keywords.refreshKeywordCount();
      const after = (await keywords.findAdminKeyword(id))!;
      await audit({
        action: 'keyword.update',
        targetType: 'keyword',
        targetId: id,
        before: auditView(before, beforeCategories),
        after: auditView(after, await keywords.categoryIdsOfKeyword(id)),
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
    const rows = await this.#store.read.keywords.exportKeywords(search, KEYWORD_EXPORT_MAX_ROWS);
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
    const found = await this.#write(actor, async ({ keywords }, audit) => {
      const rows = await keywords.lockKeywords(ids);
      if (rows.length === 0) throw notFound(ids.length === 1 ? MSG.notFound : MSG.noneDeleted);
      const linked = await keywords.linkedVideoCounts(rows.map((row) => row.id));
      for (const row of rows) {
        const categoryIds = await keywords.categoryIdsOfKeyword(row.id);
        await keywords.deleteKeyword(row.id);
        const unlinkedVideos = linked.get(row.id) ?? 0;
        await audit({
          action: 'keyword.delete',
          targetType: 'keyword',
          targetId: row.id,
          before: { ...auditView(row, categoryIds), totalVideos: Number(row.total_videos) },
          after: { unlinkedVideos },
        });
      }
      await keywords.refreshKeywordCount();
      return rows.map((row) => ({ id: row.id, unlinkedVideos: linked.get(row.id) ?? 0 }));
    });
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.map((id) => {
      const hit = byId.get(id);
      return hit ? { id, ok: true, unlinkedVideos: hit.unlinkedVideos } : { id, ok: false, code: 'NOT_FOUND', message: MSG.notFound };
    });
  }

  /** One transaction with its audit rows; a unique violation from a concurrent writer is a 409, not a 500. */
  async #write<T>(actor: Actor, work: (repos: Repos, audit: Audit) => Promise<T>): Promise<T> {
    try {
      const result = await this.#store.write(actor, work);
      await this.#store.catalogueChanged();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('SLUG_EXISTS', MSG.slugExists, 'slug');
      throw error;
    }
  }

  async #refuseTakenName(keywords: Repos['keywords'], keyword: string, selfId: number | null) {
    const owner = await keywords.keywordIdByName(keyword);
    if (owner !== null && owner !== selfId) throw conflict('KEYWORD_EXISTS', MSG.keywordExists, 'keyword');
  }

  /** An asked-for slug must be free (or this keyword's own old one); a generated one takes the next free suffix. */
  async #slugFor(keywords: Repos['keywords'], asked: string | undefined, name: string, selfId: number | null): Promise<string> {
    if (asked !== undefined) {
      const slug = slugify(asked);
      if (!slug) throw badRequest(MSG.slugInvalid, 'slug');
      const owner = await keywords.slugOwner(slug);
      if (owner !== null && owner !== selfId) throw conflict('SLUG_EXISTS', MSG.slugExists, 'slug');
      return slug;
    }
    const base = slugify(name) || 'keyword';
    return uniqueSlug(base, await keywords.slugsStartingWith(base));
  }

  async #checkCategories(keywords: Repos['keywords'], ids: readonly number[]) {
    const known = await keywords.existingCategoryIds(ids);
    if (ids.some((id) => !known.has(id))) throw badRequest(MSG.unknownCategory, 'categoryIds');
  }

  async #toAdminKeywords(rows: AdminKeywordRow[]): Promise<AdminKeyword[]> {
    const { keywords, categoryLinks } = this.#store.read;
    const ids = rows.map((row) => row.id);
    const [links, linked] = await Promise.all([categoryLinks.categoriesOfKeywords(ids), keywords.linkedVideoCounts(ids)]);
    const withCats = attachCategories(rows, links);
    return rows.map((row, index) => ({
      ...withCats[index]!,
      synonyms: row.synonyms,
      linked_videos: linked.get(row.id) ?? 0,
      updated_at: iso(row.updated_at)!,
    }));
  }
}

const dedupe = (values: string[]) => [...new Set(values.map((value) => value.normalize('NFC')))];
