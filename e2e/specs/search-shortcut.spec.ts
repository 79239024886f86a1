// The "/" shortcut: it focuses the visible search box (header, home hero, /search), is announced
// (aria-keyshortcuts and a hidden hint), never fires while typing in a field or with Ctrl/Cmd/Alt, and opens
// /search with its box focused where no box shows (a phone with the menu closed); axe-clean with the box focused.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const focusedIsShortcutBox = (page: Page) => page.evaluate(() => document.activeElement?.hasAttribute('data-search-shortcut') === true);

async function describedByText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const ids = (document.activeElement?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

describe('the "/" search shortcut', () => {
  it('focuses the header box on a list page at 1280, announced, and never from a field or with a modifier', async () => {
    await withPage({ width: WIDTHS.desktop }, async ({ page, errors }) => {
      await page.goto(url('/popular'));
      await page.getByTestId('video-card').first().waitFor();
      const box = page.getByTestId('header-search').getByRole('combobox');
      assert.equal(await box.getAttribute('aria-keyshortcuts'), '/');

      await page.keyboard.press('Control+/');
      assert.equal(await focusedIsShortcutBox(page), false, 'Ctrl+/ is left to the browser');
      await page.keyboard.press('/');
      assert.equal(await focusedIsShortcutBox(page), true, '"/" focuses the search box');
      assert.equal(await box.inputValue(), '', 'the "/" itself is not typed into the box');
      assert.match(await describedByText(page), /\/ 키로 바로 검색/);

      // Typing in the box: "/" is a character like any other.
      await page.keyboard.type('소화/기');
      assert.equal(await box.inputValue(), '소화/기');

      // From a link (not a field) it works again and selects what is there.
      await page.getByRole('link', { name: '119 안전영상' }).first().focus();
      await page.keyboard.press('/');
      assert.equal(await focusedIsShortcutBox(page), true);
      assert.deepEqual(
        await box.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]),
        [0, 4],
        'the old words are selected',
      );

      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], violations.join('\n'));
      assert.deepEqual(errors, []);
    });
  });

  it('focuses the big box on the home page, and leaves other fields alone', async () => {
    await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
      await page.goto(url('/'));
      const hero = page.getByRole('search', { name: '안전 영상 검색' }).getByRole('combobox');
      await hero.waitFor();
      await page.keyboard.press('/');
      assert.equal(await hero.evaluate((el) => el === document.activeElement), true);
    });
    await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
      await page.goto(url('/search/advanced'));
      const field = page.locator('main input:not([data-search-shortcut])').first();
      await field.waitFor();
      await field.focus();
      await page.keyboard.press('/');
      assert.equal(await field.evaluate((el) => el === document.activeElement), true, 'typing in another field keeps its focus');
    });
  });

  it('opens the search page with its box focused where no box shows (375 px, menu closed)', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page, errors }) => {
      await page.goto(url('/popular'));
      await page.getByTestId('video-card').first().waitFor();
      await page.keyboard.press('/');
      await page.waitForURL(/\/search$/);
      await page.waitForFunction(() => document.activeElement?.hasAttribute('data-search-shortcut') === true);
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], violations.join('\n'));
      assert.deepEqual(errors, []);
    });
  });
});
