import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  addApiKey,
  createSyncEngine,
  DuplicateKeyError,
  runDueSchedules,
  type SyncEngine,
  type SyncEngineOptions,
} from '../../../sync/index.ts';
import type { AppConfig } from '../../core/config.ts';
import type { AppContext } from '../../core/context.ts';
import { siteSettings } from '../../core/site-settings.ts';

const SCHEDULE_CHECK_MS = 60_000;

export function createServerSyncEngine(
  ctx: Omit<AppContext, 'sync'>,
  log: (message: string) => void,
  handlers?: SyncEngineOptions['handlers'],
): SyncEngine {
  const { config } = ctx;
  return createSyncEngine({
    db: ctx.db,
    // Without a configured secret (tests), keys live only as long as this process.
    secret: config.AUTH_JWT_SECRET ?? randomBytes(48).toString('base64url'),
    youtubeBaseUrl: config.YOUTUBE_API_BASE_URL,
    rssBaseUrl: config.YOUTUBE_RSS_BASE_URL,
    now: ctx.now,
    log,
    leaseMs: config.SYNC_LEASE_SECONDS * 1000,
    pollMs: config.SYNC_POLL_MS,
    // Read per classification run: a change on the settings page applies without a restart.
    publishAt: async () => (await siteSettings(ctx)).settings.publishConfidence,
    ...(handlers ? { handlers } : {}),
  });
}

/** Keys given in YOUTUBE_API_KEYS join the key store once (already-known keys are left alone). */
export async function importConfiguredKeys(ctx: AppContext, config: AppConfig): Promise<number> {
  const keys = (config.YOUTUBE_API_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  let added = 0;
  for (const [index, key] of keys.entries()) {
    try {
      await addApiKey(ctx.db, ctx.sync.vault, { label: `환경 변수 키 ${index + 1}`, key });
      added += 1;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
  return added;
}

/** With SYNC_RUNNER on, this process works queued jobs and queues scheduled ones; SIGTERM checkpoints. */
export function runSyncInBackground(app: FastifyInstance, ctx: AppContext, log: (message: string) => void): void {
  if (!ctx.config.SYNC_RUNNER) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    ctx.sync.runner.start();
    const check = () =>
      void runDueSchedules(ctx.db, (kind, params) => ctx.sync.enqueue(kind, params, { trigger: 'schedule' }), ctx.now(), log).catch(
        (error: unknown) => log(`예약 확인 실패: ${String(error)}`),
      );
    check();
    timer = setInterval(check, SCHEDULE_CHECK_MS);
    timer.unref();
  });
  // Shutdown: the running job starts checkpointing while the requests in flight finish (preClose), and the
  // app waits for it before the database closes (onClose; index.ts closes the app first).
  let stopping: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    clearInterval(timer);
    stopping = ctx.sync.runner.stop();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await (stopping ?? ctx.sync.runner.stop());
  });
}
