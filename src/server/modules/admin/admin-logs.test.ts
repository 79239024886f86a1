import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogResponseSchema, DashboardResponseSchema, SecurityEventsResponseSchema } from '../../../shared/api/admin.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  addUser,
  call,
  createAuthTestApp,
  login,
  signIn,
  TestClock,
  uniqueAddress,
  uniqueEmail,
  PASSPHRASES,
} from '../../test-support/auth-test-helpers.ts';

let t: TestApp;
let clock: TestClock;
let token: string;
let adminEmail: string;
beforeAll(async () => {
  ({ t, clock } = await createAuthTestApp());
  const admin = await addUser(t);
  adminEmail = admin.email;
  token = (await signIn(t, admin)).token;
  // A few events and audited writes to look at.
  for (let i = 0; i < 3; i += 1) await login(t, uniqueEmail('intruder'), 'guess guess guess', {}, uniqueAddress());
  for (let i = 0; i < 3; i += 1) {
    await call(t, 'POST', '/api/admin/users', token, { email: uniqueEmail('created'), password: PASSPHRASES.spring, role: 'admin' });
  }
});
afterAll(() => t?.close());

describe('GET /api/admin/security-events', () => {
  it('pages newest first', async () => {
    const first = SecurityEventsResponseSchema.parse((await call(t, 'GET', '/api/admin/security-events?limit=2', token)).body);
    expect(first.data).toHaveLength(2);
    expect(first.pagination.total).toBeGreaterThanOrEqual(4);
    expect(Date.parse(first.data[0]!.occurredAt)).toBeGreaterThanOrEqual(Date.parse(first.data[1]!.occurredAt));
    const second = SecurityEventsResponseSchema.parse((await call(t, 'GET', '/api/admin/security-events?limit=2&page=2', token)).body);
    expect(second.data.map((e) => e.id)).not.toContain(first.data[0]!.id);
  });

  it('filters by type, severity, e-mail and time', async () => {
    const failed = SecurityEventsResponseSchema.parse((await call(t, 'GET', '/api/admin/security-events?type=login_failed', token)).body);
    expect(failed.pagination.total).toBe(3);
    expect(failed.data.every((e) => e.type === 'login_failed' && e.details.reason === 'unknown_email')).toBe(true);
    const mine = SecurityEventsResponseSchema.parse(
      (await call(t, 'GET', `/api/admin/security-events?email=${encodeURIComponent(adminEmail)}`, token)).body,
    );
    expect(mine.data.map((e) => e.type)).toEqual(['login_succeeded']);
    const future = new Date(clock.time + 60_000).toISOString();
    const none = SecurityEventsResponseSchema.parse((await call(t, 'GET', `/api/admin/security-events?from=${future}`, token)).body);
    expect(none.pagination.total).toBe(0);
    const high = SecurityEventsResponseSchema.parse((await call(t, 'GET', '/api/admin/security-events?severity=high', token)).body);
    expect(high.data.every((e) => e.severity === 'high')).toBe(true);
  });

  it('validates filters in Korean', async () => {
    const res = await call(t, 'GET', '/api/admin/security-events?type=nope', token);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('type');
  });
});

describe('GET /api/admin/audit-log', () => {
  it('pages and filters by action and actor', async () => {
    const res = AuditLogResponseSchema.parse(
      (await call(t, 'GET', `/api/admin/audit-log?action=user.create&actorEmail=${encodeURIComponent(adminEmail)}&limit=2`, token)).body,
    );
    expect(res.pagination.total).toBe(3);
    expect(res.data).toHaveLength(2);
    expect(res.data[0]).toMatchObject({ actorEmail: adminEmail, action: 'user.create', targetType: 'admin_user', before: null });
    expect(res.data[0]!.after).toMatchObject({ role: 'admin' });
  });
});

describe('GET /api/admin/dashboard', () => {
  it('shows catalogue totals, recent admin actions and recent security events', async () => {
    const res = await call(t, 'GET', '/api/admin/dashboard', token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = DashboardResponseSchema.parse(res.body);
    const stats = await t.ctx.db.selectFrom('current_statistics').selectAll().executeTakeFirstOrThrow();
    expect(data.statistics.totalVideos).toBe(Number(stats.total_videos));
    expect(data.statistics.totalVideos).toBeGreaterThan(0);
    expect(data.recentAudit.map((a) => a.action)).toContain('user.create');
    expect(data.recentSecurityEvents.length).toBeGreaterThan(0);
    expect(data.security!.failedLogins24h).toBe(3);
    expect(data.security!.activeAdmins).toBeGreaterThanOrEqual(4);
    expect(data.security!.activeSessions).toBeGreaterThanOrEqual(1);
  });
});
