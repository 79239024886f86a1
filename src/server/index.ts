import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { ConfigError, loadConfig } from './core/config.ts';
import { resolveSecrets } from './modules/auth/secrets.ts';

const log = (message: string) => console.log(`[119 안전영상] ${message}`);

async function main() {
  const started = Date.now();
  const config = resolveSecrets(loadConfig(), log);
  const database = await prepareDatabase(config, log);
  const { app } = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} 수신: 서버를 종료합니다.`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  log(`준비 완료 (${((Date.now() - started) / 1000).toFixed(1)}초, 데이터베이스: ${database.kind})`);
  log(`사이트: http://${host}:${port}/`);
  log(`API 문서: http://${host}:${port}/api/docs`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('[119 안전영상] 시작하지 못했습니다:', error);
  process.exit(1);
});
