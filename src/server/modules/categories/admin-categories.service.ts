import type { Kysely } from 'kysely';
import { adminCategoriesRepository } from '../../../db/repositories/admin-categories.repo.ts';
import { bindRepository, type Repository } from '../../../db/repositories/bind.ts';
import type { Database } from '../../../db/schema.ts';
import type {
  AdminCategory,
  AdminCategoryCreateBody,
  AdminCategoryDeleteQuery,
  AdminCategoryLinkBody,
  AdminCategoryOrderBody,
  AdminCategoryUpdateBody,
} from '../../../shared/api/admin-categories.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { ADMIN_CATEGORY_MESSAGES as MSG, CATEGORY_SLUG_PATTERN } from '../../../shared/constants/admin-categories.ts';
import { slugify, uniqueSlug } from '../../../shared/format/slug.ts';
import type { Actor } from '../../core/actor.ts';
import type { Audit } from '../../core/audit.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { databaseStore, type Store } from '../../core/store.ts';
import { removeCategory } from './admin-category-delete.ts';
import { categoryAuditView, toAdminCategory } from './admin-category-views.ts';

/** The category tables, bound to a handle: SQL repositories in the app, an in-memory fake in unit tests. */
export type CategoryTables = Repository<typeof adminCategoriesRepository>;

const categoryTables = (db: Kysely<Database>): CategoryTables => bindRepository(adminCategoriesRepository, db);

/** Staff's side of categories: the two-level tree, its order, and which keywords sit where. */
export class AdminCategoryService {
  readonly #ctx: Pick<AppContext, 'now'>;
  readonly #store: Store<CategoryTables>;

  constructor(ctx: Pick<AppContext, 'db' | 'now' | 'cache'>, store: Store<CategoryTables> = databaseStore(ctx, categoryTables)) {
    this.#ctx = ctx;
    this.#store = store;
  }

  async tree() {
    const all = (await this.#store.read.listAdminCategories()).map(toAdminCategory);
    return all.filter((c) => c.parent_id === null).map((top) => ({ ...top, children: all.filter((c) => c.parent_id === top.id) }));
  }

  async get(id: number): Promise<AdminCategory> {
    const row = await this.#store.read.findAdminCategory(id);
    if (!row) throw notFound(MSG.notFound);
    return toAdminCategory(row);
  }

  async create(actor: Actor, body: AdminCategoryCreateBody): Promise<AdminCategory> {
    const id = await this.#write(actor, async (repo, audit) => {
      await repo.lockCategoryTree();
      const parentId = body.parentId ?? null;
      if (parentId !== null) await this.#checkParent(repo, parentId);
      await this.#refuseTakenName(repo, parentId, body.name, null);
      const id = await repo.nextCategoryId();
      const slug = await this.#slugFor(repo, body.slug, body.name, id);
      const priority = (await repo.lastSiblingPriority(parentId)) + 1;
      await repo.insertCategory(id, { name: body.name, slug, description: body.description, parentId, priority }, this.#ctx.now());
      await repo.refreshCategoryCount();
      const row = (await repo.findAdminCategory(id))!;
      await audit({ action: 'category.create', targetType: 'category', targetId: id, after: categoryAuditView(row) });
      return id;
    });
    return this.get(id);
  }

  async update(actor: Actor, id: number, body: AdminCategoryUpdateBody): Promise<AdminCategory> {
    await this.#write(actor, async (repo, audit) => {
      await repo.lockCategoryTree();
      const before = await repo.findAdminCategory(id);
      if (!before) throw notFound(MSG.notFound);
      const parentId = body.parentId === undefined ? before.parent_id : body.parentId;
      const moving = parentId !== before.parent_id;
      if (moving && parentId !== null) {
        if (parentId === id) throw badRequest(MSG.parentIsSelf, 'parentId');
        await this.#checkParent(repo, parentId);
        if ((await repo.siblingIds(id)).length > 0) throw conflict('HAS_CHILDREN', MSG.hasChildren, 'parentId');
      }
      const name = body.name ?? before.name;
      if (moving || name !== before.name) await this.#refuseTakenName(repo, parentId, name, id);
      const slug = body.slug === undefined || body.slug === before.slug ? undefined : await this.#askedSlug(repo, body.slug, id);
      const priority = moving ? (await repo.lastSiblingPriority(parentId)) + 1 : undefined;
      await repo.updateCategory(id, { name, slug, description: body.description, parentId, priority }, this.#ctx.now());
      // Names and their order (by priority) are copied into keyword_master.category_names.
      if (moving || name !== before.name) await repo.refreshCategoryNames(await repo.keywordIdsOfCategories([id]));
      const after = (await repo.findAdminCategory(id))!;
      await audit({
        action: 'category.update',
        targetType: 'category',
        targetId: id,
        before: categoryAuditView(before),
        after: categoryAuditView(after),
      });
    });
    return this.get(id);
  }

  /** Deletes a category after its children and keyword links went where the admin said (see admin-category-delete.ts). */
  async remove(actor: Actor, id: number, choice: AdminCategoryDeleteQuery) {
    return this.#write(actor, (repo, audit) => removeCategory(repo, audit, id, choice, this.#ctx.now()));
  }

  /** Sets the order of one parent's children; `ids` must be exactly those children (else someone changed them meanwhile). */
  async reorder(actor: Actor, body: AdminCategoryOrderBody): Promise<AdminCategory[]> {
    if (new Set(body.ids).size !== body.ids.length) throw badRequest(MSG.orderDuplicate, 'ids');
    const ids = await this.#write(actor, async (repo, audit) => {
      await repo.lockCategoryTree();
      if (body.parentId !== null && !(await repo.findAdminCategory(body.parentId))) throw notFound(MSG.parentNotFound);
      const current = await repo.siblingIds(body.parentId);
      const same = current.length === body.ids.length && body.ids.every((id) => current.includes(id));
      if (!same) throw conflict('ORDER_STALE', MSG.orderStale, 'ids');
      await repo.setSiblingOrder(body.ids, this.#ctx.now());
      await repo.refreshCategoryNames(await repo.keywordIdsOfCategories(body.ids));
      await audit({
        action: 'category.reorder',
        targetType: 'category',
        targetId: body.parentId,
        before: { parentId: body.parentId, order: current },
        after: { parentId: body.parentId, order: body.ids },
      });
      return body.ids;
    });
    const all = new Map((await this.#store.read.listAdminCategories()).map((row) => [row.id, row]));
    return ids.flatMap((id) => (all.has(id) ? [toAdminCategory(all.get(id)!)] : []));
  }

  async keywords(id: number, query: { page: number; limit: number; search?: string | undefined }) {
    await this.get(id);
    const { rows, total } = await this.#store.read.categoryKeywords(id, query.search, query.page, query.limit);
    return {
      data: rows.map((row) => ({ ...row, total_videos: Number(row.total_videos), total_views: Number(row.total_views) })),
      pagination: paginationFor(query.page, query.limit, total),
    };
  }

  /** Links and unlinks keywords from the category's side (a keyword's own form does the same from the other side). */
  async link(actor: Actor, id: number, body: AdminCategoryLinkBody) {
    const add = [...new Set(body.add)];
    const remove = [...new Set(body.remove)];
    if (add.some((keywordId) => remove.includes(keywordId))) throw badRequest(MSG.linkOverlap, 'add');
    return this.#write(actor, async (repo, audit) => {
      if (!(await repo.lockCategory(id))) throw notFound(MSG.notFound);
      const known = await repo.holdKeywords(add);
      if (add.some((keywordId) => !known.has(keywordId))) throw badRequest(MSG.unknownKeyword, 'add');
      const added = await repo.addKeywordLinks(id, add);
      const removed = await repo.removeKeywordLinks(id, remove);
      await repo.refreshCategoryNames([...add, ...remove]);
      await audit({ action: 'category.keywords', targetType: 'category', targetId: id, after: { add, remove, added, removed } });
      return { added, removed };
    });
  }

  /** One transaction with its audit rows, then public answers change at once; a concurrent slug taker gets 409. */
  async #write<T>(actor: Actor, work: (repo: CategoryTables, audit: Audit) => Promise<T>): Promise<T> {
    try {
      const result = await this.#store.write(actor, work);
      await this.#store.catalogueChanged();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('SLUG_EXISTS', MSG.slugExists, 'slug');
      throw error;
    }
  }

  async #checkParent(repo: CategoryTables, parentId: number) {
    const parent = await repo.findAdminCategory(parentId);
    if (!parent) throw badRequest(MSG.parentNotFound, 'parentId');
    if (parent.parent_id !== null) throw badRequest(MSG.parentNotTop, 'parentId');
  }

  async #refuseTakenName(repo: CategoryTables, parentId: number | null, name: string, selfId: number | null) {
    const owner = await repo.siblingNameOwner(parentId, name);
    if (owner !== null && owner !== selfId) throw conflict('NAME_EXISTS', MSG.nameExists, 'name');
  }

  async #askedSlug(repo: CategoryTables, asked: string, selfId: number | null): Promise<string> {
    if (!CATEGORY_SLUG_PATTERN.test(asked)) throw badRequest(MSG.slugInvalid, 'slug');
    const owner = await repo.categorySlugOwner(asked);
    if (owner !== null && owner !== selfId) throw conflict('SLUG_EXISTS', MSG.slugExists, 'slug');
    return asked;
  }

  /** Asked-for slugs must fit the schema; otherwise an English name gives its own, a Korean one `category-<id>`. */
  async #slugFor(repo: CategoryTables, asked: string | undefined, name: string, id: number): Promise<string> {
    if (asked !== undefined) return this.#askedSlug(repo, asked, null);
    const fromName = slugify(name);
    const base = CATEGORY_SLUG_PATTERN.test(fromName) ? fromName : `category-${id}`;
    return uniqueSlug(base, await repo.categorySlugsStartingWith(base));
  }
}
