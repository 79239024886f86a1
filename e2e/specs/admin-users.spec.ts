// Users page against the real server: create (server password rules shown as they come), deactivate and
// reactivate another account, reset its password, never a deactivate button on one's own account; the new
// account can sign in and change its own password.
import assert from 'node:assert/strict';
import { E2E_ADMIN, signIn } from '../support/admin.ts';
import { withPage } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const STAFF = { email: 'staff-e2e@example.kr', password: 'Copper-Heron-Valley-2291' };

describe('admin users', () => {
  it('creates, deactivates, reactivates and resets another account, but offers no self-deactivation', async () => {
    await withPage({}, async ({ page, errors }) => {
      await signIn(page, '/119sys-ctrl/users');
      const self = page.locator(`[data-testid="user-row"][data-email="${E2E_ADMIN.email}"]`);
      await self.waitFor();
      assert.equal(await self.getByRole('button', { name: /비활성화/ }).count(), 0, 'no deactivate button on my own account');
      assert.equal(await self.getByRole('link', { name: '내 비밀번호 바꾸기' }).count(), 1);

      await page.getByRole('button', { name: '직원 초대' }).click();
      const form = page.getByTestId('create-user-form');
      await form.getByLabel('이메일').fill(STAFF.email);
      await form.getByLabel('이름 (선택)').fill('현장 담당자');
      await form.getByLabel('역할').selectOption('admin');
      await form.getByLabel('임시 비밀번호 (선택)', { exact: true }).fill('short');
      await form.getByRole('button', { name: '초대하기' }).click();
      await page.getByTestId('create-user-error').filter({ hasText: '12자' }).waitFor(); // the server's own message
      await form.getByLabel('임시 비밀번호 (선택)', { exact: true }).fill(STAFF.password);
      await form.getByRole('button', { name: '초대하기' }).click();
      await page
        .getByTestId('notice-success')
        .filter({ hasText: `${STAFF.email} 계정을 만들었습니다.` })
        .waitFor();
      assert.equal(await page.getByTestId('generated-password').count(), 0, 'a typed password is not shown back');
      await page.getByTestId('invited-user').getByRole('button', { name: '닫기' }).click();
      const row = page.locator(`[data-testid="user-row"][data-email="${STAFF.email}"]`);
      await row.waitFor();
      assert.equal(await row.getByTestId('user-state').innerText(), '사용 중');

      await row.getByRole('button', { name: `${STAFF.email} 비활성화` }).click();
      const confirm = page.getByRole('alertdialog', { name: '계정을 비활성화할까요?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: '비활성화' }).click();
      await row.getByTestId('user-state').filter({ hasText: '비활성' }).waitFor();
      await row.getByRole('button', { name: `${STAFF.email} 다시 활성화` }).click();
      await row.getByTestId('user-state').filter({ hasText: '사용 중' }).waitFor();

      await row.getByRole('button', { name: `${STAFF.email} 비밀번호 재설정` }).click();
      const dialog = page.getByRole('dialog', { name: '비밀번호 재설정' });
      await dialog.getByLabel('직접 입력').check();
      await dialog.getByLabel('새 비밀번호', { exact: true }).fill(STAFF.password.replace('2291', '7310'));
      await dialog.getByRole('button', { name: '비밀번호 재설정' }).click();
      await dialog.getByText(/비밀번호를 바꿨습니다\. 세션 0개를 종료했습니다\./).waitFor();
      await dialog.getByRole('button', { name: '닫기' }).click();

      // The audit log on the security page has every one of these writes.
      await page.getByRole('link', { name: '보안 기록' }).first().click();
      await page.getByRole('tab', { name: '관리 작업 기록' }).click();
      await page.getByLabel('작업', { exact: true }).selectOption('user.deactivate');
      await page.getByRole('button', { name: '조회' }).click();
      await page.waitForURL(/tab=audit&action=user\.deactivate/);
      const entries = page.getByTestId('audit-entry');
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('[data-testid="audit-entry"]')];
        return rows.length > 0 && rows.every((row) => row.textContent?.includes('계정 비활성화'));
      });
      assert.equal(await entries.count(), 1);
      assert.match(await entries.first().innerText(), /계정 비활성화[\s\S]*계정 #\d+[\s\S]*e2e-admin@example\.kr/);
      assert.deepEqual(errors, []);
    });
  });

  it('lets the new admin sign in and change their own password, passing the server message through', async () => {
    await withPage({}, async ({ page }) => {
      const password = STAFF.password.replace('2291', '7310');
      await signIn(page, '/119sys-ctrl/account', { email: STAFF.email, password });
      const form = page.getByTestId('password-form');
      await form.getByLabel('현재 비밀번호', { exact: true }).fill(password);
      await form.getByLabel('새 비밀번호', { exact: true }).fill(password);
      await form.getByLabel('새 비밀번호 확인', { exact: true }).fill(password);
      await form.getByRole('button', { name: '비밀번호 바꾸기' }).click();
      await page.getByTestId('password-error').filter({ hasText: '새 비밀번호가 지금 비밀번호와 같습니다.' }).waitFor();
      const next = 'Amber-Falcon-Meadow-4410';
      await form.getByLabel('새 비밀번호', { exact: true }).fill(next);
      await form.getByLabel('새 비밀번호 확인', { exact: true }).fill(next);
      await form.getByRole('button', { name: '비밀번호 바꾸기' }).click();
      await page.getByTestId('notice-success').filter({ hasText: '비밀번호를 바꿨습니다.' }).waitFor();
      // The fresh session from the answer keeps working after a reload.
      await page.reload();
      await page.getByTestId('password-form').waitFor();
    });
  });
});
