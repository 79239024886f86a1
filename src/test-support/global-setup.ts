import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { templatePrefix, type TestRun } from './test-run.ts';

/**
 * Vitest global setup: names this run's template databases and fixes its clock; the templates themselves are
 * built by the first test file that needs each (template-database.ts) and removed here at the end.
 */
export default function setup(project: TestProject) {
  const run: TestRun = {
    now: new Date().toISOString(),
    dir: mkdtempSync(join(tmpdir(), 'test-templates-')),
    id: randomBytes(4).toString('hex'),
  };
  project.provide('testRun', run);
  return async () => {
    rmSync(run.dir, { recursive: true, force: true });
    if (process.env.DATABASE_URL) await dropTemplates(process.env.DATABASE_URL, run);
  };
}

async function dropTemplates(serverUrl: string, run: TestRun) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      templatePrefix(run),
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
