import { clearAccountLoginFailures, insertLoginFailure, loginFailureWindow } from '../../../db/repositories/admin-security.repo.ts';
import type { Client } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import type { SecurityLog } from '../../core/security-log.ts';

/** Spec §5: 5 failed sign-ins per 15 minutes, per account and per client address. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Counts failures in PostgreSQL, so every app process sees the same count and a restart
 * does not reset it. Only failures count: a correct password is never slowed down by others' typos
 * unless its account or address is already locked.
 */
export class LoginThrottle {
  readonly #ctx: AppContext;
  readonly #security: SecurityLog;
  readonly limit: number;

  constructor(ctx: AppContext, security: SecurityLog) {
    this.#ctx = ctx;
    this.#security = security;
    this.limit = ctx.config.RATE_LIMIT_LOGIN;
  }

  /** Seconds until a locked account or address may try again, or null when neither is locked. */
  async lockedFor(email: string, address: string): Promise<number | null> {
    const now = this.#ctx.now();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const windows = await Promise.all([
      loginFailureWindow(this.#ctx.db, 'email', email, since, this.limit),
      loginFailureWindow(this.#ctx.db, 'address', address, since, this.limit),
    ]);
    const unlockAt = Math.max(...windows.map((w) => (w.unlockFrom ? w.unlockFrom.getTime() + LOGIN_WINDOW_MS : 0)));
    return unlockAt > now.getTime() ? Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000)) : null;
  }

  async recordFailure(client: Client, email: string, reason: string, userId: number | null): Promise<void> {
    const now = this.#ctx.now();
    await insertLoginFailure(this.#ctx.db, email, client.address, now);
    await this.#security.record(client, { type: 'login_failed', severity: 'medium', email, userId, details: { reason } });
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    for (const scope of ['email', 'address'] as const) {
      const key = scope === 'email' ? email : client.address;
      const { count } = await loginFailureWindow(this.#ctx.db, scope, key, since, this.limit);
      if (count === this.limit) {
        await this.#security.record(client, {
          type: 'login_lockout',
          severity: 'high',
          email,
          userId,
          details: { scope, count, message: `최근 15분 동안 로그인 실패 ${count}회가 감지되었습니다.` },
        });
      }
    }
  }

  /** A successful sign-in forgives the account's earlier typos (the address count stays). */
  async recordSuccess(email: string): Promise<void> {
    await clearAccountLoginFailures(this.#ctx.db, email);
  }
}
