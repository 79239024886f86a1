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

/** R-API-05: 429 with RATE_LIMIT_EXCEEDED, "{n}초 후 다시 시도하세요", resetIn (seconds) and Retry-After. */
export function sendRateLimited(reply: FastifyReply, seconds: number, limit: RefusingLimit) {
  refusedBy.set(reply.request, limit);
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .header('cache-control', 'no-store')
    .send({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: rateLimitMessage(seconds), resetIn: seconds } });
}
