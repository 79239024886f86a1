import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { registerAuthGuard, type RouteEntry } from './guard.ts';
import { LoginDevices } from './login-device.ts';
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
  devices: LoginDevices;
  rateCounter: WindowCounter;
  /** Every route as registered, with its declared role (walked by the route-table test). */
  routes: RouteEntry[];
}

/**
 * The request pipeline every route runs through, in this order: security headers, rate limits,
 * CSRF check, role check. Registered before any route so that all of them get it.
 */
export async function registerSecurity(app: FastifyInstance, ctx: AppContext): Promise<Security> {
  await registerSecurityHeaders(app);
  await app.register(cookie);
  const security = new SecurityLog(ctx, (error) => app.log.error({ err: error }, 'security event not recorded'));
  // index.ts always supplies a persisted secret; an app built without one (tests) signs with its own.
  const secret = ctx.config.AUTH_JWT_SECRET ?? randomBytes(48).toString('base64url');
  const tokens = new AccessTokens(secret);
  // The staff budget needs a token that verifies (signature, issuer, expiry); the session itself is checked by the
  // role guard after the limit, so a revoked session's token keeps the larger budget until it expires (10 min at most).
  const rateCounter = registerRateLimits(app, ctx, security, async (authorization) => {
    const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/i.exec(authorization ?? '');
    const claims = match ? await tokens.verify(match[1]!, ctx.now()) : null;
    return claims ? `u:${claims.userId}` : null;
  });
  registerCsrfProtection(app, ctx, security);
  const sessions = new SessionService(ctx, tokens, security);
  const routes = registerAuthGuard(app, sessions, ctx.db);
  // Old sessions and failure counts are dropped by the one retention job (modules/admin/retention.ts), not here.

  const devices = new LoginDevices(secret);
  return { ctx, security, sessions, throttle: new LoginThrottle(ctx, security), devices, rateCounter, routes };
}
