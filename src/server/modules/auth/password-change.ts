import type { FastifyRequest } from 'fastify';
import { findAdminUserById, updateAdminPassword } from '../../../db/repositories/admin-users.repo.ts';
import { ApiError } from '../../core/errors.ts';
import { recordAudit } from '../../core/audit.ts';
import { actorOf } from '../../core/actor.ts';
import { RateLimitedError, type LoginDeps } from './login.ts';
import { passwordProblem } from '../../core/password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { toAuthUser, type IssuedSession } from './sessions.ts';

export const weakPassword = (message: string) => new ApiError(400, 'WEAK_PASSWORD', message, 'password');

/**
 * Changes the caller's own password. The current one is checked (and wrong guesses count like failed
 * sign-ins); every session of the account ends, and this browser gets a fresh one.
 */
export async function changeOwnPassword(
  deps: LoginDeps,
  request: FastifyRequest,
  body: { currentPassword: string; newPassword: string },
): Promise<IssuedSession> {
  const { ctx, throttle, sessions } = deps;
  const principal = request.principal!;
  const user = await findAdminUserById(ctx.db, principal.user.id);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', '로그인이 필요합니다.');

  const lockedFor = await throttle.lockedFor(user.email, request.ip);
  if (lockedFor !== null) throw new RateLimitedError(lockedFor);
  if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
    await throttle.recordFailure(request, user.email, 'wrong_current_password', user.id);
    throw new ApiError(400, 'INVALID_CURRENT_PASSWORD', '현재 비밀번호가 올바르지 않습니다.', 'currentPassword');
  }
  const problem = passwordProblem(body.newPassword, { email: user.email, displayName: user.display_name });
  if (problem) throw weakPassword(problem);
  if (body.newPassword.normalize('NFC') === body.currentPassword.normalize('NFC')) {
    throw weakPassword('새 비밀번호가 지금 비밀번호와 같습니다.');
  }

  const now = ctx.now();
  await updateAdminPassword(ctx.db, user.id, await hashPassword(body.newPassword), now);
  const ended = await sessions.endUserSessions(user.id, 'password_changed');
  await recordAudit(ctx, actorOf(request), {
    action: 'auth.password_change',
    targetType: 'admin_user',
    targetId: user.id,
    before: { passwordChangedAt: new Date(user.password_changed_at).toISOString() },
    after: { passwordChangedAt: now.toISOString(), endedSessions: ended },
  });
  return sessions.start(request, toAuthUser(user));
}
