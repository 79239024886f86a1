import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** One trivial query: does the database answer at all? */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
