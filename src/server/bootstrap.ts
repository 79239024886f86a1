import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { isCatalogueEmpty, seedDemoCatalogue, type SeedResult } from '../db/seed/index.ts';
import { isFreshDataDir, seedInChildProcess } from '../db/seed/seed-in-child.ts';
import { ConfigError, type AppConfig } from './core/config.ts';
import { AdminSetupError, ensureFirstAdmin } from './modules/auth/first-admin.ts';

export type Log = (message: string) => void;

/** Opens the configured database; `command` names this process in the embedded data directory's lock (ADR 0027). */
export async function openConfiguredDatabase(config: AppConfig, command = 'server'): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, 'pglite'),
    poolMax: config.DB_POOL_MAX,
    command,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    waitTimeoutMs: config.DB_WAIT_TIMEOUT_MS,
  });
}

// Any constant works; it only has to be the same for every process of this app (and differ from migrate's).
const STARTUP_LOCK_KEY = 119_119_002;

/**
 * Opens the database, applies migrations, on an empty catalogue loads the demo data, and makes the first admin.
 * Several processes starting at once on one PostgreSQL take turns (a shared lock): one seeds and makes the
 * admin, the others find both done.
 */
export async function prepareDatabase(config: AppConfig, log: Log, tellOperator: Log = log): Promise<DatabaseHandle> {
  const seededInChild = await seedFreshEmbedded(config, log);
  const handle = await openConfiguredDatabase(config);
  const left = handle.dataDirLock?.tookOverFrom;
  if (left) log(`이전 프로세스(pid ${left.pid})가 정상 종료하지 못하고 남긴 데이터 폴더 잠금을 넘겨받았습니다.`);
  try {
    await handle.exclusive(STARTUP_LOCK_KEY, () => prepareLocked(handle, config, log, seededInChild, tellOperator));
  } catch (error) {
    await handle.close();
    // A weak or half-given ADMIN_PASSWORD stops the start like any other bad setting.
    if (error instanceof AdminSetupError) throw new ConfigError(`설정 값이 올바르지 않습니다 (invalid configuration):\n  ${error.message}`);
    throw error;
  }
  return handle;
}

/**
 * A fresh clone's first start on the embedded database: the data directory is created, migrated and seeded in a
 * child process that then exits (ADR 0026), so this server holds afterwards what it holds after a restart.
 */
async function seedFreshEmbedded(config: AppConfig, log: Log): Promise<boolean> {
  const dataDir = join(config.DATA_DIR, 'pglite');
  if (config.DATABASE_URL || !config.DEMO_CATALOGUE || config.DEMO_VIDEOS === 0 || !isFreshDataDir(dataDir)) return false;
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Own the directory while the child builds it, so a second start or a CLI refuses instead of racing the seed.
  const lock = acquireDataDirLock(dataDir, 'server (first start: demo catalogue)');
  try {
    log(`빈 데이터베이스입니다. 데모 카탈로그(영상 ${config.DEMO_VIDEOS.toLocaleString('ko-KR')}개)를 만드는 중…`);
    logSeeded(log, await seedInChildProcess({ dataDir, videos: config.DEMO_VIDEOS, seed: config.DEMO_SEED, log }));
  } finally {
    lock.release();
  }
  return true;
}

function logSeeded(log: Log, summary: SeedResult): void {
  log(
    `데모 카탈로그 준비 완료: 채널 ${summary.channels}, 키워드 ${summary.keywords}, 영상 ${summary.videos} (${(summary.ms / 1000).toFixed(1)}초)`,
  );
}

async function prepareLocked(
  handle: DatabaseHandle,
  config: AppConfig,
  log: Log,
  seededInChild: boolean,
  tellOperator: Log,
): Promise<void> {
  const applied = await migrate(handle);
  if (applied.length) log(`데이터베이스 마이그레이션 적용: ${applied.join(', ')}`);
  const demoSeeded = seededInChild || (config.DEMO_CATALOGUE && (await isCatalogueEmpty(handle)));
  if (demoSeeded && !seededInChild) {
    log(`빈 데이터베이스입니다. 데모 카탈로그(영상 ${config.DEMO_VIDEOS.toLocaleString('ko-KR')}개)를 만드는 중…`);
    logSeeded(log, await seedDemoCatalogue(handle, { videos: config.DEMO_VIDEOS, seed: config.DEMO_SEED, log }));
  }
  await ensureFirstAdmin(
    handle.db,
    { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, demoSeeded },
    log,
    tellOperator,
  );
}
