import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshSession } from '../../../shared/api/auth.ts';

/** The refresh token lives only here: script cannot read it, other sites cannot send it, only /api/auth sees it. */
export const REFRESH_COOKIE = 'sv_admin_refresh';
// The folder of the refresh route (/api/auth): the refresh and logout routes receive the cookie, nothing else.
const COOKIE_PATH = refreshSession.path.slice(0, refreshSession.path.lastIndexOf('/'));

export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure: true, sameSite: 'strict', path: COOKIE_PATH });
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{40,64}$/.test(value) ? value : null;
}
