// Duplicates and site settings against the real server: merge a re-upload group by keyboard (the merged video
// lands in the archive as '중복 정리'), change the contact and inquiry e-mails and see the footer and the home
// call to action change on the public site; axe (WCAG 2.2 AA) and screenshots of both pages, dark and light,
// at 375 and 1280 px (test-results/screenshots/admin-duplicates-*, admin-settings-*).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { developerText } from '../support/ui-text.ts';
import { apiToken, signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';

import { describe, it } from '../support/harness.ts';

/** The confirmation on screen: the page holds one per section (groups, 최근 합치기), each a closed <dialog> until used. */
const openConfirmDialog = (page: Page) => page.locator('dialog[data-testid="confirm-dialog"][open]');

const SHOTS = 'test-results/screenshots';

async function adminApi<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
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
  return { status: response.status, body: (await response.json()) as T };
}

async function check(page: Page, label: string, shot: string, problems: string[]) {
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page);
  if (violations.length) problems.push(`${label}\n  ${violations.join('\n  ')}`);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

describe('admin duplicates and settings', () => {
  it(
    'merges a re-upload group by keyboard: the kept video stays, the other is in the archive as 중복 정리',
    async () => {
      const { body } = await adminApi<{
        data: { key: string; videos: { video_id: string; title: string }[] }[];
        pagination: { total: number };
      }>('GET', '/api/admin/duplicates?kind=reupload');
      assert.ok(body.data.length > 0, 'the demo catalogue has re-upload groups');
      const group = body.data[0]!;
      const [kept, merged] = [group.videos[0]!, group.videos[1]!];
      await withPage({ width: 1280 }, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/duplicates?kind=reupload');
        await page.getByTestId('duplicate-group').first().waitFor();
        const total = await page.getByTestId('duplicate-total').textContent();
        const card = page.getByTestId('duplicate-group').first();
        await card.getByText('찾은 이유').waitFor();
        // Keyboard: focus the first (suggested) keeper, then Tab on to the merge button and press Enter.
        await card.getByRole('radio').first().focus();
        await page.keyboard.press('Space');
        assert.equal(await card.getByRole('radio').first().isChecked(), true);
        const button = card.getByRole('button', { name: /합치기/ });
        await button.focus();
        await page.keyboard.press('Enter');
        const dialog = openConfirmDialog(page);
        await dialog.waitFor();
        await dialog.getByRole('button', { name: '합치기', exact: true }).focus();
        await page.keyboard.press('Enter');
        await page.getByText(/합쳐 보관함으로 옮겼습니다/).waitFor();
        await page.waitForFunction((before) => document.querySelector('[data-testid="duplicate-total"]')?.textContent !== before, total);

        await page.goto(url(`/119sys-ctrl/videos/deleted?search=${encodeURIComponent(merged.video_id)}`));
        await page.getByText('중복 정리').first().waitFor();
        assert.deepEqual(errors, []);
      });
      const archive = await adminApi<{ data: { video_id: string; deletion_reason: string }[] }>(
        'GET',
        `/api/admin/videos/deleted?search=${encodeURIComponent(merged.video_id)}`,
      );
      assert.equal(archive.body.data.find((v) => v.video_id === merged.video_id)?.deletion_reason, '중복 정리');
      assert.equal((await adminApi('GET', `/api/admin/videos/${kept.video_id}`)).status, 200);
    },
    { timeoutMs: 120_000 },
  );

  it(
    'lists the merge under 최근 합치기 after leaving the page, and undoes it from there (the copy is restored)',
    async () => {
      const merges = await adminApi<{ data: { mergedVideoId: string; undoState: string }[] }>(
        'GET',
        '/api/admin/duplicates/merges?limit=100',
      );
      const merge = merges.body.data.find((m) => m.undoState === 'available');
      assert.ok(merge, 'the merge of the test above is listed and can be undone');
      await withPage({ width: 1280 }, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl');
        await page.goto(url('/119sys-ctrl/duplicates?kind=reupload'));
        const row = page.locator(`[data-testid="recent-merge"][data-merged="${merge.mergedVideoId}"]`);
        await row.waitFor();
        assert.equal(await row.getAttribute('data-undo'), 'available');
        await row.scrollIntoViewIfNeeded();
        await page.getByTestId('recent-merges').screenshot({ path: `${SHOTS}/admin-duplicates-recent-merges-dark-1280.png` });
        await row.getByRole('button', { name: /^되돌리기/ }).click();
        await page.getByRole('alertdialog', { name: '합치기를 되돌릴까요?' }).waitFor();
        const violations = await axeViolations(page);
        assert.deepEqual(violations, []);
        await page.getByRole('button', { name: '되돌리기', exact: true }).click();
        await page.getByText(/합치기를 되돌렸습니다/).waitFor();
        await page.locator(`[data-testid="recent-merge"][data-merged="${merge.mergedVideoId}"][data-undo="undone"]`).waitFor();
        assert.deepEqual(errors, []);
      });
      assert.equal((await adminApi('GET', `/api/admin/videos/${merge.mergedVideoId}`)).status, 200);
    },
    { timeoutMs: 120_000 },
  );

  it(
    'suggests the published copy as keeper, and asks before a merge that takes the only published copy off the site',
    async () => {
      // The first test merged a re-upload group; take a group of any kind that is left.
      let kind = '';
      let group: { videos: { video_id: string; title: string }[] } | undefined;
      for (const k of ['similar', 'reupload', 'same_video']) {
        const found = await adminApi<{ data: { videos: { video_id: string; title: string }[] }[] }>(
          'GET',
          `/api/admin/duplicates?kind=${k}`,
        );
        group = found.body.data[0];
        kind = k;
        if (group) break;
      }
      assert.ok(group, 'the demo catalogue has a duplicate group left');
      // The most viewed copy becomes a draft: the suggestion must now be the published one, not it.
      const draft = group.videos[0]!;
      assert.equal((await adminApi('PATCH', `/api/admin/videos/${draft.video_id}`, { status: 'draft' })).status, 200);
      const published = group.videos.filter((v) => v.video_id !== draft.video_id);
      await withPage({ width: 1280 }, async ({ page, errors }) => {
        await signIn(page, `/119sys-ctrl/duplicates?kind=${kind}`);
        const card = page.getByTestId('duplicate-group').filter({ hasText: `ID ${draft.video_id}` });
        await card.waitFor();
        assert.notEqual(await card.getByRole('radio').first().getAttribute('value'), draft.video_id, 'a draft is not suggested');
        assert.equal(await card.getByTestId('merge-hides-public').count(), 0);

        await card.locator(`input[type="radio"][value="${draft.video_id}"]`).check();
        await card.getByTestId('merge-hides-public').waitFor();
        await card.screenshot({ path: `${SHOTS}/admin-duplicates-hides-public-dark-1280.png` });
        await card.getByRole('button', { name: /합치기/ }).click();
        const dialog = openConfirmDialog(page);
        await dialog.getByText('방문자는 이 영상을 볼 수 없게 됩니다').waitFor();
        const confirm = dialog.getByRole('button', { name: '공개 영상을 내리고 합치기' });
        assert.equal(await confirm.isDisabled(), true, 'the merge waits for the acknowledgement');
        await page.screenshot({ path: `${SHOTS}/admin-duplicates-hides-public-dialog-dark-1280.png` });
        const violations = await axeViolations(page);
        assert.deepEqual(violations, [], violations.join('\n'));
        await dialog.getByTestId('merge-acknowledge').check();
        await confirm.click();
        await page.getByText(/합쳐 보관함으로 옮겼습니다/).waitFor();
        assert.deepEqual(errors, []);
      });
      for (const video of published) {
        const archived = await adminApi<{ data: { video_id: string }[] }>(
          'GET',
          `/api/admin/videos/deleted?search=${encodeURIComponent(video.video_id)}`,
        );
        assert.ok(
          archived.body.data.some((v) => v.video_id === video.video_id),
          'acknowledged: the published copy went',
        );
      }
    },
    { timeoutMs: 120_000 },
  );

  it(
    'changes the contact and inquiry e-mails on the settings page; the footer and the home call to action show them',
    async () => {
      try {
        await withPage({ width: 1280 }, async ({ page, errors }) => {
          await signIn(page, '/119sys-ctrl/settings');
          const contact = page.getByTestId('settings-contact');
          await contact.waitFor();
          await contact.getByLabel('문의 메일 (바닥글)').fill('contact-e2e@119.example.kr');
          await contact.getByLabel('제보 메일 (홈 화면 제보 안내)').fill('report-e2e@119.example.kr');
          await contact.getByRole('button', { name: '연락처 저장' }).click();
          await page.getByText('연락처 설정을 저장했습니다').waitFor();

          // A bad address is refused with the field named.
          await contact.getByLabel('제보 메일 (홈 화면 제보 안내)').fill('잘못된 주소');
          await contact.getByRole('button', { name: '연락처 저장' }).click();
          await page
            .getByText(/inquiryEmail|전자우편/)
            .first()
            .waitFor();

          await page.goto(url('/'));
          await page.getByRole('heading', { name: '빠진 소방 채널이 있나요?' }).waitFor();
          await page.getByText('report-e2e@119.example.kr').first().waitFor();
          const mail = await page.getByRole('link', { name: '채널 제보하기' }).getAttribute('href');
          assert.match(mail ?? '', /^mailto:report-e2e@119\.example\.kr/);
          await page.locator('footer').getByRole('link', { name: 'contact-e2e@119.example.kr' }).waitFor();
          // The seasonal feature of today (11월: 119의 날 when run in November) or the featured keywords show.
          await page.getByTestId('featured-keywords').waitFor();
          assert.deepEqual(errors, []);
        });
      } finally {
        await adminApi('PUT', '/api/admin/settings', { contactEmail: null, inquiryEmail: null });
      }
    },
    { timeoutMs: 120_000 },
  );

  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const [size, width] of Object.entries(WIDTHS)) {
      it(
        `${theme} · ${size} ${width}px: duplicates and settings pages are axe-clean`,
        async () => {
          const problems: string[] = [];
          await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
            const groupOrNone = page.locator('[data-testid="duplicate-group"], [data-testid="duplicate-none"]').first();
            await signIn(page, '/119sys-ctrl/duplicates?kind=similar');
            await groupOrNone.waitFor();
            await check(page, 'duplicates (similar)', `admin-duplicates-similar-${theme}-${width}`, problems);
            await page.screenshot({ path: `${SHOTS}/admin-duplicates-similar-top-${theme}-${width}.png` });
            // The merge confirmation, opened by keyboard and closed with Escape.
            if (await page.getByTestId('duplicate-group').count()) {
              await page
                .getByTestId('duplicate-group')
                .first()
                .getByRole('button', { name: /합치기/ })
                .focus();
              await page.keyboard.press('Enter');
              await openConfirmDialog(page).waitFor();
              await check(page, 'merge dialog', `admin-duplicates-dialog-${theme}-${width}`, problems);
              await page.keyboard.press('Escape');
              await openConfirmDialog(page).waitFor({ state: 'hidden' });
            }
            await page.goto(url('/119sys-ctrl/duplicates?kind=reupload'));
            await groupOrNone.waitFor();
            await check(page, 'duplicates', `admin-duplicates-${theme}-${width}`, problems);
            await page.getByTestId('recent-merges').scrollIntoViewIfNeeded();
            await page.screenshot({ path: `${SHOTS}/admin-duplicates-recent-${theme}-${width}.png` });
            await page.goto(url('/119sys-ctrl/settings'));
            await page.getByTestId('settings-seasons').waitFor();
            await check(page, 'settings', `admin-settings-${theme}-${width}`, problems);
            const shown = developerText(await page.locator('main').innerText());
            if (shown.length) problems.push(`settings page shows developer text: ${shown.join(', ')}`);
            await page.screenshot({ path: `${SHOTS}/admin-settings-top-${theme}-${width}.png` });
            await page.goto(url('/'));
            await page.getByTestId('featured-keywords').waitFor();
            await check(page, 'home with seasonal features', `home-seasonal-${theme}-${width}`, problems);
            // A season is on in its period only (in November: 11월 9일 119의 날).
            if (await page.getByTestId('seasonal-feature').count()) {
              await page.getByTestId('seasonal-feature').first().scrollIntoViewIfNeeded();
              await page.screenshot({ path: `${SHOTS}/home-seasonal-section-${theme}-${width}.png` });
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
