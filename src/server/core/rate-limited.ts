import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitMessage } from '../../shared/constants/auth.ts';
import { ApiError } from './errors.ts';

/** A refusal because of a limit; `resetIn` is in seconds, like Retry-After. */
export class RateLimitedError extends ApiError {
  readonly resetIn: number;
  constructor(resetIn: number) {
    super(429, 'RATE_LIMIT_EXCEEDED', rateLimitMessage(resetIn));
    this.resetIn = resetIn;
  }
}

/** Which limit refused a request (api, address, staff, search, sync, upload, login): the refusal counter's label. */
export type RefusingLimit = string;
const refusedBy = new WeakMap<FastifyRequest, RefusingLimit>();

/** The limit that answered this request with 429, if one did. */
export function refusingLimitOf(request: FastifyRequest): RefusingLimit | undefined {
  return refusedBy.get(request);
}

/** A quota as the RateLimit headers state it: whole requests allowed per window, the window's length in seconds. */
export interface RateQuota {
  limit: number;
  windowSeconds: number;
}

/**
 * The RateLimit header fields of draft-ietf-httpapi-ratelimit-headers (the -06 draft's separate fields):
 * RateLimit-Limit (the quota of the window closest to refusing), RateLimit-Remaining (whole requests left in it),
 * RateLimit-Reset (seconds until it starts over), and RateLimit-Policy (`limit;w=seconds`).
 */
export function setRateLimitHeaders(reply: FastifyReply, quota: RateQuota, remaining: number, resetSeconds: number): void {
  reply
    .header('ratelimit-limit', String(quota.limit))
    .header('ratelimit-remaining', String(Math.max(0, Math.floor(remaining))))
    .header('ratelimit-reset', String(Math.max(0, Math.ceil(resetSeconds))))
    .header('ratelimit-policy', `${quota.limit};w=${quota.windowSeconds}`);
}

/**
 * R-API-05: 429 with RATE_LIMIT_EXCEEDED, "{n}초 후 다시 시도하세요", resetIn (seconds) and Retry-After, and the
 * RateLimit headers of the quota that refused (nothing remaining, reset when Retry-After says).
 */
export function sendRateLimited(reply: FastifyReply, seconds: number, limit: RefusingLimit, quota?: RateQuota) {
  refusedBy.set(reply.request, limit);
  if (quota) setRateLimitHeaders(reply, quota, 0, seconds);
  else reply.header('ratelimit-remaining', '0').header('ratelimit-reset', String(seconds));
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .header('cache-control', 'no-store')
    .send({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: rateLimitMessage(seconds), resetIn: seconds } });
}
