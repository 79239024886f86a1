// A PostgreSQL server of a test's own (initdb in a temporary directory, a random port), so a test can stop it
// (immediate shutdown, as a crash would) and start it again without touching the shared server (ADR 0028 tests).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  url: string;
  port: number;
  stop(): void;
  start(): void;
  dispose(): void;
}

/** Whether this machine can run one: the server binaries, and a user that initdb accepts. */
export function canRunThrowawayPostgres(): boolean {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) return false;
  if (process.getuid?.() !== 0) return true;
  return spawnSync('id', ['-u', 'postgres']).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-throwaway-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  // initdb refuses root: run the server binaries as postgres when we are root.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (cmd: string, args: string[]) => {
    const [file, ...rest] = [...asUser, join(BIN, cmd), ...args];
    execFileSync(file!, rest, { stdio: 'pipe' });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      stop();
      running = false;
    },
    start() {
      start();
      running = true;
    },
    dispose() {
      if (running) {
        try {
          stop();
        } catch {
          // Already down.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
