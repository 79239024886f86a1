import { z } from 'zod';
import { ADMIN_DISPLAY_NAME_MAX, SECURITY_EVENT_TYPES, SECURITY_PAGE_SIZE, SECURITY_SEVERITIES } from '../constants/admin.ts';
import { AdminRoleSchema, PASSWORD_MAX_LENGTH } from './auth.ts';
import { limitParam, pagedSchema, pageParam, successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { StatisticsSchema } from './system.ts';

// Admin API (/api/admin/*: dashboard, security record, accounts). Every route needs role admin, read from the database.

const TAGS = ['관리'] as const;

const dateParam = z.iso.datetime({ offset: true, error: '날짜는 ISO 8601 형식이어야 합니다.' }).optional();

export const SecurityEventsQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(SECURITY_PAGE_SIZE, 100),
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
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;
export const SecurityEventsResponseSchema = pagedSchema(SecurityEventSchema);

export const AuditLogQuerySchema = z.object({
  page: pageParam(),
  limit: limitParam(SECURITY_PAGE_SIZE, 100),
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
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
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
  displayName: z.string().trim().max(ADMIN_DISPLAY_NAME_MAX).default(''),
  password: z.string().max(PASSWORD_MAX_LENGTH * 4),
  role: AdminRoleSchema.default('admin'),
});
export type CreateAdminUserBody = z.infer<typeof CreateAdminUserBodySchema>;

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

export const getAdminDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'admin',
  tags: TAGS,
  summary: '관리 대시보드 (카탈로그 합계, 최근 관리 작업과 보안 이벤트)',
  response: DashboardResponseSchema,
});

export const listSecurityEvents = defineEndpoint({
  method: 'GET',
  path: '/api/admin/security-events',
  access: 'admin',
  tags: TAGS,
  summary: '보안 이벤트 (필터·페이지)',
  query: SecurityEventsQuerySchema,
  response: SecurityEventsResponseSchema,
});

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: 'admin',
  tags: TAGS,
  summary: '관리 작업 기록 (필터·페이지)',
  query: AuditLogQuerySchema,
  response: AuditLogResponseSchema,
});

export const listAdminUsers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  tags: TAGS,
  summary: '관리자 계정 목록',
  response: AdminUsersResponseSchema,
});

export const createAdminUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users',
  access: 'admin',
  tags: TAGS,
  summary: '계정 만들기',
  body: CreateAdminUserBodySchema,
  response: AdminUserResponseSchema,
  status: 201,
  errors: { 400: '이메일 형식 또는 비밀번호 규칙 위반', 409: 'EMAIL_TAKEN' },
});

export const deactivateAdminUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/deactivate',
  access: 'admin',
  tags: TAGS,
  summary: '계정 비활성화 (세션 즉시 종료, 자기 자신은 불가)',
  params: UserIdParamsSchema,
  response: AdminUserResponseSchema,
  errors: { 400: 'CANNOT_DEACTIVATE_SELF', 404: '계정 없음' },
});

export const activateAdminUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/activate',
  access: 'admin',
  tags: TAGS,
  summary: '계정 다시 활성화',
  params: UserIdParamsSchema,
  response: AdminUserResponseSchema,
  errors: { 404: '계정 없음' },
});

export const resetAdminUserPassword = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/password',
  access: 'admin',
  tags: TAGS,
  summary: '비밀번호 재설정 (비우면 새로 만들어 한 번 보여 줌, 세션 종료)',
  params: UserIdParamsSchema,
  body: ResetPasswordBodySchema,
  response: ResetPasswordResponseSchema,
  errors: { 400: '비밀번호 규칙 위반', 404: '계정 없음' },
});

export const endAdminUserSessions = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/users/:id/sessions',
  access: 'admin',
  tags: TAGS,
  summary: '계정의 모든 세션 종료',
  params: UserIdParamsSchema,
  response: EndSessionsResponseSchema,
  errors: { 404: '계정 없음' },
});
