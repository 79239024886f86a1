// A first visit on a device without a Korean font (ADR 0008; this build machine has none): the first screen is
// drawn with Pretendard Shell, never with the empty-box glyph, and the rest of the page gets Pretendard within
// the same visit instead of at the next navigation. On a machine that has a Korean font, nothing changes.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

/** Elements whose own text has Hangul, and how many of their glyphs each platform font drew (Chromium's view). */
async function hangulGlyphSources(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  const out: { text: string; hangul: number; fonts: Record<string, number> }[] = [];
  for (const nodeId of nodeIds) {
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    const own = outerHTML.replace(/<[^>]+>/g, '');
    if (!/[\uAC00-\uD7A3]/.test(own)) continue;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    out.push({
      text: own.slice(0, 30),
      hangul: own.match(/[\uAC00-\uD7A3]/g)!.length,
      fonts: Object.fromEntries(fonts.map((f) => [f.familyName, f.glyphCount])),
    });
  }
  await cdp.detach();
  return out;
}

describe('first visit without a Korean font', () => {
  it('draws the first screen with Pretendard Shell, then the rest with Pretendard, in the same visit', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/'));
      const noFont = await page.evaluate(() => document.documentElement.classList.contains('no-korean-font'));
      const canDrawHangul = await page.evaluate(() => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = '32px sans-serif';
        return ctx.measureText('한글').width !== ctx.measureText('\uFFFE\uFFFE').width;
      });
      assert.equal(noFont, !canDrawHangul, 'no-korean-font exactly when the device cannot draw Hangul');
      if (canDrawHangul) return; // a machine with a Korean font: the device's font, as before (ADR 0005)

      await page.evaluate(() => document.fonts.ready);
      const shell = await hangulGlyphSources(
        page,
        '[data-testid="masthead"] span, header a, #hero-heading, #hero-heading span, form button',
      );
      assert.ok(shell.length >= 5, `shell text found (${shell.length})`);
      for (const el of shell)
        assert.ok(
          (el.fonts['Pretendard Shell'] ?? 0) >= el.hangul,
          `'${el.text}': every Hangul glyph from Pretendard Shell: ${JSON.stringify(el.fonts)}`,
        );

      // The rest arrives once the page has settled (≥ 2 s into the visit), switched in at once.
      await page.waitForFunction(() => document.documentElement.classList.contains('fonts-rest'), null, { timeout: 15_000 });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const rest = await hangulGlyphSources(page, '[data-testid^="stat-"] span, h2, footer p');
      assert.ok(rest.length >= 3);
      for (const el of rest) {
        const pretendard = (el.fonts['Pretendard Shell'] ?? 0) + (el.fonts['Pretendard Variable'] ?? 0);
        assert.ok(pretendard >= el.hangul, `'${el.text}': every Hangul glyph from Pretendard: ${JSON.stringify(el.fonts)}`);
      }
      assert.equal(await page.evaluate(() => localStorage.getItem('fonts')), '1', 'the next visit uses Pretendard from the first paint');
    });
  });
});
