import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../shared/api/auth.ts';

export const TOKEN_ISSUER = '119-safety-video';
export const TOKEN_AUDIENCE = '119-admin';
// Only this algorithm is accepted: no "none", no RS/HS confusion.
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export class AccessTokens {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(claims.userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.#key);
  }

  /** The claims of a valid token, or null for anything forged, expired or meant for someone else. */
  async verify(token: string, now: Date): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
        clockTolerance: 5,
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.sid !== 'string') return null;
      return { userId, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}

/** An opaque refresh token: 256 random bits, base64url. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A session id: 128 random bits. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** Tokens are stored as SHA-256 only; high-entropy tokens need no salt or slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
