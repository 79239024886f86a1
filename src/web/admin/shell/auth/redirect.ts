// Where to go after sign-in: only a page of the admin area (never another site, never the login page).
import { ADMIN_BASE, ADMIN_LOGIN_PATH } from '../../../../shared/constants/admin.ts';

const ADMIN_PATH = /^\/119sys-ctrl(?:[/?#]|$)/;

export function safeAdminRedirect(raw: string | null | undefined): string {
  if (!raw || !ADMIN_PATH.test(raw) || /[\\\s]|\/\/|%2f%2f|%5c/i.test(raw)) return ADMIN_BASE;
  if (raw === ADMIN_LOGIN_PATH || raw.startsWith(`${ADMIN_LOGIN_PATH}?`) || raw.startsWith(`${ADMIN_LOGIN_PATH}/`)) return ADMIN_BASE;
  return raw;
}

/** The login page address that comes back to `location` afterwards. */
export function loginHref(location: { pathname: string; search: string }): string {
  const back = `${location.pathname}${location.search}`;
  const target = safeAdminRedirect(back);
  return target === ADMIN_BASE ? ADMIN_LOGIN_PATH : `${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}
