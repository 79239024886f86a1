import { z } from 'zod';
import { ADMIN_DISPLAY_NAME_MAX, SECURITY_EVENT_TYPES, SECURITY_PAGE_SIZE, SECURITY_SEVERITIES } from '../constants/admin.ts';
import { CHANNEL_REGIONS } from '../constants/admin-channels.ts';
import { STAFF_GRANTS, STAFF_MESSAGES } from '../constants/staff-roles.ts';
import { AdminRoleSchema, PASSWORD_MAX_LENGTH } from './auth.ts';
import { limitParam, pagedSchema, pageParam, successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';
import { StatisticsSchema } from './system.ts';

// Admin API (/api/admin/*: dashboard, security record, accounts). Every route needs role admin, read from the database.

const TAGS = ['관리'] as const;

const RegionParam = z.enum(CHANNEL_REGIONS, { error: STAFF_MESSAGES.region });
export const RegionsSchema = z.array(RegionParam).max(CHANNEL_REGIONS.length, STAFF_MESSAGES.region);
export const GrantsSchema = z.array(z.enum(STAFF_GRANTS, { error: '권한(grants)은 taxonomy만 줄 수 있습니다.' })).max(STAFF_GRANTS.length);

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
  /** One headquarters' activity (issue 24); an hq_editor sees only its own regions and its own actions. */
  region: RegionParam.optional(),
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
  /** The headquarters regions the change touched (its target's, or the acting hq_editor's). */
  regions: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogResponseSchema = pagedSchema(AuditEntrySchema);

export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: AdminRoleSchema,
  /** The headquarters an hq_editor may change (empty for every other role). */
  regions: z.array(z.string()),
  grants: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  passwordChangedAt: z.string(),
  activeSessions: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersResponseSchema = successSchema(z.array(AdminUserSchema));
export const AdminUserResponseSchema = successSchema(AdminUserSchema);

const RoleParam = z.enum(AdminRoleSchema.options, { error: '역할(role)은 admin, editor, hq_editor, viewer 가운데 하나여야 합니다.' });

export const CreateAdminUserBodySchema = z.object({
  email: z.string().trim().max(254),
  displayName: z.string().trim().max(ADMIN_DISPLAY_NAME_MAX).default(''),
  /** Omit to have the server generate one, shown once in the answer (no mail server needed). */
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .optional(),
  /** Least privilege unless said otherwise (issue 24). */
  role: RoleParam.default('viewer'),
  /** The headquarters regions of an hq_editor (required for that role, refused for the others). */
  regions: RegionsSchema.default([]),
  grants: GrantsSchema.default([]),
});
export type CreateAdminUserBody = z.infer<typeof CreateAdminUserBodySchema>;
export const CreateAdminUserResponseSchema = successSchema(AdminUserSchema.extend({ generatedPassword: z.string().nullable() }));

/** Role, regions, grants and whether the account is active; any change ends the account's sessions at once. */
export const UpdateAdminUserBodySchema = z.object({
  role: RoleParam.optional(),
  regions: RegionsSchema.optional(),
  grants: GrantsSchema.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateAdminUserBody = z.infer<typeof UpdateAdminUserBodySchema>;
export const UpdateAdminUserResponseSchema = successSchema(z.object({ user: AdminUserSchema, endedSessions: z.number().int() }));

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
    /** The totals of `regions` (counted now), or of the whole country when `regions` is null. */
    statistics: StatisticsSchema,
    /** System administrators only; null for every other role. */
    security: z
      .object({
        activeAdmins: z.number().int(),
        activeSessions: z.number().int(),
        failedLogins24h: z.number().int(),
        highSeverity24h: z.number().int(),
      })
      .nullable(),
    recentAudit: z.array(AuditEntrySchema),
    /** The region the dashboard was narrowed to (query `region`), or null. */
    region: z.string().nullable(),
    /** The regions the totals cover: the chosen one, an hq_editor's own by default, or null for the whole country. */
    regions: z.array(z.string()).nullable(),
    recentSecurityEvents: z.array(SecurityEventSchema),
  }),
);

export const getAdminDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'list', query: 'region' },
  tags: TAGS,
  summary:
    '관리 대시보드 (카탈로그 합계, 최근 관리 작업과 보안 이벤트; region으로 본부별, 본부 편집자는 담당 지역이 기본; 보안 현황은 시스템 관리자만)',
  query: z.object({ region: RegionParam.optional() }),
  response: DashboardResponseSchema,
});

export const listSecurityEvents = defineEndpoint({
  method: 'GET',
  path: '/api/admin/security-events',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: '보안 이벤트 (필터·페이지)',
  query: SecurityEventsQuerySchema,
  response: SecurityEventsResponseSchema,
});

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit-log',
  access: 'admin',
  role: 'viewer',
  scope: { from: 'list', query: 'region' },
  tags: TAGS,
  summary: '관리 작업 기록 (필터·페이지)',
  query: AuditLogQuerySchema,
  response: AuditLogResponseSchema,
});

export const listAdminUsers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: '관리자 계정 목록',
  response: AdminUsersResponseSchema,
});

export const createAdminUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: '계정 만들기 (역할·담당 지역; 비밀번호를 비우면 새로 만들어 한 번 보여 줌)',
  body: CreateAdminUserBodySchema,
  response: CreateAdminUserResponseSchema,
  status: 201,
  errors: { 400: '이메일 형식, 비밀번호 규칙, 역할과 담당 지역이 맞지 않음', 409: 'EMAIL_TAKEN' },
});

export const updateAdminUser = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/users/:id',
  access: 'admin',
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: '계정의 역할·담당 지역·권한·활성 상태 바꾸기 (세션 즉시 종료)',
  params: UserIdParamsSchema,
  body: UpdateAdminUserBodySchema,
  response: UpdateAdminUserResponseSchema,
  errors: { 400: '역할과 담당 지역이 맞지 않음, 자기 자신의 역할 변경', 404: '계정 없음', 409: 'LAST_ADMIN: 마지막 시스템 관리자' },
});

export const deactivateAdminUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/deactivate',
  access: 'admin',
  role: 'admin',
  scope: 'none',
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
  role: 'admin',
  scope: 'none',
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
  role: 'admin',
  scope: 'none',
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
  role: 'admin',
  scope: 'none',
  tags: TAGS,
  summary: '계정의 모든 세션 종료',
  params: UserIdParamsSchema,
  response: EndSessionsResponseSchema,
  errors: { 404: '계정 없음' },
});
