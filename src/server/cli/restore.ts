// npm run db:restore -- FILE [--yes] — replaces the configured database's contents with a backup made by db:backup
// and checks the result against the fingerprint taken at backup. Stop the app servers first: on the embedded
// database it refuses while a server owns the data directory (ADR 0027).
import { createInterface } from 'node:readline/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restoreDatabase } from '../../db/backup.ts';
import { loadConfig } from '../core/config.ts';
import { refuseWhileOwned, WHILE_RUNNING } from './open-for-command.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { yes: { type: 'boolean', default: false }, force: { type: 'boolean', default: false } },
});
const file = positionals[0];
if (values.force) console.error('--force는 더 이상 쓰지 않습니다: 멈춘 프로세스가 남긴 잠금은 저절로 넘겨받습니다.');
if (!file) {
  console.error('복원할 백업 파일을 주세요: npm run db:restore -- backups/파일이름');
  process.exit(2);
}
const config = loadConfig();
const where = config.DATABASE_URL ? 'PostgreSQL 데이터베이스' : `내장 데이터베이스(${join(config.DATA_DIR, 'pglite')})`;
// Refused before asking anything while a server owns the embedded data directory (the restore checks it again, locked).
refuseWhileOwned(config, WHILE_RUNNING.restore);
if (!values.yes) {
  const warning = `${where}의 지금 내용을 ${file}의 내용으로 바꿉니다. 앱 서버를 모두 멈춘 뒤 실행하세요.`;
  if (!process.stdin.isTTY) {
    console.error(`${warning}\n계속하려면 --yes 를 붙이세요.`);
    process.exit(2);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`${warning}\n계속할까요? (yes 입력) `);
  prompt.close();
  if (answer.trim().toLowerCase() !== 'yes') {
    console.log('복원하지 않았습니다.');
    process.exit(1);
  }
}
try {
  const started = Date.now();
  const result = await restoreDatabase(
    { databaseUrl: config.DATABASE_URL, pgliteDir: join(config.DATA_DIR, 'pglite'), whileRunning: WHILE_RUNNING.restore },
    file,
  );
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `복원 완료: ${file} → ${where} (${((Date.now() - started) / 1000).toFixed(1)}초, 테이블 ${result.tables.length}개, 행 ${rows.toLocaleString('ko-KR')}개)`,
  );
  if (result.previous) console.log(`  바뀌기 전 데이터 폴더는 그대로 두었습니다: ${result.previous}`);
  if (result.differences === null) console.log('  이 백업에는 지문 파일이 없어 내용을 확인하지 못했습니다.');
  else if (result.differences.length === 0) console.log('  확인: 모든 테이블의 행 수와 체크섬이 백업 때와 같습니다.');
  else {
    console.error(`  백업 때와 다른 테이블이 있습니다: ${result.differences.join(', ')}`);
    process.exit(1);
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
