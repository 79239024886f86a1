import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;
type RepositoryFunction = (db: Db, ...args: never[]) => unknown;

/**
 * A table family's functions with the handle already given: what a service calls through its store, and what
 * an in-memory fake implements in the service's unit tests (ADR 0024).
 */
export type Repository<F> = { [K in keyof F]: F[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never };

/** Gives every function of a family the handle: the shared one for reads, the write's transaction for writes. */
export function bindRepository<F extends Record<string, RepositoryFunction>>(functions: F, db: Db): Repository<F> {
  return Object.fromEntries(Object.entries(functions).map(([name, fn]) => [name, (...args: never[]) => fn(db, ...args)])) as Repository<F>;
}
