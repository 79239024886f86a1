// The admin kit page against the real server: build a kit by keyboard (find videos, reorder on the handle, notes,
// times and questions; a refusal next to its field), open it publicly from the footer, run 수업 모드 and print; axe
// in both themes at 375 and 1280. A kit holding an unpublished video warns staff; deleting asks first.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { apiToken, signIn } from '../support/admin.ts';
import { adminWrite } from '../support/admin-api.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

/** Adds the search's `n`-th match by keyboard: Tab from the search box to its '넣기' button, then Enter. */
async function addMatch(page: Page, words: string, n: number): Promise<string> {
  const box = page.getByTestId('kit-video-search-input');
  await box.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(words);
  await page.getByTestId('kit-video-search-status').filter({ hasText: '찾았습니다' }).waitFor();
  const result = page.getByTestId('kit-video-result').nth(n);
  const title = (await result.locator('p').first().innerText()).trim();
  const button = result.getByRole('button', { name: `${title} 넣기` });
  await box.focus();
  for (let i = 0; i < 20 && !(await button.evaluate((b) => b === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  assert.ok(await button.evaluate((b) => b === document.activeElement), `Tab reaches '${title} 넣기'`);
  await page.keyboard.press('Enter');
  await page.locator(`[data-testid="kit-video-item"]`, { hasText: title }).waitFor();
  return title;
}

const order = (page: Page) =>
  page.getByTestId('kit-video-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-video') ?? ''));

async function typeInto(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label, { exact: typeof label === 'string' }).focus();
  await page.keyboard.type(text);
}

describe('admin lesson kits', () => {
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      it(
        `${theme} ${width}px: builds a kit by keyboard, opens it from the footer, runs 수업 모드 and prints; axe-clean`,
        async () => {
          const title = `키보드로 만든 꾸러미 ${theme} ${width}`;
          await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
            await signIn(page, '/119sys-ctrl/kits');
            await page.getByTestId('admin-kit-row').first().waitFor();
            assert.deepEqual(await axeViolations(page), [], `${theme} ${width} kit list`);
            await page.getByTestId('kit-new').focus();
            await page.keyboard.press('Enter');
            await page.getByTestId('kit-editor').waitFor();

            await typeInto(page, /^제목/, title);
            await typeInto(page, /^소개/, '강의실에서 차례로 보는 화재 대피 영상입니다.');
            await page.getByLabel('어린이 (5~12세)').focus();
            await page.keyboard.press('Space');
            await typeInto(page, /^학습 목표/, '불이 나면 119에 신고한다');
            await page.keyboard.press('Enter');
            await page.keyboard.type('낮은 자세로 대피한다');

            const first = await addMatch(page, '화재', 0);
            const second = await addMatch(page, '화재', 1);
            const [a, b] = await order(page);
            // Reorder by keyboard on the second video's handle: lift, up, drop.
            await page.getByTestId('kit-video-handle').nth(1).focus();
            await page.keyboard.press('Space');
            await page.keyboard.press('ArrowUp');
            await page.keyboard.press('Space');
            await page.waitForFunction(
              (want) => document.querySelector('[data-testid="kit-video-item"]')?.getAttribute('data-video') === want,
              b,
            );
            assert.deepEqual(await order(page), [b, a]);
            assert.match(await page.getByTestId('kit-order-announcement').innerText(), /2개 중 1번째/);

            await typeInto(page, '1번 메모 (선택)', '처음 1분만 봅니다.');
            await typeInto(page, '1번 토론 질문 (선택)', '불이 나면 가장 먼저 무엇을 할까요?');
            await typeInto(page, '1번 시작 (초 또는 분:초)', '0:30');
            await typeInto(page, '1번 끝 (초 또는 분:초)', '10');
            await page.getByTestId('kit-save').focus();
            await page.keyboard.press('Enter');
            // The server refuses an end before the start and names videos.0.endSeconds: shown there, focused.
            const end = page.getByLabel('1번 끝 (초 또는 분:초)');
            await page.waitForFunction(() => document.activeElement?.getAttribute('data-field') === 'videos.0.endSeconds');
            assert.equal(await end.getAttribute('aria-invalid'), 'true');
            const refusal = page.getByTestId('kit-editor').getByTestId('field-error');
            assert.match(await refusal.innerText(), /끝 시각은 시작 시각보다 뒤/);
            assert.deepEqual(await axeViolations(page), [], `${theme} ${width} editor with a refusal`);

            await page.keyboard.press('Control+A');
            await page.keyboard.type('1:30');
            await page.getByTestId('kit-save').focus();
            await page.keyboard.press('Enter');
            await page.getByTestId('kit-public-link').waitFor();
            const slug = decodeURIComponent(new URL((await page.getByTestId('kit-public-link').getAttribute('href'))!, url('/')).pathname)
              .split('/')
              .pop()!;
            assert.equal(slug, title.replace(/ /g, '-'));
            assert.deepEqual(await order(page), [b, a], 'the saved order');
            assert.deepEqual(await axeViolations(page), [], `${theme} ${width} saved kit`);
            assert.deepEqual(errors, []);

            // The public side: from the footer to the kit, 수업 모드 by keyboard, then print.
            await page.goto(url('/'));
            await page.locator('footer').getByRole('link', { name: '수업 꾸러미' }).click();
            await page.getByRole('link', { name: new RegExp(title) }).click();
            await page.getByTestId('kit-video').first().waitFor();
            const headings = await page.getByTestId('kit-video').locator('h2').allInnerTexts();
            assert.deepEqual(headings, [`1. ${second}`, `2. ${first}`]);
            assert.match(await page.getByTestId('kit-video').first().innerText(), /0:30부터 1:30까지/);
            await page.getByTestId('lesson-start').focus();
            await page.keyboard.press('Enter');
            await page.waitForFunction(() => document.querySelector('[data-testid="lesson-mode"]')?.contains(document.activeElement));
            await page.keyboard.press('ArrowRight');
            await page.getByTestId('lesson-position').filter({ hasText: '2 / 2' }).waitFor();
            await page.keyboard.press('Escape');
            await page.getByTestId('lesson-mode').waitFor({ state: 'detached' });
            await page.evaluate(() => {
              window.print = () => document.documentElement.setAttribute('data-printed', '');
            });
            await page.getByTestId('kit-print').focus();
            await page.keyboard.press('Enter');
            await page.locator('html[data-printed]').waitFor({ state: 'attached' });
            assert.deepEqual(errors, []);
          });
        },
        { timeoutMs: 180_000 },
      );
    }
  }

  it('warns staff about a kit holding an unpublished video, and deletes a kit after asking', async () => {
    // Two published videos few people watch (one is unpublished for the test, then published again).
    const answer = await fetch(url('/api/admin/videos?status=published&sort=oldest&limit=2'), {
      headers: { authorization: `Bearer ${await apiToken()}` },
    });
    const videos = (await answer.json()) as { data: { video_id: string }[] };
    const [keep, hide] = videos.data.map((v) => v.video_id);
    assert.ok(keep && hide);
    const kit = (
      await adminWrite('POST', '/api/admin/kits', { title: '숨긴 영상이 든 꾸러미', videos: [{ videoId: keep }, { videoId: hide }] })
    ).data as { id: number };
    assert.ok(kit?.id);
    await adminWrite('PATCH', `/api/admin/videos/${hide}`, { status: 'draft' });
    try {
      await withPage({ width: WIDTHS.desktop }, async ({ page }) => {
        await signIn(page, '/119sys-ctrl/kits');
        const row = page.getByTestId('admin-kit-row').filter({ hasText: '숨긴 영상이 든 꾸러미' });
        assert.match(await row.getByTestId('admin-kit-warning').innerText(), /볼 수 없는 영상 1편/);
        await row.getByRole('link', { name: '숨긴 영상이 든 꾸러미 고치기' }).click();
        await page.getByTestId('kit-unavailable-warning').waitFor();
        assert.equal(await page.getByTestId('kit-video-unavailable').count(), 1);
        // Saving with the video still in is refused, next to it.
        await page.getByTestId('kit-save').click();
        await page.getByTestId('kit-video-item').nth(1).getByTestId('field-error').waitFor();
        await page.getByRole('button', { name: /^2번 영상 .* 빼기$/ }).click();
        await page.getByTestId('kit-save').click();
        await page.getByTestId('kit-unavailable-warning').waitFor({ state: 'detached' });

        await page.getByRole('button', { name: '꾸러미 삭제' }).click();
        const dialog = page.getByTestId('confirm-dialog');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: '삭제', exact: true }).click();
        await page.getByTestId('admin-kit-row').first().waitFor();
        assert.equal(await page.getByTestId('admin-kit-row').filter({ hasText: '숨긴 영상이 든 꾸러미' }).count(), 0);
      });
    } finally {
      await adminWrite('PATCH', `/api/admin/videos/${hide}`, { status: 'published' });
    }
  });
});
