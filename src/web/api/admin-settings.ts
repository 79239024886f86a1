// The admin settings page's read and save, under ['admin']; a save also refetches the public answer.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettingsUpdateBody } from '../../shared/api/site-settings.ts';
import { getAdminSettings, updateAdminSettings } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { callAdmin } from './admin-client.ts';
import { SITE_SETTINGS_KEY } from './site-settings.ts';

export type AdminSiteSettings = RouteResponse<typeof getAdminSettings>['data'];

export function useAdminSettings() {
  return useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => callAdmin(getAdminSettings, {}, signal).then((body) => body.data),
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsUpdateBody) => callAdmin(updateAdminSettings, { body }).then((b) => b.data),
    onSuccess: (data) => client.setQueryData(['admin', 'settings'], data),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: SITE_SETTINGS_KEY })]),
  });
}
