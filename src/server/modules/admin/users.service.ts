import type { Kysely } from 'kysely';
import { revokeUserSessions } from '../../../db/repositories/admin-sessions.repo.ts';
import { adminUsersRepository, type AdminUserRow } from '../../../db/repositories/admin-users.repo.ts';
import { bindRepository, type Repository } from '../../../db/repositories/bind.ts';
import type { Database } from '../../../db/schema.ts';
import type { CreateAdminUserBody, UpdateAdminUserBody } from '../../../shared/api/admin.ts';
import { STAFF_MESSAGES, type StaffRole } from '../../../shared/constants/staff-roles.ts';
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

interface AccessState {
  role: StaffRole;
  regions: readonly string[];
  grants: readonly string[];
  isActive: boolean;
}

/** Only an hq_editor has regions (at least one) and grants; the others are never limited and need none. */
function checkedAccess(next: AccessState): AccessState {
  if (next.role !== 'hq_editor') {
    if (next.regions.length > 0) throw badRequest(STAFF_MESSAGES.regionsOnlyForHq, 'regions');
    return { ...next, grants: [] };
  }
  if (next.regions.length === 0) throw badRequest(STAFF_MESSAGES.regionsRequired, 'regions');
  return { ...next, regions: [...new Set(next.regions)], grants: [...new Set(next.grants)] };
}

const stateOf = (row: AdminUserRow): AccessState => ({ role: row.role, regions: row.regions, grants: row.grants, isActive: row.is_active });
const isLiveAdmin = (state: AccessState) => state.role === 'admin' && state.isActive;

/**
 * Managing accounts: create with a role and scope, change role, regions, grants and activity, reset a password, end
 * sessions. Each change, the sessions it ends and its audit row commit together; the last active admin can neither be
 * demoted nor deactivated (issue 24).
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

  /** A chosen password, or one generated and shown once in the answer (no mail server needed). */
  async create(actor: Actor, input: CreateAdminUserBody) {
    const email = normaliseEmail(input.email);
    if (!validEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail, 'email');
    const access = checkedAccess({ role: input.role, regions: input.regions, grants: input.grants, isActive: true });
    const password = input.password ?? generatePassword();
    const problem = passwordProblem(password, { email, displayName: input.displayName });
    if (problem) throw weakPassword(problem);
    if (await this.#store.read.users.findAdminUserByEmail(email)) throw emailTaken();
    const passwordHash = await this.#hash(password);
    try {
      const row = await this.#store.write(actor, async ({ users }, audit) => {
        const created = await users.insertAdminUser({
          email,
          displayName: input.displayName || email.split('@')[0]!,
          role: access.role,
          regions: access.regions,
          grants: access.grants,
          passwordHash,
          createdBy: actor.userId,
          now: this.#ctx.now(),
        });
        await audit({
          action: 'user.create',
          targetType: 'admin_user',
          targetId: created.id,
          after: { ...auditedUser(created), generatedPassword: input.password === undefined },
        });
        return created;
      });
      return { ...(await this.get(row.id)), generatedPassword: input.password === undefined ? password : null };
    } catch (error) {
      // Two admins adding the same address at the same moment: the slower one is told, not given a 500.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  /** Deactivation ends the account's sessions at once; nobody can deactivate themself, nor the last admin. */
  async setActive(actor: Actor, id: number, active: boolean) {
    await this.#change(actor, id, { isActive: active }, active ? 'user.activate' : 'user.deactivate', active ? null : 'deactivated');
    return this.get(id);
  }

  /** Role, regions, grants and activity in one change; any change ends the account's sessions at once. */
  async update(actor: Actor, id: number, input: UpdateAdminUserBody) {
    if (Object.values(input).every((value) => value === undefined)) throw badRequest(STAFF_MESSAGES.nothingToChange, 'role');
    const endedSessions = await this.#change(actor, id, input, 'user.update', 'access_changed');
    return { user: await this.get(id), endedSessions };
  }

  async #change(actor: Actor, id: number, input: UpdateAdminUserBody, action: string, endReason: string | null) {
    if (input.isActive === false && id === actor.userId) {
      throw new ApiError(400, 'CANNOT_DEACTIVATE_SELF', '자기 자신의 계정은 비활성화할 수 없습니다.');
    }
    return this.#store.write(actor, async ({ users, sessions }, audit) => {
      const now = this.#ctx.now();
      // Taken first, in the same order by everyone: concurrent changes to admins queue here (the last-admin rule).
      const admins = await users.lockActiveAdmins();
      const before = await this.#require(id, users);
      const current = stateOf(before);
      if (input.role !== undefined && input.role !== current.role && id === actor.userId) {
        throw new ApiError(400, 'CANNOT_CHANGE_OWN_ROLE', STAFF_MESSAGES.selfDemote, 'role');
      }
      const role = input.role ?? current.role;
      const next = checkedAccess({
        role,
        // A role that has no regions drops them; a new hq_editor must be given some.
        regions: input.regions ?? (role === 'hq_editor' ? current.regions : []),
        grants: input.grants ?? current.grants,
        isActive: input.isActive ?? current.isActive,
      });
      if (isLiveAdmin(current) && !isLiveAdmin(next) && admins.filter((adminId) => adminId !== id).length === 0) {
        throw new ApiError(409, 'LAST_ADMIN', STAFF_MESSAGES.lastAdmin, input.role !== undefined ? 'role' : 'isActive');
      }
      const after = (await users.updateAdminAccess(id, next, now))!;
      // A changed role or scope must not live on in a session issued before it (nor reactivation revive one).
      const endedSessions = endReason ? await sessions.revokeUserSessions(id, endReason, now) : 0;
      await audit({
        action,
        targetType: 'admin_user',
        targetId: id,
        before: auditedUser(before),
        after: { ...auditedUser(after), endedSessions },
      });
      return endedSessions;
    });
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
