// The admin shell: four sidebar groups listing every page of R-ADMIN-01 (plus security and account), honest
// "in preparation" panels, breadcrumb, collapsible sidebar, and the menu drawer on a phone.
import assert from 'node:assert/strict';
import { signIn } from '../support/admin.ts';
import { withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const SPEC_PAGES = [
  'keywords',
  'keywords/new',
  'keywords/v3',
  'videos',
  'videos/new',
  'videos/deleted',
  'channels',
  'channels/bulk-import',
  'categories',
  'duplicates',
  'curation',
  'users',
  'settings',
  'youtube-api',
  'youtube-sync',
  'incremental-sync',
  'youtube-sync-center',
  'statistics-sync',
  'workflow',
  'test-api',
  'security',
];

describe('admin shell', () => {
  it('lists every admin page under the four groups and opens each one', async () => {
    await withPage({}, async ({ page, errors }) => {
      await signIn(page);
      const nav = page.getByTestId('admin-sidebar').getByRole('navigation', { name: '관리 메뉴' });
      for (const group of ['콘텐츠 관리', '데이터 동기화', '사이트 관리', '시스템 설정']) {
        assert.equal(await nav.getByRole('list', { name: group }).count(), 1, group);
      }
      const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.ok(hrefs.includes('/119sys-ctrl'));
      for (const path of SPEC_PAGES) assert.ok(hrefs.includes(`/119sys-ctrl/${path}`), path);

      // Every page of the spec is built: no menu entry is marked 준비 중 any more. Opening one names its group.
      assert.equal(await nav.getByRole('link').filter({ hasText: '준비 중' }).count(), 0);
      const workflow = nav.locator('a[href="/119sys-ctrl/workflow"]');
      const label = (await workflow.innerText()).trim();
      const group = await workflow.evaluate((a) => document.getElementById(a.closest('ul')!.getAttribute('aria-labelledby')!)!.textContent);
      await workflow.click();
      await page.waitForURL((u) => u.pathname === '/119sys-ctrl/workflow');
      await page.getByRole('heading', { level: 1, name: label }).waitFor();
      assert.equal(await page.getByTestId('preparing-panel').count(), 0);
      assert.equal((await page.getByTestId('admin-breadcrumb').innerText()).replace(/\s+/g, ' ').trim(), `관리 홈 ${group} ${label}`);
      assert.equal(await workflow.getAttribute('aria-current'), 'page');

      await page.goto(new URL('/119sys-ctrl/no-such-admin-page', page.url()).href);
      await page.getByTestId('admin-not-found').waitFor();
      assert.deepEqual(errors, []);
    });
  });

  it('collapses the sidebar to icons (remembered) and keeps every link named', async () => {
    await withPage({}, async ({ page }) => {
      await signIn(page);
      const sidebar = page.getByTestId('admin-sidebar');
      const toggle = page.getByTestId('sidebar-toggle');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      const wide = (await sidebar.boundingBox())!.width;
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.ok((await sidebar.boundingBox())!.width < wide / 2);
      assert.equal(await sidebar.getByRole('link', { name: /관리자 계정/ }).count(), 1, 'icon links keep their names');
      await page.reload();
      await page.getByTestId('admin-shell').waitFor();
      assert.equal(await page.getByTestId('sidebar-toggle').getAttribute('aria-expanded'), 'false');
      await page.getByTestId('sidebar-toggle').click();
    });
  });

  it('opens the menu as a drawer at 375 px and closes it after choosing a page', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await signIn(page);
      assert.equal(await page.getByTestId('admin-sidebar').isVisible(), false);
      await page.getByTestId('admin-menu-button').click();
      const drawer = page.getByRole('dialog', { name: '관리 메뉴' });
      await drawer.waitFor();
      assert.match(await drawer.getByTestId('signed-in-user').innerText(), /e2e-admin@example\.kr/);
      await drawer.getByRole('link', { name: /보안 기록/ }).click();
      await page.waitForURL(/\/119sys-ctrl\/security$/);
      await drawer.waitFor({ state: 'hidden' });
      await page.getByTestId('admin-menu-button').click();
      await drawer.waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    });
  });
});
