import { z } from 'zod';
import { AdminRoleSchema, PASSWORD_MAX_LENGTH } from './auth.ts';
import { limitParam, pagedSchema, pageParam, successSchema } from './common.ts';
import { StatisticsSchema } from './system.ts';

// Admin API shapes (/api/admin/*). Every route needs role admin, read from the database.

export const SECURITY_EVENT_TYPES = [
  'login_failed',
  'login_lockout',
  'login_succeeded',
  'rate_limited',
  'refresh_reuse',
  'access_denied',
  'csrf_rejected',
  'automated_browser',
  'session_revoked',
] as const;
export const SECURITY_SEVERITIES = ['low', 'medium', 'high'] as const;

/** Korean labels for the security page. */
export const SECURITY_EVENT_LABELS: Record<(typeof SECURITY_EVENT_TYPES)[number], string> = {
  login_failed: '로그인 실패',
  login_lockout: '로그인 실패 반복 (15분 5회)',
  login_succeeded: '로그인',
  rate_limited: '요청 한도 초과',
  refresh_reuse: '갱신 토큰 재사용 (세션 종료)',
  access_denied: '접근 거부',
  csrf_rejected: '교차 사이트 요청 차단',
  automated_browser: '자동화 브라우저 감지',
  session_revoked: '세션 종료',
};

const dateParam = z.iso.datetime({ offset: true, error: '날짜는 ISO 8601 형식이어야 합니다.' }).optional();

export const SecurityEventsQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(20, 100),
  type: z.enum(SECURITY_EVENT_TYPES).optional(),
  severity: z.enum(SECURITY_SEVERITIES).optional(),
  email: z.string().trim().max(254).optional(),
  address: z.string().trim().max(64).optional(),
  from: dateParam,
  to: dateParam,
});
export type SecurityEventsQuery = z.infer<typeof SecurityEventsQuerySchema>;

export const SecurityEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  type: z.enum(SECURITY_EVENT_TYPES),
  severity: z.enum(SECURITY_SEVERITIES),
  userId: z.number().int().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export const SecurityEventsResponseSchema = pagedSchema(SecurityEventSchema);

export const AuditLogQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(20, 100),
  action: z.string().trim().max(64).optional(),
  actorEmail: z.string().trim().max(254).optional(),
  targetType: z.string().trim().max(64).optional(),
  targetId: z.string().trim().max(128).optional(),
  from: dateParam,
  to: dateParam,
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string().nullable(),
});
export const AuditLogResponseSchema = pagedSchema(AuditEntrySchema);

export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: AdminRoleSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  passwordChangedAt: z.string(),
  activeSessions: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersResponseSchema = successSchema(z.array(AdminUserSchema));
export const AdminUserResponseSchema = successSchema(AdminUserSchema);

export const CreateAdminUserBodySchema = z.object({
  email: z.string().trim().max(254),
  displayName: z.string().trim().max(100).default(''),
  password: z.string().max(PASSWORD_MAX_LENGTH * 4),
  role: AdminRoleSchema.default('admin'),
});

export const UserIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ResetPasswordBodySchema = z
  .object({
    /** Omit to have the server generate one (shown once in the answer). */
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH * 4)
      .optional(),
  })
  .nullish();
export const ResetPasswordResponseSchema = successSchema(
  z.object({ user: AdminUserSchema, generatedPassword: z.string().nullable(), endedSessions: z.number().int() }),
);
export const EndSessionsResponseSchema = successSchema(z.object({ endedSessions: z.number().int() }));

export const DashboardResponseSchema = successSchema(
  z.object({
    statistics: StatisticsSchema,
    security: z.object({
      activeAdmins: z.number().int(),
      activeSessions: z.number().int(),
      failedLogins24h: z.number().int(),
      highSeverity24h: z.number().int(),
    }),
    recentAudit: z.array(AuditEntrySchema),
    recentSecurityEvents: z.array(SecurityEventSchema),
  }),
);
