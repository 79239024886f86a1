import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LivenessResponseSchema, ReadinessResponseSchema } from '../../../shared/api/system.ts';
import { listMigrations } from '../../../db/migrate.ts';
import { buildApp, type BuiltApp } from '../../app.ts';
import { loadConfig } from '../../core/config.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { getJson } from '../../test-support/test-app.ts';

// An empty, migrated database and the spec's tight per-address limit: probes must never count against it.
let built: BuiltApp;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', SYNC_RUNNER: 'off', RATE_LIMIT_API: '3', RATE_LIMIT_PER_ADDRESS: '3' });
  built = await buildApp({ config, database: database.handle, versionPollMs: 0, logger: false });
  await built.app.ready();
});
afterAll(async () => {
  await built?.app.close();
  await database?.dispose();
});

describe('GET /api/health/live', () => {
  it('answers 200 without asking the database', async () => {
    const db = built.ctx.db;
    built.ctx.db = db.withPlugin({
      transformQuery: () => {
        throw new Error('데이터베이스 없음');
      },
      transformResult: async (args) => args.result,
    });
    try {
      const res = await getJson(built.app, '/api/health/live');
      expect(res.status).toBe(200);
      expect(LivenessResponseSchema.parse(res.body).data.status).toBe('ok');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      built.ctx.db = db;
    }
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers and every migration file is applied', async () => {
    const res = await getJson(built.app, '/api/health/ready');
    expect(res.status).toBe(200);
    const { data } = ReadinessResponseSchema.parse(res.body);
    const files = listMigrations().length;
    expect(data).toMatchObject({
      status: 'ready',
      database: { reachable: true },
      migrations: { expected: files, applied: files, pending: [] },
    });
  });

  it('is not ready (503, same body) while a migration file is not applied — the upgrade has not run here yet', async () => {
    const last = listMigrations().at(-1)!.version;
    await sql`DELETE FROM schema_migrations WHERE version = ${last}`.execute(database.handle.db);
    try {
      const res = await getJson(built.app, '/api/health/ready');
      expect(res.status).toBe(503);
      const { data } = ReadinessResponseSchema.parse(res.body);
      expect(data.status).toBe('not_ready');
      expect(data.migrations.pending).toEqual([last]);
    } finally {
      await sql`INSERT INTO schema_migrations (version) VALUES (${last})`.execute(database.handle.db);
    }
    expect((await getJson(built.app, '/api/health/ready')).status).toBe(200);
  });

  it('is not ready (503) when the database does not answer', async () => {
    const db = built.ctx.db;
    built.ctx.db = db.withPlugin({
      transformQuery: () => {
        throw new Error('데이터베이스 없음');
      },
      transformResult: async (args) => args.result,
    });
    try {
      const res = await getJson(built.app, '/api/health/ready');
      expect(res.status).toBe(503);
      expect(ReadinessResponseSchema.parse(res.body).data).toMatchObject({ status: 'not_ready', database: { reachable: false } });
    } finally {
      built.ctx.db = db;
    }
  });

  it('documents 200 and 503 in OpenAPI', async () => {
    const doc = (await getJson(built.app, '/api/openapi.json')).body;
    // Besides the generic 400 and 500 every operation documents.
    expect(Object.keys(doc.paths['/api/health/ready'].get.responses).sort()).toEqual(['200', '400', '500', '503']);
    expect(Object.keys(doc.paths['/api/health/live'].get.responses).sort()).toEqual(['200', '400', '500']);
  });
});

describe('probes and the rate limits', () => {
  it('a load balancer probing every second is never limited, while other API calls from its address are', async () => {
    const from = { remoteAddress: '192.0.2.50' };
    for (let i = 0; i < 20; i += 1) {
      for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
        expect((await built.app.inject({ method: 'GET', url, ...from })).statusCode).toBe(200);
      }
    }
    const statuses = [];
    // Uncached searches cost a whole request each (ADR 0016), so the fourth is over the limit of 3.
    for (let i = 0; i < 4; i += 1) {
      const url = `/api/search?q=${encodeURIComponent(`소화기 ${i}`)}`;
      statuses.push((await built.app.inject({ method: 'GET', url, ...from })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
