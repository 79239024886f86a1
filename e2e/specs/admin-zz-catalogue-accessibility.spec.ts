// axe-core (WCAG 2.2 AA) on the keyword and category admin pages and their dialogs, dark and light, at 375 px and
// 1280 px; writes screenshots of each to test-results/screenshots/admin-{keywords,keyword-new,keyword-v3,categories}-*.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { signIn } from '../support/admin.ts';
import { apiJson } from '../support/api.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const SHOTS = 'test-results/screenshots';

async function check(page: Page, label: string, shot: string, problems: string[], fullPage = true) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300); // dialogs and charts settle
  const violations = await axeViolations(page);
  if (violations.length) problems.push(`${label}\n  ${violations.join('\n  ')}`);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage });
}

describe('keyword and category admin accessibility (axe-core, WCAG 2.2 AA) and screenshots', () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const width of Object.values(WIDTHS)) {
      it(
        `${theme} · ${width}px: keywords list and dialogs, new keyword, keyword v3, categories and dialogs`,
        async () => {
          const problems: string[] = [];
          const top = (await apiJson<{ data: { id: number }[] }>('/keywords?limit=1&sort=total_videos')).data[0]!;
          await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
            await signIn(page, '/119sys-ctrl/keywords');
            await page.getByTestId('keyword-row').first().waitFor();
            await check(page, 'keywords', `admin-keywords-${theme}-${width}`, problems);
            const first = page.getByTestId('keyword-row').first();
            await first.getByRole('button', { name: /고치기$/ }).click();
            await page.getByTestId('edit-keyword-dialog').getByTestId('category-checklist').getByRole('checkbox').first().waitFor();
            await check(page, 'keywords: edit dialog', `admin-keywords-edit-${theme}-${width}`, problems, false);
            await page.keyboard.press('Escape');
            await first.getByRole('button', { name: /삭제$/ }).click();
            await page.getByRole('alertdialog').waitFor();
            await check(page, 'keywords: delete dialog', `admin-keywords-delete-${theme}-${width}`, problems, false);
            await page.keyboard.press('Escape');
            await page.getByTestId('keyword-search').fill('소화');
            await page.getByRole('listbox', { name: '키워드 제안' }).getByRole('option').first().waitFor();
            await check(page, 'keywords: suggestions', `admin-keywords-suggest-${theme}-${width}`, problems, false);

            await page.goto(url('/119sys-ctrl/keywords/new'));
            await page.getByTestId('category-checklist').getByRole('checkbox').first().waitFor();
            await page.getByLabel('키워드 이름').fill('접근성 점검 키워드');
            await check(page, 'keywords/new', `admin-keyword-new-${theme}-${width}`, problems);

            await page.goto(url(`/119sys-ctrl/keywords/v3?id=${top.id}`));
            await page.getByTestId('keyword-trend').waitFor();
            await check(page, 'keywords/v3', `admin-keyword-v3-${theme}-${width}`, problems);

            await page.goto(url('/119sys-ctrl/categories'));
            await page.getByTestId('category-item').first().waitFor();
            await check(page, 'categories', `admin-categories-${theme}-${width}`, problems);
            await page.getByTestId('category-item').first().getByRole('button', { name: /삭제$/ }).first().click();
            await page.getByTestId('delete-category-dialog').getByRole('heading').waitFor();
            await check(page, 'categories: delete dialog', `admin-categories-delete-${theme}-${width}`, problems, false);
            await page.keyboard.press('Escape');
            await page.getByRole('button', { name: '새 분류' }).click();
            await page.getByTestId('category-form-dialog').getByLabel('이름').waitFor();
            await check(page, 'categories: form dialog', `admin-categories-form-${theme}-${width}`, problems, false);
            if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
          });
          assert.equal(problems.length, 0, `axe violations:\n${problems.join('\n')}`);
        },
        { timeoutMs: 180_000 },
      );
    }
  }
});
