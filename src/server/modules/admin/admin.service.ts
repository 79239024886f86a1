import { listAuditEntries } from '../../../db/repositories/admin-audit.repo.ts';
import { countSecurityEventsSince, listSecurityEvents } from '../../../db/repositories/admin-security.repo.ts';
import { countLiveSessions } from '../../../db/repositories/admin-sessions.repo.ts';
import { countActiveAdmins } from '../../../db/repositories/admin-users.repo.ts';
import { readCurrentStatistics, readRegionalStatistics } from '../../../db/repositories/statistics.repo.ts';
import type { AuditLogQuery, SecurityEventsQuery } from '../../../shared/api/admin.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import { ADMIN_IDLE_TIMEOUT_MS } from '../../../shared/constants/auth.ts';
import type { Actor } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { iso } from '../../core/mappers.ts';
import { toAuditEntry, toSecurityEvent } from './admin-mappers.ts';

const DAY_MS = 86_400_000;
const date = (value: string | undefined) => (value ? new Date(value) : undefined);

/** An hq_editor reads the activity of its regions and its own (issue 24); everyone else reads all of it. */
const auditScope = (actor: Actor) => (actor.access?.regions ? { regions: actor.access.regions, actorId: actor.userId } : undefined);

/** What the admin home and the security pages read: catalogue totals, sessions, security events, the audit log. */
export class AdminService {
  readonly #ctx: AppContext;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  /**
   * `region` narrows the totals and the recent activity to one headquarters; an hq_editor reads its own regions by
   * default (the guard refuses another region). Security figures and events are for system administrators only.
   */
  async dashboard(actor: Actor, region?: string) {
    const { db } = this.#ctx;
    const seesSecurity = !actor.access || actor.access.role === 'admin';
    const regions = region ? [region] : (actor.access?.regions ?? null);
    const now = this.#ctx.now();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const [statistics, audit, events, security] = await Promise.all([
      this.#statistics(regions),
      listAuditEntries(db, { region, scope: auditScope(actor) }, 1, 10),
      seesSecurity ? listSecurityEvents(db, {}, 1, 10) : { rows: [] },
      seesSecurity ? this.#security(now, dayAgo) : null,
    ]);
    return {
      statistics,
      security,
      recentAudit: audit.rows.map(toAuditEntry),
      region: region ?? null,
      regions: regions ? [...regions] : null,
      recentSecurityEvents: events.rows.map(toSecurityEvent),
    };
  }

  async #statistics(regions: readonly string[] | null) {
    if (regions) return { ...(await readRegionalStatistics(this.#ctx.db, regions)), updatedAt: iso(this.#ctx.now()) };
    const stats = await readCurrentStatistics(this.#ctx.db);
    return {
      totalVideos: Number(stats?.total_videos ?? 0),
      totalChannels: Number(stats?.total_channels ?? 0),
      totalViews: Number(stats?.total_views ?? 0),
      totalLikes: Number(stats?.total_likes ?? 0),
      totalKeywords: Number(stats?.total_keywords ?? 0),
      totalCategories: Number(stats?.total_categories ?? 0),
      updatedAt: iso(stats?.updated_at),
    };
  }

  async #security(now: Date, dayAgo: Date) {
    const { db } = this.#ctx;
    const [activeAdmins, activeSessions, failedLogins24h, highSeverity24h] = await Promise.all([
      countActiveAdmins(db),
      countLiveSessions(db, now, new Date(now.getTime() - ADMIN_IDLE_TIMEOUT_MS)),
      countSecurityEventsSince(db, dayAgo, { type: 'login_failed' }),
      countSecurityEventsSince(db, dayAgo, { severity: 'high' }),
    ]);
    return { activeAdmins, activeSessions, failedLogins24h, highSeverity24h };
  }

  async securityEvents(q: SecurityEventsQuery) {
    const filter = { type: q.type, severity: q.severity, email: q.email, address: q.address, from: date(q.from), to: date(q.to) };
    const { rows, total } = await listSecurityEvents(this.#ctx.db, filter, q.page, q.limit);
    return { data: rows.map(toSecurityEvent), pagination: paginationFor(q.page, q.limit, total) };
  }

  async auditLog(actor: Actor, q: AuditLogQuery) {
    const filter = {
      region: q.region,
      scope: auditScope(actor),
      action: q.action,
      actorEmail: q.actorEmail,
      targetType: q.targetType,
      targetId: q.targetId,
      from: date(q.from),
      to: date(q.to),
    };
    const { rows, total } = await listAuditEntries(this.#ctx.db, filter, q.page, q.limit);
    return { data: rows.map(toAuditEntry), pagination: paginationFor(q.page, q.limit, total) };
  }
}
