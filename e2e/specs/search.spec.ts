// /search: reveal 8 then 4 more per scroll (300 ms), params in the URL, page=1 on filter change,
// highlighting, lower-bound totals, empty and error-with-retry states.
import assert from 'node:assert/strict';
import { url, withoutInitialData, withPage, WIDTHS } from '../support/browser.ts';
import { describe, it } from '../support/harness.ts';

const q = encodeURIComponent('소화기');

describe('search', () => {
  it('shows 8 results, then 4 more per scroll trigger until the page is shown, then pagination', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await page.goto(url(`/search?q=${q}`));
      const cards = page.getByTestId('video-card');
      await cards.first().waitFor();
      assert.equal(await cards.count(), 8);
      const sentinel = page.getByTestId('reveal-sentinel');
      await sentinel.scrollIntoViewIfNeeded();
      await page.waitForTimeout(150);
      assert.equal(await cards.count(), 8, 'the next 4 wait 300 ms');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="video-card"]').length === 12);
      for (let expected = 16; expected <= 20; expected += 4) {
        await sentinel.scrollIntoViewIfNeeded();
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="video-card"]').length === n, expected);
      }
      await page.getByRole('navigation', { name: '검색 결과 페이지' }).waitFor();
      assert.equal(await sentinel.count(), 0);
      const marks = await page.locator('[data-testid="video-card"] mark').allInnerTexts();
      assert.ok(
        marks.some((m) => m.includes('소화기')),
        'the searched word is highlighted',
      );
      assert.equal(
        await page
          .locator('[data-testid="video-card"] mark')
          .first()
          .evaluate((el) => el.innerHTML.includes('<')),
        false,
      );
      await page.getByRole('link', { name: '2페이지' }).click();
      await page.waitForURL(/page=2/);
      await cards.first().waitFor();
      assert.equal(await cards.count(), 8, 'a new page starts again at 8');
    });
  });

  it('reads every parameter from the URL and sends them to the API; a filter change goes back to page 1', async () => {
    await withPage({ width: WIDTHS.mobile }, async ({ page }) => {
      await withoutInitialData(page);
      const calls: URL[] = [];
      page.on('request', (r) => r.url().includes('/api/search') && calls.push(new URL(r.url())));
      await page.goto(url(`/search?q=${q}&page=2&period=year&sortBy=view_count&viewCount=1000&channelType=domestic&duration=medium`));
      await page.waitForLoadState('networkidle');
      const sent = calls[0]!.searchParams;
      for (const [key, value] of Object.entries({
        q: '소화기',
        page: '2',
        period: 'year',
        sortBy: 'view_count',
        viewCount: '1000',
        channelType: 'domestic',
        duration: 'medium',
      })) {
        assert.equal(sent.get(key), value, key);
      }
      assert.equal(await page.getByTestId('search-sort').inputValue(), 'view_count');
      assert.equal(await page.getByTestId('search-duration').inputValue(), 'medium');
      await page.getByTestId('search-sort').selectOption('upload_date');
      await page.waitForURL((u) => u.searchParams.get('sortBy') === 'upload_date');
      const now = new URL(page.url()).searchParams;
      assert.equal(now.get('page'), null);
      assert.equal(now.get('period'), 'year');
      await page.getByTestId('search-period').selectOption('all');
      await page.waitForURL((u) => !u.searchParams.has('period'));
    });
  });

  it('says "N개 이상" when the total is a lower bound', async () => {
    await withPage({}, async ({ page }) => {
      await withoutInitialData(page);
      await page.route('**/api/search?*', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.totalIsLowerBound = true;
        body.pagination.total = 1000;
        await route.fulfill({ response, json: body });
      });
      await page.goto(url(`/search?q=${q}`));
      assert.match(await page.getByTestId('search-total').innerText(), /1,000개 이상/);
    });
  });

  it('has empty and error-with-retry states', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url(`/search?q=${encodeURIComponent('쀍쀍쀍쀍')}`));
      await page.getByText(/에 맞는 영상이 없습니다/).waitFor();
      await withoutInitialData(page);
      let fail = true;
      await page.route('**/api/search?*', (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"success":false,"error":{"code":"INTERNAL_ERROR","message":"서버 오류"}}',
            })
          : route.fallback(),
      );
      await page.goto(url(`/search?q=${encodeURIComponent('심폐소생술')}`));
      await page.getByText('검색 중 오류가 발생했습니다').waitFor({ timeout: 10_000 });
      fail = false;
      await page.getByRole('button', { name: '다시 시도' }).click();
      await page.getByTestId('video-card').first().waitFor();
    });
  });

  it('advanced search shows a live count and opens the results with every filter', async () => {
    await withPage({}, async ({ page }) => {
      await page.goto(url('/search/advanced'));
      await page.getByTestId('advanced-q').fill('구조');
      await page.getByTestId('advanced-channel-type').selectOption('fire_dept');
      await page
        .getByTestId('advanced-count')
        .filter({ hasText: /조건에 맞는 영상 [\d,]+개/ })
        .waitFor();
      await page.getByRole('button', { name: '검색하기' }).click();
      await page.waitForURL(
        (u) => u.pathname === '/search' && u.searchParams.get('q') === '구조' && u.searchParams.get('channelType') === 'fire_dept',
      );
    });
  });
});
