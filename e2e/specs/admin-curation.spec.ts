// The curation queue's order (issue 25 item 5): confidence, highest first, by default; a 정렬 select kept in the
// URL offers the other orders; axe (WCAG 2.2 AA) and screenshots in both themes at 375 and 1280 px.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { axeViolations } from '../support/a11y.ts';
import { signIn } from '../support/admin.ts';
import { withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const SHOTS = 'test-results/screenshots';
const percents = (texts: string[]) => texts.map((text) => Number(/(\d+)% \(/.exec(text)?.[1] ?? NaN));

describe('admin curation order', () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const [size, width] of Object.entries(WIDTHS)) {
      it(
        `${theme} · ${size} ${width}px: confidence first by default, another order kept in the URL, axe-clean`,
        async () => {
          await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
            await signIn(page, '/119sys-ctrl/curation');
            const sort = page.getByLabel('정렬');
            await sort.waitFor();
            assert.equal(await sort.inputValue(), 'confidence');
            assert.equal(await sort.locator('option:checked').textContent(), '확신도 높은 순');
            await page.locator('[data-testid="curation-item"], :text("검토를 기다리는 영상이 없습니다")').first().waitFor();
            const before = percents(await page.getByTestId('curation-item').allInnerTexts());
            assert.deepEqual(
              before,
              [...before].sort((a, b) => b - a),
              'highest confidence first',
            );
            await page.waitForLoadState('networkidle');
            assert.deepEqual(await axeViolations(page), []);
            await page.screenshot({ path: `${SHOTS}/admin-curation-order-${theme}-${width}.png` });

            await sort.selectOption('confidence_asc');
            await page.waitForURL((u) => u.searchParams.get('sort') === 'confidence_asc');
            await page.locator('[data-testid="curation-item"], :text("검토를 기다리는 영상이 없습니다")').first().waitFor();
            const after = percents(await page.getByTestId('curation-item').allInnerTexts());
            assert.deepEqual(
              after,
              [...after].sort((a, b) => a - b),
              'lowest confidence first',
            );
            // The order survives a reload (it lives in the URL) and the other tabs offer 최근 처리 순.
            await page.reload();
            assert.equal(await page.getByLabel('정렬').inputValue(), 'confidence_asc');
            await page.getByRole('tab', { name: '승인한 영상' }).click();
            await page.waitForURL((u) => u.searchParams.get('state') === 'approved');
            // The select follows the tab once the page has re-rendered from the new address.
            await page.waitForFunction(
              () => (document.querySelector('select[data-testid="curation-sort"]') as HTMLSelectElement | null)?.value === 'decided',
              undefined,
              { timeout: 10_000 },
            );
            assert.equal(await page.getByLabel('정렬').inputValue(), 'decided');
            assert.deepEqual(errors, []);
          });
        },
        { timeoutMs: 120_000 },
      );
    }
  }
});
