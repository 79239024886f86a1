import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activateAdminUser,
  createAdminUser,
  deactivateAdminUser,
  endAdminUserSessions,
  listAdminUsers,
  resetAdminUserPassword,
} from '../../../shared/api/admin.ts';
import { checkSession } from '../../../shared/api/auth.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { addUser, createAuthTestApp, refresh, signIn, uniqueEmail, PASSPHRASES } from '../../test-support/auth-test-helpers.ts';
import { call } from '../../test-support/call.ts';

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

const create = (body: { email: string; password: string; displayName?: string; role?: 'admin' | 'editor' | 'viewer' }) =>
  call(t, createAdminUser, { body, as: token });
const sessionAlive = async (accessToken: string) => (await call(t, checkSession, { as: accessToken })).status !== 401;

const auditFor = (action: string, targetId: number) =>
  t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();

describe('/api/admin/users', () => {
  it('lists accounts without password hashes', async () => {
    const res = await call(t, listAdminUsers, { as: token });
    expect(res.status).toBe(200);
    const mine = res.body.data.find((u) => u.id === me.id)!;
    expect(mine).toMatchObject({ email: me.email, role: 'admin', isActive: true });
    expect(mine.activeSessions).toBeGreaterThanOrEqual(1);
    expect(res.raw).not.toMatch(/argon2|password_hash/);
  });

  it('creates an admin who can sign in, and audits it without the password', async () => {
    const email = uniqueEmail('new.admin');
    const res = await create({ email, displayName: '새 관리자', password: PASSPHRASES.spring, role: 'admin' });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data).toMatchObject({ email, displayName: '새 관리자', role: 'admin', isActive: true, activeSessions: 0 });
    expect((await signIn(t, { email, password: PASSPHRASES.spring })).token).toEqual(expect.any(String));
    const [entry] = await auditFor('user.create', res.body.data.id);
    expect(entry).toMatchObject({ actor_id: me.id, actor_email: me.email, target_type: 'admin_user' });
    expect(entry!.after).toMatchObject({ email, role: 'admin', isActive: true });
    expect(JSON.stringify(entry)).not.toContain(PASSPHRASES.spring);
  });

  it('refuses weak passwords, bad e-mails and duplicates', async () => {
    const weak = await create({ email: uniqueEmail(), password: WEAK });
    expect(weak.error?.code).toBe('WEAK_PASSWORD');
    const badEmail = await create({ email: 'not-an-email', password: PASSPHRASES.longEnough });
    expect(badEmail.error?.message).toBe('올바른 이메일 주소를 입력하세요.');
    const duplicate = await create({ email: me.email.toUpperCase(), password: PASSPHRASES.longEnough });
    expect(duplicate.status).toBe(409);
  });

  it('deactivates an account and ends its sessions at once; reactivates it', async () => {
    const other = await addUser(t);
    const session = await signIn(t, other);
    const res = await call(t, deactivateAdminUser, { params: { id: other.id }, as: token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isActive: false, activeSessions: 0 });
    expect(await sessionAlive(session.token)).toBe(false);
    expect((await refresh(t, session.refresh)).status).toBe(401);
    const [entry] = await auditFor('user.deactivate', other.id);
    expect(entry!.before).toMatchObject({ isActive: true });
    expect(entry!.after).toMatchObject({ isActive: false, endedSessions: 1 });

    const back = await call(t, activateAdminUser, { params: { id: other.id }, as: token });
    expect(back.body.data.isActive).toBe(true);
  });

  it('will not let an admin deactivate themself', async () => {
    const res = await call(t, deactivateAdminUser, { params: { id: me.id }, as: token });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'CANNOT_DEACTIVATE_SELF', message: '자기 자신의 계정은 비활성화할 수 없습니다.' });
  });

  it('resets a password (generated and shown once, or chosen) and ends the sessions', async () => {
    const other = await addUser(t);
    const session = await signIn(t, other);
    // No body at all: the server makes one up.
    const generated = (await call(t, resetAdminUserPassword, { params: { id: other.id }, as: token })).body.data;
    expect(generated.generatedPassword).toMatch(/^.{12,}$/);
    expect(generated.endedSessions).toBe(1);
    expect(await sessionAlive(session.token)).toBe(false);
    expect((await signIn(t, { email: other.email, password: generated.generatedPassword! })).token).toEqual(expect.any(String));

    const chosen = await call(t, resetAdminUserPassword, { params: { id: other.id }, body: { password: PASSPHRASES.summer }, as: token });
    expect(chosen.body.data.generatedPassword).toBeNull();
    const entries = await auditFor('user.reset_password', other.id);
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(generated.generatedPassword!);
  });

  it('ends all sessions of an account', async () => {
    const other = await addUser(t);
    const a = await signIn(t, other);
    const b = await signIn(t, other);
    const res = await call(t, endAdminUserSessions, { params: { id: other.id }, as: token });
    expect(res.body.data.endedSessions).toBe(2);
    expect(await sessionAlive(a.token)).toBe(false);
    expect(await sessionAlive(b.token)).toBe(false);
    expect(await auditFor('user.end_sessions', other.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await call(t, deactivateAdminUser, { params: { id: 999_999 }, as: token })).status).toBe(404);
  });

  it('keeps the audit log append-only in the database', async () => {
    await expect(t.ctx.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(t.ctx.db.updateTable('audit_log').set({ action: 'x' }).execute()).rejects.toThrow(/append-only/);
  });
});
