import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import { createTestDatabase, migratedPgliteDump } from './test-database.ts';

export interface ChildDatabase {
  kind: 'pglite' | 'postgres';
  /** DATABASE_URL or DATA_DIR for the child servers. */
  env: Record<string, string>;
  /**
   * Reads or writes the database from the test. PostgreSQL: any time. PGlite: only while no child server
   * holds the data directory (one process at a time).
   */
  use<T>(work: (db: Kysely<Database>, handle: DatabaseHandle) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** A migrated database for child server processes: a fresh PostgreSQL database when DATABASE_URL is set, else a PGlite directory. */
export async function createChildDatabase(): Promise<ChildDatabase> {
  if (process.env.DATABASE_URL) {
    const pg = await createTestDatabase();
    return { kind: 'postgres', env: { DATABASE_URL: pg.url! }, use: (work) => work(pg.handle.db, pg.handle), dispose: () => pg.dispose() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'child-db-'));
  const open = (): Promise<DatabaseHandle> => openDatabase({ dataDir: join(dir, 'pglite') });
  // A copy of the run's migrated template when there is one (no initdb, no migrations), else migrated here.
  const dump = await migratedPgliteDump();
  const first = await openDatabase({ dataDir: join(dir, 'pglite'), ...(dump ? { loadDataDir: dump } : {}) });
  if (!dump) await migrate(first);
  await first.close();
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir },
    async use(work) {
      const handle = await open();
      try {
        return await work(handle.db, handle);
      } finally {
        await handle.close();
      }
    },
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
