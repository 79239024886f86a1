import * as repo from '../../../db/repositories/kits.repo.ts';
import type { AdminKit, AdminKitCreateBody, AdminKitUpdateBody, KitSummary, KitVideoInput } from '../../../shared/api/kits.ts';
import { KIT_MESSAGES as MSG, KIT_SLUG_MAX, KIT_SLUG_PATTERN } from '../../../shared/constants/kits.ts';
import { slugify, uniqueSlug } from '../../../shared/format/slug.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { kitAuditView, toAdminKit, toKitSummary } from './kit-views.ts';

/** Staff's side of lesson kits: every write audited in its own transaction, public answers refreshed at once (ADR 0030). */
export class AdminKitService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  async list(): Promise<KitSummary[]> {
    return (await repo.listKits(this.#ctx.db)).map(toKitSummary);
  }

  async get(id: number, db: Transaction = this.#ctx.db): Promise<AdminKit> {
    const row = await repo.findKitById(db, id);
    if (!row) throw notFound(MSG.notFound);
    return toAdminKit(row, await repo.kitVideos(db, id));
  }

  async create(actor: Actor, body: AdminKitCreateBody): Promise<AdminKit> {
    const kit = await this.#write(actor, async (trx, audit) => {
      const places = await this.#places(trx, body.videos);
      const slug = body.slug !== undefined ? await this.#askedSlug(trx, body.slug, null) : await this.#slugFor(trx, body.title);
      const now = this.#ctx.now();
      const id = await repo.insertKit(
        trx,
        { slug, title: body.title, summary: body.summary, lifeStages: body.lifeStages, goals: body.goals },
        actor.email,
        now,
      );
      await repo.replaceKitVideos(trx, id, places);
      const after = await this.get(id, trx);
      await audit({ action: 'kit.create', targetType: 'lesson_kit', targetId: id, after: kitAuditView(after) });
      return after;
    });
    return kit;
  }

  /** Changes the fields sent; `videos`, when sent, replaces the whole list in its new order. */
  async update(actor: Actor, id: number, body: AdminKitUpdateBody): Promise<AdminKit> {
    return this.#write(actor, async (trx, audit) => {
      if (!(await repo.lockKit(trx, id))) throw notFound(MSG.notFound);
      const before = await this.get(id, trx);
      const slug = body.slug === undefined || body.slug === before.slug ? undefined : await this.#askedSlug(trx, body.slug, id);
      if (body.videos) await repo.replaceKitVideos(trx, id, await this.#places(trx, body.videos));
      await repo.updateKit(
        trx,
        id,
        { slug, title: body.title, summary: body.summary, lifeStages: body.lifeStages, goals: body.goals },
        actor.email,
        this.#ctx.now(),
      );
      const after = await this.get(id, trx);
      await audit({
        action: 'kit.update',
        targetType: 'lesson_kit',
        targetId: id,
        before: kitAuditView(before),
        after: kitAuditView(after),
      });
      return after;
    });
  }

  async remove(actor: Actor, id: number): Promise<{ id: number; slug: string }> {
    return this.#write(actor, async (trx, audit) => {
      if (!(await repo.lockKit(trx, id))) throw notFound(MSG.notFound);
      const before = await this.get(id, trx);
      await repo.deleteKit(trx, id);
      await audit({ action: 'kit.delete', targetType: 'lesson_kit', targetId: id, before: kitAuditView(before) });
      return { id, slug: before.slug };
    });
  }

  async #write<T>(actor: Actor, work: Parameters<typeof auditedWrite<T>>[2]): Promise<T> {
    try {
      const result = await auditedWrite(this.#ctx, actor, work);
      await catalogueChanged(this.#ctx);
      return result;
    } catch (error) {
      // Two editors took the same address at the same moment.
      if (isUniqueViolation(error)) throw conflict('SLUG_EXISTS', MSG.slugExists, 'slug');
      throw error;
    }
  }

  /** The list as saved: only public videos, each once, an end after its start; the field named on a refusal. */
  async #places(trx: Transaction, videos: readonly KitVideoInput[]): Promise<repo.KitPlace[]> {
    const seen = new Set<string>();
    videos.forEach((video, index) => {
      if (seen.has(video.videoId)) throw badRequest(MSG.videoDuplicate, `videos.${index}.videoId`);
      seen.add(video.videoId);
      const start = video.startSeconds ?? null;
      const end = video.endSeconds ?? null;
      if (start !== null && end !== null && end <= start) throw badRequest(MSG.endBeforeStart, `videos.${index}.endSeconds`);
    });
    const titles = await repo.publicVideoTitles(trx, [...seen]);
    const missing = videos.findIndex((video) => !titles.has(video.videoId));
    if (missing >= 0) throw badRequest(`${MSG.videoNotPublished} (${videos[missing]!.videoId})`, `videos.${missing}.videoId`);
    return videos.map((video) => ({
      videoId: video.videoId,
      savedTitle: titles.get(video.videoId)!,
      note: video.note,
      question: video.question,
      startSeconds: video.startSeconds ?? null,
      endSeconds: video.endSeconds ?? null,
    }));
  }

  async #askedSlug(trx: Transaction, slug: string, ownId: number | null): Promise<string> {
    const normal = slug.normalize('NFC');
    if (!KIT_SLUG_PATTERN.test(normal)) throw badRequest(MSG.slugInvalid, 'slug');
    const taken = await repo.kitSlugsLike(trx, normal);
    if (taken.has(normal)) {
      const owner = await repo.findKitBySlug(trx, normal);
      if (owner && owner.id !== ownId) throw conflict('SLUG_EXISTS', MSG.slugExists, 'slug');
    }
    return normal;
  }

  /** From the title: '유치원 소방 안전' → '유치원-소방-안전' (then -2, -3… when taken). */
  async #slugFor(trx: Transaction, title: string): Promise<string> {
    const base =
      slugify(title)
        .slice(0, KIT_SLUG_MAX - 4)
        .replace(/-+$/, '') || 'kit';
    return uniqueSlug(base, await repo.kitSlugsLike(trx, base));
  }
}
