import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { RateLimitCategory } from '../../shared/api/contract.ts';
import { SESSION_ID_HEADER } from '../../shared/constants/auth.ts';
import { clientOf } from '../core/actor.ts';
import type { AppContext } from '../core/context.ts';
import { sendRateLimited, setRateLimitHeaders } from '../core/rate-limited.ts';
import { wasServedFromCache } from '../core/response-cache.ts';
import { HEALTH_ROUTES, isApiRoute, routeOf } from '../core/route-of.ts';
import type { SecurityLog } from '../core/security-log.ts';

const MINUTE = 60_000;
// Same rule as view counting: the SPA's session id, else the client address.
const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * ADR 0016: what one request costs against the per-visitor API budget and the per-address ceiling, in hundredths of a
 * request (the limits are counted in whole requests, the windows in hundredths: exact integers, no rounding).
 */
export const REQUEST_COST = {
  /** Answered from the response cache or with 304: no query ran. */
  cached: 10,
  /** Public reads computed on a cache miss, and the view counters. */
  light: 25,
  /** Search, exports, sign-in, admin calls and every other write. */
  full: 100,
} as const;
const WHOLE = 100;

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

  /** The current window of `key` (a fresh, empty one when it has ended). */
  window(key: string, windowMs: number, now: number): { count: number; resetAt: number } {
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      this.#windows.delete(key);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
      if (this.#windows.size > this.maxKeys) this.#sweep(now);
    }
    return window;
  }

  hit(key: string, windowMs: number, now: number, amount = 1): { count: number; resetAt: number } {
    const window = this.window(key, windowMs, now);
    window.count += amount;
    return window;
  }

  /** Gives back part of a charge, in the same window only (a new window starts from zero anyway). */
  refund(key: string, amount: number, resetAt: number): void {
    const window = this.#windows.get(key);
    if (window && window.resetAt === resetAt) window.count = Math.max(0, window.count - amount);
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

/** Who a request's bearer token says the caller is (`u:<user id>`), after checking it; null when absent or not valid. */
export type StaffIdentifier = (authorization: string | undefined) => Promise<string | null>;

export function visitorKey(request: FastifyRequest): string {
  const header = request.headers[SESSION_ID_HEADER];
  return typeof header === 'string' && SESSION_ID.test(header) ? `s:${header}` : `a:${request.ip}`;
}

interface Charge {
  key: string;
  scope: string;
  amount: number;
  resetAt: number;
  /** The window's quota and what was left of it right after this charge, in hundredths of a request. */
  limit: number;
  left: number;
}
const charges = new WeakMap<FastifyRequest, Charge[]>();
const reported = new WeakSet<object>();

/**
 * R-API-05 limits for every /api request: 60/min per visitor session, 30/min for search, 10/min sync, 5/min upload,
 * and a per-address ceiling that caps clients who rotate session ids. ADR 0016: a request is charged what its route
 * costs before it runs (a refusal costs nothing), and an answer that came from the response cache or as 304 is
 * given back all but a tenth (and its category charge), so quick browsing of cached pages never reaches the limit.
 * Sign-in attempts are counted separately, in PostgreSQL (modules/auth/login-throttle.ts).
 */
export function registerRateLimits(
  app: FastifyInstance,
  ctx: AppContext,
  security: SecurityLog,
  staffOf: StaffIdentifier = async () => null,
): WindowCounter {
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

  // A callback hook: charging is synchronous, only a staff token's check and a refusal's security event wait (ADR 0031).
  app.addHook('onRequest', (request, reply, done) => {
    // Keyed on the route that will run, so no other spelling of a path (`/%61pi/…`) escapes the limit; health probes
    // (a load balancer asks every few seconds) are never limited.
    if (!isApiRoute(request) || HEALTH_ROUTES.has(routeOf(request))) return done();
    // Issue 20: signed-in staff (a token whose signature and expiry check out, not just an Authorization header) spend
    // a budget of their own per account, neither a visitor's nor their address's; a forged token is a visitor.
    if (!request.headers.authorization) return charge(request, reply, done, null);
    staffOf(request.headers.authorization).then(
      (staff) => charge(request, reply, done, staff),
      () => charge(request, reply, done, null),
    );
  });

  const charge = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, staff: string | null) => {
    const { rateLimit: category, rateBudget } = request.routeOptions.config;
    const cost = REQUEST_COST[rateBudget ?? 'full'];
    const visitor = staff ?? visitorKey(request);
    const checks: Array<[scope: string, key: string, limit: number, amount: number]> = staff
      ? [['staff', staff, share(config.RATE_LIMIT_STAFF) * WHOLE, cost]]
      : [
          ['address', `a:${request.ip}`, share(config.RATE_LIMIT_PER_ADDRESS) * WHOLE, cost],
          ['api', visitor, share(config.RATE_LIMIT_API) * WHOLE, cost],
        ];
    if (category) checks.push([category, visitor, categoryLimits[category] * WHOLE, WHOLE]);

    const now = ctx.now().getTime();
    let waitMs = 0;
    let refusing = '';
    let refusingLimit = 0;
    const windows = checks.map(([scope, key, limit, amount]) => {
      const window = counter.window(`${scope}\u0000${key}`, MINUTE, now);
      if (window.count + amount > limit && window.resetAt - now > waitMs) {
        waitMs = window.resetAt - now;
        refusing = scope;
        refusingLimit = limit;
      }
      return { scope, key, limit, amount, window };
    });
    if (waitMs > 0) {
      const refusal = async () => {
        for (const { scope, key, limit, amount, window } of windows) {
          if (window.count + amount <= limit || reported.has(window)) continue;
          // The first refusal of a window is recorded, not every one after it.
          reported.add(window);
          await security.record(clientOf(request), {
            type: 'rate_limited',
            severity: 'low',
            details: { scope, limit: limit / WHOLE, by: key.startsWith('u:') ? 'staff' : key.startsWith('s:') ? 'session' : 'address' },
          });
        }
      };
      // Answered here: done is not called, so no later stage runs.
      const quota = { limit: refusingLimit / WHOLE, windowSeconds: MINUTE / 1000 };
      void refusal().then(() => void sendRateLimited(reply, Math.max(1, Math.ceil(waitMs / 1000)), refusing, quota), done);
      return;
    }
    const charged: Charge[] = [];
    for (const { scope, key, limit, amount, window } of windows) {
      window.count += amount;
      charged.push({ key: `${scope}\u0000${key}`, scope, amount, resetAt: window.resetAt, limit, left: limit - window.count });
    }
    charges.set(request, charged);
    done();
  };

  // An answer that needed no query costs a tenth: refund the rest (and the category) once it is known. Every answer
  // of a limited route then says where its caller stands (RateLimit-* headers, from the window closest to refusing,
  // as it was right after this request's own charge: requests sent at the same moment each see their own place).
  app.addHook('onSend', (request, reply, payload, done) => {
    const charged = charges.get(request);
    if (!charged) return done(null, payload);
    charges.delete(request);
    const refunded = reply.statusCode === 304 || wasServedFromCache(request);
    for (const charge of charged) {
      if (!refunded) continue;
      const keep = ['api', 'address', 'staff'].includes(charge.scope) ? Math.min(charge.amount, REQUEST_COST.cached) : 0;
      counter.refund(charge.key, charge.amount - keep, charge.resetAt);
      charge.left += charge.amount - keep;
    }
    // A refusal of its own (sign-in attempts, counted in PostgreSQL) already said where the caller stands.
    if (reply.statusCode === 429 && reply.hasHeader('ratelimit-remaining')) return done(null, payload);
    const tightest = charged.reduce((a, b) => (b.left < a.left || (b.left === a.left && b.resetAt < a.resetAt) ? b : a));
    const now = ctx.now().getTime();
    setRateLimitHeaders(
      reply,
      { limit: tightest.limit / WHOLE, windowSeconds: MINUTE / 1000 },
      tightest.left / WHOLE,
      (tightest.resetAt - now) / 1000,
    );
    done(null, payload);
  });
  return counter;
}
