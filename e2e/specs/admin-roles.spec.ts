// Staff roles in the browser (issue 24, ADR 0034) against the real server: a 경기 headquarters editor signs in,
// sees only 경기 channels and no admin-only pages, and is refused Seoul's channel with the access-denied page naming
// the scope; an admin invites a staff member with a generated password shown once, and the new account signs in
// with its role. axe (WCAG 2.2 AA) at 375 and 1280 px in the dark theme, with screenshots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { apiToken, signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const SHOTS = 'test-results/screenshots';
const HQ = { email: 'gyeonggi-hq-e2e@example.kr', password: 'Maple-Harbor-Signal-4821' };

let token: string | null = null;
async function api(method: string, path: string, body?: unknown) {
  token ??= await apiToken();
  const response = await fetch(url(`/api${path}`), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-requested-with': '119-admin',
      origin: new URL(url('/')).origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function check(page: Page, label: string, shot: string, problems: string[]) {
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  if (violations.length) problems.push(`${label}\n  ${violations.join('\n  ')}`);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot of a scrolled page paints the sticky bar mid-page
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

/** Pretendard from the first paint (this machine has no Korean font of its own), as e2e/screenshots.ts does. */
async function withFonts(page: Page) {
  await page.addInitScript(() => {
    try {
      if (window === window.top) localStorage.setItem('fonts', '1');
    } catch {
      // not our page
    }
  });
}

let seoulChannelId: number | null = null;

describe('admin staff roles', () => {
  it('sets up a 경기 headquarters editor and finds a Seoul channel', async () => {
    const created = await api('POST', '/admin/users', {
      email: HQ.email,
      displayName: '경기 담당자',
      password: HQ.password,
      role: 'hq_editor',
      regions: ['경기'],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const seoul = await api('GET', `/admin/channels?region=${encodeURIComponent('서울')}`);
    assert.equal(seoul.status, 200, JSON.stringify(seoul.body));
    assert.ok(seoul.body.data.length > 0, 'the demo catalogue has a Seoul channel');
    seoulChannelId = seoul.body.data[0].id;
  });

  for (const [size, width] of Object.entries(WIDTHS)) {
    it(
      `dark · ${size} ${width}px: an hq_editor sees only 경기 channels and is refused Seoul's channel (axe-clean)`,
      async () => {
        mkdirSync(SHOTS, { recursive: true });
        const problems: string[] = [];
        await withPage({ theme: 'dark', width, reducedMotion: true }, async ({ page, errors }) => {
          await withFonts(page);
          await signIn(page, '/119sys-ctrl/channels', HQ);
          await page.getByTestId('channel-row').first().waitFor();
          const regions = await page.getByTestId('channel-region').allInnerTexts();
          assert.ok(regions.length > 0);
          assert.ok(
            regions.every((text) => text.startsWith('경기') && !text.startsWith('경기북부')),
            `only 경기 channels: ${regions.join(', ')}`,
          );
          // What the role may not do is not offered: no admin-only page in the menu.
          assert.equal(await page.getByRole('link', { name: '관리자 계정' }).count(), 0);
          assert.equal(await page.getByRole('link', { name: '유튜브 API 키' }).count(), 0);
          await check(page, 'hq channel list', `admin-roles-hq-channels-dark-${width}`, problems);

          await page.goto(url(`/119sys-ctrl/channels/${seoulChannelId}`));
          const denied = page.getByTestId('access-denied');
          await denied.waitFor();
          assert.match(await denied.innerText(), /접근 권한이 없습니다[\s\S]*경기 본부 담당 범위 밖의 채널입니다\./);
          assert.match(await denied.innerText(), /본부 편집자 · 경기/);
          assert.equal(await page.getByTestId('admin-breadcrumb').locator('[aria-current="page"]').innerText(), '채널 관리');
          await check(page, 'access denied (Seoul channel)', `admin-roles-denied-dark-${width}`, problems);

          // The audit log by headquarters: only its own to choose, and no security-events tab (the admin's).
          await page.goto(url('/119sys-ctrl/security'));
          // The list itself may be empty (nothing done in 경기 yet); on a phone the filters start folded.
          await page.getByLabel('본부', { exact: true }).waitFor({ state: 'attached' });
          assert.equal(await page.getByRole('tab', { name: '보안 이벤트' }).count(), 0);
          const regionChoices = await page.getByLabel('본부', { exact: true }).locator('option').allTextContents();
          assert.deepEqual(regionChoices, ['담당 지역 전체', '경기 본부']);
          await check(page, 'audit log by headquarters', `admin-roles-audit-dark-${width}`, problems);

          // An admin-only page by its address: the same page, naming the role it needs.
          await page.goto(url('/119sys-ctrl/users'));
          await denied.waitFor();
          assert.match(await denied.innerText(), /이 페이지를 보려면 시스템 관리자 권한이 필요합니다\./);
          assert.deepEqual(errors, []);
        });
        assert.deepEqual(problems, []);
      },
      { timeoutMs: 90_000 },
    );
  }

  for (const [size, width] of Object.entries(WIDTHS)) {
    it(
      `dark · ${size} ${width}px: an admin invites a staff member with a password shown once (axe-clean)`,
      async () => {
        mkdirSync(SHOTS, { recursive: true });
        const problems: string[] = [];
        const email = `busan-invite-${width}@example.kr`;
        let generated = '';
        await withPage({ theme: 'dark', width, reducedMotion: true }, async ({ page, errors }) => {
          await withFonts(page);
          await signIn(page, '/119sys-ctrl/users');
          await page.getByTestId('user-row').first().waitFor();
          await page.getByRole('button', { name: '직원 초대' }).click();
          const form = page.getByTestId('create-user-form');
          await form.getByLabel('이메일').fill(email);
          await form.getByLabel('이름 (선택)').fill('부산 담당자');
          await form.getByLabel('역할').selectOption('hq_editor');
          await form.getByRole('button', { name: '초대하기' }).click();
          await page.getByTestId('create-user-error').filter({ hasText: '담당 지역' }).waitFor();
          await form.getByLabel('부산', { exact: true }).check();
          await check(page, 'invite form', `admin-roles-invite-form-dark-${width}`, problems);
          await form.getByRole('button', { name: '초대하기' }).click();
          const invited = page.getByTestId('invited-user');
          await invited.waitFor();
          generated = await invited.getByTestId('generated-password').innerText();
          assert.ok(generated.length >= 12, 'a generated password is shown once');
          await check(page, 'invited with a generated password', `admin-roles-invited-dark-${width}`, problems);
          await invited.getByRole('button', { name: '닫기' }).click();
          const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
          await row.waitFor();
          assert.equal(await row.getByTestId('user-role').innerText(), '본부 편집자 · 부산');

          // Role and scope change: the dialog keeps the current access, the server ends the account's sessions.
          await row.getByRole('button', { name: `${email} 역할 바꾸기` }).click();
          const dialog = page.getByTestId('access-dialog');
          await dialog.getByLabel('역할').waitFor();
          assert.equal(await dialog.getByLabel('부산', { exact: true }).isChecked(), true);
          await dialog.getByLabel('울산', { exact: true }).check();
          await check(page, 'access dialog', `admin-roles-access-dialog-dark-${width}`, problems);
          await dialog.getByRole('button', { name: '저장' }).click();
          await row.getByTestId('user-role').filter({ hasText: '본부 편집자 · 부산, 울산' }).waitFor();
          // Back to 부산 only, so the sign-in below sees the role it was invited with.
          await row.getByRole('button', { name: `${email} 역할 바꾸기` }).click();
          await dialog.getByLabel('울산', { exact: true }).uncheck();
          await dialog.getByRole('button', { name: '저장' }).click();
          await row
            .getByTestId('user-role')
            .filter({ hasText: /^본부 편집자 · 부산$/ })
            .waitFor();
          assert.deepEqual(errors, []);
        });
        // The invited account signs in with the password it was given and has its role.
        await withPage({}, async ({ page }) => {
          await signIn(page, '/119sys-ctrl', { email, password: generated });
          assert.match(await page.getByTestId('signed-in-role').first().innerText(), /^본부 편집자 · 부산/);
        });
        assert.deepEqual(problems, []);
      },
      { timeoutMs: 90_000 },
    );
  }
});
