// The signed-in admin: access token in memory only (never storage); user and sign-in time in sessionStorage
// so a reload can show who was signed in while the refresh cookie is being exchanged (R-AUTH-07).
import { useSyncExternalStore } from 'react';
import type { AuthUser, TokenGrant } from '../../shared/api/auth.ts';
import {
  ADMIN_SESSION_DATA_MAX_AGE_MS as SESSION_DATA_MAX_AGE_MS,
  ADMIN_SESSION_MAX_MS as SESSION_MAX_MS,
} from '../../shared/constants/auth.ts';

export type AdminAuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AdminSessionState {
  status: AdminAuthStatus;
  user: AuthUser | null;
  /** ISO time of sign-in. */
  loginAt: string | null;
  /** A message for the login page (why the admin was signed out); shown once. */
  notice: string | null;
}

export const SESSION_STORAGE_KEY = 'admin_session';

interface StoredSession {
  user: AuthUser;
  loginAt: string;
  /** R-AUTH-07 "device fingerprint": data written by another browser is not trusted. */
  agent: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

const agent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** The stored user, unless it is broken, older than 24 h or from another browser. */
export function readStoredSession(now = Date.now(), store = storage()): { user: AuthUser; loginAt: string } | null {
  try {
    const raw = store?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<StoredSession>;
    const loginMs = Date.parse(data.loginAt ?? '');
    const fresh = Number.isFinite(loginMs) && now - loginMs < SESSION_DATA_MAX_AGE_MS && loginMs <= now + 60_000;
    if (!fresh || !data.user || typeof data.user.id !== 'number' || data.agent !== agent()) {
      store?.removeItem(SESSION_STORAGE_KEY);
      return null;
    }
    return { user: data.user, loginAt: data.loginAt! };
  } catch {
    store?.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
}

function writeStoredSession(value: StoredSession | null, store = storage()) {
  try {
    if (value) store?.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
    else store?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Quota or private mode: the session still works for this page.
  }
}

/** Sign-in time from the grant: the server ends a session 8 h after it started. */
export function loginTimeOf(grant: Pick<TokenGrant, 'session'>, fallback = new Date()): string {
  const expires = Date.parse(grant.session.absoluteExpiresAt);
  return Number.isFinite(expires) ? new Date(expires - SESSION_MAX_MS).toISOString() : fallback.toISOString();
}

let state: AdminSessionState = { status: 'loading', user: null, loginAt: null, notice: null };
let accessToken: string | null = null;
let tokenExpiresAt = 0;
const listeners = new Set<() => void>();

function setState(next: AdminSessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getAdminSession(): AdminSessionState {
  return state;
}

export function subscribeAdminSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAdminSession(): AdminSessionState {
  return useSyncExternalStore(subscribeAdminSession, getAdminSession, getAdminSession);
}

export function currentAccessToken(): { token: string | null; expiresAt: number } {
  return { token: accessToken, expiresAt: tokenExpiresAt };
}

export function applyGrant(grant: TokenGrant, now = Date.now()): void {
  accessToken = grant.accessToken;
  tokenExpiresAt = now + grant.expiresIn * 1000;
  const loginAt = loginTimeOf(grant);
  writeStoredSession({ user: grant.user, loginAt, agent: agent() });
  setState({ status: 'signed-in', user: grant.user, loginAt, notice: null });
}

/** Shows the stored user while the token exchange is slow (R-AUTH-07 3-second fallback). */
export function applyStoredFallback(): boolean {
  const stored = readStoredSession();
  if (!stored) return false;
  setState({ status: 'signed-in', user: stored.user, loginAt: stored.loginAt, notice: null });
  return true;
}

export function signOutLocally(notice: string | null = null): void {
  accessToken = null;
  tokenExpiresAt = 0;
  writeStoredSession(null);
  setState({ status: 'signed-out', user: null, loginAt: null, notice });
}
