// ADR 0016: clicking quickly through 12 related keywords in 25 s gave 429s and a failed block. On a
// server with the spec's limits (its own, started here: the shared e2e server raises them), a visitor who clicks
// through related keywords as fast as the page allows — 24 of them, about two a second — never gets a 429 and never
// sees an error block. (Before ADR 0016 every call cost one of the 60 a minute: this walk needs about 95.)
import assert from 'node:assert/strict';
import { withPage } from '../support/browser.ts';
import { retryDetached } from '../support/waits.ts';
import { describe, it } from '../support/harness.ts';
import { startServer } from '../support/server.ts';

describe('quick browsing within the spec limits', () => {
  it('24 related keywords clicked one after another as fast as the page allows: no 429, no error block', async () => {
    const server = await startServer({
      videos: 1500,
      env: { RATE_LIMIT_API: '60', RATE_LIMIT_SEARCH: '30', RATE_LIMIT_PER_ADDRESS: '1200', RATE_LIMIT_SYNC: '10' },
    });
    try {
      const top = (await (await fetch(`${server.url}/api/keywords?limit=1&sort=total_videos`)).json()) as { data: { slug: string }[] };
      await withPage({}, async ({ page, errors }) => {
        const refused: string[] = [];
        const failed: string[] = [];
        const apiCalls: string[] = [];
        page.on('response', (response) => {
          if (!response.url().includes('/api/')) return;
          apiCalls.push(response.url());
          if (response.status() === 429) refused.push(response.url());
          else if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
        });
        const started = Date.now();
        await page.goto(`${server.url}/view/${encodeURIComponent(top.data[0]!.slug)}`);
        const visited = new Set<string>();
        for (let click = 0; click < 24; click += 1) {
          await page.getByRole('heading', { level: 1 }).waitFor();
          visited.add(new URL(page.url()).pathname);
          // The previous keyword's section can still be on screen for a moment: start the step again if it goes.
          const next = await retryDetached(async () => {
            const related = page.getByTestId('related-keywords');
            await related.scrollIntoViewIfNeeded();
            const links = related.getByRole('link');
            await links.first().waitFor();
            // The first related keyword not seen yet, as a visitor hopping from keyword to keyword.
            const hrefs = await links.evaluateAll((elements) => elements.map((e) => e.getAttribute('href') ?? ''));
            const index = hrefs.findIndex((href) => !visited.has(decodeURI(href)) && !visited.has(href));
            await links.nth(Math.max(0, index)).click();
            return index;
          });
          await page.waitForURL((u) => !visited.has(u.pathname) || next < 0);
        }
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByTestId('video-card').first().waitFor();
        await page.waitForTimeout(800);
        const seconds = (Date.now() - started) / 1000;
        assert.ok(seconds < 50, `24 clicks took ${seconds.toFixed(1)} s`);
        assert.ok(apiCalls.length > 60, `only ${apiCalls.length} API calls: the walk does not test the limit`);
        assert.ok(visited.size >= 12, `visited ${visited.size} keyword pages`);
        assert.deepEqual(refused, [], `answered 429: ${refused.join(', ')}`);
        assert.deepEqual(failed, []);
        assert.equal(await page.getByText('불러오지 못했습니다').count(), 0, 'an error block is shown');
        assert.deepEqual(errors, []);
      });
    } finally {
      await server.stop();
    }
  });
});
