import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { migrate } from '../migrate.ts';
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
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    return { handle, kind: 'pglite', dispose: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  } catch (error) {
    throw (error as { code?: string }).code === '42501' ? new Error(needsCreatedb(serverUrl), { cause: error }) : error;
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  await migrate(handle);
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

/** Each test file makes its own database and drops it: the role in DATABASE_URL needs CREATEDB (README). */
export function needsCreatedb(serverUrl: string): string {
  const role = decodeURIComponent(new URL(serverUrl).username) || '역할';
  return (
    `DATABASE_URL의 역할(${role})에 데이터베이스를 만들 권한이 없습니다. 테스트는 파일마다 임시 데이터베이스를 만들고 지웁니다: ` +
    `ALTER ROLE "${role}" CREATEDB; 로 권한을 주세요 (the DATABASE_URL role needs CREATEDB).`
  );
}

export async function createSeededTestDatabase(videos = 3_000, seed = 119): Promise<TestDatabase> {
  const database = await createTestDatabase();
  await seedDemoCatalogue(database.handle, { videos, seed, now: TEST_NOW });
  return database;
}
