import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../core/config.ts';
import type { AppContext } from '../core/context.ts';
import type { Security } from '../modules/auth/security-setup.ts';
import { createSeededTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  security: Security;
  database: TestDatabase;
  syncCatalogueVersion(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Suites that fire hundreds of requests from one address get per-minute API limits they cannot reach;
 * login, sync and upload limits stay at the spec's numbers. Rate-limit tests pass the spec values back in `env`.
 */
export const TEST_RATE_LIMITS = { RATE_LIMIT_API: '1000000', RATE_LIMIT_SEARCH: '1000000', RATE_LIMIT_PER_ADDRESS: '1000000' };

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. TRUSTED_PROXIES, rate limits, AUTH_JWT_SECRET). */
  env?: Record<string, string>;
  /** The app's clock (sessions, tokens, limits). */
  now?: () => Date;
}

/** A server on a seeded demo catalogue, driven through `app.inject` (real HTTP semantics, no socket). */
export async function createTestApp(videos = 3_000, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createSeededTestDatabase(videos);
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_CATALOGUE: 'off', SYNC_RUNNER: 'off', ...TEST_RATE_LIMITS, ...options.env });
  const built = await buildApp({
    config,
    database: database.handle,
    versionPollMs: 0,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
  });
  await built.app.ready();
  return {
    ...built,
    database,
    async close() {
      await built.app.close();
      await database.dispose();
    },
  };
}

/** GET helper returning status, headers and parsed JSON body. */
export async function getJson<T = any>(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  let body: T | undefined;
  try {
    body = response.json() as T;
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, headers: response.headers, body: body as T, raw: response.body };
}

/** Headers a same-origin page of ours sends on a state-changing request (CSRF check). */
export const SAME_ORIGIN_WRITE = { 'sec-fetch-site': 'same-origin', 'x-requested-with': '119-admin' } as const;
