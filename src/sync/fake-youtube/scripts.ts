// One-shot scripted answers for the fake server: failures, rate limits, hangs, hostile XML.

import { googleError } from './resources.ts';

export type ScriptedResponse =
  | {
      status: number;
      /** JSON value or raw text; without it an error status gets Google's error body. */
      body?: unknown;
      /** Google error reason for the default body, e.g. 'rateLimitExceeded'. */
      reason?: string;
      headers?: Record<string, string>;
      /** Shorthand for headers['content-type']. */
      contentType?: string;
      delayMs?: number;
    }
  /** Never answers; the socket stays open until the client gives up or the server closes. */
  | { hang: true }
  /** Streams `bytes` of a valid-looking feed in chunks, as slowly as the client reads. */
  | { streamXmlBytes: number };

const DEFAULT_REASONS: Record<number, [string, string]> = {
  400: ['badRequest', 'Bad Request'],
  401: ['unauthorized', 'Unauthorized'],
  403: ['forbidden', 'The request is not properly authorized.'],
  404: ['notFound', 'Not Found'],
  429: ['rateLimitExceeded', 'Resource has been exhausted (e.g. check quota).'],
  500: ['backendError', 'Backend Error'],
  503: ['backendError', 'The service is currently unavailable.'],
};

const REASON_DOMAINS: Record<string, string> = {
  quotaExceeded: 'youtube.quota',
  rateLimitExceeded: 'youtube.quota',
  userRateLimitExceeded: 'usageLimits',
  keyInvalid: 'usageLimits',
  accessNotConfigured: 'usageLimits',
};

/** Google's error body for a status and (optional) reason. */
export function errorBody(status: number, reason?: string, message?: string) {
  const [defaultReason, defaultMessage] = DEFAULT_REASONS[status] ?? ['unknown', `HTTP ${status}`];
  const r = reason ?? defaultReason;
  return googleError(status, r, message ?? defaultMessage, REASON_DOMAINS[r] ?? 'global');
}

export const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';
export const KEY_INVALID_MESSAGE = 'API key not valid. Please pass a valid API key.';

/** Ready-made answers for `state.script(path, [...])`. */
export const scripted = {
  status: (status: number, reason?: string): ScriptedResponse => ({ status, reason }),
  serverError: (status = 500): ScriptedResponse => ({ status }),
  quotaExceeded: (): ScriptedResponse => ({ status: 403, reason: 'quotaExceeded', body: errorBody(403, 'quotaExceeded', QUOTA_MESSAGE) }),
  rateLimited: (status: 403 | 429 = 403, retryAfterSeconds?: number): ScriptedResponse => ({
    status,
    reason: 'rateLimitExceeded',
    headers: retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  }),
  userRateLimited: (): ScriptedResponse => ({ status: 403, reason: 'userRateLimitExceeded' }),
  keyInvalid: (): ScriptedResponse => ({ status: 400, reason: 'keyInvalid', body: errorBody(400, 'keyInvalid', KEY_INVALID_MESSAGE) }),
  accessNotConfigured: (): ScriptedResponse => ({ status: 403, reason: 'accessNotConfigured' }),
  hang: (): ScriptedResponse => ({ hang: true }),
  json: (body: unknown, status = 200): ScriptedResponse => ({ status, body }),
  xml: (text: string, status = 200): ScriptedResponse => ({ status, body: text, contentType: 'text/xml; charset=UTF-8' }),
  malformedXml: (): ScriptedResponse =>
    scripted.xml('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><title>끝나지 않는 태그</entry></feed'),
  /** The classic "billion laughs" entity bomb. */
  billionLaughs: (): ScriptedResponse => {
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n  ');
    return scripted.xml(
      `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n  <!ENTITY lol0 "lol">\n  ${levels}\n]>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>&lol9;</title></feed>`,
    );
  },
  /** An external-entity (XXE) probe without a DOCTYPE keyword in upper case. */
  externalEntity: (): ScriptedResponse =>
    scripted.xml('<?xml version="1.0"?>\n<!doctype feed [<!entity xxe SYSTEM "file:///etc/passwd">]>\n<feed><title>&xxe;</title></feed>'),
  hugeXml: (bytes = 20 * 1024 * 1024): ScriptedResponse => ({ streamXmlBytes: bytes }),
  redirect: (location: string, status = 302): ScriptedResponse => ({ status, body: '', headers: { location } }),
};
