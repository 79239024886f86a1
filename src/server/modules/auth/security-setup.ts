import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { pruneLoginFailures } from '../../../db/repositories/admin-security.repo.ts';
import { pruneSessions } from '../../../db/repositories/admin-sessions.repo.ts';
import type { AppContext } from '../../core/context.ts';
import { registerAuthGuard, type RouteEntry } from './guard.ts';
import { LoginThrottle } from './login-throttle.ts';
import { SecurityLog } from '../../core/security-log.ts';
import { SessionService } from './sessions.ts';
import { AccessTokens } from './tokens.ts';
import { registerCsrfProtection } from '../../plugins/security-csrf.ts';
import { registerSecurityHeaders } from '../../plugins/security-headers.ts';
import { registerRateLimits, type WindowCounter } from '../../plugins/security-rate-limit.ts';

export interface Security {
  ctx: AppContext;
  security: SecurityLog;
  sessions: SessionService;
  throttle: LoginThrottle;
  rateCounter: WindowCounter;
  /** Every route as registered, with its declared role (walked by the route-table test). */
  routes: RouteEntry[];
}

const DAY = 86_400_000;

/**
 * The request pipeline every route runs through, in this order: security headers, rate limits,
 * CSRF check, role check. Registered before any route so that all of them get it.
 */
export async function registerSecurity(app: FastifyInstance, ctx: AppContext): Promise<Security> {
  await registerSecurityHeaders(app);
  await app.register(cookie);
  const security = new SecurityLog(ctx);
  const rateCounter = registerRateLimits(app, ctx, security);
  registerCsrfProtection(app, ctx, security);
  // index.ts always supplies a persisted secret; an app built without one (tests) signs with its own.
  const tokens = new AccessTokens(ctx.config.AUTH_JWT_SECRET ?? randomBytes(48).toString('base64url'));
  const sessions = new SessionService(ctx, tokens, security);
  const routes = registerAuthGuard(app, sessions);

  // Ended sessions and old failure counts are kept a day for investigation, then dropped.
  const prune = async () => {
    const cutoff = new Date(ctx.now().getTime() - DAY);
    await pruneSessions(ctx.db, cutoff);
    await pruneLoginFailures(ctx.db, cutoff);
  };
  const timer = setInterval(() => void prune().catch(() => undefined), 60 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  return { ctx, security, sessions, throttle: new LoginThrottle(ctx, security), rateCounter, routes };
}
