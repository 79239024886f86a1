// Server state of the admin area (TanStack Query), all under the ['admin'] key so sign-out can drop it.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminUser,
  AuditLogResponseSchema,
  DashboardResponseSchema,
  ResetPasswordResponseSchema,
  SecurityEventsResponseSchema,
} from '../../../shared/api/admin.ts';
import type { TokenGrant } from '../../../shared/api/auth.ts';
import type { QuotaEstimate } from '../../../shared/api/sync.ts';
import { adminDelete, adminGet, adminPost, adminPut } from '../../lib/admin-api.ts';
import { applyGrant } from '../../lib/admin-session.ts';

export type DashboardData = z.infer<typeof DashboardResponseSchema>['data'];
export type SecurityEventsPage = z.infer<typeof SecurityEventsResponseSchema>;
export type SecurityEvent = SecurityEventsPage['data'][number];
export type AuditLogPage = z.infer<typeof AuditLogResponseSchema>;
export type AuditEntry = AuditLogPage['data'][number];
export type ResetPasswordResult = z.infer<typeof ResetPasswordResponseSchema>['data'];

export const ADMIN_QUERY_KEY = ['admin'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => adminGet<{ data: DashboardData }>('/admin/dashboard', {}, signal).then((b) => b.data),
    staleTime: 30_000,
  });
}

export type QueryFilters = Record<string, string | number | undefined>;

export function useSecurityEvents(filters: QueryFilters) {
  return useQuery({
    queryKey: ['admin', 'security-events', filters],
    queryFn: ({ signal }) => adminGet<SecurityEventsPage>('/admin/security-events', filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAuditLog(filters: QueryFilters) {
  return useQuery({
    queryKey: ['admin', 'audit-log', filters],
    queryFn: ({ signal }) => adminGet<AuditLogPage>('/admin/audit-log', filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminUsers() {
  return useQuery({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) => adminGet<{ data: AdminUser[] }>('/admin/users', {}, signal).then((b) => b.data),
    staleTime: 15_000,
  });
}

/** Every users-page write refreshes the list and the dashboard (the audit log gains a row). */
function useUsersMutation<TVars, TResult>(run: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

export interface NewUserInput {
  email: string;
  displayName: string;
  password: string;
}

export const useCreateUser = () =>
  useUsersMutation((input: NewUserInput) => adminPost<{ data: AdminUser }>('/admin/users', input).then((b) => b.data));

export const useSetUserActive = () =>
  useUsersMutation(({ id, active }: { id: number; active: boolean }) =>
    adminPost<{ data: AdminUser }>(`/admin/users/${id}/${active ? 'activate' : 'deactivate'}`).then((b) => b.data),
  );

export const useResetPassword = () =>
  useUsersMutation(({ id, password }: { id: number; password?: string | undefined }) =>
    adminPost<{ data: ResetPasswordResult }>(`/admin/users/${id}/password`, password ? { password } : {}).then((b) => b.data),
  );

export const useEndSessions = () =>
  useUsersMutation((id: number) => adminDelete<{ data: { endedSessions: number } }>(`/admin/users/${id}/sessions`).then((b) => b.data));

/** PUT /api/auth/password: the server ends every session and hands this browser a fresh one. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      adminPut<{ data: TokenGrant }>('/auth/password', input).then((b) => b.data),
    onSuccess: (grant) => applyGrant(grant),
  });
}

export interface SyncJob {
  id: number;
  kind: string;
  state: string;
}

/** Quick sync's question first: what an incremental sync of every channel should cost (same key as the sync pages' estimates). */
export function useQuickSyncEstimate(enabled: boolean) {
  const request = { kind: 'incremental' } as const;
  return useQuery({
    queryKey: ['admin', 'sync', 'estimate', request],
    queryFn: () => adminPost<{ data: QuotaEstimate }>('/admin/sync/estimate', request).then((b) => b.data),
    enabled,
    staleTime: 5_000,
    retry: false,
  });
}

/** Quick sync: starts an incremental sync job (202), or 409 when one is already running or no API key is enabled (NO_API_KEY). */
export const startQuickSync = () =>
  adminPost<{ data: { job: SyncJob } }>('/admin/sync/jobs', { kind: 'incremental' }).then((b) => b.data.job);
