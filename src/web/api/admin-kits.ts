// The admin lesson-kit page's reads and writes (ADR 0030), under ['admin'] so sign-out drops them and every write
// refetches what staff see.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminKitCreateBody, AdminKitUpdateBody } from '../../shared/api/kits.ts';
import { createAdminKit, deleteAdminKit, getAdminKit, listAdminKits, updateAdminKit } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callAdmin } from './admin-client.ts';

export type AdminKitSummary = RouteResponse<typeof listAdminKits>['data'][number];
export type AdminKit = RouteResponse<typeof getAdminKit>['data'];
export type AdminKitVideo = AdminKit['videos'][number];

const KEY = ['admin', 'kits'] as const;

export function useAdminKits() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => callAdmin(listAdminKits, {}, signal).then((body) => body.data),
  });
}

export function useAdminKit(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => callAdmin(getAdminKit, { params: { id: id! } }, signal).then((body) => body.data),
    enabled: id !== null,
  });
}

export function useKitWrites() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: ['admin'] });
  return {
    create: useMutation({
      mutationFn: (body: AdminKitCreateBody) => callAdmin(createAdminKit, { body }).then((b) => b.data),
      onSettled: settled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: AdminKitUpdateBody }) =>
        callAdmin(updateAdminKit, { params: { id }, body }).then((b) => b.data),
      onSettled: settled,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callAdmin(deleteAdminKit, { params: { id } }).then((b) => b.data),
      onSettled: settled,
    }),
  };
}
