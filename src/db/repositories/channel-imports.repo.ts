import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

/** A bulk channel import job (a row of the sync queue of kind channel_import). */
export async function findImportJob(db: Db, jobId: number) {
  return db.selectFrom('sync_jobs').selectAll().where('id', '=', jobId).where('kind', '=', 'channel_import').executeTakeFirst();
}

export type ImportJobRow = NonNullable<Awaited<ReturnType<typeof findImportJob>>>;

/** Its per-row results (one item per line). */
export async function importJobItems(db: Db, jobId: number) {
  return db.selectFrom('sync_job_items').select(['item_key', 'state', 'detail', 'error']).where('job_id', '=', jobId).execute();
}
