// The admin account the e2e server is started with (ADMIN_EMAIL/ADMIN_PASSWORD) and sign-in helpers.
import type { Page } from 'playwright-core';
import { url } from './browser.ts';

export const E2E_ADMIN = { email: 'e2e-admin@example.kr', password: 'Kestrel-Lantern-Orchid-58' } as const;

/** Signs in through the login page and waits for the admin shell (or the page it was sent to). */
export async function signIn(page: Page, path = '/119sys-ctrl', account: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  await page.goto(url(path));
  await page.waitForURL(/\/119sys-ctrl\/login/);
  await page.getByLabel('아이디 (이메일)').fill(account.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByTestId('admin-shell').waitFor();
}

/** An access token straight from the API (for setting up data without the UI). */
export async function apiToken(): Promise<string> {
  const response = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': '119-admin', origin: new URL(url('/')).origin },
    body: JSON.stringify(E2E_ADMIN),
  });
  const body = (await response.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.accessToken;
}
