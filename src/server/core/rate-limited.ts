import type { FastifyReply } from 'fastify';
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

/** R-API-05: 429 with RATE_LIMIT_EXCEEDED, "{n}초 후 다시 시도하세요", resetIn (seconds) and Retry-After. */
export function sendRateLimited(reply: FastifyReply, seconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .header('cache-control', 'no-store')
    .send({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: rateLimitMessage(seconds), resetIn: seconds } });
}
