import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants/auth.ts';
import { clientOf } from '../core/actor.ts';
import type { AppContext } from '../core/context.ts';
import { ApiError } from '../core/errors.ts';
import type { SecurityLog } from '../core/security-log.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request is refused, or null. It must come from our own pages: the browser's
 * Sec-Fetch-Site and/or Origin say same-origin (at least one present), and it carries the SPA's header,
 * which a cross-site form cannot set and a cross-site fetch cannot send without a CORS preflight we never allow.
 */
export function csrfProblem(request: FastifyRequest, publicOrigin: string | undefined): string | null {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return 'missing_header';
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === undefined && origin === undefined) return 'no_origin';
  if (site !== undefined && site !== 'same-origin') return `sec_fetch_site_${String(site).slice(0, 20)}`;
  if (origin !== undefined) {
    const expected = publicOrigin ?? originOf(`${request.protocol}://${request.host}`);
    if (!expected || originOf(origin) !== expected) return 'cross_origin';
  }
  return null;
}

export function registerCsrfProtection(app: FastifyInstance, ctx: AppContext, security: SecurityLog): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // A read (every public GET) needs no check and no promise.
    if (SAFE_METHODS.has(request.method)) return done();
    const problem = csrfProblem(request, ctx.config.PUBLIC_ORIGIN);
    if (!problem) return done();
    void refuse(request, problem).then(() => done(), done);
  });

  async function refuse(request: FastifyRequest, problem: string): Promise<never> {
    await security.recordOnce(`csrf\u0000${request.ip}\u0000${problem}`, 60_000, clientOf(request), {
      type: 'csrf_rejected',
      severity: 'medium',
      details: { reason: problem, origin: request.headers.origin ?? null },
    });
    throw new ApiError(403, 'CSRF_REJECTED', AUTH_MESSAGES.csrf);
  }
}
