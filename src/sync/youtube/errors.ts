// YouTube Data API failures as one error type with a stable code the job runner can act on.

export type YouTubeErrorCode = 'quotaExhausted' | 'unavailable' | 'keyInvalid' | 'forbidden' | 'badRequest' | 'notFound';

const MESSAGES: Record<YouTubeErrorCode, string> = {
  quotaExhausted: '모든 YouTube API 키의 오늘 할당량을 다 썼습니다. 미국 태평양 시간 자정 이후에 다시 시도하세요.',
  unavailable: 'YouTube API가 일시적으로 응답하지 않습니다. 잠시 후 다시 시도하세요.',
  keyInvalid: 'YouTube API 키가 유효하지 않거나 YouTube Data API v3가 사용 설정되지 않았습니다.',
  forbidden: 'YouTube API가 이 요청을 거부했습니다(권한 없음).',
  badRequest: 'YouTube API 요청이 올바르지 않습니다.',
  notFound: '요청한 YouTube 채널이나 재생목록을 찾을 수 없습니다.',
};

export interface YouTubeApiErrorInit {
  status?: number | null;
  reason?: string | null;
  /** Google's own (English) message, already scrubbed of keys. */
  detail?: string | null;
  /** The ledger id of the key that got this answer (never the key itself). */
  keyId?: number | null;
}

export class YouTubeApiError extends Error {
  readonly code: YouTubeErrorCode;
  readonly status: number | null;
  readonly reason: string | null;
  readonly detail: string | null;
  readonly keyId: number | null;
  readonly retryable: boolean;

  constructor(code: YouTubeErrorCode, init: YouTubeApiErrorInit = {}) {
    const reason = init.reason ?? null;
    super(reason ? `${MESSAGES[code]} (${reason})` : MESSAGES[code]);
    this.name = 'YouTubeApiError';
    this.code = code;
    this.status = init.status ?? null;
    this.reason = reason;
    this.detail = init.detail ?? null;
    this.keyId = init.keyId ?? null;
    // Worth trying again later (another day, or after an outage); the rest need a person.
    this.retryable = code === 'quotaExhausted' || code === 'unavailable';
  }
}

/** 'AIzaSyB…' style: the first 4 characters and an ellipsis, so logs can tell keys apart. */
export function maskKey(key: string): string {
  return `${key.slice(0, 4)}…`;
}

/** Replaces every occurrence of the key in text by its mask (Google echoes URLs in some messages). */
export function scrubKey(text: string, key: string): string {
  return key.length > 0 ? text.split(key).join(maskKey(key)) : text;
}

export interface GoogleErrorInfo {
  code: number | null;
  message: string | null;
  /** google.rpc status, e.g. INVALID_ARGUMENT, PERMISSION_DENIED */
  status: string | null;
  reason: string | null;
  /** reasons from `error.details[].reason`, e.g. API_KEY_INVALID */
  detailReasons: string[];
}

/** Reads Google's `{ error: { code, message, errors: [{ reason }], details: [{ reason }] } }`. */
export function readGoogleError(body: unknown): GoogleErrorInfo {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const errors = Array.isArray(error.errors) ? error.errors : [];
  const details = Array.isArray(error.details) ? error.details : [];
  const first = errors.find(isRecord);
  return {
    code: typeof error.code === 'number' ? error.code : null,
    message: typeof error.message === 'string' ? error.message : null,
    status: typeof error.status === 'string' ? error.status : null,
    reason: first && typeof first.reason === 'string' ? first.reason : null,
    detailReasons: details
      .filter(isRecord)
      .map((d) => d.reason)
      .filter((r): r is string => typeof r === 'string'),
  };
}

export type ResponseClass = 'ok' | 'quota' | 'transient' | YouTubeErrorCode;

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);
const KEY_REASONS = new Set(['keyInvalid', 'keyExpired', 'accessNotConfigured', 'ipRefererBlocked']);

/** What a completed HTTP answer means for the caller: success, rotate key, back off, or a final error. */
export function classifyResponse(status: number, body: unknown, endpoint?: string): ResponseClass {
  if (status >= 200 && status < 300) return 'ok';
  const info = readGoogleError(body);
  const reason = info.reason ?? '';
  // captions.list wants more than a plain key (OAuth, or a key allowed to read tracks): a refusal there says nothing
  // about the key itself, so it must not retire a key every other call still works with.
  if (endpoint === 'captions.list' && (status === 401 || status === 403) && !QUOTA_REASONS.has(reason) && !RATE_REASONS.has(reason)) {
    const wrongKey =
      KEY_REASONS.has(reason) || info.detailReasons.includes('API_KEY_INVALID') || /API key not valid/i.test(info.message ?? '');
    if (!wrongKey) return 'forbidden';
  }
  if (status === 403 && QUOTA_REASONS.has(reason)) return 'quota';
  if (status === 429 || status >= 500 || RATE_REASONS.has(reason)) return 'transient';
  // Google answers a wrong key with 400 badRequest "API key not valid" and details API_KEY_INVALID.
  if (KEY_REASONS.has(reason) || info.detailReasons.includes('API_KEY_INVALID') || /API key not valid/i.test(info.message ?? '')) {
    return 'keyInvalid';
  }
  if (status === 401) return 'keyInvalid';
  // A key whose project has the API disabled or restricted away: Google's PERMISSION_DENIED about the caller, not a resource.
  if (
    status === 403 &&
    info.status === 'PERMISSION_DENIED' &&
    /caller does not have permission|has not been used|is disabled|blocked/i.test(info.message ?? '')
  ) {
    return 'keyInvalid';
  }
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return 'badRequest';
}

/** Google's own words for why a key is refused, to show on the keys page: 'API_KEY_INVALID: API key not valid…'. */
export function keyRefusalReason(body: unknown, status: number): string {
  const info = readGoogleError(body);
  const code = info.detailReasons[0] ?? info.status ?? info.reason ?? `HTTP ${status}`;
  return `${code}: ${info.message ?? '알 수 없는 오류'}`.slice(0, 300);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
