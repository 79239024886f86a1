// Video pages against the real server and the fake YouTube: find videos and unpublish then republish two of
// them (by keyboard), delete two → see them in the archive with who and why → restore one → purge one, and add
// a video by its shorts address with a chosen keyword; axe (WCAG 2.2 AA) and screenshots of each page in both
// themes at 375 and 1280 px.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/a11y.ts';
import { apiToken, signIn } from '../support/admin.ts';
import { url, withPage, WIDTHS, type Theme } from '../support/browser.ts';
import { E2E_YOUTUBE_KEYS, fakeYouTube } from '../support/fake-youtube.ts';
import { describe, it } from '../support/harness.ts';

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

/** A word of a published video's title that finds a handful of videos (several, but one page). */
async function searchWord(): Promise<string> {
  const { body } = await adminApi<{ data: { title: string }[] }>('GET', '/api/admin/videos?status=published&limit=100&sort=views');
  for (const video of body.data) {
    for (const word of video.title.split(/\s+/).filter((w) => Array.from(w).length >= 3)) {
      const found = await adminApi<{ pagination: { total: number } }>(
        'GET',
        `/api/admin/videos?status=published&search=${encodeURIComponent(word)}`,
      );
      if (found.body.pagination.total >= 3 && found.body.pagination.total <= 40) return word;
    }
  }
  throw new Error('no search word with 3–40 matches');
}

const rows = (page: Page) => page.getByTestId('admin-video');
/** The list shows the answer for the current filter (not the previous one's, kept while loading): every row matches. */
async function listShows(page: Page, word: string) {
  await page.locator('section[aria-labelledby="videos-heading"][aria-busy="false"]').waitFor();
  await page.waitForFunction((w) => {
    const items = [...document.querySelectorAll('[data-testid="admin-video"]')];
    return items.length > 0 && items.every((el) => (el.textContent ?? '').toLowerCase().includes(w.toLowerCase()));
  }, word);
}
const statusOf = (page: Page, videoId: string) =>
  page.locator(`[data-testid="admin-video"][data-video-id="${videoId}"] [data-testid="video-status"]`);

describe('admin videos', () => {
  it(
    'finds videos, unpublishes two by keyboard (they leave the public site) and republishes them',
    async () => {
      const word = await searchWord();
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/videos');
        await page.getByTestId('videos-total').waitFor();
        await page.getByTestId('filter-status').selectOption('published');
        const search = page.getByLabel('검색 (제목·채널 이름·영상 ID·유튜브 주소)');
        await search.fill(word);
        await search.press('Enter');
        await page.waitForURL(/search=.*status=published|status=published.*search=/);
        await listShows(page, word);
        const ids = await rows(page).evaluateAll((els) => els.slice(0, 2).map((el) => el.getAttribute('data-video-id')!));
        for (const id of ids) {
          const box = page.locator(`[data-testid="admin-video"][data-video-id="${id}"] input[type="checkbox"]`);
          await box.focus();
          await page.keyboard.press('Space');
        }
        await page.getByTestId('selection-count').filter({ hasText: '2개 고름' }).waitFor();
        await page.getByRole('button', { name: '초안으로' }).focus();
        await page.keyboard.press('Enter');
        await page.getByTestId('notice-success').filter({ hasText: '2개를 초안으로 변경했습니다.' }).waitFor();
        // The list keeps its filter (published only): the two drafts leave it.
        await page.waitForFunction((gone) => gone.every((id) => !document.querySelector(`[data-video-id="${id}"]`)), ids);
        for (const id of ids) assert.equal((await fetch(url(`/api/videos/${id}`))).status, 404, 'a draft is not public');

        await page.getByTestId('filter-status').selectOption('draft');
        await page.getByRole('button', { name: '조회' }).click();
        await page.waitForURL(/status=draft/);
        await listShows(page, word);
        for (const id of ids) await statusOf(page, id).filter({ hasText: '초안' }).waitFor();
        for (const id of ids) await page.locator(`[data-testid="admin-video"][data-video-id="${id}"] input[type="checkbox"]`).check();
        await page.getByRole('button', { name: '게시', exact: true }).click();
        await page.getByTestId('notice-success').filter({ hasText: '2개를 게시했습니다.' }).waitFor();
        for (const id of ids) assert.equal((await fetch(url(`/api/videos/${id}`))).status, 200, 'published again');
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 120_000 },
  );

  it(
    'deletes two videos with a reason, finds them in the archive, restores one and purges the other',
    async () => {
      const word = await searchWord();
      await withPage({}, async ({ page, errors }) => {
        await signIn(page, `/119sys-ctrl/videos?status=published&search=${encodeURIComponent(word)}`);
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="admin-video"]').length >= 2);
        const ids = await rows(page).evaluateAll((els) => els.slice(0, 2).map((el) => el.getAttribute('data-video-id')!));
        const titles = await rows(page).evaluateAll((els) =>
          els.slice(0, 2).map((el) => el.querySelector('h3')!.childNodes[0]!.textContent!),
        );
        for (const id of ids) await page.locator(`[data-testid="admin-video"][data-video-id="${id}"] input[type="checkbox"]`).check();
        await page.getByTestId('selection-bar').getByRole('button', { name: '삭제' }).click();
        const dialog = page.getByRole('alertdialog', { name: '영상 2개를 삭제할까요?' });
        await dialog.getByLabel('삭제 사유 (선택)').fill('화재 안전과 관계없는 영상');
        await dialog.getByRole('button', { name: '삭제', exact: true }).click();
        await page.getByTestId('notice-success').filter({ hasText: '2개를 삭제했습니다.' }).waitFor();
        for (const id of ids) assert.equal((await fetch(url(`/api/videos/${id}`))).status, 404);

        await page.getByRole('link', { name: '삭제된 영상' }).first().click();
        await page.waitForURL(/\/videos\/deleted/);
        const archived = (id: string) => page.locator(`[data-testid="deleted-video"][data-video-id="${id}"]`);
        for (const id of ids) {
          await archived(id).waitFor();
          assert.equal(await archived(id).getByTestId('deletion-reason').innerText(), '화재 안전과 관계없는 영상');
          assert.match(await archived(id).innerText(), /e2e-admin@example\.kr/);
        }
        await archived(ids[0]!)
          .getByRole('button', { name: `${titles[0]} 되살리기` })
          .click();
        await page.getByTestId('notice-success').filter({ hasText: '1개를 되살리고 게시했습니다.' }).waitFor();
        await archived(ids[0]!).waitFor({ state: 'detached' });
        assert.equal((await fetch(url(`/api/videos/${ids[0]}`))).status, 200, 'restored and public');

        await archived(ids[1]!)
          .getByRole('button', { name: `${titles[1]} 영구 삭제` })
          .click();
        const purge = page.getByRole('alertdialog', { name: '이 영상을 영구 삭제할까요?' });
        const confirm = purge.getByRole('button', { name: '영구 삭제' });
        assert.equal(await confirm.isDisabled(), true, 'the typed confirmation comes first');
        await purge.getByTestId('purge-confirm-input').fill('영구 삭제');
        await confirm.click();
        await page.getByTestId('notice-success').filter({ hasText: '1개를 영구 삭제했습니다.' }).waitFor();
        await archived(ids[1]!).waitFor({ state: 'detached' });
        assert.equal((await fetch(url(`/api/videos/${ids[1]}`))).status, 404);
        assert.deepEqual(errors, []);
      });
    },
    { timeoutMs: 120_000 },
  );

  it(
    'adds a video by its shorts address under a chosen keyword; the unfollowed channel is offered for following',
    async () => {
      await adminApi('POST', '/api/admin/youtube/keys', { label: '영상 추가 키', key: E2E_YOUTUBE_KEYS[1] }); // 409 when already there
      const fake = fakeYouTube();
      const channel = fake.state.channels[2]!;
      const [videoId] = fake.state.data.addUploads(channel, 1, new Date());
      const fakeVideo = fake.state.data.video(videoId!)!;
      await withPage({ width: WIDTHS.mobile }, async ({ page, errors }) => {
        await signIn(page, '/119sys-ctrl/videos/new');
        await page
          .getByLabel('유튜브 주소 또는 영상 ID')
          .fill(`https://youtube.com/shorts/${videoId}?feature=share\nhttps://example.com/not-youtube`);
        await page.getByTestId('paste-count').filter({ hasText: '영상 1개를 읽었습니다. 1개는 읽을 수 없습니다.' }).waitFor();
        await page.getByRole('button', { name: '미리 보기' }).click();
        const card = page.locator('[data-testid="add-preview"][data-state="new"]');
        await card.getByText(fakeVideo.title).waitFor();
        await card.getByTestId('add-suggestion').waitFor();
        const follow = card.getByRole('link', { name: '채널 등록하기' });
        assert.equal(await follow.getAttribute('href'), `/119sys-ctrl/channels?add=${channel.id}`);
        await page.getByLabel('모두 같은 키워드로').check();
        await page.getByLabel('키워드 찾기').fill('소화기');
        await page.getByRole('option').first().waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await page.getByTestId('keyword-picker-value').filter({ hasText: '소화기' }).waitFor();
        await page.getByLabel('바로 게시').check();
        await page.getByRole('button', { name: '영상 1개 추가' }).click();
        await page.getByTestId('add-result').filter({ hasText: '게시했습니다.' }).waitFor();
        const { body } = await adminApi<{ data: { status: string; keyword: { keyword: string } | null } }>(
          'GET',
          `/api/admin/videos/${videoId}`,
        );
        assert.equal(body.data.status, 'published');
        assert.match(body.data.keyword?.keyword ?? '', /소화기/);
        assert.equal((await fetch(url(`/api/videos/${videoId}`))).status, 200);
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

/** A screenshot with `selector` at the top of the view (the rows below the filters, the preview below the form). */
async function shotAt(page: Page, selector: string, shot: string) {
  await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
}

describe('admin video pages: axe-core (WCAG 2.2 AA) and screenshots', () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const theme of ['dark', 'light'] as Theme[]) {
    for (const [size, width] of Object.entries(WIDTHS)) {
      it(
        `${theme} · ${size} ${width}px: list, edit dialog, archive, add with preview`,
        async () => {
          const problems: string[] = [];
          await withPage({ theme, width, reducedMotion: true }, async ({ context, page, errors }) => {
            // Pretendard from the first paint, as on any visit after the first (the machine has no Korean font).
            await context.addInitScript(() => {
              try {
                if (window === window.top) localStorage.setItem('fonts', '1');
              } catch {
                // not our page
              }
            });
            // Something in the archive to look at: the newest video of the list is deleted first.
            const newest = await adminApi<{ data: { video_id: string }[] }>('GET', '/api/admin/videos?limit=1&status=published');
            await adminApi('POST', '/api/admin/videos/bulk-delete', {
              videoIds: [newest.body.data[0]!.video_id],
              reason: '화면 점검용 삭제',
            });
            await signIn(page, '/119sys-ctrl/videos');
            await rows(page).first().waitFor();
            await check(page, 'videos', `admin-videos-${theme}-${width}`, problems);
            await shotAt(page, '#videos-heading', `admin-videos-rows-${theme}-${width}`);
            await rows(page).first().getByRole('button', { name: /편집$/ }).click();
            await page.getByTestId('video-edit-dialog').getByRole('heading', { name: '영상 편집' }).waitFor();
            await check(page, 'edit dialog', `admin-videos-edit-${theme}-${width}`, problems);
            await page.keyboard.press('Escape');
            await page.goto(url('/119sys-ctrl/videos/deleted'));
            await page.getByTestId('deleted-video').first().waitFor();
            await check(page, 'deleted', `admin-videos-deleted-${theme}-${width}`, problems);
            await page.goto(url('/119sys-ctrl/videos/new'));
            const fake = fakeYouTube();
            const ids = fake.state.data.uploadIds(fake.state.channels[1]!).slice(0, 2);
            await page.getByLabel('유튜브 주소 또는 영상 ID').fill(ids.map((id) => `https://youtu.be/${id}`).join('\n'));
            await page.getByRole('button', { name: '미리 보기' }).click();
            await page.getByTestId('add-preview').first().waitFor();
            await check(page, 'add (preview)', `admin-videos-new-${theme}-${width}`, problems);
            await shotAt(page, '#preview-heading', `admin-videos-new-preview-${theme}-${width}`);
            if (errors.length) problems.push(`page errors: ${errors.join(' | ')}`);
          });
          assert.equal(problems.length, 0, `axe violations:\n${problems.join('\n')}`);
        },
        { timeoutMs: 180_000 },
      );
    }
  }
});
