import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateAdminUserResponseSchema, UpdateAdminUserResponseSchema } from '../../../shared/api/admin.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { UsersService } from './users.service.ts';
import { addUser, call, createAuthTestApp, PASSPHRASES, signIn, uniqueEmail } from '../../test-support/auth-test-helpers.ts';

// Issue 24: accounts with a role and a scope; changes end the account's sessions at once and are audited with
// before/after; the last active admin can neither be demoted nor deactivated, even by two requests at once.
let t: TestApp;
let me: Awaited<ReturnType<typeof addUser>>;
let token: string;
beforeAll(async () => {
  ({ t } = await createAuthTestApp());
  me = await addUser(t);
  token = (await signIn(t, me)).token;
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>) => call(t, 'POST', '/api/admin/users', token, { email: uniqueEmail('staff'), ...body });
const patch = (id: number, body: unknown, as = token) => call(t, 'PATCH', `/api/admin/users/${id}`, as, body);

describe('POST /api/admin/users with a role and regions', () => {
  it('creates an hq_editor with a generated password shown once; it signs in and the session names its role and regions', async () => {
    const res = await create({ displayName: '경기 담당', role: 'hq_editor', regions: ['경기', '경기북부'] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = CreateAdminUserResponseSchema.parse(res.body).data;
    expect(data).toMatchObject({ role: 'hq_editor', regions: ['경기', '경기북부'], grants: [], isActive: true });
    expect(data.generatedPassword).toMatch(/.{12,}/);
    const session = await signIn(t, { email: data.email, password: data.generatedPassword! });
    const check = await call(t, 'GET', '/api/auth/check', session.token);
    expect(check.body.data.user).toMatchObject({ role: 'hq_editor', regions: ['경기', '경기북부'], isAdmin: false });
    // Shown once: the list never carries it.
    const list = await call(t, 'GET', '/api/admin/users', token);
    expect(JSON.stringify(list.body)).not.toContain(data.generatedPassword!);
    const [audit] = await t.ctx.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'user.create')
      .where('target_id', '=', String(data.id))
      .execute();
    expect(audit!.after).toMatchObject({ role: 'hq_editor', regions: ['경기', '경기북부'], generatedPassword: true });
    expect(JSON.stringify(audit!.after)).not.toContain(data.generatedPassword!);
  });

  it('takes a chosen password, and defaults to the least privilege (viewer)', async () => {
    const res = await create({ password: PASSPHRASES.summer });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ role: 'viewer', regions: [], generatedPassword: null });
  });

  it('refuses an hq_editor without regions, regions for another role, and unknown roles or regions (400 naming the field)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ role: 'hq_editor' }, 'regions', '본부 편집자는 담당 지역(regions)을 하나 이상 골라야 합니다.'],
      [{ role: 'editor', regions: ['서울'] }, 'regions', '담당 지역(regions)은 본부 편집자에게만 정할 수 있습니다.'],
      [{ role: 'user' }, 'role', '역할(role)은 admin, editor, hq_editor, viewer 가운데 하나여야 합니다.'],
      [{ role: 'hq_editor', regions: ['한양'] }, 'regions', '담당 지역은 목록에 있는 값(전국, 서울, 부산 … 제주) 가운데 하나여야 합니다.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field, JSON.stringify(body)).toMatch(new RegExp(`^${field}`));
      expect(res.body.error.message).toContain(message);
    }
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('ends a live session on a role-only change, in either direction', async () => {
    const staff = await addUser(t, { role: 'editor' });
    for (const role of ['viewer', 'editor'] as const) {
      const session = await signIn(t, staff);
      expect((await call(t, 'GET', '/api/admin/channels', session.token)).status).toBe(200);
      const res = await patch(staff.id, { role });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ user: { role, activeSessions: 0 }, endedSessions: 1 });
      // Refused at once with 401 (signed out), not answered with the old role's rights.
      expect((await call(t, 'GET', '/api/admin/channels', session.token)).status).toBe(401);
    }
    const [audit] = await t.ctx.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'user.update')
      .where('target_id', '=', String(staff.id))
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(audit).toMatchObject({ before: { role: 'viewer' }, after: { role: 'editor', endedSessions: 1 } });
  });

  it('changes role and regions, ends the account’s sessions at once, and audits before and after', async () => {
    const staff = await addUser(t, { role: 'hq_editor', regions: ['경기'] });
    const session = await signIn(t, staff);
    expect((await call(t, 'GET', '/api/admin/channels', session.token)).status).toBe(200);

    const res = await patch(staff.id, { regions: ['서울'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = UpdateAdminUserResponseSchema.parse(res.body).data;
    expect(data.user).toMatchObject({ role: 'hq_editor', regions: ['서울'], activeSessions: 0 });
    expect(data.endedSessions).toBe(1);
    // The old token is dead at once, not at its expiry.
    expect((await call(t, 'GET', '/api/admin/channels', session.token)).status).toBe(401);

    const promoted = await patch(staff.id, { role: 'editor' });
    expect(promoted.body.data.user).toMatchObject({ role: 'editor', regions: [] });
    const audits = await t.ctx.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'user.update')
      .where('target_id', '=', String(staff.id))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.before, a.after])).toMatchObject([
      [
        { role: 'hq_editor', regions: ['경기'] },
        { role: 'hq_editor', regions: ['서울'], endedSessions: 1 },
      ],
      [
        { role: 'hq_editor', regions: ['서울'] },
        { role: 'editor', regions: [] },
      ],
    ]);
  });

  it('deactivates and reactivates through the same call; refuses an empty change and one’s own role', async () => {
    const staff = await addUser(t, { role: 'viewer' });
    expect((await patch(staff.id, { isActive: false })).body.data.user.isActive).toBe(false);
    expect((await patch(staff.id, { isActive: true })).body.data.user.isActive).toBe(true);
    expect((await patch(staff.id, {})).status).toBe(400);
    const own = await patch(me.id, { role: 'editor' });
    expect(own.status).toBe(400);
    expect(own.body.error.code).toBe('CANNOT_CHANGE_OWN_ROLE');
    expect((await patch(999_999, { role: 'viewer' })).status).toBe(404);
  });

  it('is for the system administrator only', async () => {
    const editor = await signIn(t, await addUser(t, { role: 'editor' }));
    const res = await patch(me.id, { role: 'viewer' }, editor.token);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('이 작업에는 시스템 관리자 권한이 필요합니다.');
  });
});

describe('the last admin', () => {
  it('cannot be demoted or deactivated (a request authorised just before the other admin left)', async () => {
    const { t: own } = await createAuthTestApp({ videos: 10 });
    try {
      const a = await addUser(own);
      const b = await addUser(own, { role: 'editor' });
      // B's request passed the role check while B was still an admin; A is the only active admin now.
      const stale = { userId: b.id, email: b.email, address: null, userAgent: null };
      const users = new UsersService(own.ctx);
      for (const change of [{ role: 'editor' as const }, { isActive: false }]) {
        const error = await users.update(stale, a.id, change).catch((e: unknown) => e);
        expect(error).toMatchObject({
          statusCode: 409,
          code: 'LAST_ADMIN',
          message: '마지막 시스템 관리자는 역할을 바꾸거나 비활성화할 수 없습니다.',
        });
      }
      expect(await users.setActive(stale, a.id, false).catch((e: unknown) => e)).toMatchObject({ code: 'LAST_ADMIN' });
      const row = await own.ctx.db.selectFrom('admin_users').select(['role', 'is_active']).where('id', '=', a.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ role: 'admin', is_active: true });
      // With a second admin, the first can be demoted.
      await own.ctx.db.updateTable('admin_users').set({ role: 'admin' }).where('id', '=', b.id).execute();
      expect((await users.update(stale, a.id, { role: 'editor' })).user.role).toBe('editor');
    } finally {
      await own.close();
    }
  });

  it('survives two admins demoting each other at the same moment: one wins, one admin is left', async () => {
    const { t: own } = await createAuthTestApp({ videos: 10 });
    try {
      for (let round = 0; round < 3; round += 1) {
        await own.ctx.db.updateTable('admin_users').set({ role: 'viewer' }).execute();
        const a = await addUser(own);
        const b = await addUser(own);
        const [tokenA, tokenB] = [(await signIn(own, a)).token, (await signIn(own, b)).token];
        const answers = await Promise.all([
          call(own, 'PATCH', `/api/admin/users/${b.id}`, tokenA, { role: 'viewer' }),
          call(own, 'PATCH', `/api/admin/users/${a.id}`, tokenB, { role: 'viewer' }),
        ]);
        const statuses = answers.map((res) => res.status);
        expect(
          statuses.filter((s) => s === 200),
          JSON.stringify(statuses),
        ).toHaveLength(1);
        // The loser is told it would remove the last admin — or, if the winner's change landed first, that its session ended.
        expect([401, 409]).toContain(statuses.find((s) => s !== 200));
        const loser = answers.find((res) => res.status === 409);
        if (loser) expect(loser.body.error.code).toBe('LAST_ADMIN');
        const admins = await own.ctx.db
          .selectFrom('admin_users')
          .select('id')
          .where('role', '=', 'admin')
          .where('is_active', '=', true)
          .execute();
        expect(admins).toHaveLength(1);
      }
    } finally {
      await own.close();
    }
  });
});
