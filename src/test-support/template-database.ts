// One migrated (and, when asked, seeded) database per kind and size per test run, copied for each test file:
// PGlite loads a dumped data directory, PostgreSQL creates the database from a template. The first file that
// needs a kind builds it; the others wait for it (ADR 0024).
import { closeSync, existsSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoCatalogue } from '../db/seed/index.ts';
import { databaseUrl, templatePrefix, type TestRun } from './test-run.ts';

export type { TestRun } from './test-run.ts';

export interface TemplateKey {
  /** Demo catalogue size; `null` is migrated and empty. */
  videos: number | null;
  seed: number;
}

declare module 'vitest' {
  interface ProvidedContext {
    testRun: TestRun | undefined;
  }
}

/** The run that `global-setup.ts` provided, or none (a helper used outside the configured runner builds afresh). */
export function currentTestRun(): TestRun | undefined {
  try {
    return inject('testRun');
  } catch {
    return undefined;
  }
}

// Bigger catalogues are built once by the one suite that asks; dumping them would only add to its time.
const LARGEST_SHARED = 3_000;

export const templateName = (run: TestRun, key: TemplateKey) => `${templatePrefix(run)}${key.videos ?? 'empty'}_${key.seed}`;

export function isShared(key: TemplateKey) {
  return key.videos === null || key.videos <= LARGEST_SHARED;
}

/** Migrates (and seeds) a fresh database: what every test file did for itself before templates. */
export async function buildDatabase(handle: DatabaseHandle, key: TemplateKey, now: Date): Promise<void> {
  await migrate(handle);
  if (key.videos !== null) await seedDemoCatalogue(handle, { videos: key.videos, seed: key.seed, now });
}

// The last template read, kept for the next file of this worker (most files in a row want the same one); one only,
// since a dump is tens of megabytes.
let lastDump: { name: string; blob: Blob } | null = null;

/** The template's data directory as a PGlite dump, built by the first process that asks for it. */
export async function pgliteTemplate(run: TestRun, key: TemplateKey): Promise<Blob> {
  const name = templateName(run, key);
  if (lastDump?.name === name) return lastDump.blob;
  const file = join(run.dir, `${name}.tar`);
  await underFileLock(`${file}.lock`, file, async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await buildDatabase(handle, key, new Date(run.now));
      await handle.session((conn) => conn.exec('CHECKPOINT'));
      const dump = await handle.embedded!.dumpDataDir('none');
      writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.part`, file);
    } finally {
      await handle.close();
    }
  });
  const blob = new Blob([readFileSync(file)]);
  lastDump = { name, blob };
  return blob;
}

/**
 * Runs `build` unless `done` exists, in one process at a time: the lock is a file created exclusively.
 * Waiters watch for `done`; a lock left by a crashed builder is taken over after `staleMs`.
 */
async function underFileLock(lock: string, done: string, build: () => Promise<void>, staleMs = 600_000): Promise<void> {
  const waitingSince = Date.now();
  while (!existsSync(done)) {
    let fd: number | null = null;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      if (Date.now() - waitingSince > staleMs) rmQuietly(lock);
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      closeSync(fd);
      if (!existsSync(done)) await build();
    } finally {
      rmQuietly(lock);
    }
  }
}

function rmQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/** The template database's name on the PostgreSQL server, built by the first process that asks for it. */
export async function postgresTemplate(serverUrl: string, run: TestRun, key: TemplateKey): Promise<string> {
  const name = templateName(run, key);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One builder per template; the lock is the server's, so every worker process sees it.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_build`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building} TEMPLATE template0 ENCODING 'UTF8'`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), poolMax: 2 });
      try {
        await buildDatabase(handle, key, new Date(run.now));
      } finally {
        await handle.close();
      }
      // Renamed only when complete: a half-built template is never copied.
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    await admin.end();
  }
  return name;
}
