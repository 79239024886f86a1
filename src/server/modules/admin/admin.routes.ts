import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAuditEntries } from '../../../db/repositories/admin-audit.repo.ts';
import { countSecurityEventsSince, listSecurityEvents } from '../../../db/repositories/admin-security.repo.ts';
import { countLiveSessions } from '../../../db/repositories/admin-sessions.repo.ts';
import { readCurrentStatistics } from '../../../db/repositories/statistics.repo.ts';
import {
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  DashboardResponseSchema,
  SecurityEventsQuerySchema,
  SecurityEventsResponseSchema,
} from '../../../shared/api/admin.ts';
import { ADMIN_IDLE_TIMEOUT_MS } from '../../../shared/api/auth.ts';
import { paginationFor } from '../../../shared/api/common.ts';
import type { AppContext } from '../../core/context.ts';
import { iso } from '../../core/mappers.ts';
import { toAuditEntry, toSecurityEvent } from './admin-mappers.ts';

const TAGS = ['관리'];
const ADMIN = { requiredRole: 'admin' as const };
const date = (value: string | undefined) => (value ? new Date(value) : undefined);

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/dashboard',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '관리 대시보드 (카탈로그 합계, 최근 관리 작업과 보안 이벤트)',
        response: { 200: DashboardResponseSchema },
      },
    },
    async () => {
      const now = ctx.now();
      const dayAgo = new Date(now.getTime() - 86_400_000);
      const [stats, audit, events, activeAdmins, activeSessions, failedLogins24h, highSeverity24h] = await Promise.all([
        readCurrentStatistics(ctx.db),
        listAuditEntries(ctx.db, {}, 1, 10),
        listSecurityEvents(ctx.db, {}, 1, 10),
        ctx.db
          .selectFrom('admin_users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'admin')
          .where('is_active', '=', true)
          .executeTakeFirstOrThrow(),
        countLiveSessions(ctx.db, now, new Date(now.getTime() - ADMIN_IDLE_TIMEOUT_MS)),
        countSecurityEventsSince(ctx.db, dayAgo, { type: 'login_failed' }),
        countSecurityEventsSince(ctx.db, dayAgo, { severity: 'high' }),
      ]);
      return {
        success: true as const,
        data: {
          statistics: {
            totalVideos: Number(stats?.total_videos ?? 0),
            totalChannels: Number(stats?.total_channels ?? 0),
            totalViews: Number(stats?.total_views ?? 0),
            totalLikes: Number(stats?.total_likes ?? 0),
            totalKeywords: Number(stats?.total_keywords ?? 0),
            totalCategories: Number(stats?.total_categories ?? 0),
            updatedAt: iso(stats?.updated_at),
          },
          security: { activeAdmins: Number(activeAdmins.n), activeSessions, failedLogins24h, highSeverity24h },
          recentAudit: audit.rows.map(toAuditEntry),
          recentSecurityEvents: events.rows.map(toSecurityEvent),
        },
      };
    },
  );

  r.get(
    '/api/admin/security-events',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '보안 이벤트 (필터·페이지)',
        querystring: SecurityEventsQuerySchema,
        response: { 200: SecurityEventsResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const filter = { type: q.type, severity: q.severity, email: q.email, address: q.address, from: date(q.from), to: date(q.to) };
      const { rows, total } = await listSecurityEvents(ctx.db, filter, q.page, q.limit);
      return { success: true as const, data: rows.map(toSecurityEvent), pagination: paginationFor(q.page, q.limit, total) };
    },
  );

  r.get(
    '/api/admin/audit-log',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '관리 작업 기록 (필터·페이지)',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const filter = {
        action: q.action,
        actorEmail: q.actorEmail,
        targetType: q.targetType,
        targetId: q.targetId,
        from: date(q.from),
        to: date(q.to),
      };
      const { rows, total } = await listAuditEntries(ctx.db, filter, q.page, q.limit);
      return { success: true as const, data: rows.map(toAuditEntry), pagination: paginationFor(q.page, q.limit, total) };
    },
  );
}
