import { chmodSync, mkdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { createPgliteFacadePool } from './pglite-pool.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** postgres://… — when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolMax?: number;
  /** PGlite: who opens the data directory, as its lock names it (`server`, `npm run db:seed`, …). */
  command?: string;
  /** PGlite: the caller already holds the directory's lock (a restore); this handle neither takes nor releases it. */
  heldLock?: DataDirLock;
  /** PostgreSQL: queries running longer are cancelled (0: no limit). Sessions (scripts, migrations) run without it. */
  statementTimeoutMs?: number;
  /** Longest wait for a connection (pool full, database away) before the query fails (0: no limit). */
  waitTimeoutMs?: number;
  /** PGlite only: start from this dumped data directory (`dumpDataDir`) instead of an empty one (tests' template). */
  loadDataDir?: Blob;
}

export interface RawConnection {
  exec(script: string): Promise<void>;
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
}

/** The connection pool now: connections open, idle, the pool's size, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  max: number;
  waiting: number;
}

export type QueryListener = (durationMs: number, failed: boolean) => void;

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** The embedded database itself (PGlite only): its data directory can be dumped and loaded (backups). */
  embedded?: PGlite;
  /** The embedded data directory's lock while this handle holds it (a server records its address in it). */
  dataDirLock?: DataDirLock;
  poolStats(): PoolStats;
  /** Hears every query's duration (metrics); returns the unsubscribe. */
  onQuery(listener: QueryListener): () => void;
  /**
   * Runs work while holding a lock that every process on this database shares (PostgreSQL: an advisory lock on a
   * connection of its own, so the work may use the whole pool). PGlite has one process: the work just runs.
   */
  exclusive<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  /** Runs work on one dedicated connection: multi-statement scripts, session locks, COPY-like bulk loads. */
  session<T>(work: (conn: RawConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// int8 counts fit comfortably in a JS number (2^53); numeric is only used for averages.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Kysely's log hook, fanned out to listeners (no listener: next to no cost). */
function queryListeners() {
  const listeners = new Set<QueryListener>();
  return {
    log(event: LogEvent) {
      for (const listener of listeners) listener(event.queryDurationMillis, event.level === 'error');
    },
    onQuery(listener: QueryListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const limits = { statementTimeoutMs: options.statementTimeoutMs ?? 0, waitTimeoutMs: options.waitTimeoutMs ?? 0 };
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10, limits);
  return openPglite(options.dataDir ?? './data/pglite', options, limits);
}

interface Limits {
  statementTimeoutMs: number;
  waitTimeoutMs: number;
}

/**
 * The `options` every pool connection starts with. Requests run queries of a few milliseconds, where starting
 * parallel workers costs more than it saves (channel statistics at 1M: 25 ms with two workers, 4 ms without); the
 * operator's PGOPTIONS come after that default (so they may change it), and the statement timeout
 * (DB_STATEMENT_TIMEOUT_MS, ADR 0028) last: setting PGOPTIONS for something else never drops it. node-postgres reads
 * PGOPTIONS only when no `options` are given, so it is merged here.
 */
export function connectionOptions(pgOptions: string | undefined, statementTimeoutMs: number): string {
  return ['-c max_parallel_workers_per_gather=0', pgOptions?.trim(), statementTimeoutMs ? `-c statement_timeout=${statementTimeoutMs}` : '']
    .filter(Boolean)
    .join(' ');
}

async function openPostgres(connectionString: string, max: number, limits: Limits): Promise<DatabaseHandle> {
  const options = connectionOptions(process.env.PGOPTIONS, limits.statementTimeoutMs);
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: '119-safety-video',
    options,
    // Waiting for a free connection or for the server to accept one: fail soon rather than pile up (ADR 0028).
    ...(limits.waitTimeoutMs ? { connectionTimeoutMillis: limits.waitTimeoutMs } : {}),
  });
  // An idle client that errors (server restart) must not crash the process; nor one checked out between two queries
  // (the pool listens only to idle ones): the query in flight fails, and the broken client is dropped on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const queries = queryListeners();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.log });
  await sql`select 1`.execute(db);
  return {
    kind: 'postgres',
    db,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, max, waiting: pool.waitingCount }),
    onQuery: queries.onQuery,
    async exclusive(lockKey, work) {
      const client = new pg.Client({ connectionString, application_name: '119-safety-video' });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
        return await work();
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async session(work) {
      const client = await pool.connect();
      // Scripts, migrations and bulk loads may run long: no statement limit on their connection while they run.
      if (limits.statementTimeoutMs) await client.query('SET statement_timeout = 0');
      try {
        return await work({
          exec: async (script) => void (await client.query(script)),
          query: async <R>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as R[],
        });
      } finally {
        if (limits.statementTimeoutMs) await client.query('RESET statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

async function openPglite(dataDir: string, options: DatabaseOptions, limits: Limits): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  // Password hashes, sessions and encrypted keys live here: the owner's alone (DATA_DIR too, when we create it).
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 });
  // ADR 0027: the directory's owner first (a refusal names the running process); PGlite would open it regardless.
  const ownLock = inMemory || options.heldLock ? undefined : acquireDataDirLock(dataDir, options.command ?? defaultCommand());
  let pglite: PGlite;
  try {
    if (!inMemory) chmodSync(resolve(dataDir), 0o700);
    // PostgreSQL's page cache inside the wasm heap (never handed back once touched): 32 MB keeps the embedded server
    // under 400 MB RSS at 56k; the OS file cache holds the rest of the data directory (bench/memory.ts).
    pglite = await PGlite.create(inMemory ? dataDir : resolve(dataDir), {
      postgresqlconf: [`shared_buffers = ${process.env.PGLITE_SHARED_BUFFERS ?? '32MB'}`],
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    ownLock?.release();
    throw error;
  }
  // One connection: the wait limit is what keeps a slow query from piling every request up behind it.
  const pool = createPgliteFacadePool(pglite, { waitTimeoutMs: limits.waitTimeoutMs });
  const queries = queryListeners();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.log });
  return {
    kind: 'pglite',
    db,
    embedded: pglite,
    ...(ownLock ? { dataDirLock: ownLock } : options.heldLock ? { dataDirLock: options.heldLock } : {}),
    // One connection, always open; the rest of the callers queue for it.
    poolStats: () => ({ total: 1, idle: pool.holders === 0 ? 1 : 0, max: 1, waiting: Math.max(0, pool.holders - 1) }),
    onQuery: queries.onQuery,
    exclusive: (_lockKey, work) => work(),
    async session(work) {
      // Hold the facade's only connection so a script never interleaves with a transaction.
      const client = await pool.connect();
      try {
        return await work({
          exec: async (script) => void (await pglite.exec(script)),
          query: async <R>(text: string, params: unknown[] = []) => (await pglite.query<R>(text, params)).rows,
        });
      } finally {
        client.release();
      }
    },
    async close() {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        ownLock?.release();
      }
    },
  };
}

/** How a process that did not say names itself in the lock: the script it runs. */
function defaultCommand(): string {
  return `node ${basename(process.argv[1] ?? 'node')}`;
}
