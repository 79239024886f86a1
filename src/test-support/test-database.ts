import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { buildDatabase, currentTestRun, isShared, pgliteTemplate, postgresTemplate, type TemplateKey } from './template-database.ts';
import { databaseUrl } from './test-run.ts';
import type { DatabaseHandle } from '../db/client.ts';

const run = currentTestRun();

/**
 * The seed's clock for tests: the run's start (the global setup's), so the database's now() periods (week,
 * month…) line up with the generated upload dates in every file that copies the run's templates.
 */
export const TEST_NOW = run ? new Date(run.now) : new Date();

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
  return openTestDatabase({ videos: null, seed: 0 });
}

/** A fresh database holding the demo catalogue (`videos` videos from `seed`, generated at TEST_NOW). */
export async function createSeededTestDatabase(videos = 3_000, seed = 119): Promise<TestDatabase> {
  return openTestDatabase({ videos, seed });
}

/** A fresh database with no migration applied (a migration's own test applies them up to where it starts). */
export async function createUnmigratedTestDatabase(): Promise<TestDatabase> {
  return openTestDatabase({ videos: null, seed: 0 }, false);
}

/** The run's migrated, empty PGlite data directory as a dump (for a directory a child process opens), if the run has one. */
export async function migratedPgliteDump(): Promise<Blob | undefined> {
  return run ? pgliteTemplate(run, { videos: null, seed: 0 }) : undefined;
}

/** A copy of the run's template for `key` (built once per run), or a database built here when there is none. */
async function openTestDatabase(key: TemplateKey, build = true): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const shared = build && run && isShared(key);
  if (!serverUrl) {
    const loadDataDir = shared ? await pgliteTemplate(run, key) : undefined;
    const handle = await openDatabase({ dataDir: 'memory://', ...(loadDataDir ? { loadDataDir } : {}) });
    if (!loadDataDir && build) await buildDatabase(handle, key, TEST_NOW);
    return { handle, kind: 'pglite', dispose: () => handle.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let copied = false;
  try {
    const built = shared ? await postgresTemplate(serverUrl, run, key) : undefined;
    // A copy's tables belong to the template's owner: another role (an ordinary CREATEDB one) builds its own.
    copied = !!built && (await ownsDatabase(admin, built));
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${copied ? built : 'template0'} ENCODING 'UTF8'`);
  } catch (error) {
    throw (error as { code?: string }).code === '42501' ? new Error(needsCreatedb(serverUrl), { cause: error }) : error;
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolMax: 4 });
  if (!copied && build) await buildDatabase(handle, key, TEST_NOW);
  return {
    handle,
    kind: 'postgres',
    url,
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

async function ownsDatabase(client: pg.Client, database: string): Promise<boolean> {
  const { rows } = await client.query<{ mine: boolean }>(
    'SELECT pg_get_userbyid(datdba) = current_user AS mine FROM pg_database WHERE datname = $1',
    [database],
  );
  return rows[0]?.mine === true;
}
