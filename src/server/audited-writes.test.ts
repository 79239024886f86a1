import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthCall } from './test-support/auth-test-helpers.ts';
import { addUser, call, createAuthTestApp, PASSPHRASES, signIn } from './test-support/auth-test-helpers.ts';
import type { TestApp } from './test-support/test-app.ts';

// Every admin write of the admin area and its audit row share one transaction: when the audit row cannot be
// saved (a constraint refuses that action), the write is rolled back too — nothing half-written is left.
let t: TestApp;
let token: string;
const db = () => t.ctx.db;
const FAKE_KEY = 'FAKE_audited_write_key_0123456789';

beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  token = (await signIn(t, await addUser(t))).token;
});
afterAll(() => t?.close());

/** Runs `write` while audit rows of `action` are refused; expects a 500 and `state()` unchanged. */
async function refusedAudit(action: string, write: () => Promise<AuthCall>, state: () => Promise<unknown>) {
  const before = await state();
  const name = `test_block_${action.replace(/\W/g, '_')}`;
  await sql`ALTER TABLE audit_log ADD CONSTRAINT ${sql.id(name)} CHECK (action <> ${sql.lit(action)}) NOT VALID`.execute(db());
  try {
    const res = await write();
    expect(res.status, JSON.stringify(res.body)).toBe(500);
  } finally {
    await sql`ALTER TABLE audit_log DROP CONSTRAINT ${sql.id(name)}`.execute(db());
  }
  expect(await state()).toEqual(before);
  expect(await db().selectFrom('audit_log').select('id').where('action', '=', action).execute()).toEqual([]);
}

const account = (id: number) =>
  db().selectFrom('admin_users').select(['is_active', 'password_hash', 'password_changed_at']).where('id', '=', id).executeTakeFirst();
const openSessions = (userId: number) =>
  db().selectFrom('admin_sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).orderBy('id').execute();

describe('admin writes whose audit row cannot be saved leave no trace', () => {
  it('accounts: create, deactivate, reset password, end sessions, own password change', async () => {
    await refusedAudit(
      'user.create',
      () => call(t, 'POST', '/api/admin/users', token, { email: 'never.saved@fire.example.kr', password: PASSPHRASES.spring }),
      () => db().selectFrom('admin_users').select('id').where('email', '=', 'never.saved@fire.example.kr').execute(),
    );

    const other = await addUser(t);
    await signIn(t, other);
    const otherState = async () => ({ account: await account(other.id), sessions: await openSessions(other.id) });
    await refusedAudit('user.deactivate', () => call(t, 'POST', `/api/admin/users/${other.id}/deactivate`, token), otherState);
    await refusedAudit('user.reset_password', () => call(t, 'POST', `/api/admin/users/${other.id}/password`, token, {}), otherState);
    await refusedAudit('user.end_sessions', () => call(t, 'DELETE', `/api/admin/users/${other.id}/sessions`, token), otherState);

    const own = await signIn(t, other);
    await refusedAudit(
      'auth.password_change',
      () => call(t, 'PUT', '/api/auth/password', own.token, { currentPassword: other.password, newPassword: PASSPHRASES.renewed }),
      otherState,
    );
    // The caller's session survived the refused change.
    expect((await call(t, 'GET', '/api/auth/check', own.token)).status).toBe(200);
  });

  it('YouTube API keys: add, change, delete', async () => {
    const keys = () => db().selectFrom('youtube_api_keys').select(['id', 'label', 'is_enabled', 'daily_quota']).orderBy('id').execute();
    await refusedAudit(
      'youtube_key.create',
      () => call(t, 'POST', '/api/admin/youtube/keys', token, { label: '기록 없는 키', key: FAKE_KEY }),
      keys,
    );

    const created = await call(t, 'POST', '/api/admin/youtube/keys', token, { label: '시험 키', key: FAKE_KEY, dailyQuota: 10_000 });
    expect(created.status).toBe(201);
    const id = created.body.data.key.id as number;
    await refusedAudit(
      'youtube_key.update',
      () => call(t, 'PATCH', `/api/admin/youtube/keys/${id}`, token, { label: '바뀐 이름', isEnabled: false }),
      keys,
    );
    await refusedAudit('youtube_key.delete', () => call(t, 'DELETE', `/api/admin/youtube/keys/${id}`, token), keys);
  });

  it('sync: schedule change, start, cancel', async () => {
    const schedules = () => db().selectFrom('sync_schedules').selectAll().orderBy('kind').execute();
    await refusedAudit(
      'sync.schedule',
      () => call(t, 'PUT', '/api/admin/sync/schedules/incremental', token, { isEnabled: true, intervalMinutes: 15 }),
      schedules,
    );

    const jobs = () => db().selectFrom('sync_jobs').select(['id', 'state', 'cancel_requested']).orderBy('id').execute();
    await call(t, 'POST', '/api/admin/youtube/keys', token, { label: '할당량 키', key: `${FAKE_KEY}_quota`, dailyQuota: 10_000 });
    await refusedAudit('sync.start', () => call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'incremental' }), jobs);

    const started = await call(t, 'POST', '/api/admin/sync/jobs', token, { kind: 'incremental' });
    expect(started.status).toBe(202);
    await refusedAudit('sync.cancel', () => call(t, 'POST', `/api/admin/sync/jobs/${started.body.data.job.id}/cancel`, token), jobs);
  });

  it('curation: a decision', async () => {
    const video = await db()
      .selectFrom('videos')
      .select('video_id')
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db().updateTable('videos').set({ status: 'draft' }).where('video_id', '=', video.video_id).execute();
    const keyword = await db()
      .selectFrom('keyword_master')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const item = await db()
      .insertInto('curation_queue')
      .values({ video_id: video.video_id, suggested_keyword_id: keyword.id, confidence: 0.5, reason: '시험' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const state = async () => ({
      item: await db().selectFrom('curation_queue').select(['state', 'decided_at']).where('id', '=', item.id).executeTakeFirst(),
      video: await db().selectFrom('videos').select(['status', 'keyword_id']).where('video_id', '=', video.video_id).executeTakeFirst(),
    });
    await refusedAudit('curation.approve', () => call(t, 'POST', `/api/admin/curation/${item.id}/approve`, token, {}), state);
    await refusedAudit(
      'curation.reject',
      () => call(t, 'POST', '/api/admin/curation/bulk', token, { ids: [Number(item.id)], action: 'reject' }),
      state,
    );
  });
});
