import { findAdminUserById, updateAdminPassword } from '../../../db/repositories/admin-users.repo.ts';
import { revokeUserSessions } from '../../../db/repositories/admin-sessions.repo.ts';
import type { Actor, Client } from '../../core/actor.ts';
import { auditedWrite } from '../../core/audit.ts';
import { ApiError } from '../../core/errors.ts';
import { passwordProblem, weakPassword } from '../../core/password-policy.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import type { LoginDeps } from './login.ts';
import { toAuthUser, type IssuedSession } from './sessions.ts';

/**
 * Changes the caller's own password. The current one is checked (and wrong guesses count like failed
 * sign-ins from `client`); every session of the account ends with its audit row in one transaction,
 * and this browser gets a fresh session.
 */
export async function changeOwnPassword(
  deps: LoginDeps,
  actor: Actor,
  client: Client,
  body: { currentPassword: string; newPassword: string },
): Promise<IssuedSession> {
  const { ctx, throttle, sessions } = deps;
  const user = actor.userId === null ? undefined : await findAdminUserById(ctx.db, actor.userId);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', '로그인이 필요합니다.');

  // Counted before the current password is checked; the signed-in browser is the account's own (no account-wide budget).
  const reservation = await throttle.reserve(client, user.email, true);
  if (!(await verifyPassword(user.password_hash, body.currentPassword))) {
    await throttle.failed(client, user.email, 'wrong_current_password', user.id);
    throw new ApiError(400, 'INVALID_CURRENT_PASSWORD', '현재 비밀번호가 올바르지 않습니다.', 'currentPassword');
  }
  await throttle.succeeded(reservation, user.email, client.address);
  const problem = passwordProblem(body.newPassword, { email: user.email, displayName: user.display_name });
  if (problem) throw weakPassword(problem, 'newPassword');
  if (body.newPassword.normalize('NFC') === body.currentPassword.normalize('NFC')) {
    throw weakPassword('새 비밀번호가 지금 비밀번호와 같습니다.', 'newPassword');
  }

  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.now();
  await auditedWrite(ctx, actor, async (trx, audit) => {
    await updateAdminPassword(trx, user.id, passwordHash, now);
    const ended = await revokeUserSessions(trx, user.id, 'password_changed', now);
    await audit({
      action: 'auth.password_change',
      targetType: 'admin_user',
      targetId: user.id,
      before: { passwordChangedAt: new Date(user.password_changed_at).toISOString() },
      after: { passwordChangedAt: now.toISOString(), endedSessions: ended },
    });
  });
  return sessions.start(client, toAuthUser(user));
}
