import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app.ts';
import { loadConfig } from '../core/config.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const lines: Record<string, any>[] = [];
let built: BuiltApp;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'info', SYNC_RUNNER: 'off', TRUSTED_PROXIES: '10.0.0.1' });
  built = await buildApp({
    config,
    database: database.handle,
    versionPollMs: 0,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  await built.app.ready();
});
afterAll(async () => {
  await built?.app.close();
  await database?.dispose();
});

const get = (url: string, remoteAddress = '192.0.2.1', headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'GET', url, remoteAddress, headers });
const requestLines = (id: string) => lines.filter((line) => line.reqId === id && line.msg === 'request');

describe('request IDs', () => {
  it('gives every request a fresh ID and echoes it in X-Request-Id', async () => {
    const a = await get('/api/categories');
    const b = await get('/api/categories');
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('keeps the ID a trusted proxy sends', async () => {
    const res = await get('/api/categories', '10.0.0.1', { 'x-request-id': 'edge-7f3a9c01-req' });
    expect(res.headers['x-request-id']).toBe('edge-7f3a9c01-req');
    expect(requestLines('edge-7f3a9c01-req')).toHaveLength(1);
  });

  it('ignores an ID from anyone else, and a malformed one even from the proxy', async () => {
    const untrusted = await get('/api/categories', '203.0.113.5', { 'x-request-id': 'chosen-by-client-123' });
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
    const forged = await get('/api/categories', '10.0.0.1', { 'x-request-id': 'bad id"\n{"level":60}' });
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });

  it('is echoed on refusals too (404, 400)', async () => {
    const missing = await get('/api/no-such-endpoint');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    const bad = await get('/api/videos?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toMatch(UUID);
  });
});

describe('one JSON line per request', () => {
  it('logs the route pattern, path without query, status, time and address under the request ID', async () => {
    const res = await get('/api/videos/abcdefghijk?utm_source=kakao&token=should-not-appear');
    const id = String(res.headers['x-request-id']);
    const logged = requestLines(id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/videos/:videoId',
      path: '/api/videos/abcdefghijk',
      status: 404,
      ip: '192.0.2.1',
    });
    expect(typeof logged[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('should-not-appear');
  });

  it('never logs request headers or bodies (tokens, cookies, passwords)', async () => {
    await built.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.9',
      headers: {
        authorization: 'Bearer secret-access-token-xyz',
        cookie: 'refresh=secret-refresh-cookie-xyz',
        'sec-fetch-site': 'same-origin',
        'x-requested-with': '119-admin',
      },
      payload: { email: 'someone@example.kr', password: '비밀번호-절대-기록-금지-42' },
    });
    const text = JSON.stringify(lines);
    for (const secret of ['secret-access-token-xyz', 'secret-refresh-cookie-xyz', '비밀번호-절대-기록-금지-42'])
      expect(text).not.toContain(secret);
    expect(lines.some((line) => line.route === '/api/auth/login' && line.msg === 'request')).toBe(true);
  });
});
