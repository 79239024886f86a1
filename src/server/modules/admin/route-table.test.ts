import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../core/config.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

// Walks the registered route table: every /api/admin route declares a role and refuses the wrong callers.
let t: TestApp;
let tokens: { admin: string; demoted: string; inactive: string };
beforeAll(async () => {
  // Every route is called three times from one address: the sync category's 10/min is not under test here.
  ({ t } = await createAuthTestApp({ env: { RATE_LIMIT_SYNC: '1000' } }));
  const admin = await addUser(t);
  const demoted = await addUser(t);
  const inactive = await addUser(t);
  tokens = {
    admin: (await signIn(t, admin)).token,
    demoted: (await signIn(t, demoted)).token,
    inactive: (await signIn(t, inactive)).token,
  };
  // Changed behind the app's back: the next request must see it, whatever the token says.
  await t.ctx.db.updateTable('admin_users').set({ role: 'user' }).where('id', '=', demoted.id).execute();
  await t.ctx.db.updateTable('admin_users').set({ is_active: false }).where('id', '=', inactive.id).execute();
});
afterAll(() => t?.close());

const adminRoutes = () =>
  t.security.routes
    .filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD')
    .map((route) => ({ ...route, path: route.url.replace(/:[A-Za-z]+/g, '1') }));

describe('admin route table', () => {
  it('has admin routes, and every one declares role admin', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(9);
    for (const route of routes) expect(route.requiredRole, `${route.method} ${route.url}`).toBe('admin');
  });

  it('rejects anonymous callers with 401 on every admin route', async () => {
    for (const route of adminRoutes()) {
      const res = await call(t, route.method as 'GET', route.path, null, route.method === 'GET' ? undefined : {});
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('rejects a signed-in account that is not admin (read from the database) with 403', async () => {
    for (const route of adminRoutes()) {
      const res = await call(t, route.method as 'GET', route.path, tokens.demoted, route.method === 'GET' ? undefined : {});
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.body.error.message).toBe('이 페이지에 접근하려면 관리자(admin) 권한이 필요합니다.');
    }
  });

  it('rejects an inactive account with 403', async () => {
    for (const route of adminRoutes()) {
      const res = await call(t, route.method as 'GET', route.path, tokens.inactive, route.method === 'GET' ? undefined : {});
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
    }
    const denied = await t.ctx.db.selectFrom('security_events').select('type').where('type', '=', 'access_denied').execute();
    expect(denied.length).toBeGreaterThanOrEqual(adminRoutes().length * 2);
  });

  it('lets an admin through', async () => {
    expect((await call(t, 'GET', '/api/admin/dashboard', tokens.admin)).status).toBe(200);
  });

  it('refuses to start when an /api/admin route has no declared role', async () => {
    const database = await createTestDatabase();
    try {
      const { app } = await buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent' }),
        database: database.handle,
        versionPollMs: 0,
        logger: false,
      });
      expect(() => app.get('/api/admin/forgotten', async () => ({ ok: true }))).toThrow(/requiredRole/);
      await app.close();
    } finally {
      await database.dispose();
    }
  });
});
