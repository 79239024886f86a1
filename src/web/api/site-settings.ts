// Site settings as public pages read them: contacts, recommended videos, featured keywords, today's seasons
// (the admin settings page's read and save are in admin-settings.ts).
import { useQuery } from '@tanstack/react-query';
import { getSiteSettings } from '../../shared/api/endpoints.ts';
import type { RouteResponse } from '../../shared/api/route.ts';
import { siteConfig } from '../lib/site-config.ts';
import { callPublic } from './public-client.ts';

export type PublicSiteSettings = RouteResponse<typeof getSiteSettings>['data'];

export const SITE_SETTINGS_KEY = ['site-settings'] as const;

export function useSiteSettings() {
  return useQuery({
    queryKey: SITE_SETTINGS_KEY,
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
