// npm run db:backup [-- --out FILE] [--force] — saves the configured database (PGlite: a dump of its data
// directory; PostgreSQL: pg_dump's custom format) with a fingerprint of every table beside it.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase, defaultBackupFile, fileSize, manifestPath } from '../../db/backup.ts';
import { loadConfig } from '../core/config.ts';

const { values } = parseArgs({ options: { out: { type: 'string' }, force: { type: 'boolean', default: false } } });
const config = loadConfig();
const target = { databaseUrl: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite'), force: values.force };
const file = values.out ?? defaultBackupFile(config.DATABASE_URL ? 'postgres' : 'pglite');
mkdirSync(dirname(file), { recursive: true });
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
