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
const VIEWER = { email: 'auditor-viewer-e2e@example.kr', password: 'Quiet-Ledger-Window-7302' };

/** The names of the write controls the admin pages offer (buttons and links, by their accessible name's end). */
const WRITE_NAME =
  /(편집|삭제|고치기|되살리기|승인|거절|합치기|한 묶음으로|무시하기|끝내기|묶음 풀기|키워드 연결|위로|아래로|순서 바꾸기|새 키워드|새 분류|영상 추가|공지 선포|저장|추천대로 고르기)$/;

/** The buttons and links of the page's main area whose name is a write (name: aria-label, else the text). */
async function writeControls(page: Page): Promise<string[]> {
  const names = await page
    .locator('main')
    .locator('button:visible, a:visible')
    .evaluateAll((nodes) => nodes.map((node) => (node.getAttribute('aria-label') ?? node.textContent ?? '').trim()));
  return names.filter((name) => WRITE_NAME.test(name));
}

/** Every content page of the admin area (ADR 0034), with a row that shows it has something to act on. */
let keywordId = 0;
const contentPages = (): readonly { path: string; title: string; row?: string }[] => [
  { path: 'videos', title: '영상 관리', row: 'admin-video' },
  { path: 'videos/deleted', title: '삭제된 영상' },
  { path: 'keywords', title: '키워드 관리', row: 'keyword-row' },
  { path: `keywords/v3?id=${keywordId}`, title: '키워드 자세히 보기', row: 'keyword-detail' },
  { path: 'categories', title: '분류 관리', row: 'category-item' },
  { path: 'curation', title: '큐레이션 검수' },
  { path: 'alerts', title: '재난 공지', row: 'alerts-open' },
  { path: 'duplicates', title: '중복 영상 정리' },
  { path: 'versions', title: '접근성 버전' },
  { path: 'versions?tab=groups', title: '접근성 버전' },
];

let token: string | null = null;
async function api(method: string, path: string, body?: unknown) {
  token ??= await apiToken();
  const response = await send(method, path, body);
  // A browser sign-in of the same admin may have ended this token's session: sign in again once.
  if (response.status !== 401) return { status: response.status, body: (await response.json()) as any };
  token = await apiToken();
  const again = await send(method, path, body);
  return { status: again.status, body: (await again.json()) as any };
}

function send(method: string, path: string, body?: unknown) {
  return fetch(url(`/api${path}`), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'x-requested-with': '119-admin',
      origin: new URL(url('/')).origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
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

  let alertId: number | null = null;
  it('sets up a viewer and a scheduled Seoul notice for the read-only pages', async () => {
    const created = await api('POST', '/admin/users', {
      email: VIEWER.email,
      displayName: '감사 담당자',
      password: VIEWER.password,
      role: 'viewer',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    // Days ahead, so no public page shows it; ended once the checks are done.
    keywordId = (await api('GET', '/admin/keywords?limit=1')).body.data[0].id;
    const start = new Date(Date.now() + 5 * 86_400_000);
    const alert = await api('POST', '/admin/alerts', {
      hazard: 'earthquake',
      regions: ['서울'],
      title: '역할 시험용 지진 공지',
      steps: ['탁자 아래로 몸을 피합니다.'],
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 86_400_000).toISOString(),
    });
    assert.equal(alert.status, 201, JSON.stringify(alert.body));
    alertId = alert.body.data.id;
  });

  for (const [size, width] of Object.entries(WIDTHS)) {
    it(
      `dark · ${size} ${width}px: a viewer sees no write controls on any content page (axe-clean)`,
      async () => {
        mkdirSync(SHOTS, { recursive: true });
        const problems: string[] = [];
        await withPage({ theme: 'dark', width, reducedMotion: true }, async ({ page, errors }) => {
          await withFonts(page);
          await signIn(page, '/119sys-ctrl/videos', VIEWER);
          for (const { path, title, row } of contentPages()) {
            await page.goto(url(`/119sys-ctrl/${path}`));
            await page.getByRole('heading', { level: 1, name: title }).waitFor();
            if (row) await page.getByTestId(row).first().waitFor();
            await page.waitForLoadState('networkidle');
            assert.deepEqual(await writeControls(page), [], `${path}: no write controls for a viewer`);
            await check(page, `viewer ${path}`, `admin-roles-viewer-${path.replace(/\W+/g, '-')}-dark-${width}`, problems);
          }
          assert.deepEqual(errors, []);
        });
        assert.deepEqual(problems, []);
      },
      { timeoutMs: 420_000 },
    );
  }

  it(
    'offers an admin the writes the viewer does not see',
    async () => {
      await withPage({ theme: 'dark', width: WIDTHS.desktop }, async ({ page }) => {
        await signIn(page, '/119sys-ctrl/videos');
        for (const { path, title, row } of contentPages().filter((p) => p.row)) {
          await page.goto(url(`/119sys-ctrl/${path}`));
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          await page.getByTestId(row!).first().waitFor();
          await page.waitForLoadState('networkidle');
          assert.ok((await writeControls(page)).length > 0, `${path}: an admin has write controls`);
        }
      });
    },
    { timeoutMs: 240_000 },
  );

  for (const [size, width] of Object.entries(WIDTHS)) {
    it(
      `dark · ${size} ${width}px: an hq_editor sees keywords and categories read-only, and Seoul's notice without its buttons`,
      async () => {
        const problems: string[] = [];
        await withPage({ theme: 'dark', width, reducedMotion: true }, async ({ page, errors }) => {
          await withFonts(page);
          await signIn(page, '/119sys-ctrl/keywords', HQ);
          for (const { path, title, row } of contentPages().filter((p) => /^(keywords|categories)/.test(p.path))) {
            await page.goto(url(`/119sys-ctrl/${path}`));
            await page.getByRole('heading', { level: 1, name: title }).waitFor();
            await page.getByTestId(row!).first().waitFor();
            await page.waitForLoadState('networkidle');
            assert.deepEqual(await writeControls(page), [], `${path}: read-only without the taxonomy grant`);
          }
          await check(page, 'hq categories', `admin-roles-hq-categories-dark-${width}`, problems);
          // Notices: its own regions' form is there, Seoul's notice is listed without 고치기 / 지금 끝내기.
          await page.goto(url('/119sys-ctrl/alerts'));
          const seoul = page.getByTestId('alerts-open').locator('li').filter({ hasText: '역할 시험용 지진 공지' });
          await seoul.waitFor();
          assert.equal(await seoul.getByRole('button').count(), 0);
          assert.equal(await page.getByRole('button', { name: '공지 선포' }).count(), 1);
          await check(page, 'hq notices', `admin-roles-hq-alerts-dark-${width}`, problems);
          // The dashboard counts its own regions, offers only them, and shows no security figures (an admin's).
          await page.goto(url('/119sys-ctrl'));
          await page.getByTestId('admin-dashboard').waitFor();
          assert.deepEqual(await page.getByTestId('dashboard-region').locator('option').allTextContents(), ['담당 지역 전체', '경기 본부']);
          assert.match(await page.getByTestId('dashboard-scope').innerText(), /^경기 본부의 채널과 영상만 셉니다/);
          assert.equal(await page.getByRole('heading', { name: '보안 현황' }).count(), 0);
          await check(page, 'hq dashboard', `admin-roles-hq-dashboard-dark-${width}`, problems);
          // The workflow does not offer the nationwide keyword collection (an editor's task).
          await page.goto(url('/119sys-ctrl/workflow'));
          await page.getByTestId('task-step').waitFor();
          assert.equal(await page.getByTestId('task-step').getByText('키워드로 새 영상 수집').count(), 0);
          assert.deepEqual(errors, []);
        });
        assert.deepEqual(problems, []);
      },
      { timeoutMs: 240_000 },
    );
  }

  it('ends the scheduled notice', async () => {
    assert.ok(alertId);
    assert.equal((await api('POST', `/admin/alerts/${alertId}/end`, {})).status, 200);
  });
});
