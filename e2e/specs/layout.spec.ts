// Layout: landmarks, skip link, header links, theme persistence without flash, mobile menu.
import assert from 'node:assert/strict';
import { describe, it } from '../support/harness.ts';
import { url, withPage, WIDTHS } from '../support/browser.ts';

describe('layout', () => {
  it('has landmarks, a working skip link and the header links', async () => {
    await withPage({}, async ({ page, errors }) => {
      await page.goto(url('/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'ko');
      assert.equal(await page.locator('header').count(), 1);
      assert.equal(await page.locator('main#main').count(), 1);
      assert.equal(await page.locator('footer').count(), 1);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: '본문 바로가기' });
      assert.equal(await skip.evaluate((el) => el === document.activeElement), true);
      const nav = page.getByRole('navigation', { name: '주 메뉴' });
      for (const name of ['홈', '인기 영상', '채널', '키워드 네트워크'])
        assert.equal(await nav.getByRole('link', { name, exact: true }).count(), 1);
      await nav.getByRole('link', { name: '인기 영상' }).click();
      await page.waitForURL(/\/popular$/);
      await page.getByRole('heading', { name: '인기 소방 영상' }).waitFor();
      const footer = page.locator('footer');
      assert.match(await footer.innerText(), /정보화기획팀/);
      assert.match((await footer.getByRole('link', { name: /@/ }).getAttribute('href')) ?? '', /^mailto:.+@.+/);
      assert.deepEqual(errors, []);
    });
  });

  it('is dark by default and keeps the chosen light theme across reloads, before any app code runs', async () => {
    await withPage({}, async ({ page, context }) => {
      await page.goto(url('/'));
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
      await page.getByTestId('theme-toggle').click();
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
      // With the app's JavaScript blocked, only the before-paint script can set the theme.
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.reload();
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
      await context.unroute(/\/assets\/.*\.js$/);
      await page.reload();
      await page.getByTestId('theme-toggle').click();
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    });
  });

  it('opens the mobile menu at 375 px and closes it on scroll', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/'));
      assert.equal(await page.getByRole('navigation', { name: '주 메뉴' }).isVisible(), false);
      const button = page.getByTestId('mobile-menu-button');
      await button.click();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      const menu = page.getByRole('navigation', { name: '모바일 메뉴' });
      await menu.waitFor();
      await page.mouse.wheel(0, 600);
      await menu.waitFor({ state: 'detached' });
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      await button.click();
      await menu.getByRole('link', { name: '채널' }).click();
      await page.waitForURL(/\/channels$/);
      await menu.waitFor({ state: 'detached' });
    });
  });
});
