import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { isCatalogueEmpty, seedDemoCatalogue } from '../db/seed/index.ts';
import { ConfigError, type AppConfig } from './core/config.ts';
import { AdminSetupError, ensureFirstAdmin } from './modules/auth/first-admin.ts';

export type Log = (message: string) => void;

export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, 'pglite'),
    poolMax: config.DB_POOL_MAX,
  });
}

// Any constant works; it only has to be the same for every process of this app (and differ from migrate's).
const STARTUP_LOCK_KEY = 119_119_002;

/**
 * Opens the database, applies migrations, on an empty catalogue loads the demo data, and makes the first admin.
 * Several processes starting at once on one PostgreSQL take turns (a shared lock): one seeds and makes the
 * admin, the others find both done.
 */
export async function prepareDatabase(config: AppConfig, log: Log): Promise<DatabaseHandle> {
  const handle = await openConfiguredDatabase(config);
  try {
    await handle.exclusive(STARTUP_LOCK_KEY, () => prepareLocked(handle, config, log));
  } catch (error) {
    await handle.close();
    // A weak or half-given ADMIN_PASSWORD stops the start like any other bad setting.
    if (error instanceof AdminSetupError) throw new ConfigError(`설정 값이 올바르지 않습니다 (invalid configuration):\n  ${error.message}`);
    throw error;
  }
  return handle;
}

async function prepareLocked(handle: DatabaseHandle, config: AppConfig, log: Log): Promise<void> {
  const applied = await migrate(handle);
  if (applied.length) log(`데이터베이스 마이그레이션 적용: ${applied.join(', ')}`);
  const demoSeeded = config.DEMO_CATALOGUE && (await isCatalogueEmpty(handle));
  if (demoSeeded) {
    log(`빈 데이터베이스입니다. 데모 카탈로그(영상 ${config.DEMO_VIDEOS.toLocaleString('ko-KR')}개)를 만드는 중…`);
    const summary = await seedDemoCatalogue(handle, { videos: config.DEMO_VIDEOS, seed: config.DEMO_SEED, log });
    log(
      `데모 카탈로그 준비 완료: 채널 ${summary.channels}, 키워드 ${summary.keywords}, 영상 ${summary.videos} (${(summary.ms / 1000).toFixed(1)}초)`,
    );
  }
  await ensureFirstAdmin(handle.db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, demoSeeded }, log);
}
