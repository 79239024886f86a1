// npm run db:backup [-- --out FILE] — saves the configured database (PGlite: a dump of its data directory, refused
// while a server owns it; PostgreSQL: pg_dump's custom format) with a fingerprint of every table beside it. The files
// are mode 0600, a folder it creates 0700: they hold password hashes, sessions and encrypted keys.
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase, defaultBackupFile, ensureBackupFolder, fileSize, manifestPath } from '../../db/backup.ts';
import { loadConfig } from '../core/config.ts';
import { WHILE_RUNNING } from './open-for-command.ts';

const { values } = parseArgs({ options: { out: { type: 'string' }, force: { type: 'boolean', default: false } } });
const config = loadConfig();
if (values.force) console.error('--force는 더 이상 쓰지 않습니다: 멈춘 프로세스가 남긴 잠금은 저절로 넘겨받습니다.');
const target = { databaseUrl: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite'), whileRunning: WHILE_RUNNING.backup };
const file = values.out ?? defaultBackupFile(config.DATABASE_URL ? 'postgres' : 'pglite');
ensureBackupFolder(dirname(file));
try {
  const started = Date.now();
  const manifest = await backupDatabase(target, file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`백업 완료: ${file} (${(fileSize(file) / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)}초)`);
  console.log(`  테이블 ${manifest.tables.length}개, 행 ${rows.toLocaleString('ko-KR')}개 — 지문: ${manifestPath(file)}`);
  console.log(`  되돌리기: npm run db:restore -- ${file}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
