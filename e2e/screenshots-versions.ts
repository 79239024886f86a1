// Screenshots of the accessible-versions screens (issue 22) at 375 and 1280 px in both themes → test-results/screenshots/.
// node e2e/screenshots-versions.ts (after npm run build)
import { mkdirSync } from 'node:fs';
import { ensureWebBuild } from '../scripts/build-web.ts';
import { apiJson } from './support/api.ts';
import { startBrowser, stopBrowser, url, withPage, WIDTHS, type Theme } from './support/browser.ts';
import { startServer } from './support/server.ts';

const OUT_DIR = 'test-results/screenshots';

async function main() {
  ensureWebBuild();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({ log: console.log });
  try {
    await startBrowser(server.url);
    const offering = await apiJson<{ data: { video_id: string; title: string }[] }>('/videos?access=sign_language&limit=50');
    let original = '';
    for (const video of offering.data) {
      const detail = (await apiJson<{ data: { versionKind: string | null } }>(`/videos/${video.video_id}`)).data;
      if (detail.versionKind === 'original') {
        original = video.video_id;
        break;
      }
    }
    const shots: [string, string, string][] = [
      ['versions-search', `/search?q=${encodeURIComponent('화재')}&access=sign_language`, '[data-testid="video-card"]'],
      [
        'versions-modal',
        `/search?q=${encodeURIComponent('화재')}&access=sign_language&video=${original}`,
        '[data-testid="video-versions"]',
      ],
      ['versions-accessible', '/accessible', '[data-testid="accessible-topic"]'],
      // On a phone the facets are behind the "필터" control (closed): wait for what is on screen.
      ['versions-popular', '/popular?period=all&lifeStage=senior&access=captions', '[data-testid="filter-region"]'],
      ['versions-audience', '/audience-network/elderly', '[data-testid="audience-life-stages"]'],
    ];
    for (const theme of ['dark', 'light'] as Theme[]) {
      for (const width of Object.values(WIDTHS)) {
        await withPage({ theme, width, reducedMotion: true }, async ({ page }) => {
          await page.addInitScript(() => {
            try {
              if (window === window.top) localStorage.setItem('fonts', '1');
            } catch {
              // not our page
            }
          });
          for (const [name, path, ready] of shots) {
            await page.goto(url(path));
            await page.locator(ready).first().waitFor();
            await page.waitForLoadState('networkidle');
            await page.screenshot({ path: `${OUT_DIR}/${name}-${theme}-${width}.png` });
            if (name === 'versions-modal') {
              // The switch itself: the 수어 cut in place, with the way back to the original.
              await page.getByTestId('switch-sign_language').click();
              await page.getByTestId('switch-original').waitFor();
              await page.waitForLoadState('networkidle');
              await page.screenshot({ path: `${OUT_DIR}/${name}-switched-${theme}-${width}.png` });
            }
            // And the first results, below the filters.
            const results = page.locator('[data-testid="video-card"]').first();
            if (name !== 'versions-modal' && (await results.count())) {
              await results.scrollIntoViewIfNeeded();
              await page.screenshot({ path: `${OUT_DIR}/${name}-${theme}-${width}-results.png` });
            }
          }
        });
      }
    }
  } finally {
    await stopBrowser();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
