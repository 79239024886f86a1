import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshSession } from '../../../shared/api/auth.ts';

/** A browser an account signed in on before (ADR 0015): it skips the account-wide login budget, not the per-address one. */
export const DEVICE_COOKIE = 'sv_admin_device';
const DEVICE_DAYS = 90;
const COOKIE_PATH = refreshSession.path.slice(0, refreshSession.path.lastIndexOf('/'));
const FORMAT = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Signs and checks device cookies: `<issued seconds>.<HMAC of account and time>`, nothing stored on the server. */
export class LoginDevices {
  readonly #key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the token secret: a device cookie can never pass as anything else.
    this.#key = createHmac('sha256', secret).update('119-login-device-v1').digest();
  }

  #sign(email: string, issued: number): string {
    return createHmac('sha256', this.#key).update(`${email}\u0000${issued}`).digest('base64url');
  }

  issue(email: string, now: Date): string {
    const issued = Math.floor(now.getTime() / 1000);
    return `${issued}.${this.#sign(email, issued)}`;
  }

  /** Whether `token` was issued to this account within the last 90 days. */
  recognises(token: string | null, email: string, now: Date): boolean {
    const match = token ? FORMAT.exec(token) : null;
    if (!match) return false;
    const issued = Number(match[1]);
    const ageDays = (now.getTime() / 1000 - issued) / 86_400;
    if (ageDays < 0 || ageDays > DEVICE_DAYS) return false;
    const expected = Buffer.from(this.#sign(email, issued));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

export function readDeviceCookie(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_COOKIE];
  return typeof value === 'string' ? value : null;
}

export function setDeviceCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: DEVICE_DAYS * 86_400,
  });
}
