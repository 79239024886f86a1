import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { createSeededTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  syncCatalogueVersion(): Promise<void>;
  close(): Promise<void>;
}

/** A server on a seeded demo catalogue, driven through `app.inject` (real HTTP semantics, no socket). */
export async function createTestApp(videos = 3_000): Promise<TestApp> {
  const database = await createSeededTestDatabase(videos);
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_CATALOGUE: 'off' });
  const built = await buildApp({ config, database: database.handle, versionPollMs: 0, logger: false });
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
