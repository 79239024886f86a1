// The README's `DATABASE_URL=… npm test` instruction, tried with an ordinary role: without CREATEDB the tests must say
// what is missing; with it (and nothing more) they run. Needs DATABASE_URL with a role that may create roles.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-database.ts';

const serverUrl = process.env.DATABASE_URL;
const role = `test_role_${randomBytes(4).toString('hex')}`;
const password = randomBytes(12).toString('hex');
let admin: pg.Client | undefined;

const withRole = async <T>(work: () => Promise<T>): Promise<T> => {
  const url = new URL(serverUrl!);
  url.username = role;
  url.password = password;
  process.env.DATABASE_URL = url.toString();
  try {
    return await work();
  } finally {
    process.env.DATABASE_URL = serverUrl;
  }
};

describe.skipIf(!serverUrl)('DATABASE_URL tests with an ordinary role', () => {
  let canCreateRoles = false;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const [me] = (await admin.query<{ ok: boolean }>('SELECT rolcreaterole OR rolsuper AS ok FROM pg_roles WHERE rolname = current_user'))
      .rows;
    canCreateRoles = Boolean(me?.ok);
    if (canCreateRoles) await admin.query(`CREATE ROLE ${role} LOGIN NOCREATEDB PASSWORD '${password}'`);
    // The run's empty template exists and belongs to another role: the ordinary role must build its own copy.
    await (await createTestDatabase()).dispose();
  });
  afterAll(async () => {
    if (canCreateRoles) await admin?.query(`DROP ROLE IF EXISTS ${role}`);
    await admin?.end();
  });

  it('without CREATEDB: refuses with a message that says which right to grant', async (context) => {
    if (!canCreateRoles) context.skip();
    await expect(withRole(createTestDatabase)).rejects.toThrow(new RegExp(`ALTER ROLE "${role}" CREATEDB`));
  });

  it('with CREATEDB and nothing more: makes, migrates and drops its database', async (context) => {
    if (!canCreateRoles) context.skip();
    await admin!.query(`ALTER ROLE ${role} CREATEDB`);
    const database = await withRole(createTestDatabase);
    try {
      expect(database.kind).toBe('postgres');
      const [row] = await database.handle.db
        .selectFrom('videos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .execute();
      expect(Number(row!.n)).toBe(0);
    } finally {
      await withRole(() => database.dispose());
    }
  });
});
