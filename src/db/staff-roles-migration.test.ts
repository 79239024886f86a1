import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from './migrate.ts';
import { createTestDatabase, createUnmigratedTestDatabase, type TestDatabase } from '../test-support/test-database.ts';

// Migration 0070 (issue 24): a single-role database keeps its admins as admins; the old no-access 'user' accounts
// become viewers that stay switched off; audit rows get an empty region list.
let database: TestDatabase | undefined;
afterEach(() => database?.dispose());

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

describe('migration 0070_staff_roles', () => {
  it('turns existing admins into admin and no-access users into switched-off viewers', async () => {
    database = await createUnmigratedTestDatabase();
    await migrate(
      database.handle,
      listMigrations().filter((m) => m.version < '0070'),
    );
    const db = database.handle.db;
    await sql`INSERT INTO admin_users (email, display_name, role, is_active, password_hash) VALUES
      ('chief@fire.example.kr', '본부장', 'admin', true, ${HASH}),
      ('old.admin@fire.example.kr', '예전 관리자', 'admin', false, ${HASH}),
      ('imported@fire.example.kr', '가져온 계정', 'user', true, ${HASH})`.execute(db);
    await sql`INSERT INTO audit_log (occurred_at, actor_email, action, target_type) VALUES (now(), 'system', 'user.create', 'admin_user')`.execute(
      db,
    );

    expect(await migrate(database.handle)).toContain('0070_staff_roles');

    const users = await db.selectFrom('admin_users').select(['email', 'role', 'is_active', 'regions', 'grants']).orderBy('email').execute();
    expect(users).toEqual([
      { email: 'chief@fire.example.kr', role: 'admin', is_active: true, regions: [], grants: [] },
      { email: 'imported@fire.example.kr', role: 'viewer', is_active: false, regions: [], grants: [] },
      { email: 'old.admin@fire.example.kr', role: 'admin', is_active: false, regions: [], grants: [] },
    ]);
    const audit = await db.selectFrom('audit_log').select('regions').execute();
    expect(audit).toEqual([{ regions: [] }]);
  });

  it('holds the rules in the database: known roles only, and regions exactly for an hq_editor', async () => {
    database = await createTestDatabase();
    const db = database.handle.db;
    const insert = (role: string, regions: string[], grants: string[] = []) =>
      sql`INSERT INTO admin_users (email, role, regions, grants, password_hash)
          VALUES (${`${role}.${regions.length}.${grants.length}@fire.example.kr`}, ${role}, ${regions}::text[], ${grants}::text[], ${HASH})`.execute(
        db,
      );
    await expect(insert('user', [])).rejects.toThrow();
    await expect(insert('hq_editor', [])).rejects.toThrow();
    await expect(insert('editor', ['경기'])).rejects.toThrow();
    await expect(insert('hq_editor', ['경기'], ['everything'])).rejects.toThrow();
    await insert('hq_editor', ['경기', '경기북부'], ['taxonomy']);
    await insert('viewer', []);
    const fresh = await sql<{
      role: string;
    }>`INSERT INTO admin_users (email, password_hash) VALUES ('plain@fire.example.kr', ${HASH}) RETURNING role`.execute(db);
    expect(fresh.rows[0]!.role).toBe('viewer');
  });
});
