// Admin accounts (create, deactivate/reactivate, reset a password, end sessions) and the caller's own password.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activateAdminUser,
  changePassword,
  createAdminUser,
  deactivateAdminUser,
  endAdminUserSessions,
  listAdminUsers,
  resetAdminUserPassword,
  updateAdminUser,
} from '../../shared/api/endpoints.ts';
import type { RouteBody, RouteResponse } from '../../shared/api/route.ts';
import { ADMIN_QUERY_KEY, callAdmin } from './admin-client.ts';
import { applyGrant } from './admin-session.ts';

export type NewUserInput = RouteBody<typeof createAdminUser>;
export type ResetPasswordResult = RouteResponse<typeof resetAdminUserPassword>['data'];
export type PasswordChange = RouteBody<typeof changePassword>;

export function useAdminUsers() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'users'],
    queryFn: ({ signal }) => callAdmin(listAdminUsers, {}, signal).then((body) => body.data),
    staleTime: 15_000,
  });
}

/** Every users-page write refreshes the list and the dashboard (the audit log gains a row). */
function useUsersMutation<TVars, TResult>(run: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }) });
}

export const useCreateUser = () => useUsersMutation((body: NewUserInput) => callAdmin(createAdminUser, { body }).then((b) => b.data));

/** Role, regions and grants (PATCH); the server ends the account's sessions and says how many. */
export const useUpdateUserAccess = () =>
  useUsersMutation(({ id, body }: { id: number; body: RouteBody<typeof updateAdminUser> }) =>
    callAdmin(updateAdminUser, { params: { id }, body }).then((b) => b.data),
  );

export const useSetUserActive = () =>
  useUsersMutation(({ id, active }: { id: number; active: boolean }) =>
    callAdmin(active ? activateAdminUser : deactivateAdminUser, { params: { id } }).then((b) => b.data),
  );

export const useResetPassword = () =>
  useUsersMutation(({ id, password }: { id: number; password?: string | undefined }) =>
    callAdmin(resetAdminUserPassword, { params: { id }, body: password ? { password } : {} }).then((b) => b.data),
  );

export const useEndSessions = () =>
  useUsersMutation((id: number) => callAdmin(endAdminUserSessions, { params: { id } }).then((b) => b.data));

/** The server ends every session of the account and hands this browser a fresh one. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => callAdmin(changePassword, { body }).then((b) => b.data),
    onSuccess: (grant) => applyGrant(grant),
  });
}
