// The admin disaster-notice page's reads and writes, under ['admin'] (ADR 0028).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAlertBody, UpdateAlertBody } from '../../shared/api/disaster-alerts.ts';
import { createAdminAlert, endAdminAlert, getAlertDraft, listAdminAlerts, updateAdminAlert } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import type { Hazard } from '../../shared/constants/disaster-alerts.ts';
import { callAdmin } from './admin-client.ts';

export type AdminAlert = RouteResponse<typeof listAdminAlerts>['data'][number];
export type AlertDraft = RouteResponse<typeof getAlertDraft>['data'];

export function useAdminAlerts() {
  return useQuery({
    queryKey: ['admin', 'alerts'],
    queryFn: ({ signal }) => callAdmin(listAdminAlerts, {}, signal).then((body) => body.data),
  });
}

/** A hazard's ready-made draft (fetched when staff ask for it). */
export function fetchAlertDraft(hazard: Hazard): Promise<AlertDraft> {
  return callAdmin(getAlertDraft, { query: { hazard } }).then((body) => body.data);
}

export function useAlertWrites() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: ['admin'] });
  return {
    create: useMutation({
      mutationFn: (body: CreateAlertBody) => callAdmin(createAdminAlert, { body }).then((b) => b.data),
      onSettled: settled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateAlertBody }) =>
        callAdmin(updateAdminAlert, { params: { id }, body }).then((b) => b.data),
      onSettled: settled,
    }),
    end: useMutation({
      mutationFn: (id: number) => callAdmin(endAdminAlert, { params: { id } }).then((b) => b.data),
      onSettled: settled,
    }),
  };
}
