import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { listMigrations, migrate, type Migration } from '../migrate.ts';
import { seedDemoCatalogue } from '../seed/index.ts';

/**
 * The seed's clock for tests: the real time at start, so the database's now() periods
 * (week, month…) line up with the generated upload dates.
 */
export const TEST_NOW = new Date();

export interface TestDatabase {
  handle: DatabaseHandle;
  kind: 'pglite' | 'postgres';
  /** The connection string of a PostgreSQL test database (for child processes). */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite by default, or — when DATABASE_URL is set —
 * a new database on that PostgreSQL server, dropped afterwards.
 */
export async function createTestDatabase(options: { migrations?: Migration[] } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const migrations = options.migrations ?? listMigrations();
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle, migrations);
    return { handle, kind: 'pglite', dispose: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  await migrate(handle, migrations);
  return {
    handle,
    kind: 'postgres',
    url: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createSeededTestDatabase(videos = 3_000, seed = 119): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await seedDemoCatalogue(database.handle, { videos, seed, now: TEST_NOW });
  return database;
}
