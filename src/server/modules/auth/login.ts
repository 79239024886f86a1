import { findAdminUserByEmail, recordAdminLogin, updateAdminPassword } from '../../../db/repositories/admin-users.repo.ts';
import { AUTH_MESSAGES } from '../../../shared/constants/auth.ts';
import type { Client } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { normaliseEmail, validEmail } from '../../core/email.ts';
import { ApiError, badRequest } from '../../core/errors.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../core/passwords.ts';
import { isAutomatedAgent, type SecurityLog } from '../../core/security-log.ts';
import type { LoginDevices } from './login-device.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { toAuthUser, type IssuedSession, type SessionService } from './sessions.ts';

export interface LoginDeps {
  ctx: AppContext;
  sessions: SessionService;
  throttle: LoginThrottle;
  security: SecurityLog;
  devices: LoginDevices;
}

/** A new session, and the cookie that recognises this browser for the account next time (ADR 0015). */
export type SignedIn = IssuedSession & { deviceToken: string };

/**
 * R-AUTH-02 sign-in. Unknown e-mail, wrong password, inactive and non-admin accounts all get the same
 * answer after the same work (one argon2 verification), so the response tells an attacker nothing.
 * `client` is where the attempt came from (its address keys the limit; events record it); `device` is the
 * browser's device cookie, if any. The attempt is counted before the password is checked (ADR 0015).
 */
export async function login(
  deps: LoginDeps,
  client: Client,
  body: { email?: string; password?: string },
  device: string | null = null,
): Promise<SignedIn> {
  const { ctx, throttle, security } = deps;
  const rawEmail = body.email?.trim() ?? '';
  const password = body.password ?? '';
  if (!rawEmail || !password) throw badRequest(AUTH_MESSAGES.missingFields);
  const email = normaliseEmail(rawEmail);
  if (!validEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail, 'email');

  if (isAutomatedAgent(client.userAgent)) {
    await security.recordOnce(`automation\u0000${client.address}`, 15 * 60_000, client, {
      type: 'automated_browser',
      severity: 'medium',
      email,
      details: { userAgent: client.userAgent },
    });
  }

  const reservation = await throttle.reserve(client, email, deps.devices.recognises(device, email, ctx.now()));

  const user = await findAdminUserByEmail(ctx.db, email);
  const matches = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
  const refusal = !user ? 'unknown_email' : !matches ? 'wrong_password' : !user.is_active ? 'inactive' : null;
  if (!user || refusal) {
    await throttle.failed(client, email, refusal ?? 'unknown_email', user?.id ?? null);
    throw new ApiError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }

  await throttle.succeeded(reservation, email, client.address);
  const now = ctx.now();
  // Stored with weaker settings than today's: upgrade now, while we hold the plain password.
  if (needsRehash(user.password_hash)) await updateAdminPassword(ctx.db, user.id, await hashPassword(password), now, false);
  await recordAdminLogin(ctx.db, user.id, now);
  await security.record(client, { type: 'login_succeeded', severity: 'low', userId: user.id, email });
  const issued = await deps.sessions.start(client, toAuthUser(user));
  return { ...issued, deviceToken: deps.devices.issue(email, now) };
}
