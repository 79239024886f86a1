import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { ConfigError, loadConfig } from './core/config.ts';
import { resolveSecrets } from './modules/auth/secrets.ts';
import { startSearchIndex } from './modules/search/engine/index.ts';
import { warmSearch } from './modules/search/search.service.ts';
import { startupLog, tellOperator } from './startup-log.ts';

const log = startupLog();
// Orchestrators wait 10 s (Kubernetes, systemd's default is 90 s) before SIGKILL: finish well within it.
const SHUTDOWN_DEADLINE_MS = 9_000;

async function main() {
  const started = Date.now();
  const config = resolveSecrets(loadConfig(), log);
  const database = await prepareDatabase(config, log, tellOperator);
  const { app, ctx, drain } = await buildApp({ config, database });
  // The search index loads in the background; a search that comes first waits for it. Then a few searches warm it.
  startSearchIndex(ctx, log);
  void warmSearch(ctx).catch(() => undefined);

  let closing = false;
  // SIGTERM (ADR 0027): answer every request already received — the ones in flight in full, the ones read from now on
  // with 503 and Retry-After (the balancer's probes fail too) — stop listening once the kernel's queue is empty, hand
  // the running sync job back at its checkpoint (lease released: another process takes it up at once), close the
  // database, exit 0. Whatever is still running after SHUTDOWN_DEADLINE_MS is cut off (exit 1).
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const began = Date.now();
    log(`${signal} 수신: 새 요청을 받지 않고, 처리 중인 요청과 동기화 작업을 마무리한 뒤 종료합니다.`);
    const deadline = setTimeout(() => {
      log(`${SHUTDOWN_DEADLINE_MS / 1000}초 안에 끝나지 않아 강제로 종료합니다.`, 50);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await drain.close();
      await database.close();
    } catch (error) {
      log(`종료 중 오류: ${String((error as Error)?.stack ?? error)}`, 50);
      process.exit(1);
    }
    log(`종료했습니다 (${((Date.now() - began) / 1000).toFixed(1)}초).`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  // A command started while this server runs names it, with where it answers (ADR 0027).
  database.dataDirLock?.setUrl(`http://${host}:${port}`);
  log(`준비 완료 (${((Date.now() - started) / 1000).toFixed(1)}초, 데이터베이스: ${database.kind})`);
  log(`사이트: http://${host}:${port}/`);
  log(`API 문서: http://${host}:${port}/api/docs`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof DataDirBusyError) {
    console.error(`[119 안전영상] 시작하지 못했습니다. ${error.message}\n그 프로세스를 멈춘 뒤 다시 시작하세요.`);
    process.exit(1);
  }
  console.error('[119 안전영상] 시작하지 못했습니다:', error);
  process.exit(1);
});
