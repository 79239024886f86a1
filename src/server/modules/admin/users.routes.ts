import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminUserResponseSchema,
  AdminUsersResponseSchema,
  CreateAdminUserBodySchema,
  EndSessionsResponseSchema,
  ResetPasswordBodySchema,
  ResetPasswordResponseSchema,
  UserIdParamsSchema,
} from '../../../shared/api/admin.ts';
import type { AppContext } from '../../core/context.ts';
import type { SessionService } from '../auth/sessions.ts';
import { UsersService } from './users.service.ts';

const TAGS = ['관리'];
const ADMIN = { requiredRole: 'admin' as const };

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext, sessions: SessionService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = new UsersService(ctx, sessions);

  r.get(
    '/api/admin/users',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: '관리자 계정 목록', response: { 200: AdminUsersResponseSchema } },
    },
    async () => ({ success: true as const, data: await users.list() }),
  );

  r.post(
    '/api/admin/users',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: '계정 만들기', body: CreateAdminUserBodySchema, response: { 201: AdminUserResponseSchema } },
    },
    async (request, reply) => reply.code(201).send({ success: true as const, data: await users.create(request, request.body) }),
  );

  r.post(
    '/api/admin/users/:id/deactivate',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '계정 비활성화 (세션 즉시 종료, 자기 자신은 불가)',
        params: UserIdParamsSchema,
        response: { 200: AdminUserResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await users.setActive(request, request.params.id, false) }),
  );

  r.post(
    '/api/admin/users/:id/activate',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: '계정 다시 활성화', params: UserIdParamsSchema, response: { 200: AdminUserResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await users.setActive(request, request.params.id, true) }),
  );

  r.post(
    '/api/admin/users/:id/password',
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: '비밀번호 재설정 (비우면 새로 만들어 한 번 보여 줌, 세션 종료)',
        params: UserIdParamsSchema,
        body: ResetPasswordBodySchema,
        response: { 200: ResetPasswordResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await users.resetPassword(request, request.params.id, request.body?.password) }),
  );

  r.delete(
    '/api/admin/users/:id/sessions',
    {
      config: ADMIN,
      schema: { tags: TAGS, summary: '계정의 모든 세션 종료', params: UserIdParamsSchema, response: { 200: EndSessionsResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await users.endSessions(request, request.params.id) }),
  );
}
