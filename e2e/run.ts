// Browser tests: build the web app if needed, start the real server on a fresh PGlite data dir with a
// small demo catalogue on a free port, run e2e/specs/*.spec.ts in Debian Chromium; non-zero exit on failure.
// Usage: npm run test:e2e [-- name-filter[,another…]] (spec files whose name contains any of them)
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { ensureWebBuild } from '../scripts/build-web.ts';
import { CHROMIUM_PATH, startBrowser, stopBrowser } from './support/browser.ts';
import { runRegisteredTests } from './support/harness.ts';
import { startServer } from './support/server.ts';

const SPEC_DIR = 'e2e/specs'; // relative to the repository root (npm scripts run there)
const filters = process.argv[2]?.split(',').filter(Boolean) ?? [];

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium이 없습니다 (${CHROMIUM_PATH}). apt-get install -y chromium 후 다시 실행하세요.`);
    return 2;
  }
  ensureWebBuild();
  mkdirSync('test-results/e2e', { recursive: true });
  const server = await startServer({ videos: Number(process.env.E2E_DEMO_VIDEOS ?? 3000), log: console.log });
  let failed = 0;
  try {
    await startBrowser(server.url);
    const files = readdirSync(SPEC_DIR)
      .filter((name) => name.endsWith('.spec.ts') && (filters.length === 0 || filters.some((f) => name.includes(f))))
      .sort();
    for (const name of files) await import(`./specs/${name}`);
    const started = Date.now();
    const summary = await runRegisteredTests();
    failed = summary.failed.length;
    console.log(`
${summary.passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const failure of summary.failed) console.log(`  ✘ ${failure.title}`);
  } finally {
    await stopBrowser();
    await server.stop();
  }
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
