// Admin API client: bearer token from memory, CSRF header on writes, and on a 401 exactly one shared
// refresh (concurrent 401s wait for the same one) and one retry; a failed refresh signs the admin out.
import type { TokenGrant } from '../../shared/api/auth.ts';
import type { HttpMethod } from '../../shared/api/contract.ts';
import {
  checkSession,
  login as loginRoute,
  logout as logoutRoute,
  refreshSession as refreshSessionRoute,
} from '../../shared/api/endpoints.ts';
import type { Route, RouteResponse } from '../../shared/api/route.ts';
import { ADMIN_SESSION_MESSAGES, AUTH_CHECK_FALLBACK_MS, AUTH_MESSAGES, TOKEN_REFRESH_MARGIN_MS } from '../../shared/constants/auth.ts';
import {
  applyGrant,
  applyStoredFallback,
  currentAccessToken,
  getAdminSession,
  readStoredSession,
  signOutLocally,
} from './admin-session.ts';
import { partsOf, type CallInput } from './call.ts';
import { ApiRequestError, routeUrl, send } from './transport.ts';

type Method = HttpMethod;

/** Every admin query lives under this key: signing out drops them all, and a write can refetch them all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal | undefined;
  as?: 'json' | 'blob';
}

const sendTo = <T>(method: Method, url: string, options: RequestOptions, token: string | null) =>
  send<T>(method, url, { body: options.body, signal: options.signal, token, ...(options.as ? { as: options.as } : {}) });

let refreshing: Promise<TokenGrant> | null = null;

/** Swaps the refresh cookie for a new access token; callers at the same moment share one request. */
export function refreshSession(): Promise<TokenGrant> {
  refreshing ??= (async () => {
    try {
      const body = await sendTo<{ success: true; data?: Partial<TokenGrant> }>('POST', routeUrl(refreshSessionRoute), {}, null);
      const grant = body.data;
      // R-AUTH-06: a refresh answer counts only with success and a new access token.
      if (!grant || typeof grant.accessToken !== 'string' || !grant.accessToken || !grant.user || !grant.session) {
        throw new ApiRequestError(401, 'INVALID_REFRESH_RESPONSE', AUTH_MESSAGES.invalidRefreshResponse);
      }
      applyGrant(grant as TokenGrant);
      return grant as TokenGrant;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The token to send: waits for a refresh under way, and renews one that expires within 90 s. */
async function usableToken(): Promise<string | null> {
  if (refreshing) await refreshing.catch(() => undefined);
  const { token, expiresAt } = currentAccessToken();
  if (token && expiresAt - Date.now() < TOKEN_REFRESH_MARGIN_MS) {
    await refreshSession().catch(() => undefined); // a failure shows up as the 401 below
  }
  return currentAccessToken().token;
}

const isRefusal = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

function sessionLost(): ApiRequestError {
  const wasSignedIn = getAdminSession().status === 'signed-in';
  signOutLocally(wasSignedIn ? ADMIN_SESSION_MESSAGES.sessionExpiredRelogin : null);
  return new ApiRequestError(401, 'SESSION_REFRESH_FAILED', AUTH_MESSAGES.refreshFailed);
}

/** An authenticated call to `url` (built from a route). A 401 triggers one refresh and one retry; a second failure signs out. */
async function adminRequest<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  const token = await usableToken();
  try {
    return await sendTo<T>(method, url, options, token);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
  }
  // Another call may already have refreshed while this one was in flight: then just retry.
  if (currentAccessToken().token === token || !currentAccessToken().token) {
    try {
      await refreshSession();
    } catch (error) {
      // Only a refused refresh ends the session; a network failure is reported as such.
      throw isRefusal(error) ? sessionLost() : error;
    }
  }
  try {
    return await sendTo<T>(method, url, options, currentAccessToken().token);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw sessionLost();
    throw error;
  }
}

/** An admin call to a route from shared/api/endpoints.ts with its typed input. */
export function callAdmin<R extends Route>(route: R, input: CallInput<R>, signal?: AbortSignal): Promise<RouteResponse<R>> {
  const url = routeUrl(route, partsOf(input));
  return adminRequest<RouteResponse<R>>(route.method, url, { body: input.body, signal });
}

/** A download (CSV) through the admin session: the answer as a Blob. */
export function downloadAdmin<R extends Route>(route: R, input: CallInput<R>): Promise<Blob> {
  const url = routeUrl(route, partsOf(input));
  return adminRequest<Blob>(route.method, url, { as: 'blob' });
}

/** GET /api/auth/check: the server counts it as activity (its idle clock follows the admin's). */
export const pingAdminSession = () => callAdmin(checkSession, {});

/** POST /api/auth/login (never refreshed or retried). */
export async function loginAdmin(email: string, password: string): Promise<TokenGrant> {
  const body = await sendTo<{ success: true; data: TokenGrant }>('POST', routeUrl(loginRoute), { body: { email, password } }, null);
  applyGrant(body.data);
  return body.data;
}

/** Ends the server session (cookie and token), then forgets everything locally whatever the answer. */
export async function logoutAdmin(notice: string | null = ADMIN_SESSION_MESSAGES.loggedOut): Promise<void> {
  try {
    await sendTo('POST', routeUrl(logoutRoute), {}, currentAccessToken().token);
  } catch {
    // The local sign-out below still happens; the server ends idle sessions on its own.
  } finally {
    signOutLocally(notice);
  }
}

let started = false;

/**
 * Page load: the token lives only in memory, so get one from the refresh cookie. If that takes more than
 * 3 s, show the user kept in sessionStorage (or the login page) meanwhile (R-AUTH-07); the answer still counts.
 */
export function startAdminSession(fallbackMs = AUTH_CHECK_FALLBACK_MS): void {
  if (started) return;
  started = true;
  if (getAdminSession().status !== 'loading') return;
  const timer = setTimeout(() => {
    if (getAdminSession().status === 'loading' && !applyStoredFallback()) signOutLocally();
  }, fallbackMs);
  refreshSession().then(
    () => clearTimeout(timer),
    (error: unknown) => {
      clearTimeout(timer);
      const { status } = getAdminSession();
      if (!isRefusal(error)) {
        // Server unreachable: keep the stored user; the next call tries again.
        if (status === 'loading' && !applyStoredFallback()) signOutLocally();
      } else if (status === 'signed-in') signOutLocally(ADMIN_SESSION_MESSAGES.sessionExpiredRelogin);
      else if (status === 'loading') signOutLocally(readStoredSession() ? ADMIN_SESSION_MESSAGES.sessionExpiredRelogin : null);
    },
  );
}
