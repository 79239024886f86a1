import {
  clearLoginAttempts,
  loginFailureWindow,
  reserveLoginAttempt,
  type LoginWindowRule,
} from '../../../db/repositories/admin-security.repo.ts';
import type { Client } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { RateLimitedError } from '../../core/rate-limited.ts';
import type { SecurityLog } from '../../core/security-log.ts';

/** R-AUTH-03: 5 failed sign-ins per 15 minutes per client address (all accounts together). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** ADR 0015: a slower budget per account over all addresses, which a browser the account signed in on before skips. */
export const ACCOUNT_WINDOW_MS = 60 * 60_000;

/** An attempt counted before its password is checked (a failure until `succeeded`). */
export interface LoginReservation {
  id: number;
}

/**
 * Counts attempts in PostgreSQL, so every app process sees the same count and a restart does not reset it.
 * Each attempt is reserved before its password is checked (ADR 0015), so simultaneous attempts cannot all slip
 * under the limit. One client's typos lock only that client: the owner signing in from elsewhere is not locked out.
 */
export class LoginThrottle {
  readonly #ctx: AppContext;
  readonly #security: SecurityLog;
  /** Attempts per client address per 15 minutes. */
  readonly limit: number;
  /** Attempts per account per hour over all addresses (skipped by a recognised browser). */
  readonly accountLimit: number;

  constructor(ctx: AppContext, security: SecurityLog) {
    this.#ctx = ctx;
    this.#security = security;
    this.limit = ctx.config.RATE_LIMIT_LOGIN;
    this.accountLimit = ctx.config.RATE_LIMIT_LOGIN_ACCOUNT;
  }

  #rules(email: string, address: string, knownDevice: boolean): LoginWindowRule[] {
    return [
      { column: 'address', key: address, windowMs: LOGIN_WINDOW_MS, limit: this.limit },
      ...(knownDevice ? [] : [{ column: 'email' as const, key: email, windowMs: ACCOUNT_WINDOW_MS, limit: this.accountLimit }]),
    ];
  }

  /** Counts this attempt, or throws RateLimitedError (with the seconds until a slot frees) when a window is full. */
  async reserve(client: Client, email: string, knownDevice: boolean): Promise<LoginReservation> {
    const now = this.#ctx.now();
    const result = await reserveLoginAttempt(
      this.#ctx.db,
      { email, address: client.address, now },
      this.#rules(email, client.address, knownDevice),
    );
    if ('id' in result) return result;
    const resetIn = Math.max(1, Math.ceil((result.unlockAt.getTime() - now.getTime()) / 1000));
    await this.#security.recordOnce(`login-limit\u0000${email}\u0000${client.address}`, 60_000, client, {
      type: 'rate_limited',
      severity: 'medium',
      email,
      details: { scope: 'login', limit: this.limit, accountLimit: this.accountLimit, knownDevice, resetIn },
    });
    throw new RateLimitedError(resetIn);
  }

  /** The reserved attempt failed: it stays counted; reaching a limit is a high-severity event. */
  async failed(client: Client, email: string, reason: string, userId: number | null): Promise<void> {
    await this.#security.record(client, { type: 'login_failed', severity: 'medium', email, userId, details: { reason } });
    const now = this.#ctx.now().getTime();
    for (const rule of this.#rules(email, client.address, false)) {
      const { count } = await loginFailureWindow(this.#ctx.db, rule.column, rule.key, new Date(now - rule.windowMs), rule.limit);
      if (count !== rule.limit) continue;
      const minutes = rule.windowMs / 60_000;
      const period = minutes >= 60 ? `${minutes / 60}시간` : `${minutes}분`;
      await this.#security.record(client, {
        type: 'login_lockout',
        severity: 'high',
        email,
        userId,
        details: {
          scope: rule.column === 'email' ? 'account' : 'address',
          count,
          message: `최근 ${period} 동안 로그인 실패 ${count}회가 감지되었습니다.`,
        },
      });
    }
  }

  /** A successful sign-in forgives its own reservation and the account's earlier typos from the same address. */
  async succeeded(reservation: LoginReservation, email: string, address: string): Promise<void> {
    await clearLoginAttempts(this.#ctx.db, reservation.id, email, address);
  }
}
