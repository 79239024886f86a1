// Admin sign-in and session constants and messages (zod-free: the web imports them as values).

/** Header the SPA sends on every state-changing request (with a same-origin Origin/Sec-Fetch-Site). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = '119-admin';
/** The visitor session id (R-API-05 UI preferences) that keys the per-session rate limits. */
export const SESSION_ID_HEADER = 'x-session-id';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** R-AUTH-08: idle warning at 25 min, logout at 30 min; the server also ends a session after 8 h. */
export const ADMIN_IDLE_WARNING_MS = 25 * 60_000;
export const ADMIN_IDLE_TIMEOUT_MS = 30 * 60_000;
export const ADMIN_SESSION_MAX_MS = 8 * 60 * 60_000;
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;

/** R-AUTH-02 messages, in Korean. The last one is for the SPA (a refresh answer without a token). */
export const AUTH_MESSAGES = {
  invalidCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  missingFields: '아이디와 비밀번호를 입력하세요.',
  invalidEmail: '올바른 이메일 주소를 입력하세요.',
  refreshFailed: '세션을 갱신하지 못했습니다.',
  invalidRefreshResponse: '세션 갱신 응답이 올바르지 않습니다.',
  unauthenticated: '로그인이 필요합니다.',
  forbidden: '이 페이지에 접근하려면 관리자(admin) 권한이 필요합니다.',
  inactive: '비활성화된 계정입니다.',
  csrf: '허용되지 않은 요청입니다. 페이지를 새로 고친 뒤 다시 시도하세요.',
} as const;

/** R-API-05 "Please wait {n} seconds" for a server 429 (resetIn is in seconds, like Retry-After). */
export function rateLimitMessage(seconds: number): string {
  return `요청이 너무 많습니다. ${seconds}초 후 다시 시도하세요.`;
}

/** The staff roles (issue 24, ADR 0034); kept under this name for the code that reads it. */
export { STAFF_ROLES as ADMIN_ROLES } from './staff-roles.ts';
import { STAFF_ROLE_LABELS } from './staff-roles.ts';

/** R-AUTH-08, R-AUTH-07: the browser checks idleness every 60 s and drops stored session data after 24 h. */
export const ADMIN_IDLE_CHECK_MS = 60_000;
export const ADMIN_SESSION_DATA_MAX_AGE_MS = 24 * 60 * 60_000;
/** R-AUTH-07: the admin page's session check falls back to the stored user after 3 s. */
export const AUTH_CHECK_FALLBACK_MS = 3_000;
/** R-AUTH-05: the browser renews its access token when it has less than 90 s left. */
export const TOKEN_REFRESH_MARGIN_MS = 90_000;
/** The server counts GET /api/auth/check as activity; the browser pings it at most this often while the admin is active. */
export const ACTIVITY_PING_MS = 5 * 60_000;

/** What the admin pages say about the session (besides the server's AUTH_MESSAGES). */
export const ADMIN_SESSION_MESSAGES = {
  loginFailed: '로그인하지 못했습니다.',
  sessionExpiredRelogin: '세션을 갱신하지 못했습니다. 다시 로그인하세요.',
  idleLoggedOut: '30분 동안 활동이 없어 안전을 위해 로그아웃되었습니다. 다시 로그인하세요.',
  loggedOut: '로그아웃되었습니다.',
} as const;

/** 'editor' → '이 페이지를 보려면 편집자 권한이 필요합니다.' (R-AUTH-11 access-denied page, in the role's Korean name). */
export function roleRequiredMessage(role: string): string {
  const label = (STAFF_ROLE_LABELS as Record<string, string>)[role] ?? role;
  return `이 페이지를 보려면 ${label} 권한이 필요합니다.`;
}

/** An e-mail address as the sign-in form and the server accept it (something@something, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/u;
