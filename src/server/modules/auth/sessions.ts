import {
  claimRefreshToken,
  findRefreshToken,
  findSessionWithUser,
  insertRefreshToken,
  insertSession,
  revokeSession,
  touchSession,
} from '../../../db/repositories/admin-sessions.repo.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ADMIN_IDLE_TIMEOUT_MS,
  ADMIN_SESSION_MAX_MS,
  AUTH_MESSAGES,
  type AdminRole,
  type AuthUser,
  type TokenGrant,
} from '../../../shared/api/auth.ts';
import { roleAllows, roleNeededMessage, type StaffGrant, type StaffRole } from '../../../shared/constants/staff-roles.ts';
import type { Client } from '../../core/actor.ts';
import type { AppContext } from '../../core/context.ts';
import { ApiError } from '../../core/errors.ts';
import type { Principal } from '../../core/principal.ts';
import type { SecurityLog } from '../../core/security-log.ts';
import { AccessTokens, hashToken, newRefreshToken, newSessionId } from './tokens.ts';

/** Two tabs refreshing at once both send the same cookie; the slower one is not treated as theft. */
export const REFRESH_REUSE_GRACE_MS = 5_000;
// last_seen_at is rewritten at most every 30 s, and idleness gets the same slack, so a session
// ends between 30:00 and 30:30 after the last activity — never before the SPA's own 30-minute logout.
const TOUCH_EVERY_MS = 30_000;

export interface IssuedSession {
  grant: TokenGrant;
  refreshToken: string | null;
  expiresAt: Date;
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', AUTH_MESSAGES.unauthenticated);
export const refreshFailed = () => new ApiError(401, 'SESSION_REFRESH_FAILED', AUTH_MESSAGES.refreshFailed);

export function toAuthUser(row: {
  user_id?: number;
  id?: number;
  email: string;
  display_name: string;
  role: AdminRole;
  regions: readonly string[];
  grants: readonly string[];
}): AuthUser {
  return {
    id: (row.user_id ?? row.id)!,
    email: row.email,
    username: row.email.split('@')[0]!,
    displayName: row.display_name,
    role: row.role,
    isAdmin: row.role === 'admin',
    regions: row.role === 'hq_editor' ? [...row.regions] : [],
    grants: [...row.grants],
  };
}

/** What a route needs of the caller's role: the least role, or an hq_editor holding the grant. */
export interface RoleNeed {
  role: StaffRole;
  grant?: StaffGrant | undefined;
}

/** Sessions live in PostgreSQL: every request re-reads the account, so ending a session or an account takes effect at once. */
export class SessionService {
  readonly #ctx: AppContext;
  readonly #tokens: AccessTokens;
  readonly #security: SecurityLog;

  constructor(ctx: AppContext, tokens: AccessTokens, security: SecurityLog) {
    this.#ctx = ctx;
    this.#tokens = tokens;
    this.#security = security;
  }

  async start(client: Client, user: AuthUser): Promise<IssuedSession> {
    const now = this.#ctx.now();
    const id = newSessionId();
    const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MAX_MS);
    const refreshToken = newRefreshToken();
    await this.#ctx.db.transaction().execute(async (trx) => {
      await insertSession(trx, { id, userId: user.id, now, expiresAt, address: client.address, userAgent: client.userAgent || null });
      await insertRefreshToken(trx, hashToken(refreshToken), id, now);
    });
    return { grant: await this.#grant(user, id, expiresAt, now), refreshToken, expiresAt };
  }

  /** Checks the bearer token (the Authorization header), the session behind it and the account; `need` null means any active account. */
  async authorize(authorization: string | undefined, need: RoleNeed | null, client: Client): Promise<Principal> {
    const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/i.exec(authorization ?? '');
    if (!match) throw unauthorized();
    const now = this.#ctx.now();
    const claims = await this.#tokens.verify(match[1]!, now);
    if (!claims) throw unauthorized();
    const session = await findSessionWithUser(this.#ctx.db, claims.sessionId);
    if (!session || session.user_id !== claims.userId || !(await this.#alive(session, now))) throw unauthorized();
    const user = toAuthUser(session);
    if (!session.is_active || (need && !roleAllows(session.role, need.role, session.grants, need.grant))) {
      await this.denied(client, user, { required: need?.role ?? 'active', role: session.role, active: session.is_active });
      throw new ApiError(403, 'FORBIDDEN', session.is_active ? roleNeededMessage(need!.role) : AUTH_MESSAGES.inactive);
    }
    if (now.getTime() - new Date(session.last_seen_at).getTime() >= TOUCH_EVERY_MS) {
      await touchSession(this.#ctx.db, session.session_id, now);
    }
    return { user, sessionId: session.session_id, absoluteExpiresAt: new Date(session.expires_at) };
  }

  /** Records a refusal of a signed-in caller (wrong role, or outside its scope) as a security event. */
  async denied(client: Client, user: AuthUser, details: Record<string, unknown>): Promise<void> {
    await this.#security.record(client, { type: 'access_denied', severity: 'medium', userId: user.id, email: user.email, details });
  }

  /**
   * Swaps a refresh token for a new one and a new access token. A token already used is allowed
   * for a few seconds (no new refresh token then); after that its whole session is revoked.
   * A refresh is not activity: it does not push back the idle timeout.
   */
  async refresh(client: Client, refreshToken: string): Promise<IssuedSession> {
    const now = this.#ctx.now();
    const tokenHash = hashToken(refreshToken);
    const token = await findRefreshToken(this.#ctx.db, tokenHash);
    if (!token) throw refreshFailed();
    const session = await findSessionWithUser(this.#ctx.db, token.session_id);
    if (!session || !(await this.#alive(session, now)) || !session.is_active) {
      if (session && !session.revoked_at) await revokeSession(this.#ctx.db, session.session_id, 'refresh_denied', now);
      throw refreshFailed();
    }
    const user = toAuthUser(session);
    const expiresAt = new Date(session.expires_at);
    const claimed = !token.used_at && (await claimRefreshToken(this.#ctx.db, tokenHash, now));
    if (!claimed) {
      const usedAt = token.used_at ? new Date(token.used_at).getTime() : now.getTime();
      if (now.getTime() - usedAt <= REFRESH_REUSE_GRACE_MS) {
        return { grant: await this.#grant(user, session.session_id, expiresAt, now), refreshToken: null, expiresAt };
      }
      await revokeSession(this.#ctx.db, session.session_id, 'refresh_reuse', now);
      await this.#security.record(client, {
        type: 'refresh_reuse',
        severity: 'high',
        userId: user.id,
        email: user.email,
        details: { sessionId: session.session_id, usedAt: new Date(usedAt).toISOString() },
      });
      throw refreshFailed();
    }
    const next = newRefreshToken();
    await insertRefreshToken(this.#ctx.db, hashToken(next), session.session_id, now);
    return { grant: await this.#grant(user, session.session_id, expiresAt, now), refreshToken: next, expiresAt };
  }

  /** Ends the session a refresh token belongs to (logout). */
  async endByRefreshToken(refreshToken: string, reason: string): Promise<void> {
    const token = await findRefreshToken(this.#ctx.db, hashToken(refreshToken));
    if (token) await revokeSession(this.#ctx.db, token.session_id, reason, this.#ctx.now());
  }

  async endSession(sessionId: string, reason: string): Promise<void> {
    await revokeSession(this.#ctx.db, sessionId, reason, this.#ctx.now());
  }

  /** Sign-out: ends the session of the refresh cookie, and the one of the bearer token (a caller whose cookie was lost). */
  async logout(refreshToken: string | null, authorization: string | undefined, client: Client): Promise<void> {
    if (refreshToken) await this.endByRefreshToken(refreshToken, 'logout');
    const principal = authorization ? await this.authorize(authorization, null, client).catch(() => null) : null;
    if (principal) await this.endSession(principal.sessionId, 'logout');
  }

  /** Not revoked, not past 8 h, not idle for 30 min; an expired one is marked so it cannot come back. */
  async #alive(session: SessionRow, now: Date): Promise<boolean> {
    if (session.revoked_at) return false;
    const expired = now.getTime() >= new Date(session.expires_at).getTime();
    const idle = now.getTime() - new Date(session.last_seen_at).getTime() >= ADMIN_IDLE_TIMEOUT_MS + TOUCH_EVERY_MS;
    if (!expired && !idle) return true;
    await revokeSession(this.#ctx.db, session.session_id, expired ? 'expired' : 'idle', now);
    return false;
  }

  async #grant(user: AuthUser, sessionId: string, expiresAt: Date, now: Date): Promise<TokenGrant> {
    const accessToken = await this.#tokens.sign({ userId: user.id, sessionId }, now);
    const lifetime = Math.min(ACCESS_TOKEN_TTL_SECONDS, Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)));
    return {
      accessToken,
      tokenType: 'Bearer',
      expiresIn: lifetime,
      user,
      session: { idleTimeoutSeconds: ADMIN_IDLE_TIMEOUT_MS / 1000, absoluteExpiresAt: expiresAt.toISOString() },
    };
  }
}
