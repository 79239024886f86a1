import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one PGlite instance as a pg-style pool so Kysely's PostgresDialect can drive it.
 * PGlite has a single connection, so "connect" waits for the previous holder to release:
 * a transaction keeps the connection to itself, exactly as a real pooled client would.
 */
export function createPgliteFacadePool(pglite: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  const client = (release: () => void): PostgresPoolClient =>
    ({
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const result = await pglite.query<R>(sql, parameters as unknown[]);
        const command = ((result as { command?: string }).command ?? 'SELECT') as PostgresQueryResult<R>['command'];
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release,
    }) as PostgresPoolClient;

  return {
    options: {},
    connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const acquired = tail.then(() => client(release));
      tail = tail.then(() => released);
      return acquired;
    },
    async end(): Promise<void> {
      await tail;
    },
  };
}
