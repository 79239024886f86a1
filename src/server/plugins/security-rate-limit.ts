import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitCategory } from '../../shared/api/contract.ts';
import { SESSION_ID_HEADER } from '../../shared/constants/auth.ts';
import { clientOf } from '../core/actor.ts';
import type { AppContext } from '../core/context.ts';
import { sendRateLimited } from '../core/rate-limited.ts';
import type { SecurityLog } from '../core/security-log.ts';

const MINUTE = 60_000;
const HEALTH_ROUTES = new Set(['/api/health', '/api/health/live', '/api/health/ready']);
// Same rule as view counting: the SPA's session id, else the client address.
const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

/** Fixed one-minute windows in process memory; the map is swept when it grows, so rotating keys cannot exhaust memory. */
export class WindowCounter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly maxKeys: number;

  constructor(maxKeys = 100_000) {
    this.maxKeys = maxKeys;
  }

  get size(): number {
    return this.#windows.size;
  }

  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number } {
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.delete(key);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
      if (this.#windows.size > this.maxKeys) this.#sweep(now);
    }
    window.count += 1;
    return window;
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
    // Still full of live keys: forget the oldest tenth rather than grow without bound.
    const excess = this.#windows.size - Math.floor(this.maxKeys * 0.9);
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of this.#windows.keys()) {
      if (dropped++ >= excess) break;
      this.#windows.delete(key);
    }
  }
}

export function visitorKey(request: FastifyRequest): string {
  const header = request.headers[SESSION_ID_HEADER];
  return typeof header === 'string' && SESSION_ID.test(header) ? `s:${header}` : `a:${request.ip}`;
}

/**
 * Spec §5 limits for every /api request: 60/min per visitor session, 30/min for search, 10/min sync,
 * 5/min upload, and a per-address ceiling that caps clients who rotate session ids.
 * Sign-in failures are counted separately, in PostgreSQL (modules/auth/login-throttle.ts).
 */
export function registerRateLimits(app: FastifyInstance, ctx: AppContext, security: SecurityLog): WindowCounter {
  const counter = new WindowCounter();
  const { config } = ctx;
  // Counted in this process's memory (a PostgreSQL write per request would cost more than most answers): with
  // RATE_LIMIT_PROCESSES app processes, each allows its share, so together they never allow more than the limit.
  const share = (limit: number) => Math.max(1, Math.floor(limit / config.RATE_LIMIT_PROCESSES));
  const categoryLimits: Record<RateLimitCategory, number> = {
    search: share(config.RATE_LIMIT_SEARCH),
    sync: share(config.RATE_LIMIT_SYNC),
    upload: share(config.RATE_LIMIT_UPLOAD),
  };

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // Health probes (a load balancer asks every few seconds) are never limited: keyed on the route that runs.
    if (!path.startsWith('/api/') || HEALTH_ROUTES.has(request.routeOptions.url ?? '')) return;
    const visitor = visitorKey(request);
    const category = request.routeOptions.config.rateLimit;
    const checks: Array<[scope: string, key: string, limit: number]> = [
      ['address', `a:${request.ip}`, share(config.RATE_LIMIT_PER_ADDRESS)],
      ['api', visitor, share(config.RATE_LIMIT_API)],
    ];
    if (category) checks.push([category, visitor, categoryLimits[category]]);

    const now = ctx.now().getTime();
    let waitMs = 0;
    for (const [scope, key, limit] of checks) {
      const window = counter.hit(`${scope}\u0000${key}`, MINUTE, now);
      if (window.count <= limit) continue;
      waitMs = Math.max(waitMs, window.resetAt - now);
      if (window.count === limit + 1) {
        await security.record(clientOf(request), {
          type: 'rate_limited',
          severity: 'low',
          details: { scope, limit, by: key.startsWith('s:') ? 'session' : 'address' },
        });
      }
    }
    if (waitMs > 0) return sendRateLimited(reply, Math.max(1, Math.ceil(waitMs / 1000)));
  });
  return counter;
}
