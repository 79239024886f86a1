// Shared by the auth, admin and security-plugin tests (not a test file itself).
import type { LightMyRequestResponse } from 'fastify';
import { insertAdminUser } from '../../db/repositories/admin-users.repo.ts';
import type { AdminRole } from '../../shared/api/auth.ts';
import { createTestApp, SAME_ORIGIN_WRITE, type TestApp, type TestAppOptions } from './test-app.ts';
import { hashPassword } from '../core/passwords.ts';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
export const GOOD_PASSWORD = '불꽃놀이는 멀리서 봅시다';
/** More acceptable test passphrases (kept here so test files never inline a password literal). */
export const PASSPHRASES = {
  spring: '봄날의 소나기 같은 문구',
  summer: '여름밤 반딧불이 세 마리',
  longEnough: '충분히 긴 비밀번호 문구',
  renewed: '새로 정한 긴 비밀번호 문구',
} as const;

/** A clock the test moves by hand (idle and absolute timeouts, token expiry, limit windows). */
export class TestClock {
  time = Date.now();
  readonly now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
}

export async function createAuthTestApp(options: TestAppOptions & { videos?: number } = {}) {
  const clock = new TestClock();
  const t = await createTestApp(options.videos ?? 150, {
    now: options.now ?? clock.now,
    env: { AUTH_JWT_SECRET: TEST_SECRET, ...options.env },
  });
  return { t, clock };
}

let counter = 0;
export function uniqueEmail(prefix = 'staff') {
  counter += 1;
  return `${prefix}${counter}.${process.pid}@fire.example.kr`;
}

/** A fresh client address per scenario, so one test's failures never lock another's. */
export function uniqueAddress() {
  counter += 1;
  return `198.51.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

export async function addUser(
  t: TestApp,
  options: {
    email?: string;
    password?: string;
    role?: AdminRole;
    regions?: string[];
    grants?: string[];
    active?: boolean;
    hash?: string;
  } = {},
) {
  const email = options.email ?? uniqueEmail();
  const user = await insertAdminUser(t.ctx.db, {
    email,
    displayName: '테스트 관리자',
    role: options.role ?? 'admin',
    regions: options.regions ?? [],
    grants: options.grants ?? [],
    passwordHash: options.hash ?? (await hashPassword(options.password ?? GOOD_PASSWORD)),
    createdBy: null,
    now: t.ctx.now(),
  });
  if (options.active === false) await t.ctx.db.updateTable('admin_users').set({ is_active: false }).where('id', '=', user.id).execute();
  return { ...user, password: options.password ?? GOOD_PASSWORD };
}

export interface AuthCall {
  status: number;
  body: any;
  headers: LightMyRequestResponse['headers'];
  refreshCookie: string | null;
  setCookie: string[];
}

function toCall(response: LightMyRequestResponse): AuthCall {
  const raw = response.headers['set-cookie'];
  const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const refresh = setCookie.find((c) => c.startsWith('sv_admin_refresh='));
  const value = refresh ? refresh.split(';')[0]!.slice('sv_admin_refresh='.length) : null;
  return { status: response.statusCode, body: response.json(), headers: response.headers, refreshCookie: value || null, setCookie };
}

export async function login(t: TestApp, email: string, password: string, headers: Record<string, string> = {}, remoteAddress?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...SAME_ORIGIN_WRITE, 'user-agent': BROWSER_UA, ...headers },
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return toCall(response);
}

/** Signs a user in and returns the access token and refresh cookie. */
export async function signIn(t: TestApp, user: { email: string; password: string }) {
  const res = await login(t, user.email, user.password, {}, uniqueAddress());
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.data.accessToken as string, refresh: res.refreshCookie!, body: res.body };
}

export async function refresh(t: TestApp, cookie: string | null) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...SAME_ORIGIN_WRITE, ...(cookie ? { cookie: `sv_admin_refresh=${cookie}` } : {}) },
  });
  return toCall(response);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Untyped, by URL; new tests use `call(t, contract, { params, query, body, as })` from ./call.ts, typed by the contract. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(method === 'GET' ? {} : SAME_ORIGIN_WRITE), ...(token ? bearer(token) : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return toCall(response);
}
