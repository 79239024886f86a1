// Admin session numbers and messages (spec §8, §9). Copies of values in src/shared/api/auth.ts, which the
// browser may only import types from (zod stays on the server); admin-constants.test.ts keeps them equal.

/** Spec §9: idle warning at 25 min, logout at 30 min, checked every 60 s. */
export const IDLE_WARNING_MS = 25 * 60_000;
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const IDLE_CHECK_MS = 60_000;
/** Spec §9: session data in browser storage is discarded after 24 h. */
export const SESSION_DATA_MAX_AGE_MS = 24 * 60 * 60_000;
/** The server ends every session 8 h after sign-in, so sign-in time = absolute expiry − 8 h. */
export const SESSION_MAX_MS = 8 * 60 * 60_000;
/** Spec §8: the auth check falls back to the stored user after 3 s. */
export const AUTH_CHECK_FALLBACK_MS = 3_000;
/** Spec §9: refresh the access token when it has less than 90 s left. */
export const TOKEN_REFRESH_MARGIN_MS = 90_000;
/** The server counts GET /api/auth/check as activity; ping it at most this often while the admin is active. */
export const ACTIVITY_PING_MS = 5 * 60_000;

export const ADMIN_BASE = '/119sys-ctrl';
export const ADMIN_LOGIN_PATH = `${ADMIN_BASE}/login`;
export const REQUIRED_ROLE = 'admin';

export const ADMIN_MESSAGES = {
  invalidCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  missingFields: '아이디와 비밀번호를 입력하세요.',
  invalidEmail: '올바른 이메일 주소를 입력하세요.',
  refreshFailed: '세션을 갱신하지 못했습니다.',
  invalidRefreshResponse: '세션 갱신 응답이 올바르지 않습니다.',
  unauthenticated: '로그인이 필요합니다.',
  loginFailed: '로그인하지 못했습니다.',
  sessionExpiredRelogin: '세션을 갱신하지 못했습니다. 다시 로그인하세요.',
  idleLoggedOut: '30분 동안 활동이 없어 안전을 위해 로그아웃되었습니다. 다시 로그인하세요.',
  loggedOut: '로그아웃되었습니다.',
} as const;

/** 'admin' → '이 페이지에 접근하려면 admin 권한이 필요합니다.' (spec §2 access-denied page). */
export function roleRequiredMessage(role: string): string {
  return `이 페이지에 접근하려면 ${role} 권한이 필요합니다.`;
}
