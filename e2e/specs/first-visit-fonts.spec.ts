// A first visit on a device without a Korean font (ADR 0011; this build machine has none): the first screen is
// drawn with Pretendard Shell, never with the empty-box glyph, and the rest of the page gets Pretendard within
// the same visit instead of at the next navigation. On a machine that has a Korean font, nothing changes.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

/**
 * Elements whose own text has Hangul, and how many of their glyphs each platform font drew (Chromium's view,
 * by the font file's own family name: Pretendard Shell is a cut of Pretendard and names itself 'Pretendard Variable').
 */
async function hangulGlyphSources(page: Page, selector: string) {
  // Chromium counts the glyphs of an element's own text nodes: mark the elements whose own text has Hangul.
  const probes = await page.evaluate((sel) => {
    const found: { id: number; text: string }[] = [];
    for (const el of document.querySelectorAll(sel)) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('');
      if (!/[\uAC00-\uD7A3]/.test(own) || el.getClientRects().length === 0) continue;
      el.setAttribute('data-font-probe', String(found.length));
      found.push({ id: found.length, text: own });
    }
    return found;
  }, selector);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const out: { text: string; hangul: number; fonts: Record<string, number> }[] = [];
  for (const probe of probes) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-font-probe="${probe.id}"]` });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    out.push({
      text: probe.text.slice(0, 30),
      hangul: probe.text.match(/[\uAC00-\uD7A3]/g)!.length,
      fonts: Object.fromEntries(fonts.map((f) => [f.familyName, f.glyphCount])),
    });
  }
  await page.evaluate(() => document.querySelectorAll('[data-font-probe]').forEach((el) => el.removeAttribute('data-font-probe')));
  await cdp.detach();
  return out;
}

describe('first visit without a Korean font', () => {
  it('draws the first screen with Pretendard Shell, then the rest with Pretendard, in the same visit', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      const fontFiles: { file: string }[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.woff2')) fontFiles.push({ file: r.url().split('/').pop()! });
      });
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
      // Before the rest arrives, the first screen asked for Pretendard Shell alone.
      const early = await page.evaluate(() => !document.documentElement.classList.contains('fonts-rest'));
      if (early) {
        const files = fontFiles.map((f) => f.file);
        assert.ok(files.length === 1 && files[0]!.startsWith('pretendard-shell-'), `only Pretendard Shell so far: ${files.join(', ')}`);
      }
      const shell = await hangulGlyphSources(
        page,
        '[data-testid="masthead"] span, header a, #hero-heading, #hero-heading span, form button',
      );
      // Masthead, header links, hero heading and search button (a phone's masthead leaves out the operator).
      assert.ok(shell.length >= 4, `shell text found (${shell.length})`);
      for (const el of shell)
        assert.ok(
          (el.fonts['Pretendard Variable'] ?? 0) >= el.hangul,
          `'${el.text}': every Hangul glyph from Pretendard (Shell): ${JSON.stringify(el.fonts)}`,
        );

      // The rest arrives once the page has settled (≥ 2 s into the visit), switched in at once.
      await page.waitForFunction(() => document.documentElement.classList.contains('fonts-rest'), null, { timeout: 15_000 });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const rest = await hangulGlyphSources(page, '[data-testid^="stat-"] span, h2, footer p');
      assert.ok(rest.length >= 3);
      for (const el of rest) {
        const pretendard = el.fonts['Pretendard Variable'] ?? 0;
        assert.ok(pretendard >= el.hangul, `'${el.text}': every Hangul glyph from Pretendard: ${JSON.stringify(el.fonts)}`);
      }
      assert.equal(await page.evaluate(() => localStorage.getItem('fonts')), '1', 'the next visit uses Pretendard from the first paint');
    });
  });
});
