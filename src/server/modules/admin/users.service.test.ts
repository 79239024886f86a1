import { describe, expect, it } from 'vitest';
import { adminUsersFake } from '../../test-support/fakes/admin-users-fake.ts';
import { refusal, TEST_ACTOR, unitContext } from '../../test-support/memory-store.ts';
import { UsersService } from './users.service.ts';

// Account rules on in-memory tables (milliseconds); users.test.ts drives the same endpoints through the app.

const NOW = new Date('2026-03-01T01:00:00Z');
const PASSPHRASE = '봄날의 소나기 같은 문구';
// argon2id takes tens of milliseconds a hash; the rules do not depend on it.
const fastHash = async (password: string) => `hashed:${password}`;

function setup() {
  const fake = adminUsersFake();
  const service = new UsersService(
    unitContext(() => NOW),
    fake.store,
    fastHash,
  );
  const create = (email: string, password = PASSPHRASE, displayName = '') =>
    service.create(TEST_ACTOR, { email, password, displayName, role: 'admin', regions: [], grants: [] });
  return { ...fake, service, create };
}

describe('UsersService.create', () => {
  it('stores the address in lower case, names the account after it when no name is given, and audits without the hash', async () => {
    const { create, store, state } = setup();
    const user = await create('  Chief@Fire.Example.KR ');
    expect(user).toMatchObject({ email: 'chief@fire.example.kr', displayName: 'chief', role: 'admin', isActive: true, activeSessions: 0 });
    expect(state.users.get(user.id)!.password_hash).toBe(`hashed:${PASSPHRASE}`);
    expect(store.audits).toEqual([
      expect.objectContaining({
        action: 'user.create',
        targetId: user.id,
        after: expect.objectContaining({ email: 'chief@fire.example.kr' }),
      }),
    ]);
    expect(JSON.stringify(store.audits)).not.toContain('hashed:');
  });

  it('refuses a bad address, a weak password and a taken address, naming the field', async () => {
    const { create } = setup();
    expect(await refusal(create('not-an-address'))).toMatchObject({ status: 400, field: 'email' });
    expect(await refusal(create('a@fire.example.kr', 'short'))).toMatchObject({ status: 400, code: 'WEAK_PASSWORD', field: 'password' });
    await create('a@fire.example.kr');
    expect(await refusal(create('A@FIRE.example.kr'))).toEqual({ status: 409, code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('tells the slower of two simultaneous creates that the address is taken, never a 500', async () => {
    const { create, state } = setup();
    const results = await Promise.allSettled([create('same@fire.example.kr'), create('same@fire.example.kr')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(await refusal(Promise.reject(rejected.reason))).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect(state.users.size).toBe(1);
  });
});

describe('UsersService.setActive', () => {
  it('refuses to deactivate or demote the last active admin, without an audit row', async () => {
    const { create, service, store } = setup();
    const only = await create('only@fire.example.kr');
    const before = store.audits.length;
    expect(await refusal(service.setActive({ ...TEST_ACTOR, userId: 999 }, only.id, false))).toMatchObject({
      status: 409,
      code: 'LAST_ADMIN',
    });
    expect(await refusal(service.update({ ...TEST_ACTOR, userId: 999 }, only.id, { role: 'editor' }))).toMatchObject({
      status: 409,
      code: 'LAST_ADMIN',
    });
    expect(store.audits.length).toBe(before);
  });

  it('ends every session at deactivation (counted in the audit row), none at reactivation', async () => {
    const { create, service, openSession, store } = setup();
    await create('keeper@fire.example.kr'); // another admin stays: the last one could not be deactivated
    const user = await create('b@fire.example.kr');
    openSession(user.id, NOW);
    openSession(user.id, NOW);
    expect((await service.get(user.id)).activeSessions).toBe(2);
    const off = await service.setActive(TEST_ACTOR, user.id, false);
    expect(off).toMatchObject({ isActive: false, activeSessions: 0 });
    await service.setActive(TEST_ACTOR, user.id, true);
    expect(store.audits.slice(2).map((a) => [a.action, (a.after as { endedSessions: number }).endedSessions])).toEqual([
      ['user.deactivate', 2],
      ['user.activate', 0],
    ]);
  });

  it('never lets an admin deactivate themself, and answers 404 for an unknown account without an audit row', async () => {
    const { service, store } = setup();
    expect(await refusal(service.setActive(TEST_ACTOR, TEST_ACTOR.userId!, false))).toMatchObject({
      status: 400,
      code: 'CANNOT_DEACTIVATE_SELF',
    });
    expect(await refusal(service.setActive(TEST_ACTOR, 999, false))).toMatchObject({ status: 404 });
    expect(store.audits).toEqual([]);
  });
});

describe('UsersService.resetPassword and endSessions', () => {
  it('generates a password that passes the policy, shows it once, and ends the sessions', async () => {
    const { create, service, openSession, state, store } = setup();
    const user = await create('c@fire.example.kr');
    openSession(user.id, NOW);
    const reset = await service.resetPassword(TEST_ACTOR, user.id, undefined);
    expect(reset.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(reset.endedSessions).toBe(1);
    expect(state.users.get(user.id)!.password_hash).toBe(`hashed:${reset.generatedPassword}`);
    expect(JSON.stringify(store.audits)).not.toContain(reset.generatedPassword!);
    const chosen = await service.resetPassword(TEST_ACTOR, user.id, '여름밤 반딧불이 세 마리');
    expect(chosen.generatedPassword).toBeNull();
  });

  it('refuses a chosen password that names the account, and counts the sessions it ends', async () => {
    const { create, service, openSession } = setup();
    const user = await create('firechief@fire.example.kr');
    expect(await refusal(service.resetPassword(TEST_ACTOR, user.id, 'firechief@fire.example.kr'))).toMatchObject({ status: 400 });
    openSession(user.id, NOW);
    expect(await service.endSessions(TEST_ACTOR, user.id)).toEqual({ endedSessions: 1 });
    expect(await service.endSessions(TEST_ACTOR, user.id)).toEqual({ endedSessions: 0 });
    expect(await refusal(service.endSessions(TEST_ACTOR, 999))).toMatchObject({ status: 404 });
  });
});
