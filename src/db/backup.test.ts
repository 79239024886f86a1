import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError, backupDatabase, manifestPath, restoreDatabase, type BackupTarget } from './backup.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { fingerprintDatabase } from './fingerprint.ts';
import { migrate } from './migrate.ts';
import type { Database } from './schema.ts';
import { seedDemoCatalogue } from './seed/index.ts';
import { createTestDatabase, TEST_NOW } from '../test-support/test-database.ts';

// The restore drill: back up, change things, restore, and every table's rows and checksum equal the
// fingerprint taken at backup — on the embedded database, and on PostgreSQL when DATABASE_URL is set.
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

/** Changes of every kind: rows deleted, updated and added, in several tables. */
async function changeThings(db: Kysely<Database>) {
  await db.deleteFrom('videos').where('id', 'in', db.selectFrom('videos').select('id').orderBy('id').limit(40)).execute();
  await db
    .updateTable('keyword_master')
    .set({ keyword: sql`keyword || ' (바뀜)'` })
    .where('id', '<', 20)
    .execute();
  await db
    .updateTable('videos')
    .set({ view_count: sql`view_count + 1000` })
    .where('id', '<', 300)
    .execute();
  await db
    .insertInto('security_events')
    .values({ type: 'login_failed', severity: 'medium', occurred_at: new Date(), email: 'drill@example.kr', details: JSON.stringify({}) })
    .execute();
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

async function drill(target: BackupTarget, file: string, open: () => Promise<{ handle: DatabaseHandle; done(): Promise<void> }>) {
  const manifest = await backupDatabase(target, file);
  expect(manifest.tables.find((t) => t.table === 'videos')!.rows).toBe(600);
  // Password hashes, sessions and encrypted keys: readable by the owner only (issue 20 item 4).
  expect(modeOf(file)).toBe(0o600);
  expect(modeOf(manifestPath(file))).toBe(0o600);

  const changed = await open();
  await changeThings(changed.handle.db);
  const afterChange = await changed.handle.session(fingerprintDatabase);
  await changed.done();
  expect(afterChange).not.toEqual(manifest.tables);

  const restored = await restoreDatabase(target, file);
  expect(restored.differences).toEqual([]);
  expect(restored.tables).toEqual(manifest.tables);
  // And the database works as before: a fresh connection sees the saved catalogue.
  const again = await open();
  const videos = await again.handle.db
    .selectFrom('videos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(videos.n)).toBe(600);
  await again.done();
  return restored;
}

describe('backup and restore drill', () => {
  it('PGlite: restores every table exactly, keeping the replaced data directory beside it', async () => {
    const dataDir = tempDir('backup-pglite-');
    const pgliteDir = join(dataDir, 'pglite');
    const first = await openDatabase({ dataDir: pgliteDir });
    await migrate(first);
    await seedDemoCatalogue(first, { videos: 600, seed: 3, now: TEST_NOW });
    await first.close();

    const restored = await drill({ pgliteDir }, join(dataDir, 'backup.pglite.tar.gz'), async () => {
      const handle = await openDatabase({ dataDir: pgliteDir });
      return { handle, done: () => handle.close() };
    });
    expect(restored.previous).toMatch(/pglite\.before-restore-/);
    // The copy kept aside holds the same secrets as a backup.
    expect(modeOf(restored.previous!)).toBe(0o700);
    expect(modeOf(pgliteDir)).toBe(0o700);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
    // Three PGlite start-ups, a dump and a load of the data directory: a minute and more on a busy 2-core machine.
  }, 180_000);

  it('PGlite: refuses a data directory a server is using', async () => {
    const pgliteDir = join(tempDir('backup-busy-'), 'pglite');
    const handle = await openDatabase({ dataDir: pgliteDir });
    try {
      await expect(backupDatabase({ pgliteDir }, join(pgliteDir, '..', 'x.tar.gz'))).rejects.toThrow(/서버를 멈춘 뒤/);
    } finally {
      await handle.close();
    }
  });

  it('npm run db:backup makes its folder 0700 and its files 0600 (the embedded database, or PostgreSQL with DATABASE_URL)', async () => {
    const dataDir = tempDir('backup-cli-');
    const database = process.env.DATABASE_URL ? await createTestDatabase() : null;
    try {
      if (!database) {
        const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
        await migrate(handle);
        await handle.close();
      }
      const file = join(dataDir, 'new-folder', 'nightly.backup');
      const run = spawnSync(process.execPath, ['src/server/cli/backup.ts', '--out', file], {
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: database?.url ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      });
      expect(run.status, run.stderr).toBe(0);
      expect(modeOf(join(dataDir, 'new-folder'))).toBe(0o700);
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(manifestPath(file))).toBe(0o600);
    } finally {
      await database?.dispose();
    }
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)('PostgreSQL (pg_dump/pg_restore): restores every table exactly (needs DATABASE_URL)', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoCatalogue(database.handle, { videos: 600, seed: 3, now: TEST_NOW });
      await drill({ databaseUrl: database.url!, pgliteDir: '' }, join(tempDir('backup-pg-'), 'backup.pgdump'), async () => ({
        handle: database.handle,
        done: async () => undefined,
      }));
    } finally {
      await database.dispose();
    }
  });

  it('says plainly, in Korean, when pg_dump is not on the PATH', async () => {
    const path = process.env.PATH;
    process.env.PATH = tempDir('empty-path-');
    try {
      const file = join(tempDir('backup-nopath-'), 'x.pgdump');
      writeFileSync(file, '');
      await expect(restoreDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', pgliteDir: '' }, file)).rejects.toThrow(
        new BackupError(
          'pg_restore를 찾을 수 없습니다. PostgreSQL 클라이언트 도구(서버와 같거나 더 높은 버전)를 설치해 PATH에 두세요. 예: Debian/Ubuntu는 apt-get install postgresql-client-15, macOS는 brew install libpq.',
        ),
      );
    } finally {
      process.env.PATH = path;
    }
  });
});
