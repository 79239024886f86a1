import type { AdminUserRow } from '../../../db/repositories/admin-users.repo.ts';
import type { UserTables } from '../../modules/admin/users.service.ts';
import { memoryStore, partialFake } from '../memory-store.ts';

interface Session {
  id: string;
  user_id: number;
  expires_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

/** Accounts and their sessions in memory: what the users service reads and writes, with the unique e-mail index. */
export function adminUsersFake() {
  const state = { users: new Map<number, AdminUserRow>(), sessions: [] as Session[], nextId: 1 };
  const find = (id: number) => state.users.get(id);
  const users = partialFake<UserTables['users']>({
    findAdminUserByEmail: async (email) => structuredClone([...state.users.values()].find((u) => u.email === email)),
    findAdminUserById: async (id) => structuredClone(find(id)),
    insertAdminUser: async (user) => {
      if ([...state.users.values()].some((u) => u.email === user.email)) throw Object.assign(new Error('duplicate key'), { code: '23505' });
      const row: AdminUserRow = {
        id: state.nextId++,
        email: user.email,
        display_name: user.displayName,
        role: user.role,
        regions: [...(user.regions ?? [])],
        grants: [...(user.grants ?? [])],
        is_active: true,
        password_hash: user.passwordHash,
        password_changed_at: user.now,
        last_login_at: null,
        created_by: user.createdBy,
        created_at: user.now,
        updated_at: user.now,
      };
      state.users.set(row.id, row);
      return structuredClone(row);
    },
    updateAdminPassword: async (id, passwordHash, now) => {
      const user = find(id);
      if (user) Object.assign(user, { password_hash: passwordHash, password_changed_at: now, updated_at: now });
    },
    setAdminActive: async (id, active, now) => {
      const user = find(id);
      if (!user) return undefined;
      Object.assign(user, { is_active: active, updated_at: now });
      return structuredClone(user);
    },
    updateAdminAccess: async (id, access, now) => {
      const user = find(id);
      if (!user) return undefined;
      Object.assign(user, { role: access.role, regions: [...access.regions], grants: [...access.grants], is_active: access.isActive });
      Object.assign(user, { updated_at: now });
      return structuredClone(user);
    },
    // One process, no concurrency: the lock is only the list of active admins.
    lockActiveAdmins: async () =>
      [...state.users.values()]
        .filter((u) => u.role === 'admin' && u.is_active)
        .map((u) => u.id)
        .sort((a, b) => a - b),
    listAdminUsers: async (now, idleCutoff) =>
      [...state.users.values()].map((user) => ({
        ...structuredClone(user),
        active_sessions: state.sessions.filter(
          (s) => s.user_id === user.id && s.revoked_at === null && s.expires_at > now && s.last_seen_at > idleCutoff,
        ).length,
      })),
  });
  const sessions: UserTables['sessions'] = {
    revokeUserSessions: async (userId, reason, now, except) => {
      const open = state.sessions.filter((s) => s.user_id === userId && s.revoked_at === null && s.expires_at > now && s.id !== except);
      for (const session of open) Object.assign(session, { revoked_at: now, revoke_reason: reason });
      return open.length;
    },
  };
  /** An open session of the account, last seen `now`, ending in a day. */
  const openSession = (userId: number, now: Date) =>
    state.sessions.push({
      id: `s${state.sessions.length + 1}`,
      user_id: userId,
      expires_at: new Date(now.getTime() + 86_400_000),
      last_seen_at: now,
      revoked_at: null,
      revoke_reason: null,
    });
  return { state, store: memoryStore<UserTables>({ users, sessions }, state), openSession };
}
