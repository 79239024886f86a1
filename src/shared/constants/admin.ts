// The admin area's address and its security-record vocabulary (zod-free: the web imports them as values).

export const ADMIN_BASE = '/119sys-ctrl';
export const ADMIN_LOGIN_PATH = `${ADMIN_BASE}/login`;
/** The least role that opens the admin area at all (each page and route asks for its own; ADR 0034). */
export const REQUIRED_ROLE = 'viewer';

export const SECURITY_EVENT_TYPES = [
  'login_failed',
  'login_lockout',
  'login_succeeded',
  'rate_limited',
  'refresh_reuse',
  'access_denied',
  'csrf_rejected',
  'automated_browser',
  'session_revoked',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SECURITY_SEVERITIES = ['low', 'medium', 'high'] as const;
export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];

/** Korean labels for the security page. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventType, string> = {
  login_failed: '로그인 실패',
  login_lockout: '로그인 실패 반복 (15분 5회)',
  login_succeeded: '로그인',
  rate_limited: '요청 한도 초과',
  refresh_reuse: '갱신 토큰 재사용 (세션 종료)',
  access_denied: '접근 거부',
  csrf_rejected: '교차 사이트 요청 차단',
  automated_browser: '자동화 브라우저 감지',
  session_revoked: '세션 종료',
};
export const SEVERITY_LABELS: Record<SecuritySeverity, string> = { low: '낮음', medium: '보통', high: '높음' };

/** Page sizes of the security record lists (the server's default `limit`). */
export const SECURITY_PAGE_SIZE = 20;
/** The longest display name an account may have. */
export const ADMIN_DISPLAY_NAME_MAX = 100;
