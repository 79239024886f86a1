import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../db/test-support/test-database.ts';
import { pruneOperationalRecords } from './retention.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());

const DAY = 86_400_000;

describe('retention', () => {
  it('prunes old security events, login failures and finished jobs; keeps recent ones and the audit log', async () => {
    const db = database.handle.db;
    const now = new Date('2026-11-21T00:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await db
      .insertInto('security_events')
      .values([
        { occurred_at: ago(400), type: 'login_failed', severity: 'low', details: '{}' },
        { occurred_at: ago(10), type: 'login_failed', severity: 'low', details: '{}' },
      ])
      .execute();
    await db
      .insertInto('login_failures')
      .values([
        { email: 'a@b.kr', address: '1.2.3.4', failed_at: ago(2) },
        { email: 'a@b.kr', address: '1.2.3.4', failed_at: now },
      ])
      .execute();
    await db
      .insertInto('sync_jobs')
      .values([
        { kind: 'full', params: '{}', checkpoint: '{}', result: '{}', state: 'succeeded', finished_at: ago(200), updated_at: now },
        { kind: 'full', params: '{}', checkpoint: '{}', result: '{}', state: 'failed', finished_at: ago(5), updated_at: now },
        { kind: 'full', params: '{}', checkpoint: '{}', result: '{}', state: 'queued', updated_at: now },
      ])
      .execute();
    await db
      .insertInto('audit_log')
      .values({ occurred_at: ago(3000), actor_email: 'system', action: 'test', target_type: 'x' })
      .execute();

    expect(await pruneOperationalRecords(db, now)).toEqual({ securityEvents: 1, loginFailures: 1, sessions: 0, syncJobs: 1 });
    expect(await db.selectFrom('security_events').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('sync_jobs').select('state').orderBy('id').execute()).toEqual([{ state: 'failed' }, { state: 'queued' }]);
    expect(await db.selectFrom('audit_log').select('id').execute()).toHaveLength(1);
  });
});
