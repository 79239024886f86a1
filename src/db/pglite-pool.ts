import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one PGlite instance as a pg-style pool so Kysely's PostgresDialect can drive it.
 * PGlite has a single connection, so "connect" waits for the previous holder to release:
 * a transaction keeps the connection to itself, exactly as a real pooled client would.
 */
export interface PgliteFacadePool extends PostgresPool {
  /** Callers holding (1 at most) or waiting for the one connection. */
  readonly holders: number;
}

/** The error a caller gets after waiting too long for the one connection (answered 503, like a refused connection). */
export class ConnectionWaitTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`timeout exceeded when trying to connect (waited ${ms} ms for the embedded database)`);
  }
}

export function createPgliteFacadePool(pglite: PGlite, options: { waitTimeoutMs?: number } = {}): PgliteFacadePool {
  let tail: Promise<void> = Promise.resolve();
  let holders = 0;
  const waitLimit = options.waitTimeoutMs ?? 0;

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
    get holders() {
      return holders;
    },
    connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      holders += 1;
      const released = new Promise<void>((resolve) => (release = resolve)).then(() => void (holders -= 1));
      const acquired = tail.then(() => client(release));
      tail = tail.then(() => released);
      if (!waitLimit) return acquired;
      // A caller that gave up keeps its place in the queue and hands the connection on the moment it gets it.
      let gaveUp = false;
      void acquired.then((connection) => {
        if (gaveUp) connection.release();
      });
      return new Promise<PostgresPoolClient>((resolve, reject) => {
        const timer = setTimeout(() => {
          gaveUp = true;
          reject(new ConnectionWaitTimeout(waitLimit));
        }, waitLimit);
        timer.unref?.();
        void acquired.then((connection) => {
          if (gaveUp) return;
          clearTimeout(timer);
          resolve(connection);
        });
      });
    },
    async end(): Promise<void> {
      await tail;
    },
  };
}
