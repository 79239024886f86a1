import type { FastifyRequest } from 'fastify';
import { findAdminUserByEmail, recordAdminLogin, updateAdminPassword } from '../../../db/repositories/admin-users.repo.ts';
import { AUTH_MESSAGES, rateLimitMessage } from '../../../shared/api/auth.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest } from '../../core/errors.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { isAutomatedAgent, type SecurityLog } from '../../core/security-log.ts';
import { toAuthUser, type IssuedSession, type SessionService } from './sessions.ts';

const EMAIL = /^[^\s@]+@[^\s@]+$/u;

/** Lower case, NFC, trimmed: one spelling per mailbox for look-ups and limits. */
export function normaliseEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

export function validEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export class RateLimitedError extends ApiError {
  readonly resetIn: number;
  constructor(resetIn: number) {
    super(429, 'RATE_LIMIT_EXCEEDED', rateLimitMessage(resetIn));
    this.resetIn = resetIn;
  }
}

export interface LoginDeps {
  ctx: AppContext;
  sessions: SessionService;
  throttle: LoginThrottle;
  security: SecurityLog;
}

/**
 * Spec §5 sign-in. Unknown e-mail, wrong password, inactive and non-admin accounts all get the same
 * answer after the same work (one argon2 verification), so the response tells an attacker nothing.
 */
export async function login(deps: LoginDeps, request: FastifyRequest, body: { email?: string; password?: string }): Promise<IssuedSession> {
  const { ctx, throttle, security } = deps;
  const rawEmail = body.email?.trim() ?? '';
  const password = body.password ?? '';
  if (!rawEmail || !password) throw badRequest(AUTH_MESSAGES.missingFields);
  const email = normaliseEmail(rawEmail);
  if (!validEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail, 'email');

  const userAgent = request.headers['user-agent'];
  if (isAutomatedAgent(userAgent)) {
    await security.recordOnce(`automation\u0000${request.ip}`, 15 * 60_000, request, {
      type: 'automated_browser',
      severity: 'medium',
      email,
      details: { userAgent: userAgent ?? null },
    });
  }

  const lockedFor = await throttle.lockedFor(email, request.ip);
  if (lockedFor !== null) {
    await security.recordOnce(`login-limit\u0000${email}\u0000${request.ip}`, 60_000, request, {
      type: 'rate_limited',
      severity: 'medium',
      email,
      details: { scope: 'login', limit: throttle.limit, resetIn: lockedFor },
    });
    throw new RateLimitedError(lockedFor);
  }

  const user = await findAdminUserByEmail(ctx.db, email);
  const matches = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  const refusal = !user
    ? 'unknown_email'
    : !matches
      ? 'wrong_password'
      : !user.is_active
        ? 'inactive'
        : user.role !== 'admin'
          ? 'not_admin'
          : null;
  if (!user || refusal) {
    await throttle.recordFailure(request, email, refusal ?? 'unknown_email', user?.id ?? null);
    throw new ApiError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }

  await throttle.recordSuccess(email);
  const now = ctx.now();
  // Stored with weaker settings than today's: upgrade now, while we hold the plain password.
  if (needsRehash(user.password_hash)) await updateAdminPassword(ctx.db, user.id, await hashPassword(password), now, false);
  await recordAdminLogin(ctx.db, user.id, now);
  await security.record(request, { type: 'login_succeeded', severity: 'low', userId: user.id, email });
  return deps.sessions.start(request, toAuthUser(user));
}
