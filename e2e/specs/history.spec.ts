// Issue 25 item 8, one Back-button rule (ADR 0039, src/web/lib/url-state.ts): every change a visitor makes on a
// page (filter, sort, period, type, tab, view mode, page) is a history step Back undoes, in order, and one more Back
// leaves the page; typing in the debounced title box replaces its own entry; the scroll position comes back after
// paging or the video modal.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiJson, topKeyword } from '../support/api.ts';
import { url, withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';
import { waitForAttribute } from '../support/waits.ts';

const keyword = await topKeyword();
const keywordPath = `/view/${encodeURIComponent(keyword.slug)}`;
const q = encodeURIComponent('소화기');

const at = (page: Page) => new URL(page.url()).pathname;

async function back(page: Page, expected: Record<string, string>, pathname: string) {
  await page.goBack();
  await page.waitForURL((u) => u.pathname === pathname && JSON.stringify(Object.fromEntries(u.searchParams)) === JSON.stringify(expected));
}

/** Opens `start` from the home page (so there is a page to leave to), then the page itself. */
async function openFromHome(page: Page, path: string) {
  await page.goto(url('/'));
  await page.goto(url(path));
}

async function pressed(page: Page, name: string | RegExp) {
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) =>
        typeof label === 'string' ? b.textContent?.trim() === label : new RegExp(label).test(b.textContent ?? ''),
      ),
    typeof name === 'string' ? name : name.source,
  );
}

/** Until the select or input shows `value` (the page re-renders from the URL after it changed). */
async function shows(page: Page, testId: string, value: string) {
  await page.waitForFunction(([id, v]) => (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | null)?.value === v, [
    testId,
    value,
  ] as const);
}

describe('one Back-button rule (issue 25 item 8)', () => {
  it('popular: period then type are two steps; Back undoes each, then leaves the page', async () => {
    await withPage({}, async ({ page }) => {
      await openFromHome(page, '/popular');
      await page.getByTestId('video-card').first().waitFor();
      await page.getByRole('button', { name: '이번 달' }).click();
      await page.waitForURL((u) => u.searchParams.get('period') === 'month');
      await page.getByRole('button', { name: '국내', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('type') === 'domestic');
      await back(page, { period: 'month' }, '/popular');
      await pressed(page, '이번 달');
      await pressed(page, '모든 채널');
      await back(page, {}, '/popular');
      await pressed(page, '이번 주');
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/');
    });
  });

  it('keyword page: period then view mode are two steps; typing in the title box replaces its own entry', async () => {
    await withPage({}, async ({ page }) => {
      await openFromHome(page, keywordPath);
      await page.getByTestId('video-card').first().waitFor();
      await page.getByTestId('filter-period').selectOption('year');
      await page.waitForURL((u) => u.searchParams.get('period') === 'year');
      await page.getByRole('button', { name: '목록 보기' }).click();
      await page.waitForURL((u) => u.searchParams.get('viewMode') === 'list');
      await page.getByTestId('keyword-search').fill('대');
      await page.waitForURL((u) => u.searchParams.get('search') === '대');
      await page.getByTestId('keyword-search').fill('대피');
      await page.waitForURL((u) => u.searchParams.get('search') === '대피');
      // The typing took the list-view entry's place: Back goes to the period, then to the start.
      await back(page, { period: 'year' }, at(page));
      await shows(page, 'filter-period', 'year');
      await waitForAttribute(page.getByRole('button', { name: '바둑판 보기' }), 'aria-pressed', 'true');
      await shows(page, 'keyword-search', ''); // the box shows the URL again
      await back(page, {}, at(page));
      await shows(page, 'filter-period', 'all');
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/');
    });
  });

  it('channels: the type tab and the sort are two steps; Back undoes each', async () => {
    await withPage({}, async ({ page }) => {
      await openFromHome(page, '/channels');
      await page.getByTestId('channel-card').first().waitFor();
      await page.getByRole('tab', { name: /소방서/ }).click();
      await page.waitForURL((u) => u.searchParams.get('type') === 'fire_station');
      await page.getByRole('button', { name: '구독자 많은 순' }).click();
      await page.waitForURL((u) => u.searchParams.get('sort') === 'subscriber_count');
      await back(page, { type: 'fire_station' }, '/channels');
      await pressed(page, '최신 영상 순');
      await waitForAttribute(page.getByRole('tab', { name: /소방서/ }), 'aria-selected', 'true');
      await back(page, {}, '/channels');
      await page.getByRole('heading', { level: 1, name: '전국 소방본부 채널' }).waitFor();
      await waitForAttribute(page.getByRole('tab', { name: /소방본부/ }), 'aria-selected', 'true');
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/');
    });
  });

  it("a channel's page: two sorts are two steps", async () => {
    const { data } = await apiJson<{ data: { channel_id: string }[] }>('/channels?type=fire_dept&limit=1');
    const path = `/channels/${encodeURIComponent(data[0]!.channel_id)}`;
    await withPage({}, async ({ page }) => {
      await openFromHome(page, path);
      await page.getByRole('group', { name: '영상 정렬' }).waitFor();
      await page.getByRole('button', { name: '조회수순' }).click();
      await page.waitForURL((u) => u.searchParams.get('sort') === 'popular');
      await page.getByRole('button', { name: '좋아요순' }).click();
      await page.waitForURL((u) => u.searchParams.get('sort') === 'likes');
      await back(page, { sort: 'popular' }, at(page));
      await pressed(page, '조회수순');
      await back(page, {}, at(page));
      await pressed(page, '최신순');
    });
  });

  it('search: sort then period are two steps; Back undoes each, then leaves the page', async () => {
    await withPage({}, async ({ page }) => {
      await openFromHome(page, `/search?q=${q}`);
      await page.getByTestId('video-card').first().waitFor();
      await page.getByTestId('search-sort').selectOption('upload_date');
      await page.waitForURL((u) => u.searchParams.get('sortBy') === 'upload_date');
      await page.getByTestId('search-period').selectOption('year');
      await page.waitForURL((u) => u.searchParams.get('period') === 'year');
      await back(page, { q: '소화기', sortBy: 'upload_date' }, '/search');
      await shows(page, 'search-period', 'all');
      await shows(page, 'search-sort', 'upload_date');
      await back(page, { q: '소화기' }, '/search');
      await shows(page, 'search-sort', 'relevance');
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/');
    });
  });

  it('paging: Back returns to page 1 where it was scrolled to', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url(`${keywordPath}?limit=20`));
      await page.getByTestId('video-card').first().waitFor();
      const pager = page.getByRole('navigation', { name: '영상 목록 페이지' });
      await pager.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      assert.ok(before > 500, `scrolled down (${before})`);
      await pager.getByRole('link', { name: '2페이지' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await page.waitForFunction(() => window.scrollY === 0);
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('page'));
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
    });
  });

  it('search paging: Back returns to page 1 at the pagination, with the results shown there again', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/search?q=%EC%95%88%EC%A0%84'));
      await page.getByTestId('video-card').first().waitFor();
      // Reveal the page's results down to the pagination.
      const pager = page.getByRole('navigation', { name: '검색 결과 페이지' });
      for (let i = 0; i < 10 && !(await pager.count()); i += 1) {
        const cards = await page.getByTestId('video-card').count();
        await page.getByTestId('reveal-sentinel').scrollIntoViewIfNeeded();
        // Each scroll reveals more results (or, at the end, the pagination): wait for that, not for a time.
        await page.waitForFunction(
          (n) =>
            document.querySelectorAll('[data-testid="video-card"]').length > n ||
            !!document.querySelector('nav[aria-label="검색 결과 페이지"]'),
          cards,
        );
      }
      await pager.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      const shown = await page.getByTestId('video-card').count();
      await pager.getByRole('link', { name: '2페이지' }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('page'));
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="video-card"]').length === n, shown);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
    });
  });

  it('popular: after leaving for another page, Back shows as many videos as before, scrolled where it was', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url('/popular?period=year'));
      await page.getByTestId('video-card').first().waitFor();
      await page.getByTestId('popular-sentinel').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="video-card"]').length >= 24);
      const shown = await page.getByTestId('video-card').count();
      await page
        .getByTestId('video-card')
        .nth(shown - 3)
        .scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      // Another page of the app (client-side), then Back.
      await page.locator('footer a[href="/kits"]').evaluate((a: HTMLAnchorElement) => a.click());
      await page.waitForURL((u) => u.pathname === '/kits');
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/popular');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="video-card"]').length >= n, shown);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
    });
  });

  it('the video modal: closing it leaves the page where it was scrolled to', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url(keywordPath));
      const card = page.getByTestId('video-card').nth(5);
      await card.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      assert.ok(before > 300, `scrolled down (${before})`);
      await card.click();
      await page.getByTestId('video-modal').waitFor();
      await page.goBack();
      await page.getByTestId('video-modal').waitFor({ state: 'detached' });
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
    });
  });
});
