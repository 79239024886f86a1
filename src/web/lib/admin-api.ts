// Admin API client: bearer token from memory, CSRF header on writes, and on a 401 exactly one shared
// refresh (concurrent 401s wait for the same one) and one retry; a failed refresh signs the admin out.
import type { TokenGrant } from '../../shared/api/auth.ts';
import { ADMIN_MESSAGES, AUTH_CHECK_FALLBACK_MS, TOKEN_REFRESH_MARGIN_MS } from './admin-constants.ts';
import {
  applyGrant,
  applyStoredFallback,
  currentAccessToken,
  getAdminSession,
  readStoredSession,
  signOutLocally,
} from './admin-session.ts';
import { ApiRequestError, apiUrl, readApiResponse, WRITE_HEADER_VALUE, type QueryParams } from './api-client.ts';
import { getSessionId } from './session-id.ts';

const REQUEST_TIMEOUT_MS = 30_000;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  params?: QueryParams | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** One network call; returns the parsed envelope or throws ApiRequestError with the server's Korean message. */
async function send<T>(method: Method, path: string, options: RequestOptions, token: string | null): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'X-Session-Id': getSessionId() });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (method !== 'GET') headers.set('X-Requested-With', WRITE_HEADER_VALUE);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.params), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiRequestError(0, 'TIMEOUT', '서버 응답이 너무 늦습니다. 잠시 후 다시 시도하세요.');
    throw new ApiRequestError(0, 'NETWORK_ERROR', '서버에 연결할 수 없습니다. 인터넷 연결을 확인하세요.');
  }
  if (response.status === 204) return undefined as T; // e.g. DELETE: done, nothing to read
  return readApiResponse<T>(response);
}

let refreshing: Promise<TokenGrant> | null = null;

/** Swaps the refresh cookie for a new access token; callers at the same moment share one request. */
export function refreshSession(): Promise<TokenGrant> {
  refreshing ??= (async () => {
    try {
      const body = await send<{ success: true; data?: Partial<TokenGrant> }>('POST', '/auth/refresh', {}, null);
      const grant = body.data;
      // Spec §5: a refresh answer counts only with success and a new access token.
      if (!grant || typeof grant.accessToken !== 'string' || !grant.accessToken || !grant.user || !grant.session) {
        throw new ApiRequestError(401, 'INVALID_REFRESH_RESPONSE', ADMIN_MESSAGES.invalidRefreshResponse);
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
  signOutLocally(wasSignedIn ? ADMIN_MESSAGES.sessionExpiredRelogin : null);
  return new ApiRequestError(401, 'SESSION_REFRESH_FAILED', ADMIN_MESSAGES.refreshFailed);
}

/** An authenticated call. A 401 triggers one refresh and one retry; a second failure signs out. */
export async function adminRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const token = await usableToken();
  try {
    return await send<T>(method, path, options, token);
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
    return await send<T>(method, path, options, currentAccessToken().token);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw sessionLost();
    throw error;
  }
}

export const adminGet = <T>(path: string, params?: QueryParams, signal?: AbortSignal) => adminRequest<T>('GET', path, { params, signal });
export const adminPost = <T>(path: string, body?: unknown) => adminRequest<T>('POST', path, { body });
export const adminPut = <T>(path: string, body?: unknown) => adminRequest<T>('PUT', path, { body });
export const adminPatch = <T>(path: string, body?: unknown) => adminRequest<T>('PATCH', path, { body });
export const adminDelete = <T>(path: string) => adminRequest<T>('DELETE', path);

/** POST /api/auth/login (never refreshed or retried). */
export async function loginAdmin(email: string, password: string): Promise<TokenGrant> {
  const body = await send<{ success: true; data: TokenGrant }>('POST', '/auth/login', { body: { email, password } }, null);
  applyGrant(body.data);
  return body.data;
}

/** Ends the server session (cookie and token), then forgets everything locally whatever the answer. */
export async function logoutAdmin(notice: string | null = ADMIN_MESSAGES.loggedOut): Promise<void> {
  try {
    await send('POST', '/auth/logout', {}, currentAccessToken().token);
  } catch {
    // The local sign-out below still happens; the server ends idle sessions on its own.
  } finally {
    signOutLocally(notice);
  }
}

let started = false;

/**
 * Page load: the token lives only in memory, so get one from the refresh cookie. If that takes more than
 * 3 s, show the user kept in sessionStorage (or the login page) meanwhile (spec §8); the answer still counts.
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
      } else if (status === 'signed-in') signOutLocally(ADMIN_MESSAGES.sessionExpiredRelogin);
      else if (status === 'loading') signOutLocally(readStoredSession() ? ADMIN_MESSAGES.sessionExpiredRelogin : null);
    },
  );
}
