// The answer card (issue 23): a question typed on a phone ("불나면 어떻게 해요") shows what to do now, 119 and the
// best video, above the results; the video plays (youtube-nocookie, after a press on the facade). axe-clean in both
// themes at 375 and 1280 px.
import assert from 'node:assert/strict';
import { axeViolations } from '../support/a11y.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const SHOTS = 'test-results/screenshots';

describe('search answers questions', () => {
  it('a question typed on a phone shows the answer card, 119 and a playable video above the results', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page, errors }) => {
      await page.goto(url('/search'));
      const box = page.getByRole('search').getByRole('combobox');
      await box.fill('불나면 어떻게 해요');
      await box.press('Enter');
      const card = page.getByTestId('answer-card');
      await card.waitFor();
      assert.match(await card.getByRole('heading').innerText(), /지금 할 일/);
      const steps = await card.getByRole('listitem').count();
      assert.ok(steps >= 3 && steps <= 7, `3–7 steps, got ${steps}`);
      assert.equal(await card.getByTestId('answer-call-119').getAttribute('href'), 'tel:119');
      // Above the results: the card comes before the first result card in the page.
      const before = await page.evaluate(() => {
        const answer = document.querySelector('[data-testid="answer-card"]');
        const first = document.querySelector('[data-testid="video-card"]');
        return !!answer && !!first && !!(answer.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      assert.ok(before, 'the answer card is above the results');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${SHOTS}/search-answer-phone-dark-375.png`, fullPage: false });
      await card.getByTestId('answer-video').click();
      const facade = page.getByTestId('video-facade');
      await facade.waitFor();
      await facade.press('Enter');
      const frame = page.getByTestId('video-embed');
      await frame.waitFor();
      assert.match((await frame.getAttribute('src')) ?? '', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
      assert.deepEqual(errors, []);
    });
  });

  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      it(`${theme} ${width}px: the answer card is axe-clean`, async () => {
        await withPage({ theme, width, reducedMotion: true }, async ({ page }) => {
          await page.goto(url(`/search?q=${encodeURIComponent('아기가 사탕을 삼켰어요')}`));
          await page.getByTestId('answer-card').waitFor();
          await page.waitForLoadState('networkidle');
          const violations = await axeViolations(page);
          await page.evaluate(() => document.fonts.ready);
          await page.getByTestId('answer-card').screenshot({ path: `${SHOTS}/search-answer-${theme}-${width}.png` });
          assert.deepEqual(violations, []);
        });
      });
    }
  }
});
