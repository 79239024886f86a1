import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from './actor.ts';
import { auditedWrite, type Audit } from './audit.ts';
import { catalogueChanged } from './catalogue.ts';
import type { AppContext } from './context.ts';

/**
 * A service's way to its tables (ADR 0024): its repositories, bound to the shared handle for reads and to one
 * transaction for each write. The app passes the database store; a service's unit tests pass an in-memory one
 * (src/server/test-support/memory-store.ts), so its rules are tested in milliseconds without the app.
 */
export interface Store<R> {
  /** The repositories on the shared handle (reads outside a write). */
  readonly read: R;
  /** One transaction: the repositories bound to it and its audit; the change and its audit rows are saved together or not at all. */
  write<T>(actor: Actor, work: (repos: R, audit: Audit) => Promise<T>): Promise<T>;
  /** After a write that public pages show: cached public answers are produced anew at once. */
  catalogueChanged(): Promise<void>;
}

/** The store on the app's database: reads on `ctx.db` (read per call, so a counting handle sees them), writes through auditedWrite. */
export function databaseStore<R>(ctx: Pick<AppContext, 'db' | 'now' | 'cache'>, bind: (db: Kysely<Database>) => R): Store<R> {
  return {
    get read() {
      return bind(ctx.db);
    },
    write: (actor, work) => auditedWrite(ctx, actor, (trx, audit) => work(bind(trx), audit)),
    catalogueChanged: () => catalogueChanged(ctx),
  };
}
