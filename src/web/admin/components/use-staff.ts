// What the signed-in staff member may do (issue 24): its role and regions come from the session, the need of each
// action from the contract (the generated route's `staff`), so the web hides exactly what the server would refuse.
import type { RouteStaff } from '../../../shared/api/route.ts';
import { roleAllows, STAFF_ROLE_LABELS, type StaffGrant, type StaffRole } from '../../../shared/constants/staff-roles.ts';
import { useAdminSession } from '../../api/admin-session.ts';

export interface StaffNeed {
  role: StaffRole;
  grant?: StaffGrant | undefined;
}

export function useStaff() {
  const user = useAdminSession().user;
  const can = (need: StaffNeed | RouteStaff | undefined) =>
    !!user && (!need || roleAllows(user.role, need.role, user.grants ?? [], need.grant));
  return {
    user,
    can,
    /** Whether the role may call a staff route at all (its scope is checked by the server, item by item). */
    canCall: (route: { staff?: RouteStaff }) => can(route.staff),
    /** An hq_editor's regions; null for every other role (the whole country). */
    regions: user?.role === 'hq_editor' ? (user.regions ?? []) : null,
  };
}

/** '본부 편집자 · 경기, 경기북부' — a role as the top bar and the access-denied page name it. */
export function staffLabel(user: { role: StaffRole; regions?: readonly string[] }): string {
  const label = STAFF_ROLE_LABELS[user.role] ?? user.role;
  return user.role === 'hq_editor' && user.regions?.length ? `${label} · ${user.regions.join(', ')}` : label;
}
