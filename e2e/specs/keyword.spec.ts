// /view/:slug: summary, CSV, filters in the URL (500 ms debounce), grid/list, one view per session,
// related keywords on scroll, the video modal (focus trap, Escape, overlay, scroll lock, embed rule),
// virtual scrolling above 50 videos, keyword not found.
import assert from 'node:assert/strict';
import { apiJson, topKeyword, videosByUrlKind } from '../support/api.ts';
import { url, withoutInitialData, withPage, WIDTHS } from '../support/browser.ts';
import { waitForAttribute } from '../support/waits.ts';
import { describe, it } from '../support/harness.ts';

const keyword = await topKeyword();
const slug = encodeURIComponent(keyword.slug);
const pagePath = `/view/${slug}`;

describe('keyword page', () => {
  it('shows breadcrumb, six summary cards and a working CSV download', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url(pagePath));
      await page.getByRole('heading', { level: 1, name: keyword.keyword }).waitFor();
      const crumbs = page.getByRole('navigation', { name: '현재 위치' });
      assert.equal(await crumbs.getByRole('link', { name: '홈' }).getAttribute('href'), '/');
      assert.ok((await crumbs.getByRole('link').count()) >= 2);
      assert.equal(await page.locator('[data-testid^="summary-"]').count(), 6);
      const csv = page.getByTestId('csv-download');
      assert.equal(await csv.getAttribute('href'), `/api/keywords/${slug}/export`);
      const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
      assert.equal(download.suggestedFilename(), `${keyword.slug}.csv`);
    });
  });

  it('takes the keyword and its first videos from the page itself: the server sent them for the URLs the page asks', async () => {
    await withPage({}, async ({ page }) => {
      const gets: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (r.method() === 'GET' && (pathname === `/api/keywords/${slug}` || pathname === `/api/keywords/${slug}/videos`))
          gets.push(r.url());
      });
      await page.goto(url(`${pagePath}?sort=like_count&order=asc&page=2`));
      await page.getByTestId('video-card').first().waitFor();
      // The page view (after the page settles) refetches the detail; only the first answers are counted here.
      assert.deepEqual(gets, [], `asked the API for ${gets.join(', ')}`);
    });
  });

  it('records one page view per browser session, then reloads the keyword after 0.5 s', async () => {
    await withPage({}, async ({ page }) => {
      const posts: { headers: Record<string, string>; at: number }[] = [];
      const detailGets: number[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith(`/api/keywords/${slug}/view`)) posts.push({ headers: r.headers(), at: Date.now() });
        if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/keywords/${slug}`) detailGets.push(Date.now());
      });
      await page.goto(url(pagePath));
      // The view is counted once the page has settled (an idle callback, up to 1 s), the keyword reloaded 0.5 s later:
      // wait for that reload rather than a fixed time, which a busy machine overruns.
      const deadline = Date.now() + 10_000;
      while (!(posts.length === 1 && detailGets.some((at) => at - posts[0]!.at >= 450)) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(posts.length, 1);
      assert.ok(posts[0]!.headers['x-session-id'], 'X-Session-Id sent');
      assert.ok(posts[0]!.headers['x-requested-with'], 'X-Requested-With sent on POST');
      // The first answer comes with the page (or from the API when it could not): then one more after the view.
      assert.ok(detailGets.length >= 1 && detailGets.length <= 2, 'the keyword is fetched again after the view');
      assert.ok(detailGets.at(-1)! - posts[0]!.at >= 450);
      await page.reload();
      await page.waitForTimeout(1000);
      assert.equal(posts.length, 1, 'no second view in the same session');
    });
  });

  it('keeps filters in the URL (search debounced 500 ms, page reset) and toggles grid/list', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url(`${pagePath}?page=2&limit=5`));
      await page.getByTestId('video-card').first().waitFor();
      await page.getByTestId('keyword-search').fill('대피');
      await page.waitForTimeout(200);
      assert.equal(new URL(page.url()).searchParams.get('search'), null, 'not before 500 ms');
      await page.waitForURL((u) => u.searchParams.get('search') === '대피');
      assert.equal(new URL(page.url()).searchParams.get('page'), null);
      await page.getByTestId('filter-period').selectOption('year');
      await page.waitForURL((u) => u.searchParams.get('period') === 'year');
      await page.getByTestId('filter-sort').selectOption('upload_date:desc');
      await page.waitForURL((u) => u.searchParams.get('sort') === 'upload_date' && u.searchParams.get('order') === null);
      await page.getByRole('button', { name: '목록 보기' }).click();
      await page.waitForURL((u) => u.searchParams.get('viewMode') === 'list');
      await waitForAttribute(page.getByRole('button', { name: '목록 보기' }), 'aria-pressed', 'true');
      await page.getByRole('button', { name: '바둑판 보기' }).click();
      await page.waitForURL((u) => !u.searchParams.has('viewMode'));
    });
  });

  it('channel filter: every channel of the keyword with its video count; choosing one lists exactly its videos', async () => {
    const { data: channels } = await apiJson<{ data: { channel_id: string; channel_name: string; video_count: number }[] }>(
      `/keywords/${slug}/channels`,
    );
    assert.ok(channels.length > 1);
    await withPage({}, async ({ page }) => {
      await page.goto(url(pagePath));
      await page.getByTestId('video-card').first().waitFor();
      const select = page.getByTestId('filter-channel');
      await select.focus(); // the choices are fetched on demand
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="filter-channel"] option').length === n + 1,
        channels.length,
      );
      const options = await select.locator('option').allTextContents();
      assert.equal(options[0], `모든 채널 (${channels.length}곳)`);
      assert.deepEqual(
        options.slice(1),
        channels.map((c) => `${c.channel_name} (${c.video_count.toLocaleString('ko-KR')}개)`),
      );
      const chosen = channels[0]!;
      await select.selectOption(chosen.channel_id);
      await page.waitForURL((u) => u.searchParams.get('channel') === chosen.channel_id);
      const filtered = await apiJson<{ data: { pagination: { total: number } } }>(`/keywords/${slug}/videos?channel=${chosen.channel_id}`);
      assert.equal(filtered.data.pagination.total, chosen.video_count);
    });
  });

  it('loads related keywords only when scrolled into view', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      let requested = false;
      page.on('request', (r) => r.url().includes('/related') && (requested = true));
      await page.goto(url(pagePath));
      await page.getByTestId('video-card').first().waitFor();
      await page.waitForTimeout(300);
      assert.equal(requested, false);
      await page.getByTestId('related-keywords').scrollIntoViewIfNeeded();
      await page.getByTestId('related-keywords').getByRole('link').first().waitFor();
      assert.equal(requested, true);
    });
  });

  it('opens the video modal from a card: focus trapped, Escape closes, param removed, focus returned, scroll locked', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url(pagePath));
      const card = page.getByTestId('video-card').first();
      await card.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('video-modal');
      await dialog.waitFor();
      assert.ok(new URL(page.url()).searchParams.get('video'));
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked')), true);
      assert.equal(await page.getByRole('button', { name: '닫기' }).evaluate((el) => el === document.activeElement), true);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
        assert.equal(await dialog.evaluate((el) => el.contains(document.activeElement)), true, 'focus stays in the dialog');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).searchParams.get('video'), null);
      assert.equal(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked')), false);
      assert.equal(await card.evaluate((el) => el === document.activeElement), true, 'focus returns to the card');
      // The close button and a click on the backdrop close it too.
      await card.click();
      await dialog.waitFor();
      await page.getByRole('button', { name: '닫기' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.click();
      await dialog.waitFor();
      await page.mouse.click(5, 5);
      await dialog.waitFor({ state: 'detached' });
    });
  });

  it('embeds only watch/short-link URLs (youtube-nocookie, after a press on the facade); others get a link out', async () => {
    const { playable, unplayable } = await videosByUrlKind();
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      const player: string[] = [];
      page.on(
        'request',
        (request) => void (/youtube-nocookie\.com|youtube\.com\/(embed|s\/player)/.test(request.url()) && player.push(request.url())),
      );
      await page.goto(url(`${pagePath}?video=${playable}`));
      const facade = page.getByTestId('video-facade');
      await facade.waitFor();
      assert.deepEqual(player, [], 'nothing of the player loads before the press');
      await facade.press('Enter');
      const frame = page.getByTestId('video-embed');
      await frame.waitFor();
      assert.match((await frame.getAttribute('src')) ?? '', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
      await page.goto(url(`${pagePath}?video=${unplayable}`));
      await page.getByTestId('video-unplayable').waitFor();
      assert.match(await page.getByTestId('video-unplayable').innerText(), /영상을 재생할 수 없습니다/);
      assert.match(
        (await page.getByTestId('video-unplayable').getByRole('link').getAttribute('href')) ?? '',
        /^https:\/\/(www\.|m\.)?youtu/,
      );
    });
  });

  it('virtualises lists above 50 videos', async () => {
    await withPage({}, async ({ page }) => {
      await withoutInitialData(page);
      await page.route(`**/api/keywords/${slug}/videos?*`, async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        const template = body.data.videos[0];
        body.data.videos = Array.from({ length: 100 }, (_, i) => ({
          ...template,
          id: i + 1,
          video_id: `vid${String(i).padStart(8, '0')}`,
          title: `가상 목록 영상 ${i + 1}`,
        }));
        body.data.pagination = { page: 1, limit: 100, total: 100, totalPages: 1 };
        await route.fulfill({ response, json: body });
      });
      await page.goto(url(`${pagePath}?limit=100`));
      const list = page.getByTestId('virtual-list');
      await list.waitFor();
      const rendered = await page.getByTestId('video-card').count();
      assert.ok(rendered > 0 && rendered < 60, `only visible rows are in the DOM (${rendered})`);
      await page.mouse.wheel(0, 20_000);
      await page.getByText('가상 목록 영상 100', { exact: true }).waitFor();
    });
  });

  it("says '키워드를 찾을 수 없습니다' with a link home for an unknown keyword", async () => {
    await withPage({}, async ({ page }) => {
      const response = await page.goto(url('/view/no-such-keyword-here'));
      assert.equal(response?.status(), 404);
      await page.getByRole('heading', { name: '키워드를 찾을 수 없습니다' }).waitFor();
      await page.getByRole('link', { name: '홈으로 가기' }).click();
      await page.waitForURL((u) => u.pathname === '/');
    });
  });
});
