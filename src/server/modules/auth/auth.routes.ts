import type { FastifyInstance, FastifyReply } from 'fastify';
import { changePassword, checkSession, login as loginEndpoint, logout, refreshSession } from '../../../shared/api/auth.ts';
import { ADMIN_IDLE_TIMEOUT_MS } from '../../../shared/constants/auth.ts';
import { actorOf, clientOf } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { RateLimitedError, sendRateLimited } from '../../core/rate-limited.ts';
import { registerEndpoint } from '../../core/route.ts';
import { changeOwnPassword } from './password-change.ts';
import { readDeviceCookie, setDeviceCookie } from './login-device.ts';
import { login, type LoginDeps } from './login.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { refreshFailed, type IssuedSession } from './sessions.ts';

function sendGrant(reply: FastifyReply, issued: IssuedSession & { deviceToken?: string }) {
  if (issued.refreshToken) setRefreshCookie(reply, issued.refreshToken, issued.expiresAt);
  if (issued.deviceToken) setDeviceCookie(reply, issued.deviceToken);
  return reply.send({ success: true as const, data: issued.grant });
}

async function orRateLimited(reply: FastifyReply, work: () => Promise<IssuedSession & { deviceToken?: string }>) {
  try {
    return sendGrant(reply, await work());
  } catch (error) {
    if (error instanceof RateLimitedError) return sendRateLimited(reply, error.resetIn, 'login');
    throw error;
  }
}

// Cookies belong to HTTP: the route reads and writes them; the session service gets the token value.
export function registerAuthRoutes(app: FastifyInstance, deps: LoginDeps & { ctx: AppContext }): void {
  const { sessions } = deps;

  registerEndpoint(app, loginEndpoint, (request, reply) =>
    orRateLimited(reply, () => login(deps, clientOf(request), request.body ?? {}, readDeviceCookie(request))),
  );

  registerEndpoint(app, refreshSession, async (request, reply) => {
    const token = readRefreshCookie(request);
    try {
      if (!token) throw refreshFailed();
      return sendGrant(reply, await sessions.refresh(clientOf(request), token));
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  registerEndpoint(app, logout, async (request, reply) => {
    await sessions.logout(readRefreshCookie(request), request.headers.authorization, clientOf(request));
    clearRefreshCookie(reply);
    return { success: true as const, data: { loggedOut: true as const } };
  });

  registerEndpoint(app, checkSession, async (request) => {
    const principal = request.principal!;
    return {
      success: true as const,
      data: {
        user: principal.user,
        session: { idleTimeoutSeconds: ADMIN_IDLE_TIMEOUT_MS / 1000, absoluteExpiresAt: principal.absoluteExpiresAt.toISOString() },
      },
    };
  });

  registerEndpoint(app, changePassword, (request, reply) =>
    orRateLimited(reply, () => changeOwnPassword(deps, actorOf(request), clientOf(request), request.body)),
  );
}
