// Site settings: the public answer (contacts, recommended videos, featured keywords, today's seasons) and the
// admin settings page's read and save. Admin data lives under ['admin']; a save also refetches the public answer.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettingsUpdateBody } from '../../shared/api/site-settings.ts';
import { getAdminSettings, getSiteSettings, updateAdminSettings } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { siteConfig } from '../lib/site-config.ts';
import { callAdmin } from './admin-client.ts';
import { callPublic } from './public-client.ts';

export type PublicSiteSettings = RouteResponse<typeof getSiteSettings>['data'];
export type AdminSiteSettings = RouteResponse<typeof getAdminSettings>['data'];

const PUBLIC_KEY = ['site-settings'] as const;

export function useSiteSettings() {
  return useQuery({
    queryKey: PUBLIC_KEY,
    queryFn: ({ signal }) => callPublic(getSiteSettings, {}, signal).then((body) => body.data),
    staleTime: 5 * 60_000,
  });
}

/** The contact addresses in force: the public answer once it is here, the page's own meta tags until then. */
export function useSiteContacts(): { contactEmail: string; inquiryEmail: string } {
  const { data } = useSiteSettings();
  return {
    contactEmail: data?.contactEmail ?? siteConfig.contactEmail,
    inquiryEmail: data?.inquiryEmail ?? siteConfig.inquiryEmail,
  };
}

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
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['admin'] }), client.invalidateQueries({ queryKey: PUBLIC_KEY })]),
  });
}
