// /popular: period and type in the URL, exclusion chips for domestic/international only, 12-at-a-time for year/all.
import assert from 'node:assert/strict';
import { url, withPage, WIDTHS } from '../support/browser.ts';

import { describe, it } from '../support/harness.ts';

describe('popular', () => {
  it('reloads on period and type changes; chips exclude channels and are cleared by a type change', async () => {
    await withPage({}, async ({ page }) => {
      const calls: URL[] = [];
      page.on('request', (r) => r.url().includes('/api/videos/popular') && calls.push(new URL(r.url())));
      await page.goto(url('/popular'));
      await page.getByTestId('video-card').first().waitFor();
      assert.equal(calls.at(-1)!.searchParams.get('period'), 'week');
      assert.equal(await page.getByTestId('exclude-chip').count(), 0, 'no chips for all channels');
      await page.getByRole('button', { name: '이번 달' }).click();
      await page.waitForURL((u) => u.searchParams.get('period') === 'month');
      await page.getByRole('button', { name: '국내', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('type') === 'domestic');
      const chips = page.getByTestId('exclude-chip');
      await chips.first().waitFor();
      assert.equal(await chips.count(), 5);
      const excludedSent = page.waitForRequest(
        (r) => r.url().includes('/api/videos/popular') && !!new URL(r.url()).searchParams.get('excluded_channels'),
      );
      await chips.first().click();
      await page.waitForURL((u) => (u.searchParams.get('exclude') ?? '').length > 0);
      await page.locator('[data-testid="exclude-chip"][aria-pressed="true"]').first().waitFor();
      await excludedSent;
      await page.getByRole('button', { name: '해외', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('type') === 'international' && !u.searchParams.has('exclude'));
      await page.getByRole('button', { name: '소방본부', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('type') !== 'international');
      await page.getByTestId('video-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The chips of the international list go once the fire headquarters' list has rendered.
      await page.getByTestId('exclude-chip').first().waitFor({ state: 'detached', timeout: 15_000 });
      assert.equal(await page.getByTestId('exclude-chip').count(), 0, 'no chips for fire headquarters');
    });
  });

  it('shows 12 first for the year and 12 more on scroll', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/popular?period=year'));
      const cards = page.getByTestId('video-card');
      await cards.first().waitFor();
      assert.equal(await cards.count(), 12);
      await page.getByTestId('popular-sentinel').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="video-card"]').length >= 24);
      assert.equal(await page.locator('[data-rank]').count(), 3);
    });
  });
});
