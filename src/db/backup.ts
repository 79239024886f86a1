import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseKind } from './client.ts';
import { acquireDataDirLock, DataDirBusyError, type DataDirLock } from './data-dir-lock.ts';
import { fingerprintDatabase, fingerprintDifferences, type TableFingerprint } from './fingerprint.ts';

// Backups of either database: PGlite's own dump of its data directory (a .tar.gz), or pg_dump's custom format
// for PostgreSQL. Each backup gets a fingerprint of every table (rows and a checksum) beside it, so a restore
// can say whether it brought back exactly what was saved. Backups hold password hashes, sessions and encrypted keys:
// every file we write is mode 0600 (ADR 0027).

export class BackupError extends Error {}

export interface BackupTarget {
  /** postgres://… — absent: the PGlite data directory below. */
  databaseUrl?: string | undefined;
  pgliteDir: string;
  /** PGlite: what to tell the operator to do instead when a running process owns the data directory. */
  whileRunning?: string;
}

export interface BackupManifest {
  kind: DatabaseKind;
  createdAt: string;
  tables: TableFingerprint[];
}

export const manifestPath = (file: string) => `${file}.fingerprint.json`;

export function defaultBackupFile(kind: DatabaseKind, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return join('backups', `119-safety-video-${stamp}.${kind === 'pglite' ? 'pglite.tar.gz' : 'pgdump'}`);
}

function kindOf(target: BackupTarget): DatabaseKind {
  return target.databaseUrl ? 'postgres' : 'pglite';
}

/** Saves the database to `file` (and its fingerprint beside it). */
export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupManifest> {
  const manifest: BackupManifest =
    kindOf(target) === 'postgres' ? await dumpPostgres(target.databaseUrl!, file) : await dumpPglite(target, file);
  writePrivate(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export interface RestoreResult {
  tables: TableFingerprint[];
  /** Tables that differ from the fingerprint taken at backup (empty: exactly what was saved); null without one. */
  differences: string[] | null;
  /** PGlite: where the data directory that was replaced now is. */
  previous?: string;
}

/** Replaces the database's contents with the backup in `file`. */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`백업 파일이 없습니다: ${file}`);
  const result =
    kindOf(target) === 'postgres' ? { tables: await restorePostgres(target.databaseUrl!, file) } : await restorePglite(target, file);
  const manifest = existsSync(manifestPath(file)) ? (JSON.parse(readFileSync(manifestPath(file), 'utf8')) as BackupManifest) : null;
  return { ...result, differences: manifest ? fingerprintDifferences(manifest.tables, result.tables) : null };
}

// --- PGlite ---------------------------------------------------------------------------------------------

/** Writes a file only its owner can read, whether or not it was there before. */
function writePrivate(file: string, data: string | Buffer): void {
  writeFileSync(file, data, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** A new folder for backups is its owner's alone (an existing one is the operator's choice). */
export function ensureBackupFolder(dir: string): void {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** The data directory's lock for this command, or a BackupError naming the process that owns it (ADR 0027). */
function lockPglite(target: BackupTarget, command: string): DataDirLock {
  try {
    return acquireDataDirLock(target.pgliteDir, command);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new BackupError(`${error.message}\n${target.whileRunning ?? '서버를 멈춘 뒤 다시 실행하세요.'}`);
  }
}

async function dumpPglite(target: BackupTarget, file: string): Promise<BackupManifest> {
  const lock = lockPglite(target, 'db:backup');
  try {
    if (!existsSync(join(target.pgliteDir, 'PG_VERSION')))
      throw new BackupError(`내장 데이터베이스가 없습니다: ${resolve(target.pgliteDir)}`);
    const handle = await openDatabase({ dataDir: target.pgliteDir, heldLock: lock });
    try {
      const tables = await handle.session(fingerprintDatabase);
      const dump = await handle.embedded!.dumpDataDir('gzip');
      writePrivate(file, Buffer.from(await dump.arrayBuffer()));
      return { kind: 'pglite', createdAt: new Date().toISOString(), tables };
    } finally {
      await handle.close();
    }
  } finally {
    lock.release();
  }
}

async function restorePglite(target: BackupTarget, file: string): Promise<{ tables: TableFingerprint[]; previous?: string }> {
  // Held from before the directory is moved aside until the restored one is checked: no server can open either.
  const lock = lockPglite(target, 'db:restore');
  try {
    return await restoreLocked(target, file, lock);
  } finally {
    lock.release();
  }
}

async function restoreLocked(target: BackupTarget, file: string, lock: DataDirLock) {
  const dir = resolve(target.pgliteDir);
  // The current directory is kept beside the restored one, never deleted, and readable by its owner only.
  const previous = existsSync(dir) ? `${dir}.before-restore-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}` : undefined;
  if (previous) {
    renameSync(dir, previous);
    chmodSync(previous, 0o700);
  }
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const loaded = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(file)]) });
    await loaded.close();
    const handle = await openDatabase({ dataDir: dir, heldLock: lock });
    try {
      return { tables: await handle.session(fingerprintDatabase), ...(previous ? { previous } : {}) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (previous) {
      if (existsSync(dir)) {
        renameSync(dir, `${previous}.failed-restore`);
        chmodSync(`${previous}.failed-restore`, 0o700);
      }
      renameSync(previous, dir);
    }
    throw new BackupError(`백업을 불러오지 못했습니다 (원래 데이터는 그대로입니다): ${(error as Error).message}`);
  }
}

// --- PostgreSQL ----------------------------------------------------------------------------------------

/** The connection string without its password, and the password for PGPASSWORD (never on a command line others can list). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const { url, env } = connection(databaseUrl);
  return new Promise((done, fail) => {
    execFile(tool, [...args, `--dbname=${url}`], { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return done();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return fail(
          new BackupError(
            `${tool}를 찾을 수 없습니다. PostgreSQL 클라이언트 도구(서버와 같거나 더 높은 버전)를 설치해 PATH에 두세요. ` +
              '예: Debian/Ubuntu는 apt-get install postgresql-client-15, macOS는 brew install libpq.',
          ),
        );
      }
      const message = String(stderr || error.message).trim();
      const hint = /version mismatch/i.test(message)
        ? ' (서버보다 오래된 pg_dump입니다. 서버와 같거나 더 높은 버전의 클라이언트 도구를 쓰세요.)'
        : '';
      fail(new BackupError(`${tool} 실패${hint}: ${message.replace(/postgres(ql)?:\/\/[^\s]*/g, '(연결 주소)')}`));
    });
  });
}

async function connect(databaseUrl: string) {
  return openDatabase({ databaseUrl, poolMax: 1 }).catch((error: Error) => {
    throw new BackupError(`데이터베이스에 연결하지 못했습니다 (DATABASE_URL을 확인하세요): ${error.message}`);
  });
}

async function dumpPostgres(databaseUrl: string, file: string): Promise<BackupManifest> {
  const handle = await connect(databaseUrl);
  try {
    // pg_dump reads the snapshot this transaction exports, so the fingerprint describes exactly what it saved,
    // even while app servers keep writing.
    return await handle.session(async (conn) => {
      await conn.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        const [{ snapshot }] = (await conn.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')) as [
          { snapshot: string },
        ];
        // Created 0600 first: pg_dump writes into it and keeps the mode.
        writePrivate(file, '');
        await run('pg_dump', databaseUrl, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`]);
        chmodSync(file, 0o600);
        const tables = await fingerprintDatabase(conn);
        return { kind: 'postgres' as const, createdAt: new Date().toISOString(), tables };
      } finally {
        await conn.exec('COMMIT');
      }
    });
  } finally {
    await handle.close();
  }
}

async function restorePostgres(databaseUrl: string, file: string): Promise<TableFingerprint[]> {
  // One transaction: the database holds either the backup or, if anything fails, what it held before.
  await run('pg_restore', databaseUrl, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    file,
  ]);
  const handle = await connect(databaseUrl);
  try {
    return await handle.session(fingerprintDatabase);
  } finally {
    await handle.close();
  }
}

export function fileSize(file: string): number {
  return statSync(file).size;
}
