// Idle rules with a fast clock (R-AUTH-08): warning with the time left at 25 min, sign-out at 30,
// and activity (a key press) pushing the deadline back.
import assert from 'node:assert/strict';
import { axeViolations } from '../support/a11y.ts';
import { signIn } from '../support/admin.ts';
import { withPage } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

describe('admin idle session', () => {
  it('warns after 25 idle minutes and signs out at 30 with a message', async () => {
    await withPage({}, async ({ page }) => {
      await page.clock.install();
      await signIn(page, '/119sys-ctrl/users');
      await page.getByTestId('user-row').first().waitFor();
      const warning = page.getByRole('alertdialog', { name: '곧 자동으로 로그아웃됩니다' });

      await page.clock.fastForward('24:00');
      assert.equal(await warning.count(), 0, 'no warning before 25 minutes');
      await page.clock.fastForward('01:30');
      await warning.waitFor();
      assert.match(await page.getByTestId('idle-time-left').innerText(), /^[45]분/);
      assert.deepEqual(await axeViolations(page), [], 'the warning dialog passes axe');
      await page.screenshot({ path: 'test-results/screenshots/admin-idle-warning-dark-1280.png' });

      await page.clock.fastForward('05:00');
      await page.waitForURL((u) => u.pathname === '/119sys-ctrl/login' && u.searchParams.get('redirect') === '/119sys-ctrl/users');
      assert.match(await page.getByTestId('login-notice').innerText(), /30분 동안 활동이 없어/);
    });
  });

  it('keeps the session while the admin is active and closes the warning on "계속 사용하기"', async () => {
    await withPage({}, async ({ page }) => {
      await page.clock.install();
      await signIn(page);
      await page.getByTestId('admin-stat-videos').waitFor();
      await page.clock.fastForward('20:00');
      await page.keyboard.press('Shift'); // activity resets the idle timer
      await page.clock.fastForward('20:00');
      assert.equal(await page.getByRole('alertdialog').count(), 0, '20 minutes after the key press: no warning yet');
      await page.clock.fastForward('06:00');
      const warning = page.getByRole('alertdialog', { name: '곧 자동으로 로그아웃됩니다' });
      await warning.waitFor();
      const check = page.waitForRequest((r) => r.url().endsWith('/api/auth/check'));
      await warning.getByRole('button', { name: '계속 사용하기' }).click();
      await check; // the server hears about the activity too
      await warning.waitFor({ state: 'hidden' });
      await page.clock.fastForward('10:00');
      assert.equal(new URL(page.url()).pathname, '/119sys-ctrl');
    });
  });
});
