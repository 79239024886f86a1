import * as repo from '../../../db/repositories/disaster-alerts.repo.ts';
import type { AdminAlert, AlertDraftView, CreateAlertBody, PublicAlert, UpdateAlertBody } from '../../../shared/api/disaster-alerts.ts';
import {
  ALERT_DRAFTS,
  ALERT_MAX_DAYS,
  ALERT_MESSAGES as MSG,
  ALERT_VIDEOS_MAX,
  NATIONAL_REGION,
  SUGGESTED_ALERT_LINKS,
  type Hazard,
} from '../../../shared/constants/disaster-alerts.ts';
import type { Actor } from '../../core/actor.ts';
import { auditedWrite, type Transaction } from '../../core/audit.ts';
import { catalogueChanged } from '../../core/catalogue.ts';
import type { AppContext } from '../../core/context.ts';
import { activeAlerts, toPublicAlert } from '../../core/disaster-alerts.ts';
import { ApiError, badRequest, notFound } from '../../core/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ended notices the admin list shows below the open ones. */
const ENDED_SHOWN = 50;

/**
 * Disaster notices (issue 21, ADR 0028): staff declare, edit and end them; each write and its audit row share a
 * transaction, then the catalogue version moves, so every process shows the change at its next version poll.
 */
export class AlertsService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  /** The notices in force now (national ones and, with a region, that region's). */
  active(region?: string): Promise<PublicAlert[]> {
    return activeAlerts(this.#ctx, region);
  }

  async list(): Promise<AdminAlert[]> {
    const rows = await repo.listAlerts(this.#ctx.db, this.#ctx.now(), ENDED_SHOWN);
    return this.#views(this.#ctx.db, rows);
  }

  /** A notice to start from: the hazard's steps and texts, videos from the catalogue matching its words, official links. */
  async draft(hazard: Hazard): Promise<AlertDraftView> {
    const draft = ALERT_DRAFTS[hazard];
    const videos = await repo.videoCardsMatching(this.#ctx.db, draft.searchWords, Math.min(6, ALERT_VIDEOS_MAX));
    return {
      hazard,
      title: draft.title,
      message: draft.message,
      steps: [...draft.steps],
      videos,
      links: SUGGESTED_ALERT_LINKS.slice(0, 2).map((link) => ({ ...link })),
    };
  }

  async create(actor: Actor, body: CreateAlertBody): Promise<AdminAlert> {
    const now = this.#ctx.now();
    const values: repo.AlertValues = {
      hazard: body.hazard,
      regions: body.regions,
      title: body.title,
      message: body.message,
      steps: body.steps,
      videoIds: body.videoIds,
      links: body.links,
      startsAt: body.startsAt ? new Date(body.startsAt) : now,
      endsAt: new Date(body.endsAt),
    };
    const row = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      await this.#check(trx, values, now);
      const created = await repo.insertAlert(trx, values, now, actor.email);
      await audit({ action: 'alert.create', targetType: 'disaster_alert', targetId: created.id, after: auditView(created) });
      return created;
    });
    await catalogueChanged(this.#ctx);
    return (await this.#views(this.#ctx.db, [row]))[0]!;
  }

  async update(actor: Actor, id: number, body: UpdateAlertBody): Promise<AdminAlert> {
    const now = this.#ctx.now();
    const row = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const before = await repo.lockAlert(trx, id);
      if (!before) throw notFound(MSG.notFound);
      if (isEnded(before, now)) throw new ApiError(409, 'ALERT_ENDED', MSG.alreadyEnded);
      const values: repo.AlertValues = {
        hazard: body.hazard ?? before.hazard,
        regions: body.regions ?? before.regions,
        title: body.title ?? before.title,
        message: body.message ?? before.message,
        steps: body.steps ?? before.steps,
        videoIds: body.videoIds ?? before.video_ids,
        links: body.links ?? before.links,
        startsAt: body.startsAt ? new Date(body.startsAt) : before.starts_at,
        endsAt: body.endsAt ? new Date(body.endsAt) : before.ends_at,
      };
      await this.#check(trx, values, now, { endsAtChanged: body.endsAt !== undefined, videosChanged: body.videoIds !== undefined });
      const after = await repo.updateAlert(trx, id, values, now, actor.email);
      await audit({
        action: 'alert.update',
        targetType: 'disaster_alert',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
    await catalogueChanged(this.#ctx);
    return (await this.#views(this.#ctx.db, [row]))[0]!;
  }

  async end(actor: Actor, id: number): Promise<AdminAlert> {
    const now = this.#ctx.now();
    const row = await auditedWrite(this.#ctx, actor, async (trx, audit) => {
      const before = await repo.lockAlert(trx, id);
      if (!before) throw notFound(MSG.notFound);
      if (isEnded(before, now)) throw new ApiError(409, 'ALERT_ENDED', MSG.alreadyEnded);
      const after = await repo.endAlert(trx, id, now, actor.email);
      await audit({ action: 'alert.end', targetType: 'disaster_alert', targetId: id, before: auditView(before), after: auditView(after) });
      return after;
    });
    await catalogueChanged(this.#ctx);
    return (await this.#views(this.#ctx.db, [row]))[0]!;
  }

  /** Rules zod cannot check alone: regions as a set, times against the clock, videos in the catalogue (400 naming the field). */
  async #check(
    trx: Transaction,
    values: repo.AlertValues,
    now: Date,
    changed: { endsAtChanged: boolean; videosChanged: boolean } = { endsAtChanged: true, videosChanged: true },
  ): Promise<void> {
    if (new Set(values.regions).size !== values.regions.length) throw badRequest(MSG.regionsDuplicate, 'regions');
    if (values.regions.includes(NATIONAL_REGION) && values.regions.length > 1) throw badRequest(MSG.regionsNational, 'regions');
    if (Number.isNaN(values.startsAt.getTime())) throw badRequest(MSG.startsAt, 'startsAt');
    if (changed.endsAtChanged && values.endsAt.getTime() <= now.getTime()) throw badRequest(MSG.endsAtPast, 'endsAt');
    if (values.endsAt.getTime() <= values.startsAt.getTime()) throw badRequest(MSG.endsAtBeforeStart, 'endsAt');
    if (values.endsAt.getTime() > now.getTime() + ALERT_MAX_DAYS * DAY_MS) throw badRequest(MSG.endsAtTooFar, 'endsAt');
    const seen = new Set<string>();
    for (const [i, id] of values.videoIds.entries()) {
      if (seen.has(id)) throw badRequest(MSG.videoDuplicate, `videoIds.${i}`);
      seen.add(id);
    }
    if (!changed.videosChanged) return;
    const found = new Set((await repo.publishedVideoCards(trx, values.videoIds)).map((v) => v.video_id));
    const missing = values.videoIds.findIndex((id) => !found.has(id));
    if (missing >= 0) throw badRequest(`${MSG.videoUnknown} (${values.videoIds[missing]})`, `videoIds.${missing}`);
  }

  async #views(db: Transaction, rows: repo.AlertRow[]): Promise<AdminAlert[]> {
    const cards = new Map((await repo.publishedVideoCards(db, [...new Set(rows.flatMap((r) => r.video_ids))])).map((v) => [v.video_id, v]));
    const now = this.#ctx.now();
    return rows.map((row) => ({
      ...toPublicAlert(row, cards),
      videoIds: row.video_ids,
      state: isEnded(row, now) ? 'ended' : row.starts_at.getTime() > now.getTime() ? 'scheduled' : 'active',
      endedAt: row.ended_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      createdBy: row.created_by,
      updatedAt: row.updated_at.toISOString(),
      updatedBy: row.updated_by,
    }));
  }
}

function isEnded(row: repo.AlertRow, now: Date): boolean {
  return row.ended_at !== null || row.ends_at.getTime() <= now.getTime();
}

/** What the audit log keeps of a notice (its texts and times; the videos by id). */
function auditView(row: repo.AlertRow) {
  return {
    hazard: row.hazard,
    regions: row.regions,
    title: row.title,
    message: row.message,
    steps: row.steps,
    videoIds: row.video_ids,
    links: row.links,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}
