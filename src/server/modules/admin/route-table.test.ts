import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../core/config.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { SAME_ORIGIN_WRITE, type TestApp } from '../../test-support/test-app.ts';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '../../../shared/constants/staff-roles.ts';
import { addUser, call, createAuthTestApp, signIn } from '../../test-support/auth-test-helpers.ts';

// Walks the registered route table: every /api/admin route declares a role and a scope, and refuses the wrong callers.
let t: TestApp;
let tokens: { admin: string; demoted: string; inactive: string; hq: string };
beforeAll(async () => {
  // Every route is called three times from one address: the sync category's 10/min is not under test here.
  ({ t } = await createAuthTestApp({ env: { RATE_LIMIT_SYNC: '1000' } }));
  const admin = await addUser(t);
  const demoted = await addUser(t);
  const inactive = await addUser(t);
  const hq = await addUser(t, { role: 'hq_editor', regions: ['경기'] });
  tokens = {
    admin: (await signIn(t, admin)).token,
    demoted: (await signIn(t, demoted)).token,
    inactive: (await signIn(t, inactive)).token,
    hq: (await signIn(t, hq)).token,
  };
  // Changed behind the app's back: the next request must see it, whatever the token says.
  await t.ctx.db.updateTable('admin_users').set({ role: 'viewer' }).where('id', '=', demoted.id).execute();
  await t.ctx.db.updateTable('admin_users').set({ is_active: false }).where('id', '=', inactive.id).execute();
});
afterAll(() => t?.close());

const adminRoutes = () =>
  t.security.routes
    .filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD')
    .map((route) => ({ ...route, path: route.url.replace(/:[A-Za-z]+/g, '1') }));

describe('admin route table', () => {
  it('has admin routes, and every one declares a role and a scope', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(80);
    for (const route of routes) {
      expect(STAFF_ROLES, `${route.method} ${route.url}`).toContain(route.requiredRole);
      expect(route.scope, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('rejects anonymous callers with 401 on every admin route', async () => {
    for (const route of adminRoutes()) {
      const res = await call(t, route.method as 'GET', route.path, null, route.method === 'GET' ? undefined : {});
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('rejects a viewer (demoted, read from the database) on every route above viewer with 403 naming the role', async () => {
    const above = adminRoutes().filter((route) => route.requiredRole !== 'viewer');
    expect(above.length).toBeGreaterThan(40);
    for (const route of above) {
      const res = await call(t, route.method as 'GET', route.path, tokens.demoted, route.method === 'GET' ? undefined : {});
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.body).toEqual({
        success: false,
        error: { code: 'FORBIDDEN', message: `이 작업에는 ${STAFF_ROLE_LABELS[route.requiredRole!]} 권한이 필요합니다.` },
      });
    }
  });

  it('rejects an hq_editor on every editor and admin route, and lets it past the role check elsewhere', async () => {
    for (const route of adminRoutes()) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.path,
        headers: { ...(route.method === 'GET' ? {} : SAME_ORIGIN_WRITE), authorization: `Bearer ${tokens.hq}` },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const refused = res.statusCode === 403 && res.body.includes('"FORBIDDEN"');
      expect(refused, `${route.method} ${route.url} ${res.statusCode}`).toBe(
        route.requiredRole === 'editor' || route.requiredRole === 'admin',
      );
    }
  });

  it('rejects an inactive account with 403', async () => {
    for (const route of adminRoutes()) {
      const res = await call(t, route.method as 'GET', route.path, tokens.inactive, route.method === 'GET' ? undefined : {});
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
    }
    const denied = await t.ctx.db.selectFrom('security_events').select('type').where('type', '=', 'access_denied').execute();
    // The viewer's refusals (routes above viewer) and the inactive account's (every route).
    const aboveViewer = adminRoutes().filter((route) => route.requiredRole !== 'viewer').length;
    expect(denied.length).toBeGreaterThanOrEqual(adminRoutes().length + aboveViewer);
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
      // A role without a scope declaration is refused too.
      expect(() => app.get('/api/admin/half', { config: { requiredRole: 'admin' } }, async () => ({ ok: true }))).toThrow(/staffScope/);
      await app.close();
    } finally {
      await database.dispose();
    }
  });
});
