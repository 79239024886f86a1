// Screenshots of every public route at 375 px and 1280 px in both themes → test-results/screenshots/.
// Starts its own server on a temporary demo catalogue (like the browser tests).  npm run screenshots [-- name-filter]
import { mkdirSync } from 'node:fs';
import { ensureWebBuild } from '../scripts/build-web.ts';
import { startBrowser, stopBrowser, url, withPage, WIDTHS, type Theme } from './support/browser.ts';
import { publicRoutes } from './support/routes.ts';
import { startServer } from './support/server.ts';

const OUT_DIR = 'test-results/screenshots';
const filter = process.argv[2];

async function main() {
  ensureWebBuild();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({ log: console.log });
  try {
    await startBrowser(server.url);
    const routes = (await publicRoutes()).filter((r) => !filter || r.name.includes(filter));
    for (const theme of ['dark', 'light'] as Theme[]) {
      for (const width of Object.values(WIDTHS)) {
        await withPage({ theme, width, reducedMotion: true }, async ({ page }) => {
          // Pretendard from the first paint, as on any visit after the first (src/web/lib/web-fonts.ts); this
          // machine has no Korean font of its own to show a first visit with.
          await page.addInitScript(() => {
            try {
              if (window === window.top) localStorage.setItem('fonts', '1');
            } catch {
              // not our page
            }
          });
          for (const route of routes) {
            await page.goto(url(route.path));
            await page.locator(route.ready).first().waitFor();
            await page.waitForLoadState('networkidle');
            // Let lazy sections below the fold load, then come back to the top.
            await page.evaluate(async () => {
              for (let y = 0; y < document.body.scrollHeight; y += 600) {
                window.scrollTo(0, y);
                await new Promise((r) => setTimeout(r, 60));
              }
              window.scrollTo(0, 0);
            });
            await page.waitForLoadState('networkidle');
            await page.evaluate(() => document.fonts.ready);
            await page.waitForTimeout(400);
            const file = `${OUT_DIR}/${route.name}-${width}-${theme}.png`;
            await page.screenshot({ path: file, fullPage: !route.name.includes('modal') });
            console.log(`  ${file}`);
          }
        });
      }
    }
  } finally {
    await stopBrowser();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
