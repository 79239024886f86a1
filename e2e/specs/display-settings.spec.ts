// 글자·화면 설정 (ADR 0010): text size 보통 · 크게 · 아주 크게 and 선명한 화면, in the public header and
// the admin top bar, remembered like the theme and applied before first paint (no layout shift on reload).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const rootFontPx = (page: Page) => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

/** After a reload: when the size class was first on <html>, the first contentful paint, and the layout shifts.
 * The font files are refused on that reload: this browser has no Korean font, so the swap to Pretendard
 * moves text by however much of it had been drawn when the files came (ADR 0011's, and timing-dependent);
 * without it, a shift can only come from the page itself and the size. */
async function firstPaintFacts(page: Page) {
  await page.route('**/*.woff2', (route) => route.abort());
  await page.addInitScript(() => {
    const facts = { classAt: -1, shifts: 0 };
    (window as unknown as { __facts: typeof facts }).__facts = facts;
    // Runs before the document has its <html>: watch the whole document for it and its classes.
    const check = () => {
      if (facts.classAt < 0 && /text-size-|contrast-high/.test(document.documentElement?.className ?? ''))
        facts.classAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) facts.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.unroute('**/*.woff2');
  return page.evaluate(() => ({
    ...(window as unknown as { __facts: { classAt: number; shifts: number } }).__facts,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
  }));
}

describe('text size and high contrast', () => {
  it('the header control sets 크게 and 아주 크게 (the whole page scales), remembered and applied before first paint', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/'));
      assert.equal(await rootFontPx(page), 16);
      // A returning visitor at the normal size first: what the page itself shifts on reload.
      await page.waitForFunction(() => localStorage.getItem('fonts') === '1', null, { timeout: 15_000 });
      const normal = await firstPaintFacts(page);
      await page.getByRole('button', { name: '글자·화면 설정' }).click();
      const panel = page.getByRole('group', { name: '글자·화면 설정' });
      await panel.getByRole('radio', { name: '크게', exact: true }).check();
      assert.equal(await rootFontPx(page), 18);
      await panel.getByRole('radio', { name: '아주 크게', exact: true }).check();
      assert.equal(await rootFontPx(page), 20);
      assert.equal(await page.evaluate(() => localStorage.getItem('textSize')), 'xlarge');
      const facts = await firstPaintFacts(page);
      assert.equal(await rootFontPx(page), 20, 'remembered');
      assert.ok(facts.classAt >= 0 && facts.classAt <= facts.fcp, `size applied before first paint (${facts.classAt} ≤ ${facts.fcp})`);
      assert.ok(
        facts.shifts <= normal.shifts + 0.005,
        `the size adds no layout shift on the way in (CLS ${facts.shifts}, normal size ${normal.shifts})`,
      );
      assert.ok(facts.shifts < 0.1, `layout shift stays 'good' (CLS ${facts.shifts})`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'nothing wider than a 375 px phone at 아주 크게');
      await page.getByRole('button', { name: '글자·화면 설정' }).click();
      await page.getByRole('radio', { name: '보통', exact: true }).check();
      assert.equal(await rootFontPx(page), 16);
      assert.equal(await page.evaluate(() => localStorage.getItem('textSize')), null);
    });
  });

  it('선명한 화면: black on white (light) and white on black (dark), remembered; keyboard: Escape closes and returns focus', async () => {
    for (const theme of ['dark', 'light'] as const) {
      await withPage({ width: WIDTHS.desktop, theme }, async ({ page }) => {
        await page.goto(url('/popular'));
        const button = page.getByRole('button', { name: '글자·화면 설정' });
        await button.focus();
        await page.keyboard.press('Enter');
        const contrast = page.getByRole('switch', { name: /선명한 화면/ });
        await contrast.focus();
        await page.keyboard.press('Space');
        assert.equal(await contrast.isChecked(), true);
        const colours = () => page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]);
        assert.deepEqual(
          await colours(),
          theme === 'dark' ? ['rgb(0, 0, 0)', 'rgb(255, 255, 255)'] : ['rgb(255, 255, 255)', 'rgb(0, 0, 0)'],
        );
        await page.keyboard.press('Escape');
        assert.equal(await page.getByTestId('display-settings-panel').count(), 0);
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'display-settings');
        const facts = await firstPaintFacts(page);
        assert.ok(
          facts.classAt >= 0 && facts.classAt <= facts.fcp,
          `contrast applied before first paint (${facts.classAt} ≤ ${facts.fcp})`,
        );
        assert.deepEqual(
          await colours(),
          theme === 'dark' ? ['rgb(0, 0, 0)', 'rgb(255, 255, 255)'] : ['rgb(255, 255, 255)', 'rgb(0, 0, 0)'],
        );
      });
    }
  });

  it('the same control in the admin top bar; the choice carries over between the site and the admin area', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await signIn(page);
      await page.getByRole('button', { name: '글자·화면 설정' }).click();
      await page.getByRole('radio', { name: '크게', exact: true }).check();
      assert.equal(await rootFontPx(page), 18);
      await page.goto(url('/channels'));
      assert.equal(await rootFontPx(page), 18);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0);
    });
  });

  it('KRDS frame: skip link first in tab order, then the masthead and header', async () => {
    await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
      await page.goto(url('/'));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: '본문 바로가기' });
      assert.equal(await skip.evaluate((el) => el === document.activeElement), true);
      assert.ok((await skip.boundingBox())!.width > 0, 'visible when focused');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
      assert.match(await page.getByTestId('masthead').innerText(), /공공 누리집/);
    });
  });
});
