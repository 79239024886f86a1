import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertAdminUser } from '../../../db/repositories/admin-users.repo.ts';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../core/config.ts';
import { pruneOperationalRecords, RETENTION } from './retention.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const db = () => database.handle.db;

/** Sessions ended (revoked or expired) `days` ago, one of each, for a fresh account. */
async function endedSessions(now: Date, label: string, days: number) {
  const at = new Date(now.getTime() - days * DAY);
  const user = await insertAdminUser(db(), {
    email: `${label}@fire.example.kr`,
    displayName: label,
    role: 'admin',
    passwordHash: '$argon2id$not-a-real-hash',
    createdBy: null,
    now: at,
  });
  const base = { user_id: user.id, created_at: at, last_seen_at: at, address: '10.0.0.1' };
  await db()
    .insertInto('admin_sessions')
    .values([
      {
        ...base,
        id: `${label}-revoked-session-0123456789`,
        expires_at: new Date(now.getTime() + DAY),
        revoked_at: at,
        revoke_reason: 'logout',
      },
      { ...base, id: `${label}-expired-session-0123456789`, expires_at: at },
    ])
    .execute();
  return user.id;
}
const sessionsOf = (userId: number) => db().selectFrom('admin_sessions').select('id').where('user_id', '=', userId).orderBy('id').execute();

describe('retention (the one job, ADR 0004 rules)', () => {
  it('prunes old security events, login failures, ended sessions and finished jobs; keeps recent ones and the audit log', async () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await db()
      .insertInto('security_events')
      .values([
        { occurred_at: ago(400), type: 'login_failed', severity: 'low', details: '{}' },
        { occurred_at: ago(10), type: 'login_failed', severity: 'low', details: '{}' },
      ])
      .execute();
    await db()
      .insertInto('login_failures')
      .values([
        { email: 'a@b.kr', address: '1.2.3.4', failed_at: ago(2) },
        { email: 'a@b.kr', address: '1.2.3.4', failed_at: new Date(now.getTime() - 2 * HOUR) },
      ])
      .execute();
    const oldSessions = await endedSessions(now, 'old', RETENTION.endedSessionsDays + 1);
    const recentSessions = await endedSessions(now, 'recent', 2);
    await db()
      .insertInto('sync_jobs')
      .values([
        { kind: 'full', params: '{}', checkpoint: '{}', result: '{}', state: 'succeeded', finished_at: ago(200), updated_at: now },
        { kind: 'full', params: '{}', checkpoint: '{}', result: '{}', state: 'failed', finished_at: ago(5), updated_at: now },
        { kind: 'full', params: '{}', checkpoint: '{}', result: '{}', state: 'queued', updated_at: now },
      ])
      .execute();
    await db()
      .insertInto('audit_log')
      .values({ occurred_at: ago(3000), actor_email: 'system', action: 'test', target_type: 'x' })
      .execute();

    await db()
      .insertInto('page_views')
      .values([
        { target_type: 'video', target_key: 'old', session_hash: 'old-session', viewed_at: ago(2) },
        { target_type: 'video', target_key: 'new', session_hash: 'addr:new-address', viewed_at: new Date(now.getTime() - 2 * HOUR) },
      ])
      .execute();
    expect(await pruneOperationalRecords(db(), now)).toEqual({
      securityEvents: 1,
      loginFailures: 1,
      sessions: 2,
      syncJobs: 1,
      pageViews: 1,
    });
    expect(await db().selectFrom('page_views').select('target_key').execute()).toEqual([{ target_key: 'new' }]);
    expect(await db().selectFrom('security_events').select('id').execute()).toHaveLength(1);
    expect(await db().selectFrom('login_failures').select('id').execute()).toHaveLength(1);
    expect(await sessionsOf(oldSessions)).toEqual([]);
    // Ended two days ago: kept (the rule is 30 days, not the one day an hourly prune once applied).
    expect(await sessionsOf(recentSessions)).toHaveLength(2);
    expect(await db().selectFrom('sync_jobs').select('state').orderBy('id').execute()).toEqual([{ state: 'failed' }, { state: 'queued' }]);
    expect(await db().selectFrom('audit_log').select('id').execute()).toHaveLength(1);
  });

  it('runs in the app when it is ready, with the same rule', async () => {
    const now = new Date('2027-01-10T00:00:00Z');
    const old = await endedSessions(now, 'app-old', RETENTION.endedSessionsDays + 1);
    const recent = await endedSessions(now, 'app-recent', 3);
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_CATALOGUE: 'off', SYNC_RUNNER: 'off' });
    const built = await buildApp({ config, database: database.handle, now: () => now, versionPollMs: 0, logger: false });
    try {
      await built.app.ready();
      expect((await built.retention.firstRun)?.sessions).toBeGreaterThanOrEqual(2);
    } finally {
      await built.app.close();
    }
    expect(await sessionsOf(old)).toEqual([]);
    expect(await sessionsOf(recent)).toHaveLength(2);
  });
  it('no other timer prunes with another rule: sessions ended two days ago survive hours of a running app', async () => {
    const now = new Date('2027-02-10T00:00:00Z');
    const recent = await endedSessions(now, 'timer-recent', 2);
    const old = await endedSessions(now, 'timer-old', RETENTION.endedSessionsDays + 1);
    // Only intervals are faked: the database driver's own timers stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_CATALOGUE: 'off', SYNC_RUNNER: 'off' });
    const built = await buildApp({ config, database: database.handle, now: () => now, versionPollMs: 0, logger: false });
    try {
      await built.app.ready();
      await built.retention.firstRun;
      // Seven hours: an hourly prune (the old one-day rule) would have run seven times, the retention job once more.
      await vi.advanceTimersByTimeAsync(7 * HOUR);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      vi.useRealTimers();
      await built.app.close();
    }
    expect(await sessionsOf(recent)).toHaveLength(2);
    expect(await sessionsOf(old)).toEqual([]);
  });
});
