import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatisticsResponseSchema, HealthResponseSchema } from '../../../shared/api/system.ts';
import { createTestApp, getJson, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('reports the database, schema version and app version', async () => {
    const res = await getJson(t.app, '/api/health');
    expect(res.status).toBe(200);
    const body = HealthResponseSchema.parse(res.body);
    expect(body.data.database.reachable).toBe(true);
    expect(body.data.database.kind).toBe(t.database.kind);
    expect(body.data.database.schemaVersion).toMatch(/^\d{4}_/);
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the same body (status degraded) when the database does not answer, as documented', async () => {
    const db = t.ctx.db;
    t.ctx.db = db.withPlugin({
      transformQuery: () => {
        throw new Error('데이터베이스 없음');
      },
      transformResult: async (args) => args.result,
    });
    try {
      const res = await getJson(t.app, '/api/health');
      expect(res.status).toBe(503);
      const body = HealthResponseSchema.parse(res.body);
      expect(body.data.status).toBe('degraded');
      expect(body.data.database).toMatchObject({ reachable: false, schemaVersion: null });
    } finally {
      t.ctx.db = db;
    }
    const doc = (await getJson(t.app, '/api/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/health'].get.responses).sort()).toEqual(['200', '400', '500', '503']);
  });
});

describe('GET /api/statistics', () => {
  it('reads current_statistics and matches the catalogue', async () => {
    const res = await getJson(t.app, '/api/statistics');
    expect(res.status).toBe(200);
    const { data } = StatisticsResponseSchema.parse(res.body);
    const counted = await t.ctx.db
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['published', ''])
      .executeTakeFirstOrThrow();
    expect(data.totalVideos).toBe(Number(counted.n));
    expect(data.totalChannels).toBeGreaterThan(100);
    expect(data.totalViews).toBeGreaterThan(data.totalLikes);
    expect(data.totalKeywords).toBeGreaterThan(0);
    expect(data.totalCategories).toBeGreaterThan(0);
    expect(Date.parse(data.updatedAt!)).not.toBeNaN();
  });

  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const first = await getJson(t.app, '/api/statistics');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toContain('max-age=');
    const again = await t.app.inject({ method: 'GET', url: '/api/statistics', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves fresh figures after the catalogue changes', async () => {
    const before = await getJson(t.app, '/api/statistics');
    await t.ctx.db.updateTable('platform_statistics').set({ total_keywords: 424_242 }).execute();
    await t.syncCatalogueVersion();
    const after = await getJson(t.app, '/api/statistics');
    expect(after.body.data.totalKeywords).toBe(424_242);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('API documentation and unknown routes', () => {
  it('serves an OpenAPI document that lists every public call', async () => {
    const res = await getJson(t.app, '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/health',
      '/api/statistics',
      '/api/videos',
      '/api/videos/popular',
      '/api/videos/{videoId}',
      '/api/videos/{videoId}/view',
      '/api/channels',
      '/api/channels/counts',
      '/api/channels/fire-departments',
      '/api/channels/stats',
      '/api/channels/{id}',
      '/api/categories',
      '/api/categories/{slug}',
      '/api/keywords',
      '/api/keywords/suggest',
      '/api/keywords/{slug}',
      '/api/keywords/{slug}/videos',
      '/api/keywords/{slug}/view',
      '/api/keywords/{slug}/export',
      '/api/search',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(res.body.paths['/api/videos'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'sort', 'period', 'channel_type', 'keyword_id', 'channel_id', 'excluded_channels']),
    );
  });

  it('serves a readable docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers unknown /api routes with a JSON 404 in Korean', async () => {
    const res = await getJson(t.app, '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' } });
  });

  it('answers a malformed URL with 400, not 5xx', async () => {
    const res = await getJson(t.app, '/api/keywords/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
