// ADR 0028: a slow query cannot pile requests up behind it. PostgreSQL cancels a statement past
// DB_STATEMENT_TIMEOUT_MS (an operator's PGOPTIONS is merged, never a replacement); PGlite's one connection makes a
// caller that waited past DB_WAIT_TIMEOUT_MS give up with ConnectionWaitTimeout instead of queueing without end.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionOptions, openDatabase, type DatabaseHandle } from './client.ts';
import { ConnectionWaitTimeout, createPgliteFacadePool } from './pglite-pool.ts';

describe('connection options', () => {
  it('keep the statement timeout when PGOPTIONS is set, after the operator’s options', () => {
    expect(connectionOptions(undefined, 10_000)).toBe('-c max_parallel_workers_per_gather=0 -c statement_timeout=10000');
    expect(connectionOptions('  -c work_mem=64MB ', 10_000)).toBe(
      '-c max_parallel_workers_per_gather=0 -c work_mem=64MB -c statement_timeout=10000',
    );
    // The operator may still turn parallel query back on: theirs come after the default.
    expect(connectionOptions('-c max_parallel_workers_per_gather=2', 0)).toBe(
      '-c max_parallel_workers_per_gather=0 -c max_parallel_workers_per_gather=2',
    );
    expect(connectionOptions('', 0)).toBe('-c max_parallel_workers_per_gather=0');
  });
});

describe.runIf(!!process.env.DATABASE_URL)('PostgreSQL statement timeout', () => {
  let handle: DatabaseHandle | null = null;
  const savedOptions = process.env.PGOPTIONS;
  afterEach(async () => {
    await handle?.close();
    handle = null;
    if (savedOptions === undefined) delete process.env.PGOPTIONS;
    else process.env.PGOPTIONS = savedOptions;
  });

  it('cancels a slow query (57014) even with PGOPTIONS set, and lifts it for sessions', async () => {
    process.env.PGOPTIONS = '-c work_mem=7MB';
    handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, statementTimeoutMs: 300, waitTimeoutMs: 5_000 });
    const { db } = handle;
    const show = async (name: 'statement_timeout' | 'work_mem') =>
      (await sql<Record<string, string>>`SELECT current_setting(${name}) AS value`.execute(db)).rows[0]!.value;
    // Both the operator's option and the limit are in force on the pool's connections.
    expect(await show('work_mem')).toBe('7MB');
    expect(await show('statement_timeout')).toBe('300ms');
    // Without the limit this would take 60 s (past the test's own time-out).
    await expect(sql`SELECT pg_sleep(60)`.execute(db)).rejects.toMatchObject({ code: '57014' });
    // The pool is still usable after the cancellation.
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows[0]!.one).toBe(1);
    // Scripts and migrations run in a session without it, and the limit comes back afterwards.
    await handle.session(async (session) => {
      expect((await session.query<{ value: string }>("SELECT current_setting('statement_timeout') AS value"))[0]!.value).toBe('0');
    });
    expect(await show('statement_timeout')).toBe('300ms');
  }, 20_000);
});

describe('PGlite connection wait limit', () => {
  it('lets a caller give up past the wait limit, and the connection passes on once released', async () => {
    const pglite = await PGlite.create('memory://');
    try {
      const pool = createPgliteFacadePool(pglite, { waitTimeoutMs: 100 });
      const holder = await pool.connect();
      // A long job holds the one connection: the next caller fails instead of queueing without end.
      await expect(pool.connect()).rejects.toBeInstanceOf(ConnectionWaitTimeout);
      const waiting = pool.connect();
      holder.release();
      // The caller that gave up handed the connection on; the one still waiting gets it.
      const next = await waiting;
      expect((await next.query<{ one: number }>('SELECT 1 AS one', [])).rows[0]!.one).toBe(1);
      next.release();
    } finally {
      await pglite.close();
    }
  });
});
