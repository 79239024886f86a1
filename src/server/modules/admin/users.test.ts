import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUsersResponseSchema, ResetPasswordResponseSchema } from '../../../shared/api/admin.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, call, createAuthTestApp, refresh, signIn, uniqueEmail, PASSPHRASES } from '../auth/auth-test-helpers.ts';

const WEAK = ['admin', '119', 'admin', '119'].join('');
let t: TestApp;
let me: Awaited<ReturnType<typeof addUser>>;
let token: string;
beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  me = await addUser(t);
  token = (await signIn(t, me)).token;
});
afterAll(() => t?.close());

const auditFor = (action: string, targetId: number) =>
  t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();

describe('/api/admin/users', () => {
  it('lists accounts without password hashes', async () => {
    const res = await call(t, 'GET', '/api/admin/users', token);
    expect(res.status).toBe(200);
    const { data } = AdminUsersResponseSchema.parse(res.body);
    const mine = data.find((u) => u.id === me.id)!;
    expect(mine).toMatchObject({ email: me.email, role: 'admin', isActive: true });
    expect(mine.activeSessions).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password_hash/);
  });

  it('creates an admin who can sign in, and audits it without the password', async () => {
    const email = uniqueEmail('new.admin');
    const res = await call(t, 'POST', '/api/admin/users', token, {
      email,
      displayName: '새 관리자',
      password: PASSPHRASES.spring,
      role: 'admin',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ email, displayName: '새 관리자', role: 'admin', isActive: true, activeSessions: 0 });
    expect((await signIn(t, { email, password: PASSPHRASES.spring })).token).toEqual(expect.any(String));
    const [entry] = await auditFor('user.create', res.body.data.id);
    expect(entry).toMatchObject({ actor_id: me.id, actor_email: me.email, target_type: 'admin_user' });
    expect(entry!.after).toMatchObject({ email, role: 'admin', isActive: true });
    expect(JSON.stringify(entry)).not.toContain(PASSPHRASES.spring);
  });

  it('refuses weak passwords, bad e-mails and duplicates', async () => {
    const weak = await call(t, 'POST', '/api/admin/users', token, { email: uniqueEmail(), password: WEAK });
    expect(weak.body.error.code).toBe('WEAK_PASSWORD');
    const badEmail = await call(t, 'POST', '/api/admin/users', token, { email: 'not-an-email', password: PASSPHRASES.longEnough });
    expect(badEmail.body.error.message).toBe('올바른 이메일 주소를 입력하세요.');
    const duplicate = await call(t, 'POST', '/api/admin/users', token, { email: me.email.toUpperCase(), password: PASSPHRASES.longEnough });
    expect(duplicate.status).toBe(409);
  });

  it('deactivates an account and ends its sessions at once; reactivates it', async () => {
    const other = await addUser(t);
    const session = await signIn(t, other);
    const res = await call(t, 'POST', `/api/admin/users/${other.id}/deactivate`, token, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isActive: false, activeSessions: 0 });
    expect((await call(t, 'GET', '/api/auth/check', session.token)).status).toBe(401);
    expect((await refresh(t, session.refresh)).status).toBe(401);
    const [entry] = await auditFor('user.deactivate', other.id);
    expect(entry!.before).toMatchObject({ isActive: true });
    expect(entry!.after).toMatchObject({ isActive: false, endedSessions: 1 });

    const back = await call(t, 'POST', `/api/admin/users/${other.id}/activate`, token, {});
    expect(back.body.data.isActive).toBe(true);
  });

  it('will not let an admin deactivate themself', async () => {
    const res = await call(t, 'POST', `/api/admin/users/${me.id}/deactivate`, token, {});
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'CANNOT_DEACTIVATE_SELF', message: '자기 자신의 계정은 비활성화할 수 없습니다.' });
  });

  it('resets a password (generated and shown once, or chosen) and ends the sessions', async () => {
    const other = await addUser(t);
    const session = await signIn(t, other);
    // No body at all: the server makes one up.
    const generated = ResetPasswordResponseSchema.parse((await call(t, 'POST', `/api/admin/users/${other.id}/password`, token)).body).data;
    expect(generated.generatedPassword).toMatch(/^.{12,}$/);
    expect(generated.endedSessions).toBe(1);
    expect((await call(t, 'GET', '/api/auth/check', session.token)).status).toBe(401);
    expect((await signIn(t, { email: other.email, password: generated.generatedPassword! })).token).toEqual(expect.any(String));

    const chosen = await call(t, 'POST', `/api/admin/users/${other.id}/password`, token, { password: PASSPHRASES.summer });
    expect(chosen.body.data.generatedPassword).toBeNull();
    const entries = await auditFor('user.reset_password', other.id);
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(generated.generatedPassword!);
  });

  it('ends all sessions of an account', async () => {
    const other = await addUser(t);
    const a = await signIn(t, other);
    const b = await signIn(t, other);
    const res = await call(t, 'DELETE', `/api/admin/users/${other.id}/sessions`, token);
    expect(res.body.data.endedSessions).toBe(2);
    expect((await call(t, 'GET', '/api/auth/check', a.token)).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/check', b.token)).status).toBe(401);
    expect(await auditFor('user.end_sessions', other.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await call(t, 'POST', '/api/admin/users/999999/deactivate', token, {})).status).toBe(404);
  });

  it('keeps the audit log append-only in the database', async () => {
    await expect(t.ctx.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(t.ctx.db.updateTable('audit_log').set({ action: 'x' }).execute()).rejects.toThrow(/append-only/);
  });
});
