import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 119_119_001;

export interface Migration {
  version: string;
  sql: string;
}

export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(dir + name, 'utf8') }));
}

/** Applies pending migrations in order, each in its own transaction; returns the versions applied. */
export async function migrate(handle: DatabaseHandle, migrations = listMigrations()): Promise<string[]> {
  return handle.session(async (conn) => {
    await conn.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    // Two servers starting together against one PostgreSQL must not both migrate.
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const rows = await conn.query<{ version: string }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.version));
      const done: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.version)) continue;
        try {
          await conn.exec(`BEGIN;\n${migration.sql}\n;INSERT INTO schema_migrations (version) VALUES ('${migration.version}');\nCOMMIT;`);
        } catch (error) {
          await conn.exec('ROLLBACK').catch(() => undefined);
          throw new Error(`migration ${migration.version} failed: ${(error as Error).message}`, { cause: error });
        }
        done.push(migration.version);
      }
      return done;
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

export async function schemaVersion(handle: DatabaseHandle): Promise<string | null> {
  return handle.session(async (conn) => {
    const rows = await conn.query<{ version: string }>('SELECT max(version) AS version FROM schema_migrations');
    return rows[0]?.version ?? null;
  });
}
