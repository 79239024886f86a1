// Accessible versions (issue 22): filter by 수어 on search, open a video, switch to its 수어 version by keyboard
// (the same second when both cuts are the same length) — axe-clean in both themes at 375 and 1280 px; /accessible.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { apiJson } from '../support/api.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';
import { openFilters } from '../support/filters.ts';

interface Pair {
  original: { video_id: string; title: string; duration: number | null };
  signed: { videoId: string; title: string; duration: number | null };
  q: string;
}

/** A 수어 group of the demo catalogue whose original is found by searching two words of its title. */
async function signPair(): Promise<Pair> {
  const offering = await apiJson<{ data: { video_id: string }[] }>('/videos?access=sign_language&limit=100');
  for (const candidate of offering.data) {
    const detail = (await apiJson<{ data: any }>(`/videos/${candidate.video_id}`)).data;
    const signed = detail.versions.find((v: { kind: string }) => v.kind === 'sign_language');
    if (detail.versionKind !== 'original' || !signed || !/watch\?v=/.test(detail.video.video_url ?? '')) continue;
    const words = (detail.video.title as string).split(/\s+/).filter((w: string) => /^[가-힣]{2,}$/.test(w));
    if (words.length < 2) continue;
    return { original: detail.video, signed, q: words.slice(0, 2).join(' ') };
  }
  throw new Error('no 수어 group in the demo catalogue');
}

async function expectClean(page: Page, where: string) {
  const problems = await axeViolations(page);
  assert.deepEqual(problems, [], `${where}: ${problems.join('\n')}`);
}

describe('accessible versions', () => {
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      it(`${theme} ${width}px: filter by 수어 on search, open a video, switch to its 수어 version by keyboard`, async () => {
        const pair = await signPair();
        await withPage({ theme, width, reducedMotion: true }, async ({ page, errors }) => {
          await page.goto(url(`/search?q=${encodeURIComponent(pair.q)}`));
          await page.getByTestId('video-card').first().waitFor();
          // The chip by keyboard: focus, then Space (on a phone, in the filter panel).
          await openFilters(page);
          await page.getByTestId('access-sign_language').focus();
          await page.keyboard.press('Space');
          await page.waitForURL((u) => u.searchParams.get('access') === 'sign_language');
          await page.locator('[data-testid="access-sign_language"][aria-pressed="true"]').waitFor();
          const card = page.locator(`[data-testid="video-card"][href*="video=${pair.original.video_id}"]`);
          await card.waitFor();
          // Every result really offers 수어, said in text.
          const cards = page.getByTestId('video-card');
          const count = await cards.count();
          for (let i = 0; i < count; i += 1) assert.match(await cards.nth(i).innerText(), /수어/);
          await expectClean(page, 'search filtered by 수어');

          await card.focus();
          await page.keyboard.press('Enter');
          await page.waitForURL((u) => u.searchParams.get('video') === pair.original.video_id);
          const modal = page.getByTestId('video-modal');
          await modal.getByTestId('switch-sign_language').waitFor();
          await modal.getByTestId('modal-badge-sign_language').focus();
          await modal.getByRole('tooltip').first().waitFor({ state: 'visible' });
          await expectClean(page, 'video modal');

          // Play, hear the player's time (as the IFrame API reports it), then switch with the keyboard.
          await modal.getByTestId('video-facade').focus();
          await page.keyboard.press('Enter');
          const frame = modal.getByTestId('video-embed');
          await frame.waitFor();
          assert.match((await frame.getAttribute('src')) ?? '', /enablejsapi=1/);
          await page.evaluate(() => {
            const player = document.querySelector<HTMLIFrameElement>('[data-testid="video-embed"]')!;
            window.dispatchEvent(
              new MessageEvent('message', {
                origin: 'https://www.youtube-nocookie.com',
                source: player.contentWindow,
                data: JSON.stringify({ event: 'infoDelivery', info: { currentTime: 12.6 } }),
              }),
            );
          });
          await modal.getByTestId('switch-sign_language').focus();
          await page.keyboard.press('Enter');
          await page.waitForURL((u) => u.searchParams.get('video') === pair.signed.videoId);
          await modal.getByRole('heading', { name: pair.signed.title }).waitFor();
          await page.getByTestId('version-announcement').filter({ hasText: '수어 버전으로 바꿨습니다' }).waitFor({ state: 'attached' });
          const sameCut = Math.abs((pair.signed.duration ?? 0) - (pair.original.duration ?? 0)) <= 5;
          const src = (await modal.getByTestId('video-embed').getAttribute('src')) ?? '';
          assert.ok(src.includes(`/embed/${pair.signed.videoId}`), src);
          assert.equal(new URL(src).searchParams.get('start'), sameCut ? '12' : null, src);
          // The way back: the original is one press away too.
          await modal.getByTestId('switch-original').waitFor();
          await expectClean(page, 'the 수어 version');
          await page.keyboard.press('Escape');
          await modal.waitFor({ state: 'detached' });
          assert.deepEqual(errors, []);
        });
      });
    }
  }

  it('/accessible gathers videos with versions by topic, is linked from the footer and the text-size control', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/'));
      await page.getByTestId('display-settings').click();
      await page.getByTestId('accessible-link').click();
      await page.waitForURL((u) => u.pathname === '/accessible');
      await page.getByTestId('accessible-topic').first().waitFor();
      assert.match(await page.getByTestId('accessible-total').innerText(), /\d/);
      const filtered = page.waitForResponse((r) => r.url().includes('/api/accessible') && r.url().includes('access=captions'));
      await page.getByTestId('access-captions').click();
      await page.waitForURL((u) => u.searchParams.get('access') === 'captions');
      await filtered;
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="accessible-topic"] [data-testid="video-card"]')].every((card) =>
          card.textContent?.includes('자막'),
        ),
      );
      const badges = await page.locator('[data-testid="accessible-topic"] [data-testid="video-card"]').allInnerTexts();
      for (const text of badges) assert.match(text, /자막/);
      await expectClean(page, '/accessible');
      await page.goto(url('/popular'));
      await page.getByRole('contentinfo').getByRole('link', { name: '수어·자막 영상 모음' }).click();
      await page.waitForURL((u) => u.pathname === '/accessible');
    });
  });
});
