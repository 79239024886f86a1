// The bulk-task wizard against the real server: choose a task and paste targets (by keyboard), see the dry run
// (per video, before → after), run it as a job followed live with per-item results, then undo the whole run; axe
// (WCAG 2.2 AA) and screenshots of the form, the dry run and the results in both themes at 375 and 1280 px.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { developerText } from '../support/ui-text.ts';
import { apiToken, signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const SHOTS = 'test-results/screenshots';

async function adminApi<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(url(path), {
    method,
    headers: {
      authorization: `Bearer ${await apiToken()}`,
      'content-type': 'application/json',
      'x-requested-with': '119-admin',
      origin: new URL(url('/')).origin,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

const publishedIds = async (n: number, offset = 0) =>
  (
    await adminApi<{ data: { video_id: string }[] }>('GET', `/api/admin/videos?status=published&sort=oldest&limit=${n}&page=${offset + 1}`)
  ).data.map((v) => v.video_id);
const statusOf = async (id: string) => (await adminApi<{ data: { status: string } }>('GET', `/api/admin/videos/${id}`)).data.status;
const finished = (page: Page) => page.locator('[data-testid="bulk-run"][data-state="succeeded"]').waitFor({ timeout: 30_000 });

describe('admin bulk-task wizard', () => {
  it(
    'dry run shows before → after per video, the run shows progress and per-item results, undo puts them back',
    async () => {
      const ids = await publishedIds(3);
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/workflow');
        await page.getByRole('heading', { name: '일괄 작업 마법사' }).waitFor();
        // Keyboard: the task radio, the status select, the pasted list and the dry-run button.
        await page.getByRole('radio', { name: /상태 바꾸기/ }).focus();
        await page.keyboard.press('Space');
        await page.getByTestId('task-status').focus();
        await page.getByTestId('task-status').selectOption('draft');
        await page.getByTestId('target-ids').focus();
        await page.keyboard.type([ids[0], `https://youtu.be/${ids[1]}?si=e2e`, ids[2], 'zzzzzzzzzzz'].join('\n'));
        await page.getByTestId('dry-run').focus();
        await page.keyboard.press('Enter');
        await page.getByTestId('plan-items').waitFor();
        const changes = page.locator('[data-testid="plan-items"] li[data-outcome="change"]');
        assert.equal(await changes.count(), 3);
        assert.match(await changes.first().innerText(), /게시[\s\S]*초안/);
        await page
          .locator('[data-testid="plan-items"] li[data-outcome="skip"]')
          .filter({ hasText: '카탈로그에 없는 영상입니다.' })
          .waitFor();
        await page.getByTestId('plan-summary').filter({ hasText: '3개가 바뀌고 1개는 그대로' }).waitFor();
        for (const id of ids) assert.equal(await statusOf(id), 'published', 'a dry run changes nothing');

        await page.getByTestId('run-task').focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(/\?run=\d+/);
        await page.getByRole('progressbar', { name: '일괄 작업 진행' }).waitFor();
        await finished(page);
        await page.getByTestId('bulk-run-state').filter({ hasText: '완료 — 4 / 4' }).waitFor();
        assert.equal(await page.locator('[data-testid="bulk-run-items"] li[data-state="succeeded"]').count(), 3);
        assert.equal(await page.locator('[data-testid="bulk-run-items"] li[data-state="skipped"]').count(), 1);
        await page.getByTestId('bulk-run-result').filter({ hasText: '바뀜 3' }).waitFor();
        for (const id of ids) assert.equal(await statusOf(id), 'draft');
        // The sync center's job card names the wizard's counters in Korean, never "changed" or "skipped".
        const runUrl = page.url();
        const runId = new URL(runUrl).searchParams.get('run')!;
        await page.goto(url('/119sys-ctrl/youtube-sync-center'));
        const jobCard = page.locator(`[data-testid="sync-job"][data-job-id="${runId}"]`);
        await jobCard.waitFor();
        const counters = await jobCard.getByTestId('job-counters').innerText();
        assert.match(counters, /바꾼 영상[\s\S]*3/);
        assert.match(counters, /건너뛴 영상[\s\S]*1/);
        assert.deepEqual(developerText(await jobCard.innerText()), []);
        mkdirSync(SHOTS, { recursive: true });
        await jobCard.screenshot({ path: `${SHOTS}/admin-sync-job-card-bulk-task-dark-1280.png` });
        await page.goto(runUrl);
        await finished(page);

        await page.getByTestId('bulk-undo').focus();
        await page.keyboard.press('Enter');
        await page.getByRole('alertdialog', { name: '작업 전체를 되돌릴까요?' }).waitFor();
        await page.getByRole('button', { name: '되돌리기', exact: true }).click();
        await page.getByRole('heading', { name: /되돌리기 \(상태 바꾸기\)/ }).waitFor();
        await finished(page);
        assert.equal(await page.locator('[data-testid="bulk-run-items"] li[data-state="succeeded"]').count(), 3);
        for (const id of ids) assert.equal(await statusOf(id), 'published');
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 120_000 },
  );
});

async function check(page: Page, label: string, shot: string, problems: string[]) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const violations = await axeViolations(page);
  if (violations.length) problems.push(`${label}\n  ${violations.join('\n  ')}`);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: false });
}

async function shotAt(page: Page, selector: string, shot: string) {
  await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
}

describe('admin bulk-task wizard: axe-core (WCAG 2.2 AA) and screenshots', () => {
  mkdirSync(SHOTS, { recursive: true });
  let offset = 3;
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const [size, width] of Object.entries(WIDTHS)) {
      it(
        `${theme} · ${size} ${width}px: form, dry run, results`,
        async () => {
          const problems: string[] = [];
          const ids = await publishedIds(2, (offset += 1));
          await withPage({ theme, width, reducedMotion: true }, async ({ context, page, errors }) => {
            await context.addInitScript(() => {
              try {
                if (window === window.top) localStorage.setItem('fonts', '1');
              } catch {
                // not our page
              }
            });
            await signIn(page, '/119sys-ctrl/workflow');
            await page.getByTestId('task-step').waitFor();
            await check(page, 'form', `admin-workflow-${theme}-${width}`, problems);
            await page.getByRole('radio', { name: /보관함으로/ }).check();
            // One bad line (the 3rd) among good ones: marked with its line, value and reason; the rest planned.
            await page.getByTestId('target-ids').fill([ids[0], ids[1], '소화기영상', 'zzzzzzzzzzz'].join('\n'));
            await page.getByTestId('dry-run').click();
            await page.getByTestId('plan-items').waitFor();
            const bad = page.locator('[data-testid="plan-items"] li[data-outcome="invalid"]');
            assert.equal(await bad.count(), 1);
            assert.equal(await bad.getAttribute('data-line'), '3');
            assert.match(await bad.innerText(), /3번째 줄[\s\S]*소화기영상[\s\S]*유튜브 영상 주소나 영상 ID가 아닙니다/);
            assert.equal(await page.locator('[data-testid="plan-items"] li[data-outcome="change"]').count(), 2);
            await page.getByTestId('plan-invalid').waitFor();
            await check(page, 'dry run', `admin-workflow-plan-${theme}-${width}`, problems);
            await shotAt(page, '#plan-title', `admin-workflow-plan-items-${theme}-${width}`);
            await page.getByTestId('run-task').click();
            await page.waitForURL(/\?run=\d+/);
            const runId = new URL(page.url()).searchParams.get('run')!;
            await finished(page);
            await check(page, 'results', `admin-workflow-run-${theme}-${width}`, problems);
            // Leave the wizard and come back: the run is listed with its undo, and undone from there.
            await page.goto(url('/119sys-ctrl'));
            await page.goto(url('/119sys-ctrl/workflow'));
            const listed = page.locator(`[data-testid="past-run"][data-run-id="${runId}"]`);
            await listed.waitFor();
            assert.equal(await listed.getAttribute('data-undo'), 'available');
            await check(page, 'past runs', `admin-workflow-past-runs-${theme}-${width}`, problems);
            await shotAt(page, '#past-runs-title', `admin-workflow-past-runs-list-${theme}-${width}`);
            await listed.getByRole('button', { name: `작업 #${runId} 되돌리기` }).click();
            await page.getByRole('alertdialog', { name: '작업 전체를 되돌릴까요?' }).waitFor();
            await check(page, 'undo dialog', `admin-workflow-past-undo-${theme}-${width}`, problems);
            await page.getByRole('button', { name: '되돌리기', exact: true }).click();
            await page.getByRole('heading', { name: /되돌리기/ }).waitFor();
            await finished(page);
            await page.goto(url('/119sys-ctrl/workflow'));
            await page.locator(`[data-testid="past-run"][data-run-id="${runId}"][data-undo="undone"]`).waitFor();
            if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
          });
          for (const id of ids) assert.equal(await statusOf(id), 'published');
          assert.equal(problems.length, 0, `axe violations:\n${problems.join('\n')}`);
        },
        { timeoutMs: 180_000 },
      );
    }
  }
});
