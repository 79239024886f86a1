import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync } from 'node:fs';
import pg from 'pg';

const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface BenchPostgres {
  url: string;
  stop(): void;
  /**
   * The bench's own server only: an immediate shutdown (as a crash would) and a start again (spike bench). Run as
   * child processes without blocking: the load generator's event loop keeps timing answers meanwhile.
   */
  pause?(): Promise<void>;
  resume?(): Promise<void>;
}

/** Uses BENCH_DATABASE_URL, or starts a throw-away PostgreSQL 15 on 127.0.0.1. */
export async function benchPostgres(databaseName: string, reuse = process.env.BENCH_REUSE_DATABASE): Promise<BenchPostgres | null> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  let stop = () => undefined as void;
  let pause: (() => Promise<void>) | undefined;
  let resume: (() => Promise<void>) | undefined;
  if (!serverUrl) {
    if (!existsSync(`${PG_BIN}/postgres`)) return null;
    const dir = mkdtempSync('/tmp/bench-pg-');
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
    // Below Linux's ephemeral range (32768-60999): under a spike the clients' own local ports would otherwise take
    // the database's port while it is stopped, and the restart of the outage phase fails with 'address in use'.
    const port = 24_000 + Math.floor(Math.random() * 900);
    const asPostgres = (args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'ignore' });
    const asPostgresAsync = (args: string[]) =>
      new Promise<void>((done, fail) => execFile('runuser', ['-u', 'postgres', '--', ...args], (error) => (error ? fail(error) : done())));
    asPostgres([`${PG_BIN}/initdb`, '-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
    const startArgs = () => [
      `${PG_BIN}/pg_ctl`,
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/log`,
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c shared_buffers=1GB -c work_mem=32MB -c maintenance_work_mem=512MB -c max_wal_size=4GB -c fsync=off -c synchronous_commit=off`,
      'start',
    ];
    asPostgres(startArgs());
    pause = () => asPostgresAsync([`${PG_BIN}/pg_ctl`, '-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop']);
    resume = () => asPostgresAsync(startArgs());
    serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stop = () =>
      void spawnSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', 'stop'], {
        stdio: 'ignore',
      });
  }
  // `reuse` (BENCH_REUSE_DATABASE for the 1M part) names an already-seeded database to measure as it is.
  if (!reuse) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE template0 ENCODING 'UTF8'`);
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${reuse ?? databaseName}`;
  return { url: url.toString(), stop, ...(pause && resume ? { pause, resume } : {}) };
}

function userIds(name: string): { uid: number; gid: number } {
  const line = execFileSync('getent', ['passwd', name]).toString().split(':');
  return { uid: Number(line[2]), gid: Number(line[3]) };
}
