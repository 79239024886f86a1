import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthCheckResponseSchema,
  ADMIN_IDLE_TIMEOUT_MS,
  LoginBodySchema,
  LogoutResponseSchema,
  PasswordChangeBodySchema,
  TokenGrantResponseSchema,
} from '../../../shared/api/auth.ts';
import type { AppContext } from '../../context.ts';
import { sendRateLimited } from '../../plugins/security-rate-limit.ts';
import { changeOwnPassword } from './password-change.ts';
import { login, RateLimitedError, type LoginDeps } from './login.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { refreshFailed, type IssuedSession } from './sessions.ts';

const TAGS = ['인증'];

function sendGrant(reply: FastifyReply, issued: IssuedSession) {
  if (issued.refreshToken) setRefreshCookie(reply, issued.refreshToken, issued.expiresAt);
  return reply.send({ success: true as const, data: issued.grant });
}

async function orRateLimited(reply: FastifyReply, work: () => Promise<IssuedSession>) {
  try {
    return sendGrant(reply, await work());
  } catch (error) {
    if (error instanceof RateLimitedError) return sendRateLimited(reply, error.resetIn);
    throw error;
  }
}

export function registerAuthRoutes(app: FastifyInstance, deps: LoginDeps & { ctx: AppContext }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sessions } = deps;

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags: TAGS,
        summary: '관리자 로그인 (이메일·비밀번호)',
        body: LoginBodySchema,
        response: { 200: TokenGrantResponseSchema },
      },
    },
    (request, reply) => orRateLimited(reply, () => login(deps, request, request.body ?? {})),
  );

  r.post(
    '/api/auth/refresh',
    {
      schema: { tags: TAGS, summary: '접근 토큰 갱신 (갱신 토큰 쿠키를 교체)', response: { 200: TokenGrantResponseSchema } },
    },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      try {
        if (!token) throw refreshFailed();
        return sendGrant(reply, await sessions.refresh(request, token));
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  r.post(
    '/api/auth/logout',
    {
      schema: { tags: TAGS, summary: '로그아웃 (세션 종료)', response: { 200: LogoutResponseSchema } },
    },
    async (request, reply) => {
      const token = readRefreshCookie(request);
      if (token) await sessions.endByRefreshToken(token, 'logout');
      // A caller with only an access token (cookie lost) can still end its session.
      const principal = request.headers.authorization ? await sessions.authorize(request, null).catch(() => null) : null;
      if (principal) await sessions.endSession(principal.sessionId, 'logout');
      clearRefreshCookie(reply);
      return { success: true as const, data: { loggedOut: true as const } };
    },
  );

  r.get(
    '/api/auth/check',
    {
      config: { requiresSession: true },
      schema: { tags: TAGS, summary: '로그인 상태 확인 (활동으로 셉니다)', response: { 200: AuthCheckResponseSchema } },
    },
    async (request) => {
      const principal = request.principal!;
      return {
        success: true as const,
        data: {
          user: principal.user,
          session: { idleTimeoutSeconds: ADMIN_IDLE_TIMEOUT_MS / 1000, absoluteExpiresAt: principal.absoluteExpiresAt.toISOString() },
        },
      };
    },
  );

  r.put(
    '/api/auth/password',
    {
      config: { requiresSession: true },
      schema: {
        tags: TAGS,
        summary: '내 비밀번호 변경 (모든 세션을 끝내고 새 세션 발급)',
        body: PasswordChangeBodySchema,
        response: { 200: TokenGrantResponseSchema },
      },
    },
    (request, reply) => orRateLimited(reply, () => changeOwnPassword(deps, request, request.body)),
  );
}
