import type { Kysely } from 'kysely';
import { revokeUserSessions } from '../../../db/repositories/admin-sessions.repo.ts';
import { adminUsersRepository } from '../../../db/repositories/admin-users.repo.ts';
import { bindRepository, type Repository } from '../../../db/repositories/bind.ts';
import type { Database } from '../../../db/schema.ts';
import type { CreateAdminUserBody } from '../../../shared/api/admin.ts';
import { ADMIN_IDLE_TIMEOUT_MS, AUTH_MESSAGES } from '../../../shared/constants/auth.ts';
import type { Actor } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { normaliseEmail, validEmail } from '../../core/email.ts';
import { ApiError, badRequest, conflict, isUniqueViolation, notFound } from '../../core/errors.ts';
import { passwordProblem, weakPassword } from '../../core/password-policy.ts';
import { generatePassword, hashPassword } from '../../core/passwords.ts';
import { databaseStore, type Store } from '../../core/store.ts';
import { auditedUser, toAdminUser } from './admin-mappers.ts';

/** The tables this service reads and writes: SQL repositories in the app, in-memory fakes in its unit tests. */
export interface UserTables {
  users: Repository<typeof adminUsersRepository>;
  sessions: Repository<{ revokeUserSessions: typeof revokeUserSessions }>;
}

const userTables = (db: Kysely<Database>): UserTables => ({
  users: bindRepository(adminUsersRepository, db),
  sessions: bindRepository({ revokeUserSessions }, db),
});

const NOT_FOUND = '계정을 찾을 수 없습니다.';
const emailTaken = () => conflict('EMAIL_TAKEN', '이미 등록된 이메일입니다.', 'email');

/**
 * Managing accounts: create, deactivate/reactivate, reset a password, end sessions. Roles are set once, at
 * creation. Each change, the sessions it ends and its audit row commit together.
 */
export class UsersService {
  readonly #ctx: Pick<AppContext, 'now'>;
  readonly #store: Store<UserTables>;
  readonly #hash: (password: string) => Promise<string>;

  /** `hash` is argon2id in the app; unit tests may pass a fast stand-in. */
  constructor(
    ctx: Pick<AppContext, 'db' | 'now' | 'cache'>,
    store: Store<UserTables> = databaseStore(ctx, userTables),
    hash = hashPassword,
  ) {
    this.#ctx = ctx;
    this.#store = store;
    this.#hash = hash;
  }

  async list() {
    const now = this.#ctx.now();
    const rows = await this.#store.read.users.listAdminUsers(now, new Date(now.getTime() - ADMIN_IDLE_TIMEOUT_MS));
    return rows.map(toAdminUser);
  }

  async get(id: number) {
    const user = (await this.list()).find((u) => u.id === id);
    if (!user) throw notFound(NOT_FOUND);
    return user;
  }

  async create(actor: Actor, input: CreateAdminUserBody) {
    const email = normaliseEmail(input.email);
    if (!validEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail, 'email');
    const problem = passwordProblem(input.password, { email, displayName: input.displayName });
    if (problem) throw weakPassword(problem);
    if (await this.#store.read.users.findAdminUserByEmail(email)) throw emailTaken();
    const passwordHash = await this.#hash(input.password);
    try {
      const row = await this.#store.write(actor, async ({ users }, audit) => {
        const created = await users.insertAdminUser({
          email,
          displayName: input.displayName || email.split('@')[0]!,
          role: input.role,
          passwordHash,
          createdBy: actor.userId,
          now: this.#ctx.now(),
        });
        await audit({ action: 'user.create', targetType: 'admin_user', targetId: created.id, after: auditedUser(created) });
        return created;
      });
      return this.get(row.id);
    } catch (error) {
      // Two admins adding the same address at the same moment: the slower one is told, not given a 500.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  /** Deactivation ends the account's sessions at once; nobody can deactivate themself. */
  async setActive(actor: Actor, id: number, active: boolean) {
    if (!active && id === actor.userId) {
      throw new ApiError(400, 'CANNOT_DEACTIVATE_SELF', '자기 자신의 계정은 비활성화할 수 없습니다.');
    }
    await this.#store.write(actor, async ({ users, sessions }, audit) => {
      const now = this.#ctx.now();
      const before = await this.#require(id, users);
      const after = await users.setAdminActive(id, active, now);
      const endedSessions = active ? 0 : await sessions.revokeUserSessions(id, 'deactivated', now);
      await audit({
        action: active ? 'user.activate' : 'user.deactivate',
        targetType: 'admin_user',
        targetId: id,
        before: auditedUser(before),
        after: { ...auditedUser(after!), endedSessions },
      });
    });
    return this.get(id);
  }

  /** A chosen password (checked against the policy) or a generated one shown once; every session of the account ends. */
  async resetPassword(actor: Actor, id: number, password: string | undefined) {
    const user = await this.#require(id);
    const chosen = password ?? generatePassword();
    const problem = passwordProblem(chosen, { email: user.email, displayName: user.display_name });
    if (problem) throw weakPassword(problem);
    const passwordHash = await this.#hash(chosen);
    const endedSessions = await this.#store.write(actor, async ({ users, sessions }, audit) => {
      const now = this.#ctx.now();
      await users.updateAdminPassword(id, passwordHash, now);
      const ended = await sessions.revokeUserSessions(id, 'password_reset', now);
      await audit({
        action: 'user.reset_password',
        targetType: 'admin_user',
        targetId: id,
        before: { passwordChangedAt: new Date(user.password_changed_at).toISOString() },
        after: { passwordChangedAt: now.toISOString(), generated: password === undefined, endedSessions: ended },
      });
      return ended;
    });
    return { user: await this.get(id), generatedPassword: password === undefined ? chosen : null, endedSessions };
  }

  async endSessions(actor: Actor, id: number) {
    const endedSessions = await this.#store.write(actor, async ({ users, sessions }, audit) => {
      await this.#require(id, users);
      const ended = await sessions.revokeUserSessions(id, 'ended_by_admin', this.#ctx.now());
      await audit({ action: 'user.end_sessions', targetType: 'admin_user', targetId: id, after: { endedSessions: ended } });
      return ended;
    });
    return { endedSessions };
  }

  async #require(id: number, users: UserTables['users'] = this.#store.read.users) {
    const user = await users.findAdminUserById(id);
    if (!user) throw notFound(NOT_FOUND);
    return user;
  }
}
