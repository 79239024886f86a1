import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** One trivial query: does the database answer at all? */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

/** Versions recorded in schema_migrations (none when the table does not exist yet). */
export async function appliedMigrationVersions(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ version: string }>`
    SELECT version FROM schema_migrations WHERE to_regclass('schema_migrations') IS NOT NULL`.execute(db);
  return result.rows.map((row) => row.version);
}
