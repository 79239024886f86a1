import { sql, type Kysely, type Selectable } from 'kysely';
import type { AdminRole, AdminUsersTable, Database } from '../schema.ts';

export type AdminUserRow = Selectable<AdminUsersTable>;

export async function findAdminUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('admin_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findAdminUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAdminUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAdminUser(
  db: Kysely<Database>,
  user: {
    email: string;
    displayName: string;
    role: AdminRole;
    regions?: readonly string[];
    grants?: readonly string[];
    passwordHash: string;
    createdBy: number | null;
    now: Date;
  },
) {
  return db
    .insertInto('admin_users')
    .values({
      email: user.email,
      display_name: user.displayName,
      role: user.role,
      regions: [...(user.regions ?? [])],
      grants: [...(user.grants ?? [])],
      password_hash: user.passwordHash,
      password_changed_at: user.now,
      created_by: user.createdBy,
      created_at: user.now,
      updated_at: user.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAdminPassword(db: Kysely<Database>, id: number, passwordHash: string, now: Date, changed = true) {
  await db
    .updateTable('admin_users')
    .set(changed ? { password_hash: passwordHash, password_changed_at: now, updated_at: now } : { password_hash: passwordHash })
    .where('id', '=', id)
    .execute();
}

export async function setAdminActive(db: Kysely<Database>, id: number, active: boolean, now: Date) {
  return db.updateTable('admin_users').set({ is_active: active, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function recordAdminLogin(db: Kysely<Database>, id: number, now: Date) {
  await db.updateTable('admin_users').set({ last_login_at: now }).where('id', '=', id).execute();
}

/** All accounts (a handful), with how many sessions each has alive (not ended, expired or idle) right now. */
export async function listAdminUsers(db: Kysely<Database>, now: Date, idleCutoff: Date) {
  return db
    .selectFrom('admin_users as u')
    .selectAll('u')
    .select((eb) =>
      eb
        .selectFrom('admin_sessions as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.user_id', '=', 'u.id')
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', now)
        .where('s.last_seen_at', '>', idleCutoff)
        .as('active_sessions'),
    )
    .orderBy('u.id')
    .execute();
}

/** Accounts that can sign in to the admin area now. */
export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Role, regions, grants and activity of one account (issue 24). */
export async function updateAdminAccess(
  db: Kysely<Database>,
  id: number,
  access: { role: AdminRole; regions: readonly string[]; grants: readonly string[]; isActive: boolean },
  now: Date,
) {
  return db
    .updateTable('admin_users')
    .set({ role: access.role, regions: [...access.regions], grants: [...access.grants], is_active: access.isActive, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Locks every active admin account and answers their ids: two requests that would each take away one of the last two
 * admins wait for each other here, and the second sees the first's change (the last-admin rule).
 */
export async function lockActiveAdmins(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('admin_users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_active', '=', true)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** The family as one object: services bind it to a handle through their store, unit tests fake it (ADR 0024). */
export const adminUsersRepository = {
  findAdminUserByEmail,
  findAdminUserById,
  countAdminUsers,
  insertAdminUser,
  updateAdminPassword,
  setAdminActive,
  recordAdminLogin,
  listAdminUsers,
  countActiveAdmins,
  updateAdminAccess,
  lockActiveAdmins,
};
