import { z } from 'zod';
import { successSchema } from './common.ts';
import { defineEndpoint } from './contract.ts';

export * from '../constants/auth.ts';
import { ADMIN_ROLES } from '../constants/auth.ts';

export const AdminRoleSchema = z.enum(ADMIN_ROLES);
export type AdminRole = z.infer<typeof AdminRoleSchema>;

// Lenient on purpose: the handler checks presence first, then the e-mail, to give the spec's messages in order.
export const LoginBodySchema = z
  .object({
    email: z.string().max(320).optional(),
    password: z.string().max(1024).optional(),
  })
  .nullish();

export const AuthUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** The e-mail's local part, shown as the ID (R-AUTH-01). */
  username: z.string(),
  displayName: z.string(),
  role: AdminRoleSchema,
  isAdmin: z.boolean(),
  /** An hq_editor's headquarters regions (empty: every other role, which is not limited to regions). */
  regions: z.array(z.string()),
  grants: z.array(z.string()),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const SessionInfoSchema = z.object({
  idleTimeoutSeconds: z.number().int(),
  /** ISO time at which the server ends the session however active it is. */
  absoluteExpiresAt: z.string(),
});

export const TokenGrantSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
  user: AuthUserSchema,
  session: SessionInfoSchema,
});
export type TokenGrant = z.infer<typeof TokenGrantSchema>;
export const TokenGrantResponseSchema = successSchema(TokenGrantSchema);

export const AuthCheckResponseSchema = successSchema(z.object({ user: AuthUserSchema, session: SessionInfoSchema }));

export const LogoutResponseSchema = successSchema(z.object({ loggedOut: z.literal(true) }));

export const PasswordChangeBodySchema = z.object({
  currentPassword: z.string().min(1, '현재 비밀번호를 입력하세요.').max(1024),
  newPassword: z.string().min(1, '새 비밀번호를 입력하세요.').max(1024),
});

const AUTH_TAGS = ['인증'] as const;

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  tags: AUTH_TAGS,
  summary: '관리자 로그인 (이메일·비밀번호)',
  body: LoginBodySchema,
  response: TokenGrantResponseSchema,
  errors: { 400: '아이디·비밀번호 누락 또는 형식 오류', 401: '아이디 또는 비밀번호가 올바르지 않음', 429: '로그인 시도 제한' },
});

export const refreshSession = defineEndpoint({
  method: 'POST',
  path: '/api/auth/refresh',
  access: 'public',
  tags: AUTH_TAGS,
  summary: '접근 토큰 갱신 (갱신 토큰 쿠키를 교체)',
  response: TokenGrantResponseSchema,
  errors: { 401: '갱신 토큰이 없거나 만료·재사용됨' },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  access: 'public',
  tags: AUTH_TAGS,
  summary: '로그아웃 (세션 종료)',
  response: LogoutResponseSchema,
});

export const checkSession = defineEndpoint({
  method: 'GET',
  path: '/api/auth/check',
  access: 'session',
  tags: AUTH_TAGS,
  summary: '로그인 상태 확인 (활동으로 셉니다)',
  response: AuthCheckResponseSchema,
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/password',
  access: 'session',
  tags: AUTH_TAGS,
  summary: '내 비밀번호 변경 (모든 세션을 끝내고 새 세션 발급)',
  body: PasswordChangeBodySchema,
  response: TokenGrantResponseSchema,
  errors: { 400: '비밀번호 규칙 위반', 401: '현재 비밀번호가 틀림', 429: '시도 제한' },
});
