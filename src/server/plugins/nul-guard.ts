import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors.ts';
import { isApiRoute } from '../core/route-of.ts';

// PostgreSQL text cannot hold U+0000; a NUL in a parameter is always a client mistake, never a 500.
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findNul(item, path);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Answers 400 naming the field when an API query, path or body value contains a NUL character. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // Pages read their own URL in the browser; only the API passes values on to PostgreSQL (keyed on the route, not its spelling).
    if (!isApiRoute(request)) return done();
    const field = findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
    if (field !== null)
      return done(new ApiError(400, 'VALIDATION_ERROR', `'${field || '요청'}' 값에 쓸 수 없는 문자(NUL)가 있습니다.`, field || undefined));
    done();
  });
}
