import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one PGlite instance as a pg-style pool so Kysely's PostgresDialect can drive it.
 * PGlite has a single connection, so "connect" waits for the previous holder to release:
 * a transaction keeps the connection to itself, exactly as a real pooled client would.
 *
 * PGlite on Node answers every query synchronously behind its promises, so a job that chains queries never
 * gives the event loop a turn: no request is read, no timer fires, until the whole job has finished (a 500-item
 * bulk task held `/api/health/live` for its 10–35 s; ADR 0026). So a caller that has kept the loop busy for
 * `turnBudgetMs` first yields one loop turn (setImmediate) before it joins the queue: requests that arrived in
 * the meantime are read and queue ahead of the job's next step, and the job's timers (lease, cancel) run.
 */
export interface PgliteFacadePool extends PostgresPool {
  /** Callers holding (1 at most) or waiting for the one connection. */
  readonly holders: number;
}

export interface PgliteFacadeOptions {
  /** How long one loop turn may run queries before the next caller yields (0: always yield). */
  turnBudgetMs?: number;
  /** Longest wait for the one connection before the caller gets ConnectionWaitTimeout (0: no limit). */
  waitTimeoutMs?: number;
}

/** 5 ms: a request's few queries never pay for a turn; a job yields between its steps. */
export const DEFAULT_TURN_BUDGET_MS = 5;

/** The error a caller gets after waiting too long for the one connection (answered 503, like a refused connection). */
export class ConnectionWaitTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`timeout exceeded when trying to connect (waited ${ms} ms for the embedded database)`);
  }
}

export function createPgliteFacadePool(pglite: PGlite, options: PgliteFacadeOptions = {}): PgliteFacadePool {
  const budget = options.turnBudgetMs ?? DEFAULT_TURN_BUDGET_MS;
  const turn = loopTurnClock();
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

  const enqueue = (): Promise<PostgresPoolClient> => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve)).then(() => void (holders -= 1));
    const acquired = tail.then(() => client(release));
    tail = tail.then(() => released);
    return acquired;
  };

  return {
    options: {},
    get holders() {
      return holders;
    },
    async connect(): Promise<PostgresPoolClient> {
      holders += 1;
      if (turn.elapsedMs() >= budget) {
        await turn.yield();
        turn.elapsedMs();
      }
      const acquired = enqueue();
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

/**
 * How long the current event-loop turn has been running queries: started at the first question in a turn, reset
 * by a setImmediate (it runs when the loop next gets past its I/O phase).
 */
function loopTurnClock() {
  let startedAt: number | null = null;
  const reset = () => void (startedAt = null);
  return {
    elapsedMs(): number {
      const now = performance.now();
      if (startedAt === null) {
        startedAt = now;
        setImmediate(reset);
      }
      return now - startedAt;
    },
    yield(): Promise<void> {
      return new Promise((resolve) => setImmediate(resolve));
    },
  };
}
