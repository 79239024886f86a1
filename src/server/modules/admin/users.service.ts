import type { FastifyRequest } from 'fastify';
import {
  findAdminUserByEmail,
  findAdminUserById,
  insertAdminUser,
  listAdminUsers,
  setAdminActive,
  updateAdminPassword,
} from '../../../db/repositories/admin-users.repo.ts';
import { ADMIN_IDLE_TIMEOUT_MS, AUTH_MESSAGES, type AdminRole } from '../../../shared/api/auth.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError, badRequest, notFound } from '../../core/errors.ts';
import { normaliseEmail, validEmail } from '../auth/login.ts';
import { weakPassword } from '../auth/password-change.ts';
import { passwordProblem } from '../../core/password-policy.ts';
import { generatePassword, hashPassword } from '../auth/passwords.ts';
import type { SessionService } from '../auth/sessions.ts';
import { recordAudit } from '../../core/audit.ts';
import { actorOf } from '../../core/actor.ts';
import { auditedUser, toAdminUser } from './admin-mappers.ts';

/** Managing accounts: create, deactivate/reactivate, reset a password, end sessions. Roles are set once, at creation. */
export class UsersService {
  readonly #ctx: AppContext;
  readonly #sessions: SessionService;

  constructor(ctx: AppContext, sessions: SessionService) {
    this.#ctx = ctx;
    this.#sessions = sessions;
  }

  async list() {
    const now = this.#ctx.now();
    const rows = await listAdminUsers(this.#ctx.db, now, new Date(now.getTime() - ADMIN_IDLE_TIMEOUT_MS));
    return rows.map(toAdminUser);
  }

  async get(id: number) {
    const user = (await this.list()).find((u) => u.id === id);
    if (!user) throw notFound('계정을 찾을 수 없습니다.');
    return user;
  }

  async create(request: FastifyRequest, input: { email: string; displayName: string; password: string; role: AdminRole }) {
    const email = normaliseEmail(input.email);
    if (!validEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail, 'email');
    const problem = passwordProblem(input.password, { email, displayName: input.displayName });
    if (problem) throw weakPassword(problem);
    if (await findAdminUserByEmail(this.#ctx.db, email)) throw new ApiError(409, 'EMAIL_TAKEN', '이미 등록된 이메일입니다.', 'email');
    const passwordHash = await hashPassword(input.password);
    const row = await this.#ctx.db.transaction().execute(async (trx) => {
      const created = await insertAdminUser(trx, {
        email,
        displayName: input.displayName || email.split('@')[0]!,
        role: input.role,
        passwordHash,
        createdBy: request.principal!.user.id,
        now: this.#ctx.now(),
      });
      await recordAudit(
        this.#ctx,
        actorOf(request),
        { action: 'user.create', targetType: 'admin_user', targetId: created.id, after: auditedUser(created) },
        trx,
      );
      return created;
    });
    return this.get(row.id);
  }

  /** Deactivation ends the account's sessions at once; nobody can deactivate themself. */
  async setActive(request: FastifyRequest, id: number, active: boolean) {
    if (!active && id === request.principal!.user.id) {
      throw new ApiError(400, 'CANNOT_DEACTIVATE_SELF', '자기 자신의 계정은 비활성화할 수 없습니다.');
    }
    const before = await this.#require(id);
    const after = await setAdminActive(this.#ctx.db, id, active, this.#ctx.now());
    const endedSessions = active ? 0 : await this.#sessions.endUserSessions(id, 'deactivated');
    await recordAudit(this.#ctx, actorOf(request), {
      action: active ? 'user.activate' : 'user.deactivate',
      targetType: 'admin_user',
      targetId: id,
      before: auditedUser(before),
      after: { ...auditedUser(after!), endedSessions },
    });
    return this.get(id);
  }

  async resetPassword(request: FastifyRequest, id: number, password: string | undefined) {
    const user = await this.#require(id);
    const chosen = password ?? generatePassword();
    const problem = passwordProblem(chosen, { email: user.email, displayName: user.display_name });
    if (problem) throw weakPassword(problem);
    const now = this.#ctx.now();
    await updateAdminPassword(this.#ctx.db, id, await hashPassword(chosen), now);
    const endedSessions = await this.#sessions.endUserSessions(id, 'password_reset');
    await recordAudit(this.#ctx, actorOf(request), {
      action: 'user.reset_password',
      targetType: 'admin_user',
      targetId: id,
      before: { passwordChangedAt: new Date(user.password_changed_at).toISOString() },
      after: { passwordChangedAt: now.toISOString(), generated: password === undefined, endedSessions },
    });
    return { user: await this.get(id), generatedPassword: password === undefined ? chosen : null, endedSessions };
  }

  async endSessions(request: FastifyRequest, id: number) {
    await this.#require(id);
    const endedSessions = await this.#sessions.endUserSessions(id, 'ended_by_admin');
    await recordAudit(this.#ctx, actorOf(request), {
      action: 'user.end_sessions',
      targetType: 'admin_user',
      targetId: id,
      after: { endedSessions },
    });
    return { endedSessions };
  }

  async #require(id: number) {
    const user = await findAdminUserById(this.#ctx.db, id);
    if (!user) throw notFound('계정을 찾을 수 없습니다.');
    return user;
  }
}
