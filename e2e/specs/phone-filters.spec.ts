// Issue 25 item 7: on a phone (375×667) the filters fold behind one "필터" control, so the first result is on the
// first screen; the control is a keyboard-usable disclosure, the active filters are chips that take them off, and a
// filter chosen in the panel lands in the URL. Wide screens keep the open filters. axe in dark and light at 375 and
// 1280, closed and open; screenshots in test-results/screenshots/phone-filters-*.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { topKeyword } from '../support/api.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const PHONE = { width: WIDTHS.mobile, height: 667 } as const;
const keyword = await topKeyword();
const keywordPath = `/view/${encodeURIComponent(keyword.slug)}`;

async function expectClean(page: Page, where: string) {
  const problems = await axeViolations(page);
  assert.deepEqual(problems, [], `${where}: ${problems.join('\n')}`);
}

/** The first result card starts on the first screen (no scrolling). */
async function firstCardOnFirstScreen(page: Page, where: string) {
  const card = page.getByTestId('video-card').first();
  await card.waitFor();
  assert.equal(await page.evaluate(() => window.scrollY), 0, `${where}: not scrolled`);
  const box = await card.boundingBox();
  assert.ok(box, `${where}: the first card has a box`);
  const height = page.viewportSize()!.height;
  assert.ok(box.y >= 0 && box.y < height, `${where}: the first card's top (${Math.round(box.y)} px) is inside the ${height} px screen`);
}

/** The chips' visible words (without the hidden "빼기"). */
const chipTexts = async (page: Page) =>
  (await page.getByTestId('active-filter').allInnerTexts()).map((t) => t.replace(/\s*빼기\s*$/, '').trim());

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/phone-filters-${name}.png` });

describe('phone filters (issue 25 item 7)', () => {
  for (const [path, name] of [
    [`/search?q=${encodeURIComponent('소화기')}`, 'search'],
    ['/popular', 'popular'],
    [keywordPath, 'keyword'],
  ] as const) {
    it(`${name}: at 375×667 the first result is on the first screen, the filters behind "필터"`, async () => {
      await withPage(PHONE, async ({ page }) => {
        await page.goto(url(path));
        await firstCardOnFirstScreen(page, name);
        const toggle = page.getByTestId('filter-toggle');
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
        assert.equal(await page.getByTestId('filter-panel').isVisible(), false, 'the panel starts closed');
      });
    });
  }

  it('advanced search: the form starts on the first screen of a phone', async () => {
    await withPage(PHONE, async ({ page }) => {
      await page.goto(url('/search/advanced'));
      const box = await page.getByTestId('advanced-q').boundingBox();
      assert.ok(box && box.y + box.height <= 667, `the query box is on the first screen (${box?.y})`);
    });
  });

  it('search: the control opens by keyboard, a filter chosen in the panel lands in the URL and as a chip, Escape closes', async () => {
    await withPage(PHONE, async ({ page }) => {
      await page.goto(url(`/search?q=${encodeURIComponent('소화기')}`));
      await page.getByTestId('video-card').first().waitFor();
      const toggle = page.getByTestId('filter-toggle');
      assert.equal((await toggle.innerText()).trim(), '필터');
      await toggle.focus();
      await page.keyboard.press('Enter');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      const panel = page.getByTestId('filter-panel');
      assert.equal(await panel.getAttribute('id'), await toggle.getAttribute('aria-controls'));
      await panel.waitFor();
      // A disclosure: the focus stays on the control; Space closes and opens it again.
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'filter-toggle');
      await page.keyboard.press('Space');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await page.keyboard.press('Space');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      await page.getByTestId('search-period').selectOption('year');
      await page.waitForURL((u) => u.searchParams.get('period') === 'year');
      await page.getByTestId('search-shorts').selectOption('exclude');
      await page.waitForURL((u) => u.searchParams.get('shorts') === 'exclude' && u.searchParams.get('period') === 'year');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'the panel stays open while choosing');
      await page.getByTestId('search-shorts').focus();
      await page.keyboard.press('Escape');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'filter-toggle');
      assert.equal(await panel.isVisible(), false);
      // "필터 2" and the two filters as chips.
      assert.match(await toggle.innerText(), /^필터\s*2/);
      assert.deepEqual(await chipTexts(page), ['기간: 최근 1년', '쇼츠: 쇼츠 빼기']);
      await page.getByRole('button', { name: '기간: 최근 1년 빼기' }).click();
      await page.waitForURL((u) => !u.searchParams.has('period') && u.searchParams.get('shorts') === 'exclude');
      assert.match(await toggle.innerText(), /^필터\s*1/);
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'filter-toggle');
      await firstCardOnFirstScreen(page, 'search with a filter chip');
    });
  });

  it('popular: a period chosen in the panel lands in the URL and shows as a chip', async () => {
    await withPage(PHONE, async ({ page }) => {
      await page.goto(url('/popular'));
      await page.getByTestId('video-card').first().waitFor();
      await page.getByTestId('filter-toggle').click();
      await page.getByRole('button', { name: '이번 달' }).click();
      await page.waitForURL((u) => u.searchParams.get('period') === 'month');
      await page.getByTestId('filter-toggle').click();
      assert.deepEqual(await chipTexts(page), ['기간: 이번 달']);
      await firstCardOnFirstScreen(page, 'popular with a period');
    });
  });

  it('wide screens keep the filters open, with no "필터" control', async () => {
    await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
      await page.goto(url(`/search?q=${encodeURIComponent('소화기')}&period=year`));
      await page.getByTestId('video-card').first().waitFor();
      assert.equal(await page.getByTestId('search-period').isVisible(), true);
      assert.equal(await page.getByTestId('filter-toggle').isVisible(), false);
      assert.equal(await page.getByTestId('active-filters').isVisible(), false);
    });
  });

  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      for (const [path, name] of [
        [`/search?q=${encodeURIComponent('소화기')}&period=year&access=captions`, 'search'],
        ['/popular?period=month', 'popular'],
        [`${keywordPath}?period=year`, 'keyword'],
      ] as const) {
        it(
          `axe ${theme} ${width}px: ${name}, filters closed${width === WIDTHS.mobile ? ' and open' : ''}`,
          async () => {
            await withPage({ theme, width, height: width === WIDTHS.mobile ? 667 : 900, reducedMotion: true }, async ({ page }) => {
              await page.goto(url(path));
              await page.getByTestId('video-card').first().waitFor();
              await expectClean(page, `${name} closed`);
              await shot(page, `${name}-closed-${theme}-${width}`);
              if (width === WIDTHS.mobile) {
                await page.getByTestId('filter-toggle').click();
                await page.getByTestId('filter-panel').waitFor();
                await expectClean(page, `${name} open`);
                await shot(page, `${name}-open-${theme}-${width}`);
              }
            });
          },
          { timeoutMs: 120_000 },
        );
      }
    }
  }
});
