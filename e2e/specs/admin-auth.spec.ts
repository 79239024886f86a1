// Admin sign-in journeys against the real server: validation, wrong/right password, redirect to the
// requested page, token only in memory, 401 → one refresh → retry, refused refresh, access denied, logout.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { E2E_ADMIN, signIn } from '../support/admin.ts';
import { url, withPage } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const loginError = (page: Page) => page.getByTestId('login-error');
const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

describe('admin sign-in', () => {
  it('checks the form, refuses a wrong password with the spec message and signs in to the dashboard', async () => {
    await withPage({}, async ({ page, errors }) => {
      await page.goto(url('/119sys-ctrl'));
      await page.waitForURL(/\/119sys-ctrl\/login$/);
      await page.getByRole('heading', { name: '관리자 로그인' }).waitFor();
      const id = page.getByLabel('아이디 (이메일)');
      const password = page.getByLabel('비밀번호', { exact: true });
      const submit = page.getByRole('button', { name: '로그인', exact: true });

      await submit.click();
      assert.equal(await loginError(page).innerText(), '아이디와 비밀번호를 입력하세요.');
      await id.fill('e2e-admin');
      assert.equal(await loginError(page).innerText(), '', 'typing clears the error');
      await password.fill('whatever-password');
      await submit.click();
      assert.equal(await loginError(page).innerText(), '올바른 이메일 주소를 입력하세요.');

      // A server 429 (login limit) is shown with its seconds, as the server words it.
      await page.route('**/api/auth/login', (route) =>
        route.fulfill(
          json(429, {
            success: false,
            error: { code: 'RATE_LIMIT_EXCEEDED', message: '요청이 너무 많습니다. 42초 후 다시 시도하세요.', resetIn: 42 },
          }),
        ),
      );
      await id.fill(E2E_ADMIN.email);
      await submit.click();
      await loginError(page).filter({ hasText: '요청이 너무 많습니다. 42초 후 다시 시도하세요.' }).waitFor();
      await page.unroute('**/api/auth/login');

      // Show/hide toggle.
      await page.getByTestId('password-toggle').click();
      assert.equal(await password.getAttribute('type'), 'text');
      await page.getByTestId('password-toggle').click();
      assert.equal(await password.getAttribute('type'), 'password');

      // Inputs are disabled while the request is out (held until we have looked).
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/auth/login', async (route) => {
        await held;
        await route.continue();
      });
      await id.fill(E2E_ADMIN.email);
      await password.fill('definitely-not-the-password');
      await submit.click();
      await page.getByRole('button', { name: '로그인 중...' }).waitFor();
      assert.equal(await id.isDisabled(), true);
      assert.equal(await password.isDisabled(), true);
      release();
      await loginError(page).filter({ hasText: '아이디 또는 비밀번호가 올바르지 않습니다.' }).waitFor();
      assert.equal(await id.isDisabled(), false);
      await page.unroute('**/api/auth/login');

      await password.fill(E2E_ADMIN.password);
      await submit.click();
      await page.waitForURL(/\/119sys-ctrl$/);
      await page.getByRole('heading', { level: 1, name: '관리 대시보드' }).waitFor();
      await page.getByTestId('admin-stat-videos').waitFor();
      assert.match(await page.getByTestId('admin-stat-videos').innerText(), /[1-9][\d,]*개/);
      assert.match(await page.getByTestId('signed-in-user').innerText(), /e2e-admin@example\.kr[\s\S]*로그인 \d{4}년/);
      assert.deepEqual(errors, []);
    });
  });

  it('comes back to the requested page after sign-in, and sends a signed-in visitor onward from the login page', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/119sys-ctrl/security?tab=audit'));
      await page.waitForURL(
        (u) => u.pathname === '/119sys-ctrl/login' && u.searchParams.get('redirect') === '/119sys-ctrl/security?tab=audit',
      );
      await page.getByLabel('아이디 (이메일)').fill(E2E_ADMIN.email);
      await page.getByLabel('비밀번호', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.waitForURL(/\/119sys-ctrl\/security\?tab=audit$/);
      await page.getByRole('tab', { name: '관리 작업 기록', selected: true }).waitFor();

      // The other login path of the original redirects here; signed in, it goes straight on.
      await page.goto(url('/admin/login?redirect=%2F119sys-ctrl%2Fusers'));
      await page.waitForURL(/\/119sys-ctrl\/users$/);
      await page.getByRole('heading', { level: 1, name: '관리자 계정' }).waitFor();
    });
  });

  it('keeps the access token in memory only and gets a new one from the cookie after a reload', async () => {
    await withPage({}, async ({ page }) => {
      let token = '';
      page.on('request', (request) => {
        const header = request.headers().authorization;
        if (header) token = header.replace('Bearer ', '');
      });
      await signIn(page);
      await page.getByTestId('admin-stat-videos').waitFor();
      assert.ok(token.length > 20, 'API calls carry a bearer token');
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
      assert.equal(stored.includes(token), false, 'the token is not in web storage');
      assert.match(stored, /e2e-admin@example\.kr/, 'the user is kept in sessionStorage');

      const refresh = page.waitForRequest((r) => r.url().endsWith('/api/auth/refresh'));
      await page.reload();
      await refresh;
      await page.getByTestId('admin-stat-videos').waitFor();
      assert.equal(new URL(page.url()).pathname, '/119sys-ctrl');
    });
  });

  it('falls back after 3 s of a slow auth check: to the stored user if there is one, else to the login page', async () => {
    await withPage({}, async ({ page, context }) => {
      await signIn(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route('**/api/auth/refresh', async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await page.getByTestId('auth-checking').waitFor();
      assert.match(await page.getByTestId('auth-checking').innerText(), /인증 확인 중/);
      const started = Date.now();
      await page.getByTestId('admin-shell').waitFor(); // the stored user, while the refresh is still held
      assert.ok(Date.now() - started >= 2_000, 'not before the 3 s fallback');
      release();
      await page.getByTestId('admin-stat-videos').waitFor(); // data once the token arrives

      // A new tab has no stored user: after 3 s the login page; the cookie still signs it in when the answer comes.
      const other = await context.newPage();
      let releaseOther: () => void = () => undefined;
      const heldOther = new Promise<void>((resolve) => (releaseOther = resolve));
      await context.unroute('**/api/auth/refresh');
      await context.route('**/api/auth/refresh', async (route) => {
        await heldOther;
        await route.continue();
      });
      await other.goto(url('/119sys-ctrl/users'));
      await other.waitForURL(/\/119sys-ctrl\/login\?redirect=/);
      releaseOther();
      await other.waitForURL(/\/119sys-ctrl\/users$/);
      await other.getByTestId('user-row').first().waitFor();
    });
  });

  it('on a 401 refreshes once and retries the call with the new token; the page still shows its data', async () => {
    await withPage({}, async ({ page }) => {
      await signIn(page, '/119sys-ctrl/users');
      await page.getByTestId('user-row').first().waitFor();
      const sequence: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/auth/refresh')) sequence.push('refresh');
      });
      // The server "forgets" the token once, as it would after the token expired.
      await page.route('**/api/admin/dashboard', async (route) => {
        const first = !sequence.includes('dashboard');
        sequence.push('dashboard');
        if (first) return route.fulfill(json(401, { success: false, error: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } }));
        return route.continue();
      });
      await page.getByRole('link', { name: '대시보드' }).first().click();
      await page.getByTestId('admin-stat-videos').waitFor();
      assert.deepEqual(sequence, ['dashboard', 'refresh', 'dashboard']);
      assert.equal(new URL(page.url()).pathname, '/119sys-ctrl');
      assert.equal(await page.getByTestId('login-notice').count(), 0);
    });
  });

  it('signs out with "session refresh failed" and goes to the login page when the refresh is refused', async () => {
    await withPage({}, async ({ page }) => {
      await signIn(page);
      await page.getByTestId('admin-stat-videos').waitFor();
      await page.route('**/api/admin/users', (route) =>
        route.fulfill(json(401, { success: false, error: { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' } })),
      );
      await page.route('**/api/auth/refresh', (route) =>
        route.fulfill(json(401, { success: false, error: { code: 'SESSION_REFRESH_FAILED', message: '세션을 갱신하지 못했습니다.' } })),
      );
      await page.getByRole('link', { name: '관리자 계정' }).first().click();
      await page.waitForURL((u) => u.pathname === '/119sys-ctrl/login' && u.searchParams.get('redirect') === '/119sys-ctrl/users');
      assert.equal(await page.getByTestId('login-notice').innerText(), '세션을 갱신하지 못했습니다. 다시 로그인하세요.');
    });
  });

  it('shows the access-denied page naming the required role for a signed-in account of another role', async () => {
    // The server never issues a token to a non-admin (login and refresh both refuse one), so a signed-in
    // non-admin cannot arise for real: the real server's refresh answer is passed through with the role changed.
    await withPage({}, async ({ page }) => {
      await signIn(page);
      await page.route('**/api/auth/refresh', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data?: { user: { role: string; isAdmin: boolean } } };
        if (body.data) Object.assign(body.data.user, { role: 'user', isAdmin: false });
        await route.fulfill({ response, json: body });
      });
      await page.reload();
      const denied = page.getByTestId('access-denied');
      await denied.waitFor();
      assert.match(await denied.innerText(), /접근 권한이 없습니다[\s\S]*이 페이지를 보려면 열람자 권한이 필요합니다\./);
      assert.equal(await page.getByTestId('admin-shell').count(), 0, 'no admin menu behind it');
      await page.unroute('**/api/auth/refresh');
      await page.getByRole('button', { name: '다른 계정으로 로그인' }).click();
      await page.waitForURL(/\/119sys-ctrl\/login/);
    });
  });

  it('logs out: the server session ends and the admin area asks for a sign-in again', async () => {
    await withPage({}, async ({ page }) => {
      await signIn(page);
      await page.getByTestId('logout').click();
      await page.waitForURL(/\/119sys-ctrl\/login/);
      assert.equal(await page.getByTestId('login-notice').innerText(), '로그아웃되었습니다.');
      const status = await page.evaluate(() =>
        fetch('/api/auth/refresh', { method: 'POST', headers: { 'X-Requested-With': '119-admin' } }).then((r) => r.status),
      );
      assert.equal(status, 401, 'the refresh cookie no longer works');
      await page.goto(url('/119sys-ctrl'));
      await page.waitForURL(/\/119sys-ctrl\/login$/);
      assert.equal(await page.evaluate(() => sessionStorage.getItem('admin_session')), null);
    });
  });
});
