// axe-core (WCAG 2.2 AA) on the login page, the dashboard shell, the users page and the security page,
// dark and light, at 375 px and 1280 px; also writes screenshots of each to test-results/screenshots/admin-*.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const SHOTS = 'test-results/screenshots';
const PAGES = [
  { name: 'dashboard', path: '/119sys-ctrl', ready: '[data-testid="admin-dashboard"]' },
  { name: 'users', path: '/119sys-ctrl/users', ready: '[data-testid="user-row"]' },
  { name: 'security', path: '/119sys-ctrl/security', ready: '[data-testid="security-event"]' },
  { name: 'security-audit', path: '/119sys-ctrl/security?tab=audit', ready: '[data-testid="audit-entry"]' },
];

async function check(page: Page, label: string, shot: string, problems: string[]) {
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  if (violations.length) problems.push(`${label}\n  ${violations.join('\n  ')}`);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

describe('admin accessibility (axe-core, WCAG 2.2 AA) and screenshots', () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const [size, width] of Object.entries(WIDTHS)) {
      it(
        `${theme} · ${size} ${width}px: login page, dashboard shell, users and security pages`,
        async () => {
          const problems: string[] = [];
          await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
            await page.goto(url('/119sys-ctrl/login'));
            await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
            await check(page, 'login', `admin-login-${theme}-${width}`, problems);
            // The login page with an error message showing.
            await page.getByRole('button', { name: '로그인', exact: true }).click();
            await page
              .getByTestId('login-error')
              .filter({ hasText: /입력하세요/ })
              .waitFor();
            await check(page, 'login (error)', `admin-login-error-${theme}-${width}`, problems);

            await signIn(page);
            for (const target of PAGES) {
              await page.goto(url(target.path));
              await page.locator(target.ready).first().waitFor();
              await check(page, target.path, `admin-${target.name}-${theme}-${width}`, problems);
            }
            if (width === WIDTHS.mobile) {
              await page.getByTestId('admin-menu-button').click();
              await page.getByRole('dialog', { name: '관리 메뉴' }).waitFor();
              await check(page, 'menu drawer', `admin-drawer-${theme}-${width}`, problems);
              await page.keyboard.press('Escape');
            }
            if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
          });
          assert.equal(problems.length, 0, `axe violations:\n${problems.join('\n')}`);
        },
        { timeoutMs: 180_000 },
      );
    }
  }
});
