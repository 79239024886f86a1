import { join } from 'node:path';
import { DataDirBusyError, dataDirOwner } from '../../db/data-dir-lock.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openConfiguredDatabase } from '../bootstrap.ts';
import type { AppConfig } from '../core/config.ts';

/**
 * Opens the configured database for a command-line tool. On the embedded database while another process (a running
 * server) owns the data directory, prints who it is and what to do instead, and exits 1 without touching anything.
 */
export async function openForCommand(config: AppConfig, script: string, instead: string): Promise<DatabaseHandle> {
  try {
    return await openConfiguredDatabase(config, script);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    console.error(`${error.message}\n${instead}`);
    process.exit(1);
  }
}

/** Refuses before asking anything (a password, a confirmation) when a running process owns the embedded data directory. */
export function refuseWhileOwned(config: AppConfig, instead: string): void {
  if (config.DATABASE_URL) return;
  const dir = join(config.DATA_DIR, 'pglite');
  const owner = dataDirOwner(dir);
  if (!owner) return;
  console.error(`${new DataDirBusyError(dir, owner).message}\n${instead}`);
  process.exit(1);
}

/** What to do instead, per tool (each names the way that works while the server runs, where there is one). */
export const WHILE_RUNNING = {
  adminCreate:
    "서버가 도는 동안에는 관리 화면의 '관리자 계정'(/119sys-ctrl/users)에서 계정을 만들거나 비밀번호를 재설정하세요. " +
    '이 명령은 서버를 멈춘 뒤 실행하세요.',
  migrate: '서버는 시작할 때 마이그레이션을 스스로 적용합니다. 이 명령은 서버를 멈춘 뒤 실행하세요.',
  seed: '데모 카탈로그는 서버를 멈춘 뒤 다시 만드세요.',
  sync: "서버가 도는 동안에는 관리 화면의 '동기화'에서 작업을 시작하세요 (서버가 직접 실행합니다). 이 명령은 서버를 멈춘 뒤 쓰세요.",
  backup: '내장 데이터베이스는 서버를 멈추고 백업한 뒤 다시 시작하세요 (PostgreSQL은 실행 중에도 백업됩니다).',
  restore: '서버를 멈춘 뒤 복원하세요.',
} as const;
